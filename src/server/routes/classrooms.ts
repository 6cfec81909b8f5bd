import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addStudentsRequestSchema,
  assignmentResultsSchema,
  assignmentSchema,
  classroomDashboardSchema,
  classroomParamsSchema,
  classroomSchema,
  classroomStudentParamsSchema,
  classroomsResponseSchema,
  createAssignmentRequestSchema,
  createClassroomRequestSchema,
  masteryGridSchema,
  questionBankQuerySchema,
  questionBankResponseSchema,
  signInCardSchema,
  signInCardsResponseSchema,
} from '../../contracts/classrooms';
import { errorBodySchema } from '../../contracts/errors';
import { novaMessagesResponseSchema } from '../../contracts/nova';
import { requireUser } from '../auth/current-user';
import { requireTeacher } from '../auth/student-access';
import { assignmentResults, createAssignment } from '../services/assignments';
import { classroomDashboard, masteryGrid } from '../services/classroom-dashboard';
import { classroomCsv } from '../services/classroom-export';
import {
  addStudents,
  createClassroom,
  findClassStudent,
  findOwnClassroom,
  listClassrooms,
  newSignInCard,
  regenerateJoinCode,
  removeStudent,
} from '../services/classrooms';
import { novaTranscript } from '../services/nova';
import { questionBank } from '../services/question-bank';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * The teacher's classroom (issue 11). Each call: signed in → a teacher (403 otherwise) → one of their
 * own classes (404 otherwise) → the work in a service. Students' data is only ever read through a class.
 */
export const classroomRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = () => ({ now: new Date(), timeZone: app.config.schoolTimeZone });
  const teacherOf = async (request: Parameters<typeof requireUser>[0]) =>
    requireTeacher(await requireUser(request));

  app.get(
    '/api/classrooms',
    { schema: { response: { 200: classroomsResponseSchema, ...errors } } },
    async (request) => ({ classrooms: await listClassrooms(app.db, await teacherOf(request)) }),
  );

  app.post(
    '/api/classrooms',
    { schema: { body: createClassroomRequestSchema, response: { 200: classroomSchema, ...errors } } },
    async (request) => createClassroom(app.db, await teacherOf(request), request.body),
  );

  app.get(
    '/api/classrooms/:classroomId',
    { schema: { params: classroomParamsSchema, response: { 200: classroomDashboardSchema, ...errors } } },
    async (request) => {
      const classroom = await findOwnClassroom(app.db, await teacherOf(request), request.params.classroomId);
      return classroomDashboard(app.db, classroom, clock());
    },
  );

  app.post(
    '/api/classrooms/:classroomId/join-code',
    { schema: { params: classroomParamsSchema, response: { 200: classroomSchema, ...errors } } },
    async (request) => regenerateJoinCode(app.db, await teacherOf(request), request.params.classroomId),
  );

  app.get(
    '/api/classrooms/:classroomId/mastery',
    { schema: { params: classroomParamsSchema, response: { 200: masteryGridSchema, ...errors } } },
    async (request) => {
      const classroom = await findOwnClassroom(app.db, await teacherOf(request), request.params.classroomId);
      return masteryGrid(app.db, classroom);
    },
  );

  app.get(
    '/api/classrooms/:classroomId/export.csv',
    // A string body with a text type is sent as it is, not serialized as JSON.
    { schema: { params: classroomParamsSchema, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      const classroom = await findOwnClassroom(app.db, await teacherOf(request), request.params.classroomId);
      const csv = await classroomCsv(app.db, classroom, clock());
      const fileName = `${classroom.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'class'}-results.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  // ── Roster ──────────────────────────────────────────────────────────────────────────────────────

  app.post(
    '/api/classrooms/:classroomId/students',
    {
      schema: {
        params: classroomParamsSchema,
        body: addStudentsRequestSchema,
        response: { 200: signInCardsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      cards: await addStudents(
        app.db,
        await teacherOf(request),
        request.params.classroomId,
        request.body.students,
      ),
    }),
  );

  app.post(
    '/api/classrooms/:classroomId/students/:studentId/card',
    { schema: { params: classroomStudentParamsSchema, response: { 200: signInCardSchema, ...errors } } },
    async (request) =>
      newSignInCard(app.db, await teacherOf(request), request.params.classroomId, request.params.studentId),
  );

  app.delete(
    '/api/classrooms/:classroomId/students/:studentId',
    {
      schema: {
        params: classroomStudentParamsSchema,
        response: { 200: z.strictObject({ removed: z.literal(true) }), ...errors },
      },
    },
    async (request) => {
      await removeStudent(
        app.db,
        await teacherOf(request),
        request.params.classroomId,
        request.params.studentId,
      );
      return { removed: true as const };
    },
  );

  /** What a student of the class said to Nova, and Nova's answers (issue 10's transcripts). */
  app.get(
    '/api/classrooms/:classroomId/students/:studentId/messages',
    {
      schema: {
        params: classroomStudentParamsSchema,
        response: { 200: novaMessagesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const classroom = await findOwnClassroom(app.db, await teacherOf(request), request.params.classroomId);
      const student = await findClassStudent(app.db, classroom.id, request.params.studentId);
      return { messages: await novaTranscript(app.db, student.id, 200) };
    },
  );

  // ── Assignments ─────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/api/classrooms/:classroomId/assignments',
    { schema: { params: classroomParamsSchema, response: { 200: assignmentResultsSchema, ...errors } } },
    async (request) => {
      const classroom = await findOwnClassroom(app.db, await teacherOf(request), request.params.classroomId);
      return assignmentResults(app.db, classroom);
    },
  );

  app.post(
    '/api/classrooms/:classroomId/assignments',
    {
      schema: {
        params: classroomParamsSchema,
        body: createAssignmentRequestSchema,
        response: { 200: assignmentSchema, ...errors },
      },
    },
    async (request) => {
      const classroom = await findOwnClassroom(app.db, await teacherOf(request), request.params.classroomId);
      return createAssignment(app.db, classroom, request.body, clock());
    },
  );

  // ── Question bank ───────────────────────────────────────────────────────────────────────────────

  app.get(
    '/api/question-bank',
    {
      schema: {
        querystring: questionBankQuerySchema,
        response: { 200: questionBankResponseSchema, ...errors },
      },
    },
    async (request) => {
      await teacherOf(request);
      const { grade, subject, teks, count, page } = request.query;
      return questionBank(grade, subject, teks, count, page);
    },
  );
};
