import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../core/items/item-types';
import { PRACTICE_CORRECT_STAR_POWER } from '../../core/rewards/practice-rewards';
import { answerResponseSchema } from '../../contracts/practice';
import { answerEvents, servedQuestions, skillMastery } from '../db/schema';
import { starPowerBalance } from '../db/users';
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

const post = (url: string, payload: unknown, headers: Record<string, string>) =>
  t.request({ method: 'POST', url, headers, payload: payload as object });

interface Student {
  id: string;
  headers: { cookie: string };
}

async function student(grade: 3 | 4 | 5 = 4): Promise<Student> {
  const { user, cookie } = await signedInUser(t.db, { grade });
  return { id: user.id, headers: { cookie } };
}

/** A fresh session's next question, with the item the server holds for it. */
async function sessionQuestion(who: Student, category = 'Number and Operations', subject = 'math') {
  const started = await post('/api/practice/start-fresh-session', { subject, category }, who.headers);
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = started.json().sessionId as string;
  const res = await post('/api/practice/get-session-question', { sessionId }, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  const handle = res.json().question.id as string;
  return { sessionId, handle, ...(await servedByHandle(t.db, handle)) };
}

/** One generated question of a given type (the Practice Center's fallback and Similar Question). */
async function generated(who: Student, body: object) {
  const res = await post('/api/questions/generate', { count: 1, ...body }, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  const handle = res.json().questions[0].id as string;
  return { handle, ...(await servedByHandle(t.db, handle)) };
}

async function answer(who: Student, payload: object) {
  return post('/api/practice/answer', { timeSpentMs: 12_000, ...payload }, who.headers);
}

function letterOf(item: Item, correct: boolean): string {
  const response = correct ? rightAnswer(item) : wrongAnswer(item);
  if (response.type !== 'multiple-choice') throw new Error('not multiple choice');
  return String(response.choice);
}

/** A multiple-choice question of the session (generators choose the type by seed). */
async function multipleChoiceQuestion(who: Student) {
  for (let tries = 0; tries < 30; tries += 1) {
    const question = await generated(who, {
      grade: 4,
      subject: 'math',
      teks: '4.4A',
      itemType: 'multiple-choice',
    });
    if (question.item.interaction.type === 'multiple-choice') return question;
  }
  throw new Error('no multiple-choice question');
}

describe('POST /api/practice/answer', () => {
  it('grades a right answer: the key, explanation, hints, 10 StarPower, an event and the mastery update', async () => {
    const who = await student();
    const question = await sessionQuestion(who);
    const res = await answer(who, {
      sessionId: question.sessionId,
      questionId: question.handle,
      answer: rightAnswer(question.item),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = answerResponseSchema.parse(res.json());
    expect(body.correct).toBe(true);
    expect(body.alreadyAnswered).toBe(false);
    expect(body.starPowerEarned).toBe(PRACTICE_CORRECT_STAR_POWER);
    expect(body.explanation).toEqual(question.item.explanation);
    expect(body.hints).toEqual(question.item.hints);
    expect(body.mastery).toMatchObject({ teksCode: question.item.teksCode, attempts: 1, correct: 1 });
    expect(body.mastery.pKnown).toBeGreaterThan(0.3);

    const [event] = await t.db.select().from(answerEvents).where(eq(answerEvents.userId, who.id));
    expect(event).toMatchObject({
      servedQuestionId: question.row.id,
      sessionId: question.sessionId,
      itemId: question.item.id,
      teksCode: question.item.teksCode,
      subject: 'math',
      grade: 4,
      correct: true,
      timeSpentMs: 12_000,
      source: 'practice',
    });
    const ledger = await starPowerRows(t.db, who.id);
    expect(ledger).toMatchObject([{ amount: 10, reason: 'practice-correct', reference: question.item.id }]);
    expect(await starPowerBalance(t.db, who.id)).toBe(10);
  });

  it('answering again changes nothing and returns the first result', async () => {
    const who = await student();
    const question = await sessionQuestion(who);
    const first = await answer(who, { questionId: question.handle, answer: wrongAnswer(question.item) });
    expect(first.statusCode).toBe(200);
    expect(first.json().correct).toBe(false);
    const second = await answer(who, {
      sessionId: question.sessionId,
      questionId: question.handle,
      answer: rightAnswer(question.item),
    });
    expect(second.statusCode).toBe(200);
    const body = answerResponseSchema.parse(second.json());
    expect(body).toMatchObject({ correct: false, alreadyAnswered: true, starPowerEarned: 0 });
    expect(body.mastery.attempts).toBe(1);
    expect(body.correctAnswer).toBe(first.json().correctAnswer);
    // Even an answer that cannot be read gets the first result back, rather than an error.
    const unreadable =
      question.item.interaction.type === 'short-response'
        ? { type: 'multiple-choice', choice: 'A' }
        : { type: 'short-response', text: 'Because.' };
    const third = await answer(who, { questionId: question.handle, answer: unreadable });
    expect(third.statusCode).toBe(200);
    expect(third.json()).toMatchObject({ correct: false, alreadyAnswered: true });
    expect(await answerEventCount(t.db, who.id)).toBe(1);
    expect(await starPowerRows(t.db, who.id)).toEqual([]);
  });

  it('two answers at the same moment make one event and at most one StarPower row', async () => {
    const who = await student();
    const question = await sessionQuestion(who);
    const payload = { questionId: question.handle, answer: rightAnswer(question.item) };
    const results = await Promise.all([answer(who, payload), answer(who, payload), answer(who, payload)]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(results.filter((res) => res.json().alreadyAnswered === false)).toHaveLength(1);
    expect(results.map((res) => res.json().starPowerEarned).sort()).toEqual([0, 0, 10]);
    expect(await answerEventCount(t.db, who.id)).toBe(1);
    expect(await starPowerRows(t.db, who.id)).toHaveLength(1);
    const [mastery] = await t.db.select().from(skillMastery).where(eq(skillMastery.userId, who.id));
    expect(mastery!.attempts).toBe(1);
  });

  it('pays for an item once: the same item answered right again, in another session, earns nothing', async () => {
    const who = await student();
    const first = await sessionQuestion(who);
    const paid = await answer(who, { questionId: first.handle, answer: rightAnswer(first.item) });
    expect(paid.json()).toMatchObject({ correct: true, starPowerEarned: PRACTICE_CORRECT_STAR_POWER });
    // The same item handed out again in a later session (a written reading item, or a repeated seed).
    const later = await sessionQuestion(who);
    const [again] = await t.db
      .insert(servedQuestions)
      .values({
        ...first.row,
        id: randomUUID(),
        handle: `${later.handle}-again`,
        sessionId: later.sessionId,
        position: 99,
      })
      .returning();
    const res = await answer(who, { questionId: again!.handle, answer: rightAnswer(first.item) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ correct: true, alreadyAnswered: false, starPowerEarned: 0 });
    expect(await answerEventCount(t.db, who.id)).toBe(2);
    const ledger = await starPowerRows(t.db, who.id, 'practice-correct');
    expect(ledger.map((row) => row.reference)).toEqual([first.item.id]);
  });

  it('reads a letter in any case or a zero-based index, and names the right choice in words', async () => {
    const who = await student();
    const asLetter = await multipleChoiceQuestion(who);
    const letter = letterOf(asLetter.item, true);
    const res = await answer(who, { questionId: asLetter.handle, answer: letter.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    const body = answerResponseSchema.parse(res.json());
    expect(body.correct).toBe(true);
    expect(body.correctAnswer).toBe(letter);
    const interaction = asLetter.item.interaction;
    if (interaction.type !== 'multiple-choice') throw new Error('unreachable');
    const choice = interaction.choices.find((c) => c.label === letter)!;
    expect(body.correctAnswerText).toBe(`${letter}. ${choice.text}`);

    const asIndex = await multipleChoiceQuestion(who);
    const wrong = letterOf(asIndex.item, false);
    const index = 'ABCD'.indexOf(wrong);
    const graded = await answer(who, { questionId: asIndex.handle, answer: index });
    expect(graded.statusCode).toBe(200);
    const wrongBody = answerResponseSchema.parse(graded.json());
    expect(wrongBody.correct).toBe(false);
    expect(wrongBody.starPowerEarned).toBe(0);
    const key = asIndex.item.key;
    if (key.type !== 'multiple-choice') throw new Error('unreachable');
    const note = key.misconceptions.find((m) => m.label === wrong)?.note;
    expect(wrongBody.misconception).toBe(note);
  });

  it('grades a typed number sent as a plain string, and writes the answer as the box wants', async () => {
    const who = await student(3);
    const question = await generated(who, {
      grade: 3,
      subject: 'math',
      teks: '3.4K',
      itemType: 'numeric-entry',
    });
    const right = rightAnswer(question.item);
    if (right.type !== 'numeric-entry') throw new Error('not numeric');
    const res = await answer(who, { questionId: question.handle, answer: right.text });
    expect(res.statusCode, res.body).toBe(200);
    const body = answerResponseSchema.parse(res.json());
    expect(body.correct).toBe(true);
    expect(body.starPowerEarned).toBe(10);
    expect(body.correctAnswer).toMatch(/^[\d,]+$/);
    const [event] = await t.db.select().from(answerEvents).where(eq(answerEvents.userId, who.id));
    expect(event!.sessionId).toBeNull();
    expect(event!.response).toEqual({ type: 'numeric-entry', text: right.text });
  });

  it('grades a written reading question and a generated one served without a session', async () => {
    const who = await student(3);
    const written = await generated(who, { grade: 3, subject: 'reading', teks: '3.8C' });
    expect(written.item.id.startsWith('reading:')).toBe(true);
    const res = await answer(who, { questionId: written.handle, answer: rightAnswer(written.item) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ correct: true, starPowerEarned: 10 });
  });

  it.each([
    ['an unreadable choice', (item: Item) => (item.interaction.type === 'multiple-choice' ? 'Z' : 'abc')],
    ['an answer for another kind of question', () => ({ type: 'short-response', text: 'Because.' })],
  ])('refuses %s with a 400 and the scorer’s message, writing nothing', async (_label, make) => {
    const who = await student();
    const question = await multipleChoiceQuestion(who);
    const res = await answer(who, { questionId: question.handle, answer: make(question.item) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(res.json().error.message).toMatch(/^answer: /);
    expect(await answerEventCount(t.db, who.id)).toBe(0);
    expect(await t.db.select().from(skillMastery).where(eq(skillMastery.userId, who.id))).toEqual([]);
    // The question can still be answered properly afterwards.
    const ok = await answer(who, { questionId: question.handle, answer: rightAnswer(question.item) });
    expect(ok.json().alreadyAnswered).toBe(false);
  });

  it.each([
    [{ answer: 'A', timeSpentMs: 1 }, 'questionId'],
    [{ questionId: 'q-0000000000000000', timeSpentMs: 1 }, 'answer'],
    [{ questionId: 'q-0000000000000000', answer: 'A', timeSpentMs: -5 }, 'timeSpentMs'],
    [{ questionId: 'q-0000000000000000', answer: 'A', timeSpentMs: 1, sessionId: 'nope' }, 'sessionId'],
    [{ questionId: 'q-0000000000000000', answer: { type: 'multiple-choice' }, timeSpentMs: 1 }, 'answer'],
  ])('refuses the malformed body %j with a 400', async (payload, message) => {
    const who = await student();
    const res = await post('/api/practice/answer', payload, who.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('answers 404 for another student’s question, or a question of another session, and writes nothing', async () => {
    const owner = await student();
    const question = await sessionQuestion(owner);
    const intruder = await student();
    const stolen = await answer(intruder, {
      questionId: question.handle,
      answer: rightAnswer(question.item),
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.code).toBe('not_found');
    expect(stolen.body).not.toContain(question.item.stem.slice(0, 20));
    const withSession = await answer(intruder, {
      sessionId: question.sessionId,
      questionId: question.handle,
      answer: rightAnswer(question.item),
    });
    expect(withSession.statusCode).toBe(404);

    const otherSession = await sessionQuestion(owner);
    const mismatched = await answer(owner, {
      sessionId: otherSession.sessionId,
      questionId: question.handle,
      answer: rightAnswer(question.item),
    });
    expect(mismatched.statusCode).toBe(404);
    const unknown = await answer(owner, { questionId: 'q-ffffffffffffffff', answer: 'A' });
    expect(unknown.statusCode).toBe(404);
    expect(await answerEventCount(t.db, owner.id)).toBe(0);
    expect(await answerEventCount(t.db, intruder.id)).toBe(0);
  });

  it('answers 401 when signed out', async () => {
    const res = await post('/api/practice/answer', { questionId: 'q-1', answer: 'A', timeSpentMs: 1 }, {});
    expect(res.statusCode).toBe(401);
  });

  it('moves mastery with each answer of a skill, visible in GET /api/mastery', async () => {
    const who = await student();
    const pKnown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const question = await generated(who, { grade: 4, subject: 'math', teks: '4.4A' });
      const res = await answer(who, { questionId: question.handle, answer: rightAnswer(question.item) });
      pKnown.push(res.json().mastery.pKnown);
    }
    expect(pKnown[1]).toBeGreaterThan(pKnown[0]!);
    expect(pKnown[2]).toBeGreaterThan(pKnown[1]!);
    const mastery = await t.request({
      method: 'GET',
      url: '/api/mastery?subject=math',
      headers: who.headers,
    });
    expect(mastery.statusCode).toBe(200);
    expect(mastery.json().skills).toEqual([
      { teksCode: '4.4A', pKnown: pKnown[2], mastered: pKnown[2]! >= 0.95, attempts: 3, correct: 3 },
    ]);
    const rows = await t.db
      .select()
      .from(skillMastery)
      .where(and(eq(skillMastery.userId, who.id), eq(skillMastery.teksCode, '4.4A')));
    expect(rows[0]!.recent).toEqual([true, true, true]);
  });
});
