import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../contracts/errors';
import {
  chapterParamsSchema,
  chaptersResponseSchema,
  charactersResponseSchema,
  completeMissionRequestSchema,
  completeMissionResponseSchema,
  missionParamsSchema,
  selectCharacterRequestSchema,
  spaceProgressSchema,
  startMissionResponseSchema,
  unlockChapterResponseSchema,
} from '../../contracts/space';
import { requireUser } from '../auth/current-user';
import { CHARACTER_VIEWS, presentChapters, presentMission } from '../presenters/space';
import {
  completeMission,
  loadSpaceProgress,
  presentSpaceProgress,
  selectCharacter,
  startMission,
  unlockChapter,
} from '../services/space';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * StarSpace (issue 9): the spec's four calls, plus finishing a mission and the Unlock button. Every
 * call is the signed-in student's own: progress is looked up by the session, never by an id sent.
 */
export const spaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const progressOf = async (user: Parameters<typeof loadSpaceProgress>[1]) =>
    presentSpaceProgress(await loadSpaceProgress(app.db, user));

  app.get(
    '/api/space/chapters',
    { schema: { response: { 200: chaptersResponseSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const { state } = await loadSpaceProgress(app.db, user);
      return presentChapters(state);
    },
  );

  app.get(
    '/api/space/characters',
    { schema: { response: { 200: charactersResponseSchema, ...errors } } },
    async (request) => {
      await requireUser(request);
      return CHARACTER_VIEWS;
    },
  );

  app.get(
    '/api/space/progress',
    { schema: { response: { 200: spaceProgressSchema, ...errors } } },
    async (request) => progressOf(await requireUser(request)),
  );

  app.post(
    '/api/space/chapters/:id/start',
    { schema: { params: chapterParamsSchema, response: { 200: startMissionResponseSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const { chapter, set } = await startMission(app.db, user, request.params.id);
      return { mission: presentMission(chapter, set), progress: await progressOf(user) };
    },
  );

  app.post(
    '/api/space/chapters/:id/unlock',
    { schema: { params: chapterParamsSchema, response: { 200: unlockChapterResponseSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const unlockedChapter = await unlockChapter(app.db, user, request.params.id);
      return { unlockedChapter, progress: await progressOf(user) };
    },
  );

  app.post(
    '/api/space/missions/:missionId/complete',
    {
      schema: {
        params: missionParamsSchema,
        body: completeMissionRequestSchema,
        response: { 200: completeMissionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const result = await completeMission(
        app.db,
        user,
        request.params.missionId,
        request.body,
        new Date(),
        app.config.schoolTimeZone,
      );
      return { result, progress: await progressOf(user) };
    },
  );

  app.post(
    '/api/space/character/select',
    {
      schema: {
        body: selectCharacterRequestSchema,
        response: { 200: spaceProgressSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const updated = await selectCharacter(app.db, user, request.body.characterId);
      return progressOf(updated);
    },
  );
};
