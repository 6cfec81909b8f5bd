import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_INFO_REMINDER, SAFETY_REPLIES } from '../../core/nova';
import {
  chatResponseSchema,
  explainResponseSchema,
  novaMessagesResponseSchema,
  type ChatResponse,
} from '../../contracts/nova';
import { novaMessages } from '../db/schema';
import { NOVA_DAILY_MESSAGE_CAP } from '../services/nova';
import { signedInUser } from '../testing/factories';
import { rightAnswer, servedByHandle, wrongAnswer } from '../testing/practice-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

// Nova with no AI service configured: the built-in tutor answers everything (issue 10).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ novaChatPerMinute: 40 });
});
afterAll(() => t.close());

interface Student {
  id: string;
  headers: { cookie: string };
}

async function student(overrides: { name?: string; schoolName?: string } = {}): Promise<Student> {
  const { user, cookie } = await signedInUser(t.db, { grade: 4, ...overrides });
  return { id: user.id, headers: { cookie } };
}

const post = (url: string, who: Student | undefined, payload: object) =>
  t.request({ method: 'POST', url, headers: who?.headers ?? {}, payload });

async function chat(who: Student, message: string, questionId?: string): Promise<ChatResponse> {
  const res = await post('/api/nova/chat', who, { message, ...(questionId ? { questionId } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return chatResponseSchema.parse(res.json());
}

/** A generated multiple-choice question of 4.4H served to the student, with its item. */
async function question(who: Student) {
  const res = await post('/api/questions/generate', who, {
    grade: 4,
    subject: 'math',
    teks: '4.4H',
    itemType: 'multiple-choice',
  });
  expect(res.statusCode, res.body).toBe(200);
  const handle = res.json().questions[0].id as string;
  return { handle, ...(await servedByHandle(t.db, handle)) };
}

async function answer(who: Student, handle: string, response: unknown) {
  const res = await post('/api/practice/answer', who, {
    questionId: handle,
    answer: response,
    timeSpentMs: 5_000,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('POST /api/nova/chat with the built-in tutor', () => {
  it('refuses signed-out callers, empty, whitespace-only and over-long messages', async () => {
    const who = await student();
    expect((await post('/api/nova/chat', undefined, { message: 'hi' })).statusCode).toBe(401);
    for (const message of ['', '   \n ', 'x'.repeat(501)]) {
      const res = await post('/api/nova/chat', who, { message });
      expect(res.statusCode, message).toBe(400);
    }
    const [stored] = await t.db.select().from(novaMessages).where(eq(novaMessages.userId, who.id));
    expect(stored).toBeUndefined();
  });

  it('gives one hint at a time from the question on screen, never the answer before an answer', async () => {
    const who = await student();
    const { handle, item } = await question(who);
    const first = await chat(who, 'can I have a hint?', handle);
    expect(first.source).toBe('tutor');
    expect(first.reply.text).toContain(`Hint 1: ${item.hints[0]}`);
    const second = await chat(who, "I'm still stuck", handle);
    expect(second.reply.text).toContain(`Hint 2: ${item.hints[1]}`);
    const demand = await chat(who, 'just tell me the answer', handle);
    expect(demand.reply.text).toMatch(/can't give you the answer before you try/);
    for (const step of item.explanation) expect(demand.reply.text).not.toContain(step);
  });

  it('explains why an answer was wrong with the item steps and the right answer, once answered', async () => {
    const who = await student();
    const { handle, item } = await question(who);
    const early = await chat(who, 'why is my answer wrong?', handle);
    expect(early.reply.text).toMatch(/haven't answered this one yet/);
    await answer(who, handle, wrongAnswer(item));
    const reply = await chat(who, 'why is my answer wrong?', handle);
    for (const step of item.explanation) expect(reply.reply.text).toContain(step);
    expect(reply.reply.text).toMatch(/So the answer is /);
  });

  it("explains a skill with our lesson, and says what to practice from the student's mastery", async () => {
    const who = await student();
    const lesson = await chat(who, 'explain 4.4H please');
    expect(lesson.reply.text).toMatch(/Let's learn Multiply and divide word problems \(4\.4H\)/);
    expect(lesson.reply.text).toMatch(/Example: /);
    const none = await chat(who, 'what should I practice?');
    expect(none.reply.text).toMatch(/Start with a few questions/);
    const { handle, item } = await question(who);
    await answer(who, handle, wrongAnswer(item));
    const next = await chat(who, 'what should I practice?');
    expect(next.reply.text).toContain('(4.4H)');
  });

  it('takes personal information out before storing and reminds the child', async () => {
    const who = await student({ name: 'Maya Rodriguez', schoolName: 'Pecan Creek Elementary' });
    const res = await chat(
      who,
      'hi I am Maya, email maya@example.com, I go to Pecan Creek Elementary school',
    );
    expect(res.personalInfoRemoved).toBe(true);
    expect(res.studentMessage.text).not.toMatch(/Maya|maya@example\.com|Pecan Creek/);
    expect(res.reply.text.startsWith(PERSONAL_INFO_REMINDER)).toBe(true);
    const stored = await t.db.select().from(novaMessages).where(eq(novaMessages.userId, who.id));
    expect(JSON.stringify(stored)).not.toMatch(/Maya|maya@example\.com|Pecan Creek/);
  });

  it('answers unsafe topics with a kind refusal, and a child in danger with a trusted adult', async () => {
    const who = await student();
    const danger = await chat(who, 'someone hurts me at home');
    expect(danger).toMatchObject({ source: 'safety', reply: { text: SAFETY_REPLIES.danger } });
    const weapons = await chat(who, 'how do I make a bomb');
    expect(weapons.reply.text).toBe(SAFETY_REPLIES.violence);
    const offTopic = await chat(who, 'what is your favorite video game');
    expect(offTopic.reply.text).toMatch(/best at math and reading/);
    const [flagged] = await t.db
      .select({ flags: novaMessages.flags })
      .from(novaMessages)
      .where(eq(novaMessages.text, SAFETY_REPLIES.danger));
    expect(flagged!.flags).toEqual(['safety:danger']);
  });

  it("refuses another student's question (404) and stores nothing for it", async () => {
    const owner = await student();
    const other = await student();
    const { handle } = await question(owner);
    const res = await post('/api/nova/chat', other, { message: 'hint please', questionId: handle });
    expect(res.statusCode).toBe(404);
    const rows = await t.db.select().from(novaMessages).where(eq(novaMessages.userId, other.id));
    expect(rows).toHaveLength(0);
  });

  it('keeps the transcript, oldest first, readable only by the student', async () => {
    const who = await student();
    const other = await student();
    await chat(who, 'hello');
    await chat(who, 'thanks!');
    const res = await t.request({ method: 'GET', url: '/api/nova/messages', headers: who.headers });
    const { messages } = novaMessagesResponseSchema.parse(res.json());
    expect(messages.map((m) => [m.role, m.text.slice(0, 5)])).toEqual([
      ['student', 'hello'],
      ['nova', 'Hi! I'],
      ['student', 'thank'],
      ['nova', "You'r"],
    ]);
    const theirs = await t.request({ method: 'GET', url: '/api/nova/messages', headers: other.headers });
    expect(theirs.json().messages).toEqual([]);
  });

  it('stops at the daily cap with a 429 and a kind message', async () => {
    const who = await student();
    await t.db.insert(novaMessages).values(
      Array.from({ length: NOVA_DAILY_MESSAGE_CAP }, () => ({
        userId: who.id,
        role: 'student' as const,
        text: 'hi',
      })),
    );
    const res = await post('/api/nova/chat', who, { message: 'hello' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/chat again tomorrow/);
  });
});

describe('per-minute rate limit', () => {
  it('a student sending too fast gets 429s, and another student is not slowed', async () => {
    const limited = await createTestApp({ novaChatPerMinute: 3 });
    try {
      const a = await signedInUser(limited.db);
      const b = await signedInUser(limited.db);
      const send = (cookie: string) =>
        limited.request({
          method: 'POST',
          url: '/api/nova/chat',
          headers: { cookie },
          payload: { message: 'hi' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await send(a.cookie)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await send(b.cookie)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/nova/explain with the built-in tutor', () => {
  it('explains an answered question from the server copy: hints, steps, answer', async () => {
    const who = await student();
    const { handle, item } = await question(who);
    await answer(who, handle, rightAnswer(item));
    const res = await post('/api/nova/explain', who, {
      question: 'ignored',
      teksStandard: '4.4H',
      questionId: handle,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = explainResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      success: true,
      source: 'tutor',
      hints: item.hints,
      steps: item.explanation,
    });
    expect(body.explanation).toContain(item.explanation[0]!);
  });

  it('refuses to explain a question not answered yet (409): the steps would give the answer away', async () => {
    const who = await student();
    const { handle } = await question(who);
    const res = await post('/api/nova/explain', who, {
      question: 'q',
      teksStandard: '4.4H',
      questionId: handle,
    });
    expect(res.statusCode).toBe(409);
  });

  it("explains the spec's payload, and answers success: false when there is nothing to explain", async () => {
    const who = await student();
    const res = await post('/api/nova/explain', who, {
      question: 'What is 6 × 7?',
      teksStandard: '3.4K',
      answerChoices: [
        { label: 'A', text: '42' },
        { label: 'B', text: '48' },
      ],
      correctAnswer: 0,
      explanation: ['Six groups of seven is 42.'],
    });
    expect(res.json()).toMatchObject({ success: true, steps: ['Six groups of seven is 42.'] });
    expect(res.json().explanation).toContain('So the answer is A. 42.');
    const empty = await post('/api/nova/explain', who, { question: 'What?', teksStandard: '3.4K' });
    expect(empty.json()).toMatchObject({ success: false });
    expect((await post('/api/nova/explain', who, { teksStandard: '3.4K' })).statusCode).toBe(400);
    expect(
      (await post('/api/nova/explain', undefined, { question: 'q', teksStandard: 'x' })).statusCode,
    ).toBe(401);
  });
});
