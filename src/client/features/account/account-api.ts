import type { z } from 'zod';
import type { joinClassroomResponseSchema } from '../../../contracts/classrooms';
import type { parentLinkCodeResponseSchema } from '../../../contracts/parents';
import type { User, updateProfileRequestSchema, updateSettingsRequestSchema } from '../../../contracts/user';
import { apiJson } from '../../lib/api';

export type SettingsChanges = z.infer<typeof updateSettingsRequestSchema>;
export type ProfileChanges = z.infer<typeof updateProfileRequestSchema>;
export type ParentLinkCode = z.infer<typeof parentLinkCodeResponseSchema>;
export type JoinedClass = z.infer<typeof joinClassroomResponseSchema>;

/** PATCH /api/user/settings: the server answers with the updated user. */
export function saveSettings(changes: SettingsChanges): Promise<User> {
  return apiJson<User>('PATCH', '/api/user/settings', changes);
}

/** PATCH /api/user/profile: the server answers with the updated user. */
export function saveProfile(changes: ProfileChanges): Promise<User> {
  return apiJson<User>('PATCH', '/api/user/profile', changes);
}

/** GET /api/user/parent-link-code: the student's code for a parent (made on request, valid a week). */
export const PARENT_LINK_CODE_QUERY_KEY = ['/api/user/parent-link-code'] as const;

/** POST /api/user/parent-link-code: a new code; the old one stops working. */
export function newParentLinkCode(): Promise<ParentLinkCode> {
  return apiJson<ParentLinkCode>('POST', '/api/user/parent-link-code');
}

/** POST /api/classrooms/join: a 404 with the server's words when no class has that code. */
export function joinClass(code: string): Promise<JoinedClass> {
  return apiJson<JoinedClass>('POST', '/api/classrooms/join', { code });
}
