import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { makeUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createSession, deleteExpiredSessions, findSessionUser, SESSION_LIFETIME_MS } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sessions', () => {
  it('last 30 days from sign-in, then stop working', async () => {
    const user = await makeUser(t.db);
    const signedInAt = new Date('2026-09-01T12:00:00Z');
    const token = await createSession(t.db, user.id, signedInAt);
    expect(SESSION_LIFETIME_MS).toBe(30 * 24 * 60 * 60 * 1000);
    const justBefore = new Date(signedInAt.getTime() + SESSION_LIFETIME_MS - 1000);
    const justAfter = new Date(signedInAt.getTime() + SESSION_LIFETIME_MS + 1000);
    expect((await findSessionUser(t.db, token, justBefore))?.id).toBe(user.id);
    expect(await findSessionUser(t.db, token, justAfter)).toBeUndefined();
  });

  it('expired sessions are deleted, live ones kept', async () => {
    const user = await makeUser(t.db);
    await createSession(t.db, user.id, new Date(Date.now() - SESSION_LIFETIME_MS - 60_000));
    const live = await createSession(t.db, user.id);
    await deleteExpiredSessions(t.db);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
    expect((await findSessionUser(t.db, live))?.id).toBe(user.id);
  });
});
