import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatResponseSchema, explainResponseSchema } from '../../contracts/nova';
import { signedInUser } from '../testing/factories';
import { startFakeAiServer, type FakeAiServer } from '../testing/fake-ai-server';
import { rightAnswer, servedByHandle, wrongAnswer } from '../testing/practice-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

// Nova through an OpenAI-compatible provider: a fake one on 127.0.0.1 answers well, slowly, with broken
// JSON or with an error, and every request it receives is read for personal data (issue 10).

let ai: FakeAiServer;
let t: TestApp;
const TIMEOUT_MS = 400;

beforeAll(async () => {
  ai = await startFakeAiServer();
  t = await createTestApp({
    env: {
      NOVA_AI_BASE_URL: ai.baseUrl,
      NOVA_AI_API_KEY: 'test-key',
      NOVA_AI_MODEL: 'fake-model',
      NOVA_AI_TIMEOUT_MS: String(TIMEOUT_MS),
    },
  });
});
afterAll(async () => {
  await t.close();
  await ai.close();
});
beforeEach(() => {
  ai.requests.length = 0;
});

const NAME = 'Zanele Okonkwo-Reyes';
const SCHOOL = 'Bluebonnet Hills Elementary';

async function student() {
  const { user, cookie } = await signedInUser(t.db, { name: NAME, schoolName: SCHOOL, grade: 5 });
  return { id: user.id, email: `${user.id}@example.com`, headers: { cookie } };
}
type Student = Awaited<ReturnType<typeof student>>;

const post = (url: string, who: Student, payload: object) =>
  t.request({ method: 'POST', url, headers: who.headers, payload });

