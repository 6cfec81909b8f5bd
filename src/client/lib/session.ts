import type { AccountType } from '../../core/accounts/account';
import type { DevLoginRequest, User } from '../../contracts/user';
import { apiJson, apiRequest } from './api';

/** The cache key of the signed-in user; the default fetch turns it into GET /api/auth/user. */
export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

/**
 * Starts a guest session for the chosen account type and answers with its user. Try Demo sends
 * `{ accountType: 'student', demo: true }`: the new student gets a copy of the demo student's weeks of
 * practice. (One argument, so it can be a mutation function as it is.)
 */
export function devLogin(request: AccountType | DevLoginRequest): Promise<User> {
  return apiJson<User>(
    'POST',
    '/api/auth/dev-login',
    typeof request === 'string' ? { accountType: request } : request,
  );
}

export async function endSession(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/** Full page navigations, for server routes that answer with redirects (OAuth sign-in, sign-out). */
export const GOOGLE_SIGN_IN_PATH = '/api/auth/google';
export const BROWSER_SIGN_OUT_PATH = '/api/logout';

export function navigateBrowserTo(path: string): void {
  window.location.assign(path);
}
