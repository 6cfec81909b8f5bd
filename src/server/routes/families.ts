import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assignmentParamsSchema,
  classCodeLoginRequestSchema,
  joinClassroomRequestSchema,
  joinClassroomResponseSchema,
  studentAssignmentsResponseSchema,
} from '../../contracts/classrooms';
import { errorBodySchema } from '../../contracts/errors';
import { novaMessagesResponseSchema } from '../../contracts/nova';
import {
  childParamsSchema,
  childSummarySchema,
  createChildRequestSchema,
  deleteChildResponseSchema,
  linkChildRequestSchema,
  parentChildrenResponseSchema,
  parentLinkCodeResponseSchema,
} from '../../contracts/parents';
import { startPracticeResponseSchema } from '../../contracts/practice';
import { userSchema } from '../../contracts/user';
import { requireUser } from '../auth/current-user';
import { signIn } from '../auth/sessions';
import { requireParent, requireStudent } from '../auth/student-access';
import { starPowerBalance } from '../db/users';
import { unauthenticated } from '../errors';
import { presentPracticeSet } from '../presenters/practice';
import { presentUser } from '../presenters/user';
import { startAssignment, studentAssignments } from '../services/assignments';
import { joinClassroom, studentForCard } from '../services/classrooms';
import { novaTranscript } from '../services/nova';
import {
  childDataExport,
  childSummaryFor,
  createChild,
  deleteChild,
  findOwnChild,
  linkChild,
  parentChildren,
  parentLinkCode,
} from '../services/parents';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

/**
 * The student's and parent's side of classrooms and families (issue 11): signing in with a card,
 * joining a class, assignments, the parent link code, and the parent portal's calls.
 */
export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = () => ({ now: new Date(), timeZone: app.config.schoolTimeZone });
  const cookies = { secure: app.config.secureCookies };

  // ── Students ────────────────────────────────────────────────────────────────────────────────────

  app.post(
    '/api/auth/class-code-login',
    {
      // Guessing codes takes many tries: a few a minute per address is plenty for a class at one door.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: classCodeLoginRequestSchema, response: { 200: userSchema, ...errors } },
    },
    async (request, reply) => {
      const student = await studentForCard(app.db, request.body.classCode, request.body.personalCode);
      if (!student)
        throw unauthenticated("Those codes don't match a sign-in card. Check them and try again.");
      await signIn(app.db, request, reply, student.id, cookies);
      return presentUser(student, await starPowerBalance(app.db, student.id));
    },
  );

  app.post(
    '/api/classrooms/join',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: joinClassroomRequestSchema, response: { 200: joinClassroomResponseSchema, ...errors } },
    },
    async (request) => {
      const student = requireStudent(await requireUser(request));
      return { classroom: await joinClassroom(app.db, student, request.body.code) };
    },
  );

  app.get(
    '/api/assignments',
    { schema: { response: { 200: studentAssignmentsResponseSchema, ...errors } } },
    async (request) => studentAssignments(app.db, requireStudent(await requireUser(request)), clock()),
  );

  app.post(
    '/api/assignments/:assignmentId/start',
    { schema: { params: assignmentParamsSchema, response: { 200: startPracticeResponseSchema, ...errors } } },
    async (request) => {
      const student = requireStudent(await requireUser(request));
      const set = await startAssignment(app.db, student, request.params.assignmentId);
      return presentPracticeSet(set);
    },
  );

  app.get(
    '/api/user/parent-link-code',
    { schema: { response: { 200: parentLinkCodeResponseSchema, ...errors } } },
    async (request) => parentLinkCode(app.db, requireStudent(await requireUser(request)), new Date()),
  );

  app.post(
    '/api/user/parent-link-code',
    { schema: { response: { 200: parentLinkCodeResponseSchema, ...errors } } },
    async (request) => parentLinkCode(app.db, requireStudent(await requireUser(request)), new Date(), true),
  );

  // ── Parents ─────────────────────────────────────────────────────────────────────────────────────

  const parentOf = async (request: Parameters<typeof requireUser>[0]) =>
    requireParent(await requireUser(request));

  app.get(
    '/api/parent/children',
    { schema: { response: { 200: parentChildrenResponseSchema, ...errors } } },
    async (request) => ({ children: await parentChildren(app.db, await parentOf(request), clock()) }),
  );

  app.post(
    '/api/parent/children/link',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: linkChildRequestSchema, response: { 200: childSummarySchema, ...errors } },
    },
    async (request) => {
      const parent = await parentOf(request);
      const childId = await linkChild(app.db, parent, request.body.code, new Date());
      return childSummaryFor(app.db, parent, childId, clock());
    },
  );

  app.post(
    '/api/parent/children',
    { schema: { body: createChildRequestSchema, response: { 200: childSummarySchema, ...errors } } },
    async (request) => {
      const parent = await parentOf(request);
      const child = await createChild(app.db, parent, request.body);
      return childSummaryFor(app.db, parent, child.id, clock());
    },
  );

  app.get(
    '/api/parent/children/:childId/messages',
    { schema: { params: childParamsSchema, response: { 200: novaMessagesResponseSchema, ...errors } } },
    async (request) => {
      const child = await findOwnChild(app.db, await parentOf(request), request.params.childId);
      return { messages: await novaTranscript(app.db, child.id, 200) };
    },
  );

  app.get(
    '/api/parent/children/:childId/export',
    { schema: { params: childParamsSchema, response: { 200: z.unknown(), ...errors } } },
    async (request, reply) => {
      const parent = await parentOf(request);
      const data = await childDataExport(app.db, parent, request.params.childId, new Date());
      const fileName = `starprep-${data.account.name.replace(/[^A-Za-z0-9]+/g, '-')}-data.json`;
      return reply.header('content-disposition', `attachment; filename="${fileName}"`).send(data);
    },
  );

  /** The parent hands the device to the child: the browser is signed in as the child from now on. */
  app.post(
    '/api/parent/children/:childId/sign-in',
    { schema: { params: childParamsSchema, response: { 200: userSchema, ...errors } } },
    async (request, reply) => {
      const child = await findOwnChild(app.db, await parentOf(request), request.params.childId);
      await signIn(app.db, request, reply, child.id, cookies);
      return presentUser(child, await starPowerBalance(app.db, child.id));
    },
  );

  app.delete(
    '/api/parent/children/:childId',
    { schema: { params: childParamsSchema, response: { 200: deleteChildResponseSchema, ...errors } } },
    async (request) => {
      await deleteChild(app.db, await parentOf(request), request.params.childId);
      return { deleted: true as const };
    },
  );
};
