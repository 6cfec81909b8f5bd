import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_LOGIN_COOKIE } from '../auth/oidc';
import { SESSION_COOKIE } from '../auth/sessions';
import { oidcLogins } from '../db/schema';
import { setCookieValue } from '../testing/factories';
import { startTestIssuer, type TestIssuer } from '../testing/oidc-issuer';
import { createTestApp, type TestApp } from '../testing/test-app';

let issuer: TestIssuer;
let t: TestApp;
const host = 'localhost:5000';

beforeAll(async () => {
  issuer = await startTestIssuer();
  t = await createTestApp({
    env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: 'starprep-test', OIDC_CLIENT_SECRET: 'test-secret' },
  });
});
afterAll(async () => {
  await t.close();
  await issuer.stop();
});

/** Leaves for the issuer and comes back as a browser would; returns our callback's answer. */
async function signInWithGoogle(options: { tamper?: (callback: URL) => void; dropCookie?: boolean } = {}) {
  const start = await t.request({ method: 'GET', url: '/api/auth/google', headers: { host } });
  expect(start.statusCode).toBe(302);
  const authorizeUrl = new URL(start.headers.location as string);
  const loginCookie = setCookieValue(start.headers['set-cookie'], OIDC_LOGIN_COOKIE)!;
  const atIssuer = await fetch(authorizeUrl, { redirect: 'manual' });
  const callback = new URL(atIssuer.headers.get('location')!);
  options.tamper?.(callback);
  const done = await t.request({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { host, ...(options.dropCookie ? {} : { cookie: `${OIDC_LOGIN_COOKIE}=${loginCookie}` }) },
  });
  return { authorizeUrl, callback, done, loginCookie };
}

const sessionCookieOf = (res: { headers: Record<string, unknown> }) =>
  `${SESSION_COOKIE}=${setCookieValue(res.headers['set-cookie'] as string[], SESSION_COOKIE)}`;

describe('Google sign-in (OpenID Connect)', () => {
  it('sends the browser to the issuer with state, nonce and an S256 PKCE challenge', async () => {
    const start = await t.request({ method: 'GET', url: '/api/auth/google', headers: { host } });
    const url = new URL(start.headers.location as string);
    expect(url.origin + url.pathname).toBe(`${issuer.issuer}/authorize`);
    expect(url.searchParams.get('client_id')).toBe('starprep-test');
    expect(url.searchParams.get('redirect_uri')).toBe(`http://${host}/api/auth/google/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const param of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(param)).toBeTruthy();
    expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly/);
  });

  it('creates the account on first sign-in and sends it to account setup', async () => {
    issuer.setNextIdentity({ sub: 'new-kid-1', name: 'Diego Flores' });
    const { done } = await signInWithGoogle();
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/account-setup');
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookieOf(done) },
    });
    expect(me.json()).toMatchObject({ name: 'Diego Flores', setupComplete: false, isGuest: false });
  });

  it('signs a returning, set-up user straight into the home for their account type', async () => {
    issuer.setNextIdentity({ sub: 'teacher-7', name: 'Ms. Nguyen' });
    const first = await signInWithGoogle();
    await t.request({
      method: 'POST',
      url: '/api/auth/setup-account',
      headers: { cookie: sessionCookieOf(first.done) },
      payload: { accountType: 'teacher', name: 'Ms. Nguyen' },
    });
    const again = await signInWithGoogle();
    expect(again.done.headers.location).toBe('/classroom');
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: sessionCookieOf(again.done) },
    });
    expect(me.json()).toMatchObject({ accountType: 'teacher', name: 'Ms. Nguyen' });
  });

  it('refuses a callback whose state does not match', async () => {
    const { done } = await signInWithGoogle({
      tamper: (callback) => callback.searchParams.set('state', 'forged'),
    });
    expect(done.headers.location).toBe('/login?error=google_failed');
    expect(setCookieValue(done.headers['set-cookie'], SESSION_COOKIE)).toBeUndefined();
  });

  it('refuses a callback from a browser that did not start the sign-in', async () => {
    const { done } = await signInWithGoogle({ dropCookie: true });
    expect(done.headers.location).toBe('/login?error=google_failed');
  });

  it('uses a sign-in only once: replaying the callback fails', async () => {
    issuer.setNextIdentity({ sub: 'replay-kid' });
    const { done, callback, loginCookie } = await signInWithGoogle();
    expect(done.headers.location).toBe('/account-setup');
    const replay = await t.request({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { host, cookie: `${OIDC_LOGIN_COOKIE}=${loginCookie}` },
    });
    expect(replay.headers.location).toBe('/login?error=google_failed');
  });

  it('keeps only the hash of the sign-in id', async () => {
    const start = await t.request({ method: 'GET', url: '/api/auth/google', headers: { host } });
    const loginCookie = setCookieValue(start.headers['set-cookie'], OIDC_LOGIN_COOKIE)!;
    const rows = await t.db.select().from(oidcLogins);
    expect(rows.some((row) => row.idHash === loginCookie)).toBe(false);
  });
});

describe('Google sign-in when it is not configured', () => {
  it('sends the browser to /login with an explanation instead of failing', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.request({ method: 'GET', url: '/api/auth/google' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?error=google_not_configured');
    } finally {
      await plain.close();
    }
  });

  it('sends the browser to /login when the issuer cannot be reached', async () => {
    const unreachable = await createTestApp({
      env: { OIDC_ISSUER: 'http://127.0.0.1:9/', OIDC_CLIENT_ID: 'x' },
    });
    try {
      const res = await unreachable.request({ method: 'GET', url: '/api/auth/google' });
      expect(res.headers.location).toBe('/login?error=google_unavailable');
    } finally {
      await unreachable.close();
    }
  });
});
