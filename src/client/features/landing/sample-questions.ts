/**
 * The two sample questions on the landing page (spec section 2). They are a taste of the app, not
 * graded work, so their keys may live in the browser. Every wrong choice comes from a real mistake and
 * says so when it is picked; sample-questions.test.ts recomputes the arithmetic.
 */

export type ChoiceLetter = 'A' | 'B' | 'C' | 'D';

export interface SampleChoice {
  letter: ChoiceLetter;
  text: string;
  /** For a wrong choice: the mistake that leads to it, said kindly, shown when a child picks it. */
  mistake?: string;
}

export interface SampleQuestion {
  id: string;
  grade: 4 | 5;
  subject: 'Mathematics' | 'Reading';
  teks: string;
  /** The skill in a child's words, shown beside the TEKS code. */
  skill: string;
  /** A short passage to read first, with one word to highlight in it. */
  passage?: { text: string; highlight: string };
  prompt: string;
  choices: readonly SampleChoice[];
  correct: ChoiceLetter;
  /** The worked explanation: short steps a nine-year-old can follow, then a way to check. */
  steps: readonly string[];
  check: string;
}

export const SAMPLE_QUESTIONS: readonly SampleQuestion[] = [
  {
    id: 'math-stickers',
    grade: 4,
    subject: 'Mathematics',
    teks: '4.4.A',
    skill: 'Adding and subtracting',
    prompt:
      'The school store had 1,248 star stickers. On Monday, a box with 375 more stickers arrived. ' +
      'By Friday, students had bought 429 stickers. How many star stickers does the store have now?',
    choices: [
      { letter: 'A', text: '1,194 stickers' },
      {
        letter: 'B',
        text: '1,623 stickers',
        mistake:
          'You found how many stickers the store had after the box came. One more step: the stickers students bought are gone now.',
      },
      {
        letter: 'C',
        text: '2,052 stickers',
        mistake:
          'You added the 429 stickers. But students bought them, so they left the store: take them away instead.',
      },
      {
        letter: 'D',
        text: '1,206 stickers',
        mistake:
          'You took the smaller digit from the bigger one in each place, like 9 − 3 in the ones. When the top digit is smaller, regroup instead.',
      },
    ],
    correct: 'A',
    steps: [
      'The box brings more stickers, so add: 1,248 + 375 = 1,623.',
      'Students bought 429 stickers, so take them away: 1,623 − 429.',
      'Ones: 3 is less than 9. Trade 1 ten for 10 ones: 13 − 9 = 4.',
      'Tens: after that trade, 1 ten is left, and 1 is less than 2. Trade 1 hundred for 10 tens: 11 − 2 = 9.',
      'Hundreds: after that trade, 5 are left: 5 − 4 = 1. The 1 thousand stays. The store has 1,194 stickers.',
    ],
    check: 'Check it by adding back: 1,194 + 429 = 1,623. It matches!',
  },
  {
    id: 'reading-emerged',
    grade: 5,
    subject: 'Reading',
    teks: '5.2.B',
    skill: 'Word meaning from context',
    passage: {
      text:
        'Lena sat by the pond all afternoon, but the turtle stayed hidden under the water. Just as she ' +
        'stood up to go home, a small green head emerged from the water and blinked at her in the sunlight.',
      highlight: 'emerged',
    },
    prompt: 'What does the word emerged mean in this passage?',
    choices: [
      {
        letter: 'A',
        text: 'stayed hidden',
        mistake:
          'That is what the turtle did at first. Then something changed: Lena could see its head in the sunlight.',
      },
      { letter: 'B', text: 'came out where it could be seen' },
      {
        letter: 'C',
        text: 'swam far away',
        mistake:
          'If the turtle swam far away, Lena could not see it blink at her. It came close enough to see.',
      },
      {
        letter: 'D',
        text: 'blinked its eyes',
        mistake:
          'Blinked is a different word in the sentence. It tells what the turtle did after its head emerged.',
      },
    ],
    correct: 'B',
    steps: [
      'Look for clues in the sentences around the word.',
      'Clue 1: at first, the turtle “stayed hidden under the water.” Lena could not see it.',
      'Clue 2: then its head “emerged from the water and blinked at her in the sunlight.” Now she can see it!',
      'So emerged means came out where it could be seen.',
    ],
    check: 'Check it in the sentence: “a small green head came out from the water.” It makes sense!',
  },
];
