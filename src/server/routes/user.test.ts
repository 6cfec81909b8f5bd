import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { makeUser, signedInUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PATCH /api/user/profile', () => {
  it('saves the avatar and profile colour and returns the user', async () => {
    const { user, cookie } = await signedInUser(t.db);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { cookie },
      payload: { avatar: '🚀', profileColor: 'purple' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, avatar: '🚀', profileColor: 'purple' });
    expect(await rowOf(user.id)).toMatchObject({ avatar: '🚀', profileColor: 'purple' });
  });

  it('answers 401 when signed out', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { avatar: '🚀', profileColor: 'purple' },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['an avatar outside the 30 choices', { avatar: '<script>', profileColor: 'blue' }, 'avatar'],
    ['a colour outside the 12 choices', { avatar: '⭐', profileColor: 'black' }, 'profileColor'],
    ['a missing colour', { avatar: '⭐' }, 'profileColor'],
    ['a wrong-typed avatar', { avatar: 5, profileColor: 'blue' }, 'avatar'],
    ['an oversized avatar', { avatar: '⭐'.repeat(5000), profileColor: 'blue' }, 'avatar'],
    ['a field that is not the profile’s', { avatar: '⭐', profileColor: 'blue', starPower: 99999 }, ''],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, field) => {
    const { user, cookie } = await signedInUser(t.db);
    const res = await t.request({ method: 'PATCH', url: '/api/user/profile', headers: { cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(new RegExp(`^${field}`));
    expect(await rowOf(user.id)).toMatchObject({ avatar: '⭐', profileColor: 'orange' });
  });

  it('changes only the caller’s profile', async () => {
    const other = await makeUser(t.db);
    const { cookie } = await signedInUser(t.db);
    await t.request({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { cookie },
      payload: { avatar: '🐉', profileColor: 'red' },
    });
    expect(await rowOf(other.id)).toMatchObject({ avatar: '⭐', profileColor: 'orange' });
  });
});

describe('PATCH /api/user/settings', () => {
  it('saves the grade and preferences', async () => {
    const { user, cookie } = await signedInUser(t.db, { grade: 4 });
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/settings',
      headers: { cookie },
      payload: { grade: 3, preferences: { notifications: false, sound: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ grade: 3, preferences: { notifications: false, sound: true } });
    expect(await rowOf(user.id)).toMatchObject({
      grade: 3,
      preferences: { notifications: false, sound: true },
    });
  });

  it('saves story interests, and keeps them when a client sends none', async () => {
    const { cookie } = await signedInUser(t.db);
    const save = (preferences: object) =>
      t.request({
        method: 'PATCH',
        url: '/api/user/settings',
        headers: { cookie },
        payload: { grade: 4, preferences },
      });
    const first = await save({ notifications: true, sound: true, interests: ['space', 'animals'] });
    expect(first.json().preferences.interests).toEqual(['space', 'animals']);
    const second = await save({ notifications: false, sound: true });
    expect(second.json().preferences).toEqual({
      notifications: false,
      sound: true,
      interests: ['space', 'animals'],
    });
    const bad = await save({ notifications: true, sound: true, interests: ['dragons'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^preferences\.interests/);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/user/settings',
      payload: { grade: 3, preferences: { notifications: false, sound: true } },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['grade 2', { grade: 2, preferences: { notifications: true, sound: true } }, 'grade'],
    ['a fractional grade', { grade: 3.5, preferences: { notifications: true, sound: true } }, 'grade'],
    ['missing preferences', { grade: 3 }, 'preferences'],
    [
      'a preference that is not a boolean',
      { grade: 3, preferences: { notifications: 'yes', sound: true } },
      'preferences.notifications',
    ],
    [
      'an unknown preference',
      { grade: 3, preferences: { notifications: true, sound: true, theme: 'x' } },
      'preferences',
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, payload, field) => {
    const { user, cookie } = await signedInUser(t.db, { grade: 5 });
    const res = await t.request({ method: 'PATCH', url: '/api/user/settings', headers: { cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    expect((await rowOf(user.id)).grade).toBe(5);
  });
});
