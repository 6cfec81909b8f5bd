import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening } from '../story-text';
import { times } from '../times';

/**
 * 5.4A: identify prime and composite numbers (to 100). Easy: which number is prime, among odd
 * composites that look prime; medium: which number is composite, hidden among primes (51 = 3 × 17);
 * hard: which statement about prime and composite numbers is true, judging the reasons given.
 * Multiple choice picks one; multiselect picks two. Notes give a factor pair, or say why a prime
 * has none: "1 is neither", "odd does not mean prime", "2 is the even prime".
 */
const smallestFactor = (n: number): number => {
  for (let f = 2; f * f <= n; f += 1) if (n % f === 0) return f;
  return n;
};
const isPrime = (n: number) => n > 1 && smallestFactor(n) === n;

const PRIMES = times(99, (i) => i + 2).filter(isPrime);
const COMPOSITES = times(96, (i) => i + 4).filter((n) => !isPrime(n));
/** Odd composites whose factors are not obvious: they look prime to a child. */
const TRICKY = COMPOSITES.filter((n) => n % 2 === 1 && n % 5 !== 0);

// The lists the items draw from, filtered once here rather than for every item.
const PRIMES_TO_60 = PRIMES.filter((p) => p <= 60);
const TRICKY_TO_60 = TRICKY.filter((n) => n <= 60);
const TRICKY_OVER_20 = TRICKY.filter((n) => n > 20);
const PRIMES_OVER_10 = PRIMES.filter((p) => p > 10);
const PRIMES_OVER_20 = PRIMES.filter((p) => p > 20);

function whyComposite(n: number): string {
  const f = smallestFactor(n);
  return `${n} is composite: ${f} × ${n / f} = ${n}, so it has more than two factors.`;
}

const whyPrime = (n: number) =>
  n === 2
    ? '2 is prime: its only factors are 1 and 2. It is the only even prime.'
    : `${n} is prime: its only factors are 1 and ${n}.`;

function findPrime(random: Random, story: StoryContext, itemType: string): ChoiceProblem {
  const many = itemType === 'multiselect';
  const primes = random.sample(PRIMES_TO_60, many ? 2 : 1);
  const others = random.sample(TRICKY_TO_60, 3);
  const withOne = random.chance(1, 4);
  const wrong = withOne ? [1, ...others.slice(0, many ? 3 : 2)] : others;
  const choices = [
    ...primes.map((p) => ({ text: String(p), correct: true })),
    ...wrong.map((n) => ({
      text: String(n),
      correct: false,
      note:
        n === 1
          ? '1 is neither prime nor composite. It has only one factor.'
          : `${whyComposite(n)} Odd numbers can be composite.`,
    })),
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} writes some numbers on cards. ${many ? 'Which two numbers are prime?' : 'Which number is prime?'}`,
    choices,
    hints: [
      'A prime number has exactly two factors: 1 and itself.',
      'Try dividing each number by 2, 3, 5 and 7.',
      'If a number has a factor pair other than 1 and itself, it is composite.',
    ],
    explanation: [
      ...primes.map(whyPrime),
      ...wrong.slice(0, 2).map((n) => (n === 1 ? '1 is neither prime nor composite.' : whyComposite(n))),
    ].slice(0, 5),
    parameters: { numbers: choices.map((c) => c.text).join(' '), ask: 'prime' },
  };
}

function findComposite(random: Random, story: StoryContext, itemType: string): ChoiceProblem {
  const many = itemType === 'multiselect';
  const composites = random.sample(TRICKY_OVER_20, many ? 2 : 1);
  const primes = random.sample(PRIMES_OVER_10, 3);
  const choices = [
    ...composites.map((n) => ({ text: String(n), correct: true })),
    ...primes.map((p) => ({ text: String(p), correct: false, note: `${whyPrime(p)} It is not composite.` })),
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} sorts numbers into prime and composite. ${many ? 'Which two numbers are composite?' : 'Which number is composite?'}`,
    choices,
    hints: [
      'A composite number has more than two factors.',
      'Test each number: can you divide it by 3? By 7? Add the digits to test for 3.',
      'Find a factor pair other than 1 and the number itself.',
    ],
    explanation: [...composites.map(whyComposite), ...primes.slice(0, 2).map(whyPrime)].slice(0, 5),
    parameters: { numbers: choices.map((c) => c.text).join(' '), ask: 'composite' },
  };
}

interface Statement {
  text: string;
  true: boolean;
  note: string;
}

function statements(random: Random): Statement[] {
  const composite = random.pick(TRICKY_OVER_20);
  const f = smallestFactor(composite);
  const prime = random.pick(PRIMES_OVER_20);
  const oddComposite = random.pick(TRICKY.filter((n) => n !== composite));
  const primeAsComposite = random.pick(PRIMES.filter((p) => p > 10 && p !== prime));
  return [
    {
      text: `The number ${composite} is composite because ${f} × ${composite / f} = ${composite}.`,
      true: true,
      note: '',
    },
    {
      text: `The number ${prime} is prime because its only factors are 1 and ${prime}.`,
      true: true,
      note: '',
    },
    {
      text: `The number ${oddComposite} is prime because it is an odd number.`,
      true: false,
      note: `Odd does not mean prime. ${whyComposite(oddComposite)}`,
    },
    {
      text: 'The number 2 is composite because it is even.',
      true: false,
      note: '2 is prime: its only factors are 1 and 2. It is the only even prime.',
    },
    {
      text: 'The number 1 is prime because it has no factors other than itself.',
      true: false,
      note: '1 is neither prime nor composite. A prime has exactly two factors, and 1 has only one.',
    },
    {
      text: `The number ${primeAsComposite} is composite because it has two digits.`,
      true: false,
      note: `The number of digits does not matter. ${whyPrime(primeAsComposite)}`,
    },
  ];
}

function judgeStatements(random: Random, story: StoryContext, itemType: string): ChoiceProblem {
  const many = itemType === 'multiselect';
  const all = statements(random);
  const trueOnes = all.filter((s) => s.true);
  const falseOnes = random.sample(
    all.filter((s) => !s.true),
    3,
  );
  const picked = many ? [...trueOnes, ...falseOnes] : [random.pick(trueOnes), ...falseOnes];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} and ${story.otherName} write facts about prime and composite numbers. ${many ? 'Which two statements are true?' : 'Which statement is true?'}`,
    choices: picked.map((s) =>
      s.true ? { text: s.text, correct: true } : { text: s.text, correct: false, note: s.note },
    ),
    hints: [
      'A prime number has exactly two factors. A composite number has more than two.',
      'Check each reason. Being odd or having two digits does not decide it.',
      'Find a factor pair for each number in the statements.',
    ],
    explanation: [
      'Prime: exactly two factors, 1 and itself. Composite: more than two factors.',
      ...picked.filter((s) => s.true).map((s) => `True: ${s.text}`),
      '1 is neither prime nor composite, and 2 is the only even prime.',
    ],
    parameters: { numbers: picked.map((s) => (s.true ? 'T' : 'F')).join(''), ask: 'statement' },
  };
}

export const primeComposite = defineGenerator({
  id: '5.4A.prime-composite',
  version: 1,
  teksCode: '5.4A',
  itemTypes: ['multiple-choice', 'multiselect'],
  bounds: { maxWhole: 100, denominators: [] },
  build({ random, story, difficulty, itemType }) {
    if (difficulty === 'easy') return findPrime(random, story, itemType);
    if (difficulty === 'medium') return findComposite(random, story, itemType);
    return judgeStatements(random, story, itemType);
  },
});
