import { createSession, SESSION_COOKIE } from '../auth/sessions';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { insertUser, type NewUser } from '../db/users';

let sequence = 0;

/** A set-up account; override any column. */
export function makeUser(db: Db, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  sequence += 1;
  return insertUser(db, {
    name: `Test Student ${sequence}`,
    accountType: 'student',
    grade: 4,
    setupComplete: true,
    ...overrides,
  });
}

/** The Cookie header of a fresh session for `user`. */
export async function cookieFor(db: Db, user: Pick<UserRow, 'id'>): Promise<string> {
  return `${SESSION_COOKIE}=${await createSession(db, user.id)}`;
}

/** A user and the Cookie header that signs in as them. */
export async function signedInUser(db: Db, overrides: Partial<NewUser> = {}) {
  const user = await makeUser(db, overrides);
  return { user, cookie: await cookieFor(db, user) };
}

/** The value of a Set-Cookie header for `name` ('' when it was cleared, undefined when not set). */
export function setCookieValue(setCookie: string | string[] | undefined, name: string): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const match = all.find((header) => header.startsWith(`${name}=`));
  return match?.slice(name.length + 1).split(';')[0];
}
