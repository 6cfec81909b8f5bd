import type { SetupAccountRequest, User } from '../../../contracts/user';
import { apiJson } from '../../lib/api';

/** Saves the profile; the server answers with the updated user and keeps the same session. */
export function setupAccount(request: SetupAccountRequest): Promise<User> {
  return apiJson<User>('POST', '/api/auth/setup-account', request);
}