async function chat(who: Student, message: string, questionId?: string) {
  const res = await post('/api/nova/chat', who, { message, ...(questionId ? { questionId } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return chatResponseSchema.parse(res.json());
}

/** Nothing identifying in anything the provider received. */
function expectNothingPersonalSent(who: Student) {
  const sent = JSON.stringify(ai.requests);
  for (const secret of [...NAME.split(/[\s-]+/), SCHOOL, 'Bluebonnet Hills', who.id, who.email]) {
    expect(sent, secret).not.toContain(secret);
  }
}

describe('the provider answers', () => {
  it('a good answer is used, with the model, JSON mode, the key, and the student only as "grade 5"', async () => {
    ai.behave({ kind: 'answer', content: () => ({ reply: 'Great question! Think of equal groups.' }) });
    const who = await student();
    const res = await chat(who, 'explain what a factor is');
    expect(res).toMatchObject({ source: 'ai', reply: { text: 'Great question! Think of equal groups.' } });
    expect(ai.requests).toHaveLength(1);
    expect(ai.requests[0]).toMatchObject({ model: 'fake-model', response_format: { type: 'json_object' } });
    expect(ai.authorizations.at(-1)).toBe('Bearer test-key');
    expect(ai.requests[0]!.messages[0]!.content).toMatch(/student in grade 5/);
    expectNothingPersonalSent(who);
  });

  it('sends the question on screen and the last turns, with personal information already taken out', async () => {
    ai.behave({ kind: 'answer', content: () => ({ reply: 'Line up the numbers and try again.' }) });
    const who = await student();
    await chat(who, `hi my name is ${NAME} and I go to ${SCHOOL}`);
    const generated = await post('/api/questions/generate', who, {
      grade: 5,
      subject: 'math',
      teks: '5.3K',
      itemType: 'multiple-choice',
    });
    const handle = generated.json().questions[0].id as string;
    const { item } = await servedByHandle(t.db, handle);
    await post('/api/practice/answer', who, {
      questionId: handle,
      answer: wrongAnswer(item),
      timeSpentMs: 1,
    });
    ai.requests.length = 0;
    await chat(who, `why is my answer wrong? call me at 512-555-0147, ${NAME}`, handle);
    const sent = JSON.stringify(ai.requests.at(-1));
    expect(sent).toContain(item.stem.slice(0, 30).replace(/"/g, '\\"'));
    expect(sent).toContain('[phone removed]');
    expect(sent).toMatch(/Nova|nova|assistant/);
    expectNothingPersonalSent(who);
  });

  it('a hint stays the built-in ladder: the provider is not asked', async () => {
    ai.behave({ kind: 'answer', content: () => ({ reply: 'The answer is B.' }) });
    const who = await student();
    const res = await chat(who, 'hint please');
    expect(res.source).toBe('tutor');
    expect(ai.requests).toHaveLength(0);
  });
});

describe('falls back to the built-in tutor', () => {
  it('when the provider is slower than the timeout (one retry at most)', async () => {
    ai.behave({ kind: 'slow', delayMs: TIMEOUT_MS * 4 });
    const who = await student();
    const started = Date.now();
    const res = await chat(who, 'explain 5.3K');
    expect(res.source).toBe('tutor');
    expect(res.reply.text).toMatch(/Let's learn/);
    expect(ai.requests.length).toBeLessThanOrEqual(2);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2 + 3_000);
  });

  it('when the answer is malformed JSON', async () => {
    ai.behave({ kind: 'malformed' });
    const who = await student();
    expect((await chat(who, 'explain 5.3K')).source).toBe('tutor');
  });

  it('when the answer does not match the schema, or fails the reply check', async () => {
    const who = await student();
    ai.behave({ kind: 'answer', content: () => ({ text: 'wrong field' }) });
    expect((await chat(who, 'explain 5.3K')).source).toBe('tutor');
    ai.behave({ kind: 'answer', content: () => ({ reply: 'Watch this: https://example.com/video' }) });
    expect((await chat(who, 'explain 5.3K')).source).toBe('tutor');
  });

  it('when the provider answers with an error status', async () => {
    ai.behave({ kind: 'status', status: 500 });
    const who = await student();
    expect((await chat(who, 'explain 5.3K')).source).toBe('tutor');
    ai.behave({ kind: 'status', status: 401 });
    expect((await chat(who, 'explain 5.3K')).source).toBe('tutor');
  });
});

describe('explanations and short responses through the provider', () => {
  it('Ask NovaBot uses the provider wording, and the built-in one when it fails', async () => {
    const who = await student();
    const generated = await post('/api/questions/generate', who, { grade: 5, subject: 'math', teks: '5.3K' });
    const handle = generated.json().questions[0].id as string;
    const { item } = await servedByHandle(t.db, handle);
    await post('/api/practice/answer', who, {
      questionId: handle,
      answer: rightAnswer(item),
      timeSpentMs: 1,
    });
    ai.behave({ kind: 'answer', content: () => ({ explanation: 'First add the tenths. Then the ones.' }) });
    const good = explainResponseSchema.parse(
      (
        await post('/api/nova/explain', who, { question: '', teksStandard: '5.3K', questionId: handle })
      ).json(),
    );
    expect(good).toMatchObject({
      success: true,
      source: 'ai',
      explanation: 'First add the tenths. Then the ones.',
    });
    expect(JSON.stringify(ai.requests.at(-1))).toContain(
      item.explanation[0]!.slice(0, 20).replace(/"/g, '\\"'),
    );
    ai.behave({ kind: 'status', status: 503 });
    const fallback = explainResponseSchema.parse(
      (
        await post('/api/nova/explain', who, { question: '', teksStandard: '5.3K', questionId: handle })
      ).json(),
    );
    expect(fallback).toMatchObject({ success: true, source: 'tutor' });
    expectNothingPersonalSent(who);
  });

  it('a short response is scored by the provider within the rubric, else by the built-in scorer', async () => {
    const who = await student();
    const generated = await post('/api/questions/generate', who, {
      grade: 5,
      subject: 'reading',
      category: 'Reading Comprehension',
      itemType: 'short-response',
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const handles = (generated.json().questions as { id: string }[]).map((q) => q.id);
    const [first] = handles;
    const { item } = await servedByHandle(t.db, first!);
    expect(item.interaction.type).toBe('short-response');
    ai.behave({ kind: 'answer', content: () => ({ points: 99, feedback: ['Nice!'] }) });
    // 99 points is outside the rubric: the built-in scorer decides, and it finds no evidence here.
    const res = await post('/api/practice/answer', who, {
      questionId: first,
      answer: 'I think it is a good story because I like it a lot.',
      timeSpentMs: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().correct).toBe(false);
    expect(res.json().feedback.join(' ')).not.toContain('Nice!');
    expect(JSON.stringify(ai.requests.at(-1))).toContain('I think it is a good story');
    expectNothingPersonalSent(who);

    const second = await post('/api/questions/generate', who, {
      grade: 5,
      subject: 'reading',
      category: 'Reading Comprehension',
      itemType: 'short-response',
    });
    const handle = second.json().questions[0].id as string;
    const { item: next } = await servedByHandle(t.db, handle);
    const points = next.interaction.type === 'short-response' ? next.interaction.points : 0;
    ai.behave({
      kind: 'answer',
      content: () => ({ points, feedback: ['You used strong evidence from the text.'] }),
    });
    const scored = await post('/api/practice/answer', who, {
      questionId: handle,
      answer: 'The girl is brave because she climbs the tall tree to save the kitten.',
      timeSpentMs: 1,
    });
    expect(scored.json()).toMatchObject({
      correct: true,
      feedback: ['You used strong evidence from the text.'],
    });
  });
});

describe('study plans through the provider', () => {
  it('takes the reworded texts but never its numbers, dates or priorities, and falls back when it fails', async () => {
    const who = await student();
    const testDate = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    ai.behave({
      kind: 'answer',
      content: (request) => {
        const plan = JSON.parse(request.messages.at(-1)!.content) as {
          finalWeekStrategy: string;
          weeks: {
            weekTitle: string;
            practiceTargets: { dailyPractice: number };
            skills: { priority: string }[];
          }[];
        };
        plan.finalWeekStrategy = 'Rest well, review a little, and believe in yourself!';
        for (const week of plan.weeks) {
          week.weekTitle = `Super ${week.weekTitle}`;
          week.practiceTargets.dailyPractice = 999;
          for (const skill of week.skills) skill.priority = 'low';
        }
        return plan;
      },
    });
    const res = await post('/api/study-plans/generate', who, {
      staarTestDate: testDate,
      grade: 5,
      subject: 'math',
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json();
    expect(plan.planData.finalWeekStrategy).toBe('Rest well, review a little, and believe in yourself!');
    expect(plan.planData.weeks[0].weekTitle).toMatch(/^Super /);
    expect(
      plan.planData.weeks.every(
        (w: { practiceTargets: { dailyPractice: number } }) => w.practiceTargets.dailyPractice <= 30,
      ),
    ).toBe(true);
    expect(
      plan.planData.weeks.flatMap((w: { skills: { priority: string }[] }) => w.skills.map((s) => s.priority)),
    ).toContain('high');
    expectNothingPersonalSent(who);

    ai.behave({ kind: 'malformed' });
    const fallback = await post('/api/study-plans/generate', who, {
      staarTestDate: testDate,
      grade: 5,
      subject: 'math',
    });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().planData.weeks[0].weekTitle).not.toMatch(/^Super /);
  });
});
