import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testedTeksForGrade } from '../../core/teks/catalogue';
import {
  practiceHistoryResponseSchema,
  startPracticeResponseSchema,
  starsForScore,
  submitPracticeResponseSchema,
  type StartPracticeResponse,
} from '../../contracts/practice';
import { practiceSessions, servedQuestions } from '../db/schema';
import { codesWithQuestions } from '../services/item-source';
import { signedInUser } from '../testing/factories';
import {
  answerEventCount,
  rightAnswer,
  servedByHandle,
  starPowerRows,
  wrongAnswer,
} from '../testing/practice-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Student {
  id: string;
  headers: { cookie: string };
}

async function student(grade: 3 | 4 | 5 = 4): Promise<Student> {
  const { user, cookie } = await signedInUser(t.db, { grade });
  return { id: user.id, headers: { cookie } };
}

const post = (url: string, payload: unknown, headers: Record<string, string>) =>
  t.request({ method: 'POST', url, headers, payload: payload as object });

async function startSet(who: Student, body: object): Promise<{ body: StartPracticeResponse; raw: string }> {
  const res = await post('/api/practice/start', body, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return { body: startPracticeResponseSchema.parse(res.json()), raw: res.body };
}

/** Answers for the first `right` questions right and the rest wrong, in the item's own shapes. */
async function answersFor(set: StartPracticeResponse, right: number, leaveOut = 0) {
  const answers: Record<string, unknown> = {};
  const questions = set.questions.slice(0, set.questions.length - leaveOut);
  for (const [index, question] of questions.entries()) {
    const { item } = await servedByHandle(t.db, question.id);
    answers[question.id] = index < right ? rightAnswer(item) : wrongAnswer(item);
  }
  return answers;
}

async function sessionRow(id: string) {
  const [row] = await t.db.select().from(practiceSessions).where(eq(practiceSessions.id, id));
  return row!;
}

describe('POST /api/practice/start', () => {
  it('mixed: 15 different questions over the grade’s tested codes, without answer keys', async () => {
    const who = await student(4);
    const { body, raw } = await startSet(who, {
      subject: 'math',
      practiceMode: 'mixed',
      teksStandard: null,
      questionCount: 10,
    });
    expect(body).toMatchObject({ subject: 'math', grade: 4, practiceMode: 'mixed', teksStandard: null });
    expect(body.questions).toHaveLength(15);
    expect(new Set(body.questions.map((q) => q.id)).size).toBe(15);
    const rows = await t.db.select().from(servedQuestions).where(eq(servedQuestions.sessionId, body.id));
    expect(rows.map((row) => row.position).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    expect(new Set(rows.map((row) => row.itemKey)).size).toBe(15);
    expect(rows.every((row) => row.source === 'practice-set' && row.grade === 4)).toBe(true);
    const tested = new Set(
      codesWithQuestions(
        testedTeksForGrade(4, 'math').map((e) => e.code),
        'math',
      ),
    );
    expect(rows.every((row) => tested.has(row.teksCode))).toBe(true);
    expect(new Set(rows.map((row) => row.teksCode)).size).toBe(15);
    for (const question of body.questions) {
      expect(question.item.id).toBe(question.id);
      expect(question.questionText).toBe(question.item.stem);
      if (question.item.interaction.type === 'multiple-choice') {
        expect(question.options).toEqual(question.item.interaction.choices.map((c) => c.text));
      }
    }
    for (const secret of ['answerKey', '"key"', 'explanation', 'misconception', '"hints"', 'parameters']) {
      expect(raw).not.toContain(secret);
    }
    for (const row of rows) expect(raw).not.toContain(row.itemId);
  });

  it('specific-teks: 10 questions of that one skill', async () => {
    const who = await student(3);
    const { body } = await startSet(who, {
      subject: 'math',
      practiceMode: 'specific-teks',
      teksStandard: '3.4.A',
    });
    expect(body.teksStandard).toBe('3.4A');
    expect(body.questions).toHaveLength(10);
    expect(body.questions.every((q) => q.teksStandard === '3.4A')).toBe(true);
  });

  it('weak-skills: 10 questions on the skills the student got wrong', async () => {
    const who = await student(5);
    for (const teks of ['5.3K', '5.4B']) {
      const res = await post(
        '/api/questions/generate',
        { grade: 5, subject: 'math', teks, count: 2 },
        who.headers,
      );
      for (const question of res.json().questions as { id: string }[]) {
        const { item } = await servedByHandle(t.db, question.id);
        const graded = await post(
          '/api/practice/answer',
          { questionId: question.id, answer: wrongAnswer(item), timeSpentMs: 1000 },
          who.headers,
        );
        expect(graded.statusCode).toBe(200);
      }
    }
    const { body } = await startSet(who, { subject: 'math', practiceMode: 'weak-skills' });
    expect(body.questions).toHaveLength(10);
    const codes = new Set(body.questions.map((q) => q.teksStandard));
    expect(codes.has('5.3K')).toBe(true);
    expect(codes.has('5.4B')).toBe(true);
    expect(codes.size).toBeLessThanOrEqual(3);
  });

  it('weak-skills with no history starts on readiness standards; reading sets work too', async () => {
    const who = await student(3);
    const { body } = await startSet(who, { subject: 'reading', practiceMode: 'weak-skills' });
    expect(body.questions.length).toBeGreaterThan(0);
    expect(body.questions.every((q) => q.item.subject === 'reading')).toBe(true);
    const mixed = await startSet(who, { subject: 'reading', practiceMode: 'mixed' });
    expect(mixed.body.questions).toHaveLength(15);
  });

  it.each([
    [{ subject: 'math', practiceMode: 'specific-teks' }, 'teksStandard'],
    [{ subject: 'math', practiceMode: 'specific-teks', teksStandard: '5.3A' }, 'teksStandard'],
    [{ subject: 'math', practiceMode: 'specific-teks', teksStandard: '4.1A' }, 'teksStandard'],
    [{ subject: 'reading', practiceMode: 'specific-teks', teksStandard: '4.9E(i)x' }, 'teksStandard'],
    [{ subject: 'math', practiceMode: 'sprint' }, 'practiceMode'],
    [{ subject: 'math', practiceMode: 'mixed', grade: 2 }, 'grade'],
    [{ practiceMode: 'mixed' }, 'subject'],
  ])('refuses %j with a 400, and writes nothing', async (payload, message) => {
    const who = await student(4);
    const res = await post('/api/practice/start', payload, who.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    const [row] = await t.db
      .select({ n: count() })
      .from(practiceSessions)
      .where(eq(practiceSessions.userId, who.id));
    expect(row!.n).toBe(0);
  });

  it('answers 401 when signed out', async () => {
    const res = await post('/api/practice/start', { subject: 'math', practiceMode: 'mixed' }, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/practice/submit', () => {
  it('scores the set on the server: right answers over all questions, stars half the score, one ledger row', async () => {
    const who = await student(4);
    const { body: set } = await startSet(who, {
      subject: 'math',
      practiceMode: 'specific-teks',
      teksStandard: '4.4A',
    });
    const answers = await answersFor(set, 7, 1); // 7 right, 2 wrong, 1 left unanswered
    const res = await post(
      '/api/practice/submit',
      { sessionId: set.id, answers, timeSpent: 6.5 },
      who.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = submitPracticeResponseSchema.parse(res.json());
    expect(result).toEqual({
      score: 70,
      starsEarned: starsForScore(70),
      correctCount: 7,
      totalQuestions: 10,
    });
    expect(result.starsEarned).toBe(35);
    expect(await answerEventCount(t.db, who.id)).toBe(9);
    // Filtered by reason: the same work may also complete one of the day's challenges.
    expect(await starPowerRows(t.db, who.id, 'practice-set')).toMatchObject([
      { amount: 35, reason: 'practice-set', reference: set.id },
    ]);
    const row = await sessionRow(set.id);
    expect(row).toMatchObject({ status: 'completed', score: 70, correctCount: 7, starsEarned: 35 });
    expect(row.timeSpentMinutes).toBeCloseTo(6.5);

    const again = await post(
      '/api/practice/submit',
      { sessionId: set.id, answers: await answersFor(set, 10), timeSpent: 9 },
      who.headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(result);
    expect(await answerEventCount(t.db, who.id)).toBe(9);
    expect(await starPowerRows(t.db, who.id, 'practice-set')).toHaveLength(1);

    // The question left unanswered stays unanswered: the set is closed.
    const last = set.questions.at(-1)!;
    const { item } = await servedByHandle(t.db, last.id);
    const late = await post(
      '/api/practice/answer',
      { sessionId: set.id, questionId: last.id, answer: rightAnswer(item), timeSpentMs: 10 },
      who.headers,
    );
    expect(late.statusCode).toBe(409);
    // An answered one still shows its result.
    const first = set.questions[0]!;
    const replay = await post(
      '/api/practice/answer',
      { questionId: first.id, answer: 'A', timeSpentMs: 10 },
      who.headers,
    );
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ correct: true, alreadyAnswered: true, starPowerEarned: 0 });
  });

  it('keeps the first result of questions already graded through /answer, and earns no per-question stars', async () => {
    const who = await student(4);
    const { body: set } = await startSet(who, {
      subject: 'math',
      practiceMode: 'specific-teks',
      teksStandard: '4.4A',
    });
    const first = set.questions[0]!;
    const { item } = await servedByHandle(t.db, first.id);
    const graded = await post(
      '/api/practice/answer',
      { sessionId: set.id, questionId: first.id, answer: wrongAnswer(item), timeSpentMs: 100 },
      who.headers,
    );
    expect(graded.json()).toMatchObject({ correct: false, starPowerEarned: 0 });
    const res = await post(
      '/api/practice/submit',
      { sessionId: set.id, answers: await answersFor(set, 10), timeSpent: 3 },
      who.headers,
    );
    expect(res.json()).toEqual({ score: 90, starsEarned: 45, correctCount: 9, totalQuestions: 10 });
    expect(await answerEventCount(t.db, who.id)).toBe(10);
  });

  it('two submissions at once give one result and one StarPower row', async () => {
    const who = await student(3);
    const { body: set } = await startSet(who, { subject: 'math', practiceMode: 'mixed' });
    const answers = await answersFor(set, 15);
    const payload = { sessionId: set.id, answers, timeSpent: 4 };
    const [a, b] = await Promise.all([
      post('/api/practice/submit', payload, who.headers),
      post('/api/practice/submit', payload, who.headers),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toMatchObject({ score: 100, starsEarned: 50, correctCount: 15, totalQuestions: 15 });
    expect(await starPowerRows(t.db, who.id, 'practice-set')).toHaveLength(1);
    expect(await answerEventCount(t.db, who.id)).toBe(15);
  });

  it('refuses an unreadable answer with a 400 naming the question, and writes nothing', async () => {
    const who = await student(4);
    const { body: set } = await startSet(who, {
      subject: 'math',
      practiceMode: 'specific-teks',
      teksStandard: '4.4A',
    });
    const answers = await answersFor(set, 10);
    const victim = set.questions[3]!;
    answers[victim.id] = { type: 'short-response', text: 'no' };
    const res = await post('/api/practice/submit', { sessionId: set.id, answers, timeSpent: 1 }, who.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(`answers.${victim.id}`);
    expect(await answerEventCount(t.db, who.id)).toBe(0);
    expect((await sessionRow(set.id)).status).toBe('active');
    expect(await starPowerRows(t.db, who.id)).toEqual([]);

    const foreign = await post(
      '/api/practice/submit',
      { sessionId: set.id, answers: { 'q-0000000000000000': 'A' }, timeSpent: 1 },
      who.headers,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toContain('not a question of this practice set');
  });

  it.each([
    [{ answers: {}, timeSpent: 1 }, 'sessionId'],
    [{ sessionId: '00000000-0000-4000-8000-000000000999', answers: {}, timeSpent: -1 }, 'timeSpent'],
    [{ sessionId: '00000000-0000-4000-8000-000000000999', answers: [], timeSpent: 1 }, 'answers'],
  ])('refuses the malformed body %j with a 400', async (payload, message) => {
    const who = await student();
    const res = await post('/api/practice/submit', payload, who.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('answers 404 for another student’s set, and leaves it untouched', async () => {
    const owner = await student(4);
    const { body: set } = await startSet(owner, { subject: 'math', practiceMode: 'mixed' });
    const intruder = await student(4);
    const res = await post(
      '/api/practice/submit',
      { sessionId: set.id, answers: await answersFor(set, 15), timeSpent: 1 },
      intruder.headers,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect((await sessionRow(set.id)).status).toBe('active');
    expect(await answerEventCount(t.db, owner.id)).toBe(0);
    expect(await answerEventCount(t.db, intruder.id)).toBe(0);
  });

  it('refuses a Practice Center session id with a 400', async () => {
    const who = await student(4);
    const fresh = await post(
      '/api/practice/start-fresh-session',
      { subject: 'math', category: '4.4A' },
      who.headers,
    );
    const res = await post(
      '/api/practice/submit',
      { sessionId: fresh.json().sessionId, answers: {}, timeSpent: 1 },
      who.headers,
    );
    expect(res.statusCode).toBe(400);
    const question = await post(
      '/api/practice/get-session-question',
      { sessionId: (await startSet(who, { subject: 'math', practiceMode: 'mixed' })).body.id },
      who.headers,
    );
    expect(question.statusCode).toBe(400);
  });

  it('answers 401 when signed out', async () => {
    const res = await post(
      '/api/practice/submit',
      { sessionId: '00000000-0000-4000-8000-000000000999', answers: {}, timeSpent: 1 },
      {},
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/practice/history', () => {
  it('lists the student’s own finished sets, newest first', async () => {
    const who = await student(5);
    const other = await student(5);
    const ids: string[] = [];
    for (const right of [10, 5]) {
      const { body: set } = await startSet(who, {
        subject: 'math',
        practiceMode: 'specific-teks',
        teksStandard: '5.3K',
      });
      const res = await post(
        '/api/practice/submit',
        { sessionId: set.id, answers: await answersFor(set, right), timeSpent: 2 },
        who.headers,
      );
      expect(res.statusCode).toBe(200);
      ids.push(set.id);
    }
    await startSet(who, { subject: 'math', practiceMode: 'mixed' }); // unfinished: not history
    const { body: othersSet } = await startSet(other, { subject: 'math', practiceMode: 'mixed' });
    await post('/api/practice/submit', { sessionId: othersSet.id, answers: {}, timeSpent: 1 }, other.headers);

    const res = await t.request({ method: 'GET', url: '/api/practice/history', headers: who.headers });
    expect(res.statusCode).toBe(200);
    const { sessions } = practiceHistoryResponseSchema.parse(res.json());
    expect(sessions.map((s) => s.id)).toEqual([ids[1], ids[0]]);
    expect(sessions[0]).toMatchObject({
      subject: 'math',
      grade: 5,
      practiceMode: 'specific-teks',
      teksStandard: '5.3K',
      score: 50,
      starsEarned: 25,
      correctCount: 5,
      totalQuestions: 10,
      timeSpentMinutes: 2,
    });
  });

  it('answers 401 when signed out', async () => {
    const res = await t.request({ method: 'GET', url: '/api/practice/history' });
    expect(res.statusCode).toBe(401);
  });
});
