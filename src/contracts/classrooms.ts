import { z } from 'zod';
import { DIFFICULTIES } from '../core/items/item-types';
import { publicItemSchema } from './items';
import { subjectSchema } from './teks';
import { gradeSchema } from './user';

/**
 * Teachers' classrooms (issue 11): classes with join codes, rosters with printable sign-in cards,
 * assignments, the question bank and the classroom dashboard from real data. Every call is the
 * signed-in teacher's own classes; a class that is not theirs is a 404.
 */

export const classroomSubjectSchema = z.enum(['math', 'reading', 'both']);
export type ClassroomSubject = z.infer<typeof classroomSubjectSchema>;

const name = (max: number) => z.string().trim().min(1, 'Please enter a name.').max(max);
const calendarDay = z.iso.date();

export const classroomParamsSchema = z.strictObject({ classroomId: z.uuid() });
export const classroomStudentParamsSchema = z.strictObject({ classroomId: z.uuid(), studentId: z.uuid() });

export const createClassroomRequestSchema = z.strictObject({
  name: name(60),
  grade: gradeSchema,
  subject: classroomSubjectSchema,
});

export const classroomSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  grade: gradeSchema,
  subject: classroomSubjectSchema,
  /** The code students join with, also the class code on sign-in cards ("ACD-EFG" as typed). */
  joinCode: z.string(),
  studentCount: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Classroom = z.infer<typeof classroomSchema>;
export const classroomsResponseSchema = z.strictObject({ classrooms: z.array(classroomSchema) });

// ── Roster and sign-in cards ──────────────────────────────────────────────────────────────────────

export const addStudentsRequestSchema = z.strictObject({
  students: z
    .array(z.strictObject({ name: name(60), grade: gradeSchema }))
    .min(1)
    .max(40),
});

/** A printable sign-in card: the class code and the student's personal code (shown once, when made). */
export const signInCardSchema = z.strictObject({
  studentId: z.uuid(),
  name: z.string(),
  grade: gradeSchema,
  className: z.string(),
  classCode: z.string(),
  personalCode: z.string(),
});
export type SignInCard = z.infer<typeof signInCardSchema>;
export const signInCardsResponseSchema = z.strictObject({ cards: z.array(signInCardSchema) });

export const joinClassroomRequestSchema = z.strictObject({ code: z.string().min(1).max(20) });
export const joinClassroomResponseSchema = z.strictObject({
  classroom: z.strictObject({ id: z.uuid(), name: z.string(), grade: gradeSchema, teacherName: z.string() }),
});

/** POST /api/auth/class-code-login: the two codes on a sign-in card. */
export const classCodeLoginRequestSchema = z.strictObject({
  classCode: z.string().min(1).max(20),
  personalCode: z.string().min(1).max(20),
});

// ── The classroom dashboard ───────────────────────────────────────────────────────────────────────

export const rosterStudentSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  grade: gradeSchema,
  avatar: z.string(),
  joinedAt: z.iso.datetime({ offset: true }),
  /** True when the student signs in with a card of this class. */
  hasSignInCard: z.boolean(),
  lastActiveAt: z.iso.datetime({ offset: true }).nullable(),
  questionsThisWeek: z.number().int().min(0),
  /** Percent right over all their answers; null before any. */
  accuracy: z.number().int().min(0).max(100).nullable(),
  starPowerThisWeek: z.number().int(),
});
export type RosterStudent = z.infer<typeof rosterStudentSchema>;

const subjectProgressSchema = z.strictObject({
  /** Percent right across the class; null before any answer. */
  accuracy: z.number().int().min(0).max(100).nullable(),
  answered: z.number().int().min(0),
  /** Students with at least one answer in it. */
  studentsPracticing: z.number().int().min(0),
});

