import type { z } from 'zod';
import type { User, updateProfileRequestSchema, updateSettingsRequestSchema } from '../../../contracts/user';
import { apiJson } from '../../lib/api';

export type SettingsChanges = z.infer<typeof updateSettingsRequestSchema>;
export type ProfileChanges = z.infer<typeof updateProfileRequestSchema>;

/** PATCH /api/user/settings: the server answers with the updated user. */
export function saveSettings(changes: SettingsChanges): Promise<User> {
  return apiJson<User>('PATCH', '/api/user/settings', changes);
}

/** PATCH /api/user/profile: the server answers with the updated user. */
export function saveProfile(changes: ProfileChanges): Promise<User> {
  return apiJson<User>('PATCH', '/api/user/profile', changes);
}
