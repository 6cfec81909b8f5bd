import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../app';
import { signedInUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accountCreationPerMinute: 3 });
});
afterAll(() => t.close());

const settings = { grade: 3, preferences: { notifications: true, sound: true } };

describe('bad requests get a clear 4xx JSON error, never a 500', () => {
  it('malformed JSON is a 400 that says so', async () => {
    const { cookie } = await signedInUser(t.db);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/settings',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"grade": 3,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'bad_request', message: 'body: The request body is not valid JSON.' },
    });
  });

  it.each([
    ['POST', '/api/auth/dev-login'],
    ['POST', '/api/auth/setup-account'],
    ['PATCH', '/api/user/profile'],
    ['PATCH', '/api/user/settings'],
  ] as const)('%s %s answers malformed JSON with a 400, signed in or not', async (method, url) => {
    const { cookie } = await signedInUser(t.db);
    for (const headers of [{}, { cookie }]) {
      const res = await t.request({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"accountType": ',
        remoteAddress: '198.51.100.7',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('body: The request body is not valid JSON.');
    }
  });

  it('a body that is not an object is a 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/dev-login',
      headers: { 'content-type': 'application/json' },
      payload: '["student"]',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('a missing body is a 400', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/dev-login' });
    expect(res.statusCode).toBe(400);
  });

  it('an oversized body is refused with 413 before it is parsed', async () => {
    const { cookie } = await signedInUser(t.db);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/settings',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...settings, padding: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('plain text where JSON is expected is a 400', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/settings',
      headers: { 'content-type': 'text/plain' },
      payload: 'accountType=student',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('a body in a format we do not read is a 415', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/settings',
      headers: { 'content-type': 'application/xml' },
      payload: '<accountType>student</accountType>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('an unknown API route is a 404 in the same shape', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'No such route: GET /api/no-such-thing' },
    });
  });
});

describe('requests from another site are refused', () => {
  it('refuses a state-changing request whose Origin is another site, and changes nothing', async () => {
    const { cookie } = await signedInUser(t.db, { grade: 5 });
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/settings',
      headers: { cookie, origin: 'https://evil.example' },
      payload: settings,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    const me = await t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json().grade).toBe(5);
  });

  it('refuses a cross-site request without Origin when the browser marks it cross-site', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts a request from our own origin', async () => {
    const { cookie } = await signedInUser(t.db);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/settings',
      headers: { cookie, origin: 'http://localhost:80', host: 'localhost:80' },
      payload: settings,
    });
    expect(res.statusCode).toBe(200);
  });

  it('lets reads through from anywhere (they change nothing)', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('limits how many guest accounts one address creates per minute with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/dev-login',
        remoteAddress: '203.0.113.9',
        payload: { accountType: 'student' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error.code).toBe('rate_limited');
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('cookies behind https', () => {
  it('are Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://starprep.example.org' } });
    try {
      const res = await secure.request({
        method: 'POST',
        url: '/api/auth/dev-login',
        headers: { origin: 'https://starprep.example.org' },
        payload: { accountType: 'student' },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
      expect(res.headers['strict-transport-security']).toBeDefined();
    } finally {
      await secure.close();
    }
  });
});

describe('security headers', () => {
  it('sends a content security policy that allows no other hosts', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/user' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