export const classroomDashboardSchema = z.strictObject({
  classroom: classroomSchema,
  students: z.array(rosterStudentSchema),
  overview: z.strictObject({
    studentCount: z.number().int().min(0),
    activeThisWeek: z.number().int().min(0),
    questionsThisWeek: z.number().int().min(0),
    averageAccuracy: z.number().int().min(0).max(100).nullable(),
    assignmentsOpen: z.number().int().min(0),
  }),
  progress: z.strictObject({
    math: subjectProgressSchema,
    reading: subjectProgressSchema,
    writing: subjectProgressSchema,
  }),
  recentActivity: z.array(
    z.strictObject({
      studentId: z.uuid(),
      studentName: z.string(),
      kind: z.enum(['practice-set', 'mock-exam', 'assignment', 'space-mission']),
      text: z.string(),
      score: z.number().int().min(0).max(100).nullable(),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
  /** The week's most StarPower, at most five. */
  topStudents: z.array(
    z.strictObject({ studentId: z.uuid(), name: z.string(), starPowerThisWeek: z.number().int() }),
  ),
});
export type ClassroomDashboard = z.infer<typeof classroomDashboardSchema>;

/** The students × TEKS grid: percent right per student and code, with the spec's colour rules on screen. */
export const masteryGridSchema = z.strictObject({
  codes: z.array(
    z.strictObject({
      code: z.string(),
      subject: subjectSchema,
      skillName: z.string(),
      /** Percent right across the class on this code; null before any answer. */
      classAccuracy: z.number().int().min(0).max(100).nullable(),
      /** Students under 70% on it (with enough answers to judge): who to reteach. */
      needsReteach: z.number().int().min(0),
    }),
  ),
  rows: z.array(
    z.strictObject({
      studentId: z.uuid(),
      name: z.string(),
      cells: z.array(
        z
          .strictObject({
            code: z.string(),
            subject: subjectSchema,
            accuracy: z.number().int().min(0).max(100),
            answered: z.number().int().min(1),
          })
          .nullable(),
      ),
    }),
  ),
});
export type MasteryGrid = z.infer<typeof masteryGridSchema>;

// ── Assignments ───────────────────────────────────────────────────────────────────────────────────

export const createAssignmentRequestSchema = z
  .strictObject({
    title: z.string().trim().max(80).optional(),
    subject: subjectSchema,
    /** TEKS codes of the class's grade; or a practice card's name in `category`. */
    teksCodes: z.array(z.string().min(1).max(20)).max(12).optional(),
    category: z.string().min(1).max(80).optional(),
    questionCount: z.number().int().min(3).max(30),
    dueDate: calendarDay,
  })
  .refine((body) => (body.teksCodes?.length ?? 0) > 0 || body.category !== undefined, {
    message: 'Choose at least one TEKS skill or a category.',
    path: ['teksCodes'],
  });
export type CreateAssignmentRequest = z.input<typeof createAssignmentRequestSchema>;

export const assignmentStatusSchema = z.enum(['not-started', 'in-progress', 'completed']);

export const assignmentSchema = z.strictObject({
  id: z.uuid(),
  classroomId: z.uuid(),
  title: z.string(),
  subject: subjectSchema,
  teksCodes: z.array(z.string()),
  questionCount: z.number().int().min(1),
  dueDate: calendarDay,
  createdAt: z.iso.datetime({ offset: true }),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const assignmentResultsSchema = z.strictObject({
  assignments: z.array(
    assignmentSchema.extend({
      results: z.array(
        z.strictObject({
          studentId: z.uuid(),
          name: z.string(),
          status: assignmentStatusSchema,
          /** The best completed score, percent. */
          score: z.number().int().min(0).max(100).nullable(),
          completedAt: z.iso.datetime({ offset: true }).nullable(),
        }),
      ),
    }),
  ),
});
export type AssignmentResults = z.infer<typeof assignmentResultsSchema>;

/** GET /api/assignments: the signed-in student's assignments from all their classes. */
export const studentAssignmentsResponseSchema = z.strictObject({
  assignments: z.array(
    assignmentSchema.extend({
      classroomName: z.string(),
      teacherName: z.string(),
      status: assignmentStatusSchema,
      score: z.number().int().min(0).max(100).nullable(),
      overdue: z.boolean(),
    }),
  ),
});
export type StudentAssignments = z.infer<typeof studentAssignmentsResponseSchema>;
export const assignmentParamsSchema = z.strictObject({ assignmentId: z.uuid() });

// ── Question bank ─────────────────────────────────────────────────────────────────────────────────

export const questionBankQuerySchema = z.strictObject({
  grade: z.coerce.number().pipe(gradeSchema),
  subject: subjectSchema,
  teks: z.string().min(1).max(20),
  count: z.coerce.number().int().min(1).max(20).default(6),
  /** Another page of generated questions. */
  page: z.coerce.number().int().min(0).max(1_000).default(0),
});

/** A question with its key: only teachers see these, to preview and to print worksheets. */
export const questionBankItemSchema = z.strictObject({
  item: publicItemSchema,
  difficulty: z.enum(DIFFICULTIES),
  correctAnswer: z.string(),
  correctAnswerText: z.string(),
  explanation: z.array(z.string()),
});
export const questionBankResponseSchema = z.strictObject({
  teksCode: z.string(),
  skillName: z.string(),
  items: z.array(questionBankItemSchema),
});
export type QuestionBankResponse = z.infer<typeof questionBankResponseSchema>;
