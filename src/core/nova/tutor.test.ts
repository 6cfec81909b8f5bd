import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testedTeksForGrade } from '../teks/catalogue';
import { INTENTS } from './intents';
import { lessonFor } from './lessons';
import { builtInExplanation, builtInReply, type TutorContext, type TutorQuestion } from './tutor';

const question = (answered: TutorQuestion['answered'] = null): TutorQuestion => ({
  teksCode: '4.4H',
  skillName: 'Multiply and divide word problems',
  subject: 'math',
  hints: ['What is being shared?', 'Divide the total by the number of groups.', 'Check with multiplication.'],
  steps: answered ? ['There are 96 stickers.', '96 ÷ 8 = 12.'] : [],
  answered,
});

const context = (overrides: Partial<TutorContext> = {}): TutorContext => ({
  grade: 4,
  question: null,
  hintsGiven: 0,
  lesson: null,
  lessonSkillName: null,
  weakestSkills: [],
  onTopic: true,
  ...overrides,
});

describe('the built-in tutor', () => {
  it('climbs the hint ladder one rung at a time, then says it has no more', () => {
    const texts = [0, 1, 2, 3].map((hintsGiven) =>
      builtInReply('hint', context({ question: question(), hintsGiven })),
    );
    expect(texts.map((reply) => reply.gaveHint)).toEqual([true, true, true, false]);
    expect(texts[0]!.text).toBe('Hint 1: What is being shared? Ask me for another hint if you need one.');
    expect(texts[2]!.text).toBe('Hint 3: Check with multiplication.');
    expect(texts[3]!.text).toMatch(/last hint/);
  });

  it('never shows the steps or the answer of a question not answered yet, whatever is asked', () => {
    const unanswered = { ...question(), steps: ['SECRET STEP'] };
    for (const intent of INTENTS) {
      for (const hintsGiven of [0, 1, 5]) {
        const reply = builtInReply(intent, context({ question: unanswered, hintsGiven }));
        expect(reply.text, intent).not.toContain('SECRET STEP');
        expect(reply.text, intent).not.toMatch(/So the answer is/);
      }
    }
  });

  it('explains an answered question: the misconception, the steps, the answer', () => {
    const reply = builtInReply(
      'why-wrong',
      context({
        question: question({
          correct: false,
          correctAnswerText: 'B. 12 stickers.',
          misconception: 'You may have multiplied.',
        }),
      }),
    );
    expect(reply.text).toBe(
      "Good try! You may have multiplied. Let's look at it step by step:\n1. There are 96 stickers.\n2. 96 ÷ 8 = 12.\nSo the answer is B. 12 stickers.",
    );
  });

  it('teaches a lesson with its big idea, steps, example and tip', () => {
    const lesson = lessonFor('4.4H')!;
    const reply = builtInReply(
      'explain-skill',
      context({ lesson, lessonSkillName: 'Multiply and divide word problems' }),
    );
    expect(reply.text).toContain("Let's learn Multiply and divide word problems (4.4H)!");
    expect(reply.text).toContain(lesson.bigIdea);
    expect(reply.text).toContain(`1. ${lesson.steps[0]}`);
    expect(reply.text).toContain(lesson.example.solution);
    expect(reply.text).toContain(`Tip: ${lesson.tip}`);
  });

  it('has a lesson for every tested skill of grades 3 to 5', () => {
    for (const grade of [3, 4, 5] as const) {
      for (const subject of ['math', 'reading'] as const) {
        for (const entry of testedTeksForGrade(grade, subject)) {
          expect(lessonFor(entry.code, subject)?.code, `${subject} ${entry.code}`).toBe(entry.code);
        }
      }
    }
  });

  it('lists the weakest skills to practice, at most three', () => {
    const weakestSkills = [
      { code: '4.4H', skillName: 'Multiply and divide word problems' },
      { code: '4.3D', skillName: 'Compare fractions' },
      { code: '4.5D', skillName: 'Perimeter and area' },
      { code: '4.2G', skillName: 'Decimals and fractions' },
    ];
    const reply = builtInReply('what-to-practice', context({ weakestSkills }));
    expect(reply.text.match(/•/g)).toHaveLength(3);
    expect(reply.text).toContain('Compare fractions (4.3D)');
    expect(reply.text).not.toContain('4.2G');
  });

  it('steers talk that is not about school back to math and reading', () => {
    for (const intent of ['other', 'explain-skill'] as const) {
      expect(builtInReply(intent, context({ onTopic: false })).text).toMatch(/best at math and reading/);
    }
  });

  it('always answers something short enough to show', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INTENTS),
        fc.boolean(),
        fc.nat(6),
        fc.boolean(),
        (intent, withQuestion, hintsGiven, onTopic) => {
          const reply = builtInReply(
            intent,
            context({ question: withQuestion ? question() : null, hintsGiven, onTopic }),
          );
          expect(reply.text.trim().length).toBeGreaterThan(0);
          expect(reply.text.length).toBeLessThan(1_200);
        },
      ),
    );
  });
});

describe('the built-in Ask NovaBot explanation', () => {
  it('reads hints, then steps, then the answer', () => {
    const text = builtInExplanation({
      hints: ['Look at the groups.'],
      steps: ['8 groups of 12.', '96 ÷ 8 = 12.'],
      correctAnswerText: 'B. 12.',
    });
    expect(text).toBe(
      "Good try! Mistakes help us learn. Let's climb the hint ladder together.\n\nHint 1: Look at the groups.\n\nNow step by step:\n1. 8 groups of 12.\n2. 96 ÷ 8 = 12.\n\nSo the answer is B. 12. You've got this!",
    );
  });
});
