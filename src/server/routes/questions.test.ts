import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateQuestionsResponseSchema } from '../../contracts/questions';
import { signedInUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInUser(t.db));
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = { cookie }) =>
  t.request({ method: 'POST', url, headers, payload: payload as object });

describe('POST /api/questions/generate/grade3-math', () => {
  it('generates distinct questions for a category, without answer keys, explanations or hints', async () => {
    const res = await post('/api/questions/generate/grade3-math', {
      category: 'Number and Operations',
      count: 12,
      mode: 'specific',
    });
    expect(res.statusCode).toBe(200);
    const body = generateQuestionsResponseSchema.parse(res.json());
    expect(body.success).toBe(true);
    expect(body.questions).toHaveLength(12);
    expect(new Set(body.questions.map((q) => q.stem + JSON.stringify(q.interaction))).size).toBe(12);
    for (const question of body.questions) expect(question.teksCode.startsWith('3.')).toBe(true);
    const raw = res.body;
    for (const secret of ['answerKey', 'explanation', 'misconception', '"hints"', 'parameters']) {
      expect(raw).not.toContain(secret);
    }
  });

  it('accepts a single TEKS code as the category (the spec’s sub-category)', async () => {
    const res = await post('/api/questions/generate/grade3-math', { category: '3.4A', count: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().questions.every((q: { teksCode: string }) => q.teksCode === '3.4A')).toBe(true);
  });

  it('makes a similar question: same student expectation and difficulty, new numbers', async () => {
    const res = await post('/api/questions/generate/grade3-math', {
      category: 'Geometry and Measurement',
      count: 2,
      mode: 'similar',
      originalQuestion: {
        questionText: 'A rug is 4 feet by 6 feet…',
        teksStandard: '3.6.C',
        format: 'visual',
        difficulty: 'hard',
      },
    });
    expect(res.statusCode).toBe(200);
    const questions = res.json().questions as { teksCode: string; difficulty: string }[];
    expect(questions.map((q) => [q.teksCode, q.difficulty])).toEqual([
      ['3.6C', 'hard'],
      ['3.6C', 'hard'],
    ]);
  });

  it.each([
    [
      { category: 'Spelling', count: 1 },
      'category: Unknown category "Spelling". Use one of: Number and Operations',
    ],
    [{ category: 'Number and Operations', count: 21 }, 'count'],
    [{ category: 'Number and Operations', count: 0 }, 'count'],
    [{ category: 'Number and Operations', count: '3' }, 'count'],
    [{ count: 3 }, 'category'],
    [{ category: 'Number and Operations', mode: 'similar' }, 'originalQuestion'],
    [{ category: 'x', mode: 'similar', originalQuestion: { teksStandard: '9.9Z' } }, 'teks'],
    [{ category: 'x'.repeat(81) }, 'category'],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const res = await post('/api/questions/generate/grade3-math', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('answers 401 when signed out', async () => {
    const res = await post('/api/questions/generate/grade3-math', { category: '3.4A' }, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('interests', () => {
  const spaceWords = /\b(space|rocket|planet|star|moon|launch)/;
  async function spaceStories(preferences: {
    notifications: boolean;
    sound: boolean;
    interests: ('space' | 'music')[];
  }) {
    const { cookie: student } = await signedInUser(t.db, { preferences });
    const res = await post(
      '/api/questions/generate',
      { grade: 3, subject: 'math', teks: '3.4A', count: 20 },
      { cookie: student },
    );
    expect(res.statusCode).toBe(200);
    return (res.json().questions as { stem: string }[]).filter((q) => spaceWords.test(q.stem.toLowerCase()))
      .length;
  }

  it('tell most stories in the student’s chosen theme', async () => {
    // About 3 in 4 stories follow the interest (the rest keeps variety), against about 1 in 8 without it.
    expect(
      await spaceStories({ notifications: true, sound: true, interests: ['space'] }),
    ).toBeGreaterThanOrEqual(10);
    expect(
      await spaceStories({ notifications: true, sound: true, interests: ['music'] }),
    ).toBeLessThanOrEqual(8);
  });
});

describe('POST /api/questions/generate', () => {
  it('generates by TEKS code for any grade that has generators', async () => {
    const res = await post('/api/questions/generate', {
      grade: 3,
      subject: 'math',
      teks: '3.4K',
      count: 5,
      itemType: 'numeric-entry',
    });
    expect(res.statusCode).toBe(200);
    const questions = generateQuestionsResponseSchema.parse(res.json()).questions;
    expect(questions).toHaveLength(5);
    expect(questions.every((q) => q.teksCode === '3.4K' && q.interaction.type === 'numeric-entry')).toBe(
      true,
    );
  });

  it('refuses a code from another grade, and a body with both or neither of category and teks', async () => {
    for (const payload of [
      { grade: 4, subject: 'math', teks: '3.4A' },
      { grade: 3, subject: 'math', teks: '3.4A', category: 'Mixed Review' },
      { grade: 3, subject: 'math' },
      { grade: 6, subject: 'math', teks: '3.4A' },
      { grade: 3, subject: 'art', teks: '3.4A' },
    ]) {
      const res = await post('/api/questions/generate', payload);
      expect(res.statusCode).toBe(400);
    }
  });

  it('generates reading vocabulary questions from the reading generators, never math ones', async () => {
    const res = await post('/api/questions/generate', {
      grade: 3,
      subject: 'reading',
      teks: '3.3C',
      count: 3,
    });
    expect(res.statusCode).toBe(200);
    const questions = generateQuestionsResponseSchema.parse(res.json()).questions;
    expect(questions.every((q) => q.subject === 'reading' && q.teksCode === '3.3C')).toBe(true);
  });

  it('serves written, passage-based reading questions for a code without a generator', async () => {
    const res = await post('/api/questions/generate', {
      grade: 3,
      subject: 'reading',
      teks: '3.8C',
      count: 3,
    });
    expect(res.statusCode).toBe(200);
    const questions = generateQuestionsResponseSchema.parse(res.json()).questions;
    expect(questions).toHaveLength(3);
    expect(questions.every((q) => q.teksCode === '3.8C' && q.passageId !== undefined)).toBe(true);
    expect(new Set(questions.map((q) => q.id)).size).toBe(3);
  });

  it('answers 409 when a valid skill has no questions yet, rather than failing', async () => {
    const res = await post('/api/questions/generate', { grade: 3, subject: 'reading', teks: '3.9E(i)' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');
  });

  it('answers 401 when signed out', async () => {
    const res = await post('/api/questions/generate', { grade: 3, subject: 'math', teks: '3.4A' }, {});
    expect(res.statusCode).toBe(401);
  });
});
