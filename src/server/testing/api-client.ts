import type { NewUser } from '../db/users';
import { signedInUser } from './factories';
import type { TestApp } from './test-app';

/** A signed-in account as API tests use it: its id and the Cookie header that signs in as it. */
export interface TestAccount {
  id: string;
  headers: { cookie: string };
}

/** A new set-up account of this type (grade 4 unless overridden), signed in. */
export async function testAccount(
  t: TestApp,
  accountType: 'student' | 'teacher' | 'parent' = 'student',
  overrides: Partial<NewUser> = {},
): Promise<TestAccount> {
  const { user, cookie } = await signedInUser(t.db, { accountType, grade: 4, ...overrides });
  return { id: user.id, headers: { cookie } };
}

/** One request as `who` (signed out without), with a JSON body when given. */
export function apiCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who?: TestAccount,
  payload?: object,
) {
  return t.request({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}
