import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masteryResponseSchema, passageResponseSchema } from '../../contracts/practice';
import { readingBank } from '../content/reading-bank';
import { skillMastery } from '../db/schema';
import { signedInUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

describe('GET /api/mastery', () => {
  it('lists only the signed-in student’s skills of their grade and the subject asked for', async () => {
    const { user, cookie } = await signedInUser(t.db, { grade: 3 });
    const other = await signedInUser(t.db, { grade: 3 });
    const row = { pKnown: 0.97, attempts: 4, correct: 4, recent: [true, true, true, true] };
    await t.db.insert(skillMastery).values([
      { userId: user.id, subject: 'math', teksCode: '3.4A', ...row },
      { userId: user.id, subject: 'math', teksCode: '3.2A', ...row, pKnown: 0.4, correct: 1 },
      // Another grade's code (the student moved up a grade) and another subject stay out.
      { userId: user.id, subject: 'math', teksCode: '4.4A', ...row },
      { userId: user.id, subject: 'reading', teksCode: '3.6F', ...row },
      { userId: other.user.id, subject: 'math', teksCode: '3.5A', ...row },
    ]);
    const res = await get('/api/mastery?subject=math', { cookie });
    expect(res.statusCode).toBe(200);
    expect(masteryResponseSchema.parse(res.json())).toEqual({
      subject: 'math',
      grade: 3,
      skills: [
        { teksCode: '3.2A', pKnown: 0.4, mastered: false, attempts: 4, correct: 1 },
        { teksCode: '3.4A', pKnown: 0.97, mastered: true, attempts: 4, correct: 4 },
      ],
    });
    const reading = await get('/api/mastery?subject=reading', { cookie });
    expect(reading.json().skills.map((s: { teksCode: string }) => s.teksCode)).toEqual(['3.6F']);
  });

  it('is empty before any answer', async () => {
    const { cookie } = await signedInUser(t.db, { grade: 5 });
    const res = await get('/api/mastery?subject=reading', { cookie });
    expect(res.json()).toEqual({ subject: 'reading', grade: 5, skills: [] });
  });

  it('refuses a missing or unknown subject with a 400, and answers 401 when signed out', async () => {
    const { cookie } = await signedInUser(t.db);
    for (const url of ['/api/mastery', '/api/mastery?subject=art']) {
      const res = await get(url, { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('subject');
    }
    expect((await get('/api/mastery?subject=math')).statusCode).toBe(401);
  });
});

describe('GET /api/reading/passages/:passageId', () => {
  const passage = readingBank().passagesFor(4)[0]!;

  it('returns the passage a reading question is about, without its questions', async () => {
    const { cookie } = await signedInUser(t.db, { grade: 3 });
    const res = await get(`/api/reading/passages/${passage.id}`, { cookie });
    expect(res.statusCode).toBe(200);
    const body = passageResponseSchema.parse(res.json());
    expect(body.id).toBe(passage.id);
    expect(body.grade).toBe(4);
    const item = readingBank().itemsForPassage(passage.id)[0]!;
    expect(res.body).not.toContain(item.stem);
  });

  it('answers 404 for an unknown passage, 400 for a malformed id and 401 when signed out', async () => {
    const { cookie } = await signedInUser(t.db);
    const unknown = await get('/api/reading/passages/g9-no-such-passage', { cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');
    const long = await get(`/api/reading/passages/${'x'.repeat(81)}`, { cookie });
    expect(long.statusCode).toBe(400);
    expect((await get(`/api/reading/passages/${passage.id}`)).statusCode).toBe(401);
  });
});
