import { describe, expect, it } from 'vitest';
import { GRADES } from '../accounts/account';
import { generatorsFor } from '../math/registry';
import { practiceCategories } from '../teks/practice-categories';
import { CHALLENGE_TOPICS, isTopicCode, topicCodes, topicSubject } from './challenge-topics';
import { DAILY_CHALLENGES } from './daily-challenges';
import { CHALLENGE_COLORS, CHALLENGE_DIFFICULTIES } from './reward-types';

const REWARD = { Easy: 25, Medium: 50, Hard: 75 } as const;

describe('the 30 daily challenges', () => {
  it('are 10 of each difficulty, paying 25, 50 and 75', () => {
    expect(DAILY_CHALLENGES).toHaveLength(30);
    for (const difficulty of CHALLENGE_DIFFICULTIES) {
      const ofDifficulty = DAILY_CHALLENGES.filter((challenge) => challenge.difficulty === difficulty);
      expect(ofDifficulty).toHaveLength(10);
      for (const challenge of ofDifficulty) expect(challenge.starPower).toBe(REWARD[difficulty]);
    }
  });

  it('have unique ids and titles', () => {
    expect(new Set(DAILY_CHALLENGES.map((challenge) => challenge.id)).size).toBe(30);
    expect(new Set(DAILY_CHALLENGES.map((challenge) => challenge.title)).size).toBe(30);
  });

  it('read like a card: a short title, one short sentence, a time and a known colour and page', () => {
    for (const challenge of DAILY_CHALLENGES) {
      expect(challenge.title.length, challenge.id).toBeLessThanOrEqual(30);
      expect(challenge.description, challenge.id).toMatch(/^[A-Z][^.]{5,60}\.$/);
      expect(challenge.time, challenge.id).toMatch(/^\d+ min$/);
      expect(CHALLENGE_COLORS, challenge.id).toContain(challenge.color);
      expect(['/practice', '/practice-session', '/mock-exams'], challenge.id).toContain(challenge.href);
    }
    // Colours vary: every palette colour is used, and each difficulty uses at least four.
    expect(new Set(DAILY_CHALLENGES.map((challenge) => challenge.color))).toEqual(new Set(CHALLENGE_COLORS));
    for (const difficulty of CHALLENGE_DIFFICULTIES) {
      const colours = DAILY_CHALLENGES.filter((c) => c.difficulty === difficulty).map((c) => c.color);
      expect(new Set(colours).size, difficulty).toBeGreaterThanOrEqual(4);
    }
  });

  it('send each rule to the page that can complete it', () => {
    for (const { id, rule, href } of DAILY_CHALLENGES) {
      if (rule.kind === 'practice-set') expect(href, id).toBe('/practice-session');
      else if (rule.kind === 'mock-exam') expect(href, id).toBe('/mock-exams');
      else expect(href, id).toBe('/practice');
    }
  });

  it('use every rule kind, with targets a child can reach in one day', () => {
    const kinds = new Set(DAILY_CHALLENGES.map((challenge) => challenge.rule.kind));
    expect(kinds).toEqual(
      new Set(['answer', 'correct-in-a-row', 'different-skills', 'practice-set', 'mock-exam']),
    );
    for (const { id, rule } of DAILY_CHALLENGES) {
      if ('count' in rule) expect(rule.count, id).toBeGreaterThan(0);
      if ('count' in rule) expect(rule.count, id).toBeLessThanOrEqual(25);
      if (rule.kind === 'practice-set') expect(rule.minScore, id).toBeLessThanOrEqual(90);
      if (rule.kind === 'mock-exam') expect(rule.minAccuracy, id).toBeLessThanOrEqual(70);
    }
  });

  it('name a topic only with its own subject', () => {
    for (const { id, rule } of DAILY_CHALLENGES) {
      if (rule.kind === 'answer' && rule.topic !== undefined)
        expect(rule.subject, id).toBe(topicSubject(rule.topic));
    }
  });
});

describe('challenge topics', () => {
  it.each(CHALLENGE_TOPICS.flatMap((topic) => GRADES.map((grade) => [topic, grade] as const)))(
    '%s has questions to practise at grade %i',
    (topic, grade) => {
      const subject = topicSubject(topic);
      const served = new Set(practiceCategories(grade, subject).flatMap((card) => card.itemSourceCodes));
      const practisable = topicCodes(topic, grade).filter((code) => served.has(code));
      expect(practisable.length).toBeGreaterThan(0);
      if (subject === 'math')
        expect(practisable.some((code) => generatorsFor(code, 'math').length > 0)).toBe(true);
    },
  );

  it.each([
    ['fractions', 'math', '3.3H', true],
    ['fractions', 'math', '4.3E', true],
    ['fractions', 'math', '5.3L', true],
    ['fractions', 'math', '3.3C', true],
    ['fractions', 'math', '3.4A', false],
    // 5.3 is "decimals and fractions": its decimal SEs are not fraction questions.
    ['fractions', 'math', '5.3E', false],
    // Reading 3.3B is context clues, not math 3.3B (fractions on a number line).
    ['fractions', 'reading', '3.3B', false],
    ['multiply-divide', 'math', '3.4K', true],
    ['multiply-divide', 'math', '5.3C', true],
    ['multiply-divide', 'math', '3.4H', true],
    ['multiply-divide', 'math', '4.2D', false],
    // "Multiples of 10" is rounding, and "multiplicative patterns" is algebra.
    ['multiply-divide', 'math', '3.2C', false],
    ['multiply-divide', 'math', '5.4D', false],
    ['place-value', 'math', '4.2B', true],
    ['place-value', 'math', '5.2B', true],
    ['geometry', 'math', '3.6C', true],
    ['geometry', 'math', '4.7C', true],
    ['geometry', 'math', '3.8A', false],
    ['data', 'math', '4.9A', true],
    ['data', 'math', '5.10A', false],
    ['money', 'math', '5.10A', true],
    ['money', 'math', '3.9E', true],
    ['vocabulary', 'reading', '3.3B', true],
    ['vocabulary', 'math', '3.3B', false],
    ['stories', 'reading', '4.8C', true],
    ['stories', 'reading', '4.10A', false],
    ['stories', 'reading', '3.10A', false],
    ['comprehension', 'reading', '5.6F', true],
    ['editing', 'reading', '3.11D(x)', true],
    ['editing', 'reading', '4.11C', true],
    ['editing', 'reading', '4.12B', false],
    ['spelling', 'reading', '5.2B(i)', true],
    ['spelling', 'reading', '5.11D(i)', false],
    ['vocabulary', 'reading', 'not-a-code', false],
  ] as const)('%s: %s %s → %s', (topic, subject, code, expected) => {
    expect(isTopicCode(topic, subject, code)).toBe(expected);
  });

  it('accept any common spelling of a code', () => {
    expect(isTopicCode('fractions', 'math', '3.3.H')).toBe(true);
    expect(isTopicCode('editing', 'reading', '3.11.D(x)')).toBe(true);
  });
});
