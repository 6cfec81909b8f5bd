import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GRADES } from '../../core/accounts/account';
import { SUBJECTS } from '../../core/teks/teks-types';
import { STAR_POWER_REASONS, starPowerForPracticeAnswer } from '../../core/rewards/practice-rewards';
import { errorBodySchema } from '../../contracts/errors';
import {
  answerRequestSchema,
  answerResponseSchema,
  getSessionQuestionRequestSchema,
  getSessionQuestionResponseSchema,
  practiceHistoryResponseSchema,
  startFreshSessionRequestSchema,
  startFreshSessionResponseSchema,
  startPracticeRequestSchema,
  startPracticeResponseSchema,
  submitPracticeRequestSchema,
  submitPracticeResponseSchema,
} from '../../contracts/practice';
import { requireUser } from '../auth/current-user';
import { practiceSessions } from '../db/schema';
import { conflict, notFound } from '../errors';
import { presentHistoryEntry, presentPracticeQuestion, presentPracticeSet } from '../presenters/practice';
import {
  itemOfServed,
  prepareAnswer,
  presentAnswer,
  recordAnswer,
  scoreWithScorer,
  storedAnswer,
  type PreparedAnswer,
} from '../services/grading';
import { providerShortResponseScorer } from '../ai/short-response-scorer';
import { passageTextOf } from '../services/item-source';
import { warmItemSources } from '../services/item-source';
import { nextSessionQuestion, startFreshSession } from '../services/practice-sessions';
import { practiceHistory, startPracticeSet, submitPracticeSet } from '../services/practice-sets';
import { awardProgress } from '../services/rewards';
import { findServedQuestion, gradeOf } from '../services/served-questions';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * Practice (issue 6): the Practice Center's fresh sessions, server-side grading, and the
 * /practice-session sets. Questions leave without their keys; answers come back graded.
 */
export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  // The written reading bank and the per-code supply index, built once before the first request.
  warmItemSources(GRADES, SUBJECTS);

  app.post(
    '/api/practice/start-fresh-session',
    {
      schema: {
        body: startFreshSessionRequestSchema,
        response: { 200: startFreshSessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return startFreshSession(app.db, user, request.body);
    },
  );

  app.post(
    '/api/practice/get-session-question',
    {
      schema: {
        body: getSessionQuestionRequestSchema,
        response: { 200: getSessionQuestionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const next = await nextSessionQuestion(app.db, user, request.body);
      return {
        success: true as const,
        question: presentPracticeQuestion(next.item, next.handle, next.category),
        questionNumber: next.questionNumber,
        totalQuestions: next.totalQuestions,
      };
    },
  );

  app.post(
    '/api/practice/answer',
    { schema: { body: answerRequestSchema, response: { 200: answerResponseSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const { sessionId, questionId, answer, timeSpentMs } = request.body;
      const served = await findServedQuestion(app.db, user.id, questionId);
      if (sessionId != null && served.sessionId !== sessionId) {
        throw notFound('No such question in this practice session.');
      }
      const item = itemOfServed(served);
      // A short response goes to the AI provider's scorer when one is configured (built-in otherwise).
      const aiScore = app.ai
        ? await scoreWithScorer(
            item,
            answer,
            providerShortResponseScorer(app.ai, gradeOf(user)),
            passageTextOf(item),
          )
        : undefined;
      let prepared: PreparedAnswer;
      try {
        prepared = prepareAnswer(served, answer, item, aiScore);
      } catch (error) {
        // An answer we cannot read is refused, unless the question was answered already: then the
        // first answer stands and comes back, as for any second answer.
        const stored = await storedAnswer(app.db, served);
        if (stored) return presentAnswer(item, stored);
        throw error;
      }
      const recorded = await app.db.transaction(async (tx) => {
        if (served.source === 'practice-set' && served.sessionId !== null) {
          // A submitted set keeps its result: its unanswered questions stay unanswered.
          const [session] = await tx
            .select({ status: practiceSessions.status })
            .from(practiceSessions)
            .where(eq(practiceSessions.id, served.sessionId))
            .for('update');
          if (session?.status === 'completed') {
            const stored = await storedAnswer(tx, served);
            if (!stored) throw conflict('This practice set has been submitted already.');
            return { ...stored, rewards: [] };
          }
        }
        const now = new Date();
        const answered = await recordAnswer(tx, prepared, {
          userId: user.id,
          source: served.source === 'practice-set' ? 'practice-set' : 'practice',
          timeSpentMs,
          starPower: {
            amount: starPowerForPracticeAnswer(served.source, true),
            reason: STAR_POWER_REASONS.practiceCorrect,
          },
          now,
        });
        // A new answer may complete one of today's challenges or earn a badge: paid with it, or not at all.
        const rewards = answered.alreadyAnswered
          ? []
          : await awardProgress(tx, user.id, { now, timeZone: app.config.schoolTimeZone });
        return { ...answered, rewards };
      });
      return presentAnswer(item, recorded, recorded.rewards, aiScore);
    },
  );

  app.post(
    '/api/practice/start',
    {
      schema: { body: startPracticeRequestSchema, response: { 200: startPracticeResponseSchema, ...errors } },
    },
    async (request) => {
      const user = await requireUser(request);
      const set = await startPracticeSet(app.db, user, request.body);
      return presentPracticeSet(set);
    },
  );

  app.post(
    '/api/practice/submit',
    {
      schema: {
        body: submitPracticeRequestSchema,
        response: { 200: submitPracticeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return submitPracticeSet(app.db, user, request.body, new Date(), app.config.schoolTimeZone);
    },
  );

  app.get(
    '/api/practice/history',
    { schema: { response: { 200: practiceHistoryResponseSchema, 401: errorBodySchema } } },
    async (request) => {
      const user = await requireUser(request);
      const rows = await practiceHistory(app.db, user.id);
      return { sessions: rows.map(presentHistoryEntry) };
    },
  );
};
