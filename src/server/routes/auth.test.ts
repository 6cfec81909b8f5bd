import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_USER_NAME } from '../../core/accounts/account';
import { userSchema } from '../../contracts/user';
import { SESSION_COOKIE } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { sessions, starPowerEvents, users } from '../db/schema';
import { cookieFor, makeUser, setCookieValue, signedInUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/auth/user', () => {
  it('answers 401 JSON when signed out', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: expect.any(String) } });
  });

  it('returns the signed-in user with the spec fields and the StarPower balance from the ledger', async () => {
    const { user, cookie } = await signedInUser(t.db, {
      name: 'Ana',
      grade: 5,
      avatar: '🚀',
      profileColor: 'teal',
    });
    await t.db.insert(starPowerEvents).values([
      { userId: user.id, amount: 40, reason: 'test', reference: 'a' },
      { userId: user.id, amount: 25, reason: 'test', reference: 'b' },
    ]);
    const res = await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = userSchema.parse(res.json());
    expect(body).toMatchObject({
      id: user.id,
      accountType: 'student',
      role: 'student',
      name: 'Ana',
      grade: 5,
      starPower: 65,
      avatar: '🚀',
      profileColor: 'teal',
    });
  });

  it('reads an unknown account type as student', async () => {
    const { cookie } = await signedInUser(t.db, { accountType: 'admin' });
    const res = await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(res.json()).toMatchObject({ accountType: 'student', role: 'student' });
  });

  it('treats an unknown, expired or tampered session cookie as signed out', async () => {
    const { user } = await signedInUser(t.db);
    const token = (await cookieFor(t.db, user)).split('=')[1]!;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashToken(token)));
    for (const value of [token, 'not-a-session', `${token}x`]) {
      const res = await t.request({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: `${SESSION_COOKIE}=${value}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('POST /api/auth/dev-login', () => {
  it.each(['student', 'teacher', 'parent'] as const)(
    'creates a %s guest with a friendly name and signs it in',
    async (accountType) => {
      const res = await t.request({ method: 'POST', url: '/api/auth/dev-login', payload: { accountType } });
      expect(res.statusCode).toBe(200);
      const user = userSchema.parse(res.json());
      expect(user).toMatchObject({
        accountType,
        role: accountType,
        isGuest: true,
        setupComplete: true,
        starPower: 0,
        grade: 4,
      });
      expect(user.name).not.toBe(DEVELOPMENT_USER_NAME);
      expect(user.name.length).toBeGreaterThan(3);

      const setCookie = String(res.headers['set-cookie']);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Max-Age=2592000/);
      expect(setCookie).not.toMatch(/Secure/);
      const token = setCookieValue(res.headers['set-cookie'], SESSION_COOKIE)!;
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);

      const me = await t.request({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      expect(me.json()).toMatchObject({ id: user.id });
    },
  );

  it('stores only the hash of the session id', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/dev-login',
      payload: { accountType: 'student' },
    });
    const token = setCookieValue(res.headers['set-cookie'], SESSION_COOKIE)!;
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, res.json().id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.idHash).toBe(hashToken(token));
    expect(stored[0]!.idHash).not.toContain(token);
  });

  it('rotates the session: the cookie the browser had before signing in stops working', async () => {
    const { cookie: before } = await signedInUser(t.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { cookie: before },
      payload: { accountType: 'parent' },
    });
    const after = `${SESSION_COOKIE}=${setCookieValue(res.headers['set-cookie'], SESSION_COOKIE)}`;
    expect(after).not.toBe(before);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie: before } })).statusCode,
    ).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie: after } })).json(),
    ).toMatchObject({ accountType: 'parent' });
  });

  it.each([
    ['a missing account type', {}, 'accountType'],
    ['an unknown account type', { accountType: 'admin' }, 'accountType'],
    ['a wrong-typed account type', { accountType: 7 }, 'accountType'],
    ['an extra field', { accountType: 'student', role: 'teacher' }, ''],
  ])('refuses %s with 400 naming the field, and creates nobody', async (_label, payload, field) => {
    const before = await t.db.$count(users);
    const res = await t.request({ method: 'POST', url: '/api/auth/dev-login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(res.json().error.message).toContain(field);
    expect(await t.db.$count(users)).toBe(before);
  });
});

describe('POST /api/auth/setup-account', () => {
  it('sets up a student: type, name and grade', async () => {
    const { user, cookie } = await signedInUser(t.db, {
      name: DEVELOPMENT_USER_NAME,
      setupComplete: false,
      grade: 4,
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/setup-account',
      headers: { cookie },
      payload: {
        accountType: 'student',
        name: '  Sofia Garcia ',
        grade: 3,
        schoolName: 'Ignored School',
        organizationCode: null,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      accountType: 'student',
      name: 'Sofia Garcia',
      grade: 3,
      setupComplete: true,
      schoolName: null,
    });
  });

  it('sets up a teacher with a school and an organization code', async () => {
    const { user, cookie } = await signedInUser(t.db, { setupComplete: false });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/setup-account',
      headers: { cookie },
      payload: {
        accountType: 'teacher',
        name: 'Mr. Lee',
        schoolName: 'Pecan Grove Elementary',
        organizationCode: 'ISD-42',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      accountType: 'teacher',
      name: 'Mr. Lee',
      schoolName: 'Pecan Grove Elementary',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.organizationCode).toBe('ISD-42');
  });

  it('answers 401 when signed out', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/setup-account',
      payload: { accountType: 'student', name: 'X', grade: 4 },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['an empty name', { accountType: 'student', name: '   ', grade: 4 }, 'name'],
    ['a missing name', { accountType: 'student', grade: 4 }, 'name'],
    ['an oversized name', { accountType: 'student', name: 'x'.repeat(81), grade: 4 }, 'name'],
    ['the development-user name', { accountType: 'student', name: DEVELOPMENT_USER_NAME, grade: 4 }, 'name'],
    ['grade 6', { accountType: 'student', name: 'Zoe', grade: 6 }, 'grade'],
    ['a grade sent as text', { accountType: 'student', name: 'Zoe', grade: '4' }, 'grade'],
    [
      'an oversized school name',
      { accountType: 'teacher', name: 'Zoe', schoolName: 's'.repeat(121) },
      'schoolName',
    ],
    ['a missing account type', { name: 'Zoe' }, 'accountType'],
  ])('refuses %s with 400 naming the field and changes nothing', async (_label, payload, field) => {
    const { user, cookie } = await signedInUser(t.db, { name: 'Before', setupComplete: false });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/setup-account',
      headers: { cookie },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(new RegExp(`^${field}`));
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Before', setupComplete: false });
  });

  it('changes only the caller, whatever ids the body carries', async () => {
    const other = await makeUser(t.db, { name: 'Other Kid' });
    const { cookie } = await signedInUser(t.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/setup-account',
      headers: { cookie },
      payload: { accountType: 'student', name: 'Me', grade: 5, id: other.id },
    });
    expect(res.statusCode).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.name).toBe('Other Kid');
  });
});

describe('logging out', () => {
  it('POST /api/auth/logout deletes the session and clears the cookie', async () => {
    const { user, cookie } = await signedInUser(t.db);
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(setCookieValue(res.headers['set-cookie'], SESSION_COOKIE)).toBe('');
    expect(await t.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('POST /api/auth/logout when signed out is a harmless success', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('ends only the caller’s own session', async () => {
    const { user: other, cookie: otherCookie } = await signedInUser(t.db);
    const { cookie } = await signedInUser(t.db);
    await t.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie: otherCookie } })).json(),
    ).toMatchObject({ id: other.id });
  });

  it('GET /api/logout ends the session and sends the browser to /', async () => {
    const { cookie } = await signedInUser(t.db);
    const res = await t.request({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('GET /api/logout from a link on another site does not sign the child out', async () => {
    const { cookie } = await signedInUser(t.db);
    const res = await t.request({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.headers.location).toBe('/');
    expect((await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('GET /api/logout when signed out still goes to /', async () => {
    const res = await t.request({ method: 'GET', url: '/api/logout' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});
