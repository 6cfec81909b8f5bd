import type { User } from '../../../contracts/user';
import { apiJson } from '../../lib/api';

/** Signs a student in with the two codes of their card; the server sets the session cookie. */
export function classCodeLogin(request: { classCode: string; personalCode: string }): Promise<User> {
  return apiJson<User>('POST', '/api/auth/class-code-login', request);
}
