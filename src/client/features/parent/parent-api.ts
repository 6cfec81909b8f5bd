import { useQuery } from '@tanstack/react-query';
import type { Grade } from '../../../core/accounts/account';
import type { NovaMessagesResponse } from '../../../contracts/nova';
import type { ChildSummary, ParentChildren } from '../../../contracts/parents';
import type { StudyPlanView } from '../../../contracts/study-plans';
import type { User } from '../../../contracts/user';
import { apiJson } from '../../lib/api';

/*
 * The parent portal's calls (issue 11). Reads go through the default fetch (the key's segments joined
 * with "/"); a parent reads only children linked to them, so any other account gets a 403 here.
 */

/** GET /api/parent/children. */
export const CHILDREN_QUERY_KEY = ['/api/parent/children'] as const;

export function useChildren() {
  return useQuery<ParentChildren | null>({ queryKey: CHILDREN_QUERY_KEY });
}

/** GET /api/parent/children/{id}/messages: the child's chat with Nova, read when the dialog opens. */
export function useNovaTranscript(childId: string) {
  return useQuery<NovaMessagesResponse | null>({
    queryKey: [...CHILDREN_QUERY_KEY, childId, 'messages'],
    // The child may have chatted since the last look: every opening asks the server again.
    staleTime: 0,
  });
}

/** GET /api/study-plans/{childId}: readable by a linked parent. */
export function useChildStudyPlans(childId: string) {
  return useQuery<StudyPlanView[] | null>({ queryKey: ['/api/study-plans', childId] });
}

export function linkChild(code: string): Promise<ChildSummary> {
  return apiJson<ChildSummary>('POST', '/api/parent/children/link', { code });
}

export function createChild(child: { name: string; grade: Grade }): Promise<ChildSummary> {
  return apiJson<ChildSummary>('POST', '/api/parent/children', child);
}

/** Signs this browser in as the child (the parent hands the device over); answers with the child. */
export function signInAsChild(childId: string): Promise<User> {
  return apiJson<User>('POST', `/api/parent/children/${childId}/sign-in`);
}

export function deleteChild(childId: string): Promise<{ deleted: true }> {
  return apiJson<{ deleted: true }>('DELETE', `/api/parent/children/${childId}`);
}

/** A plain link to this downloads the child's data: the server names the file (Content-Disposition). */
export function childExportPath(childId: string): string {
  return `/api/parent/children/${childId}/export`;
}
