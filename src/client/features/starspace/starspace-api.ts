import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ChapterView,
  CharacterView,
  CompleteMissionResponse,
  SpaceProgressView,
  StartMissionResponse,
  completeMissionRequestSchema,
  unlockChapterResponseSchema,
} from '../../../contracts/space';
import { apiJson } from '../../lib/api';
import { CURRENT_USER_QUERY_KEY } from '../../lib/session';

export type CompleteMissionRequest = z.input<typeof completeMissionRequestSchema>;
export type UnlockChapterResponse = z.infer<typeof unlockChapterResponseSchema>;

/** The default fetch turns these keys into GET /api/space/chapters, /characters and /progress. */
export const SPACE_CHAPTERS_QUERY_KEY = ['/api/space/chapters'] as const;
export const SPACE_CHARACTERS_QUERY_KEY = ['/api/space/characters'] as const;
export const SPACE_PROGRESS_QUERY_KEY = ['/api/space/progress'] as const;

export function useSpaceChapters() {
  return useQuery<ChapterView[] | null>({ queryKey: SPACE_CHAPTERS_QUERY_KEY });
}

/** The characters never change, so they are fetched once and kept for the whole visit. */
export function useSpaceCharacters() {
  return useQuery<CharacterView[] | null>({ queryKey: SPACE_CHARACTERS_QUERY_KEY, staleTime: Infinity });
}

/**
 * Which chapters are open depends on StarPower earned anywhere in the app, so any answer or submit marks
 * this stale (PROGRESS_QUERY_PATHS in lib/query-client.ts) and the next visit asks again.
 */
export function useSpaceProgress() {
  return useQuery<SpaceProgressView | null>({ queryKey: SPACE_PROGRESS_QUERY_KEY });
}

/** POST /api/space/chapters/{id}/start: a mission (a short practice set) and the progress after it. */
export function startMission(chapterId: string): Promise<StartMissionResponse> {
  return apiJson<StartMissionResponse>('POST', `/api/space/chapters/${encodeURIComponent(chapterId)}/start`);
}

/** POST /api/space/missions/{id}/complete: the server grades the mission and pays its rewards. */
export function completeMission(
  missionId: string,
  body: CompleteMissionRequest,
): Promise<CompleteMissionResponse> {
  return apiJson<CompleteMissionResponse>(
    'POST',
    `/api/space/missions/${encodeURIComponent(missionId)}/complete`,
    body,
  );
}

/** POST /api/space/chapters/{id}/unlock: the Unlock button of a chapter the student may open now. */
export function unlockChapter(chapterId: string): Promise<UnlockChapterResponse> {
  return apiJson<UnlockChapterResponse>(
    'POST',
    `/api/space/chapters/${encodeURIComponent(chapterId)}/unlock`,
  );
}

/** POST /api/space/character/select: the new companion; answers with the progress. */
export function selectCharacter(characterId: string): Promise<SpaceProgressView> {
  return apiJson<SpaceProgressView>('POST', '/api/space/character/select', { characterId });
}

/**
 * After a call that changed StarSpace: the progress it answered with is shown at once, and the rest is
 * asked again (a newly opened chapter's story is only sent once it is open).
 */
export function refreshSpace(queryClient: QueryClient, progress: SpaceProgressView): void {
  queryClient.setQueryData(SPACE_PROGRESS_QUERY_KEY, progress);
  void queryClient.invalidateQueries({ queryKey: SPACE_CHAPTERS_QUERY_KEY });
}

/**
 * After a call that changed what the header shows: StarPower (a finished mission) or the companion
 * (a new selection, or the first character ever won).
 */
export function refreshSignedInUser(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
}
