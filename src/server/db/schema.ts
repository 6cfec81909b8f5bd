import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ItemResponse } from '../../core/items/item-types';
import type { Preferences } from '../../contracts/user';

/** Older rows were saved before interests existed; the presenter reads a missing list as empty. */
type StoredPreferences = Omit<Preferences, 'interests'> & { interests?: Preferences['interests'] };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    accountType: text('account_type').notNull().default('student'),
    name: text('name').notNull(),
    grade: smallint('grade').notNull().default(4),
    avatar: text('avatar').notNull().default('⭐'),
    profileColor: text('profile_color').notNull().default('orange'),
    schoolName: text('school_name'),
    organizationCode: text('organization_code'),
    preferences: jsonb('preferences')
      .$type<StoredPreferences>()
      .notNull()
      .default({ notifications: true, sound: true }),
    /** Who vouches for this account: an OpenID Connect issuer and subject. Guests have neither. */
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    isGuest: boolean('is_guest').notNull().default(false),
    /** The StarSpace character chosen as companion (core/space), shown in the header and in feedback. */
    companionId: text('companion_id'),
    setupComplete: boolean('setup_complete').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_oidc_identity').on(table.oidcIssuer, table.oidcSubject)],
);

/** Only the SHA-256 of a session id is stored, so a leaked table cannot be replayed as cookies. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

/** A Google (OIDC) sign-in in flight: the browser holds a random id, we hold its hash and the checks. */
export const oidcLogins = pgTable('oidc_logins', {
  idHash: text('id_hash').primaryKey(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** StarPower is a ledger: the balance is the sum, never a number the client sends. */
export const starPowerEvents = pgTable(
  'star_power_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (table) => [
    index('star_power_events_user_id').on(table.userId, table.createdAt),
    uniqueIndex('star_power_events_once').on(table.userId, table.reason, table.reference),
  ],
);

export type UserRow = typeof users.$inferSelect;

// ── Practice (issue 6) ────────────────────────────────────────────────────────────────────────────

/**
 * A practice session: a fresh session of the Practice Center ("fresh", questions served one at a time
 * along `plan`) or a practice set of /practice-session ("set", every question served at start and
 * scored at submit).
 */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'fresh' | 'set'>().notNull(),
    subject: text('subject').$type<'math' | 'reading'>().notNull(),
    grade: smallint('grade').notNull(),
    /** The practice card's name or the TEKS code the session was started for (fresh sessions). */
    category: text('category'),
    practiceMode: text('practice_mode').$type<'mixed' | 'specific-teks' | 'weak-skills'>(),
    /** The classroom assignment this set was started for (issue 11); null for the student's own practice. */
    assignmentId: uuid('assignment_id').references((): AnyPgColumn => assignments.id, {
      onDelete: 'set null',
    }),
    teksStandard: text('teks_standard'),
    /** The TEKS code of every position, in order (fresh sessions; sets store their questions). */
    plan: jsonb('plan').$type<string[]>().notNull(),
    totalQuestions: integer('total_questions').notNull(),
    servedCount: integer('served_count').notNull().default(0),
    status: text('status').$type<'active' | 'completed'>().notNull().default('active'),
    score: integer('score'),
    correctCount: integer('correct_count'),
    starsEarned: integer('stars_earned'),
    timeSpentMinutes: real('time_spent_minutes'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('practice_sessions_user_created').on(table.userId, table.createdAt),
    index('practice_sessions_assignment').on(table.assignmentId),
  ],
);

/**
 * Every question handed to a student. The browser only ever sees `handle`; `itemId` (the regeneration
 * id, which holds the seed, or a written item's id) stays here so the server can rebuild and grade it.
 */
export const servedQuestions = pgTable(
  'served_questions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => practiceSessions.id, { onDelete: 'cascade' }),
    /** 1-based position in the session; null for a question served outside one. */
    position: integer('position'),
    handle: text('handle').notNull(),
    itemId: text('item_id').notNull(),
    /** SHA-256 of the item's distinct key (core/items/item-key.ts): a session never repeats an item. */
    itemKey: text('item_key').notNull(),
    teksCode: text('teks_code').notNull(),
    subject: text('subject').$type<'math' | 'reading'>().notNull(),
    grade: smallint('grade').notNull(),
    difficulty: text('difficulty').$type<'easy' | 'medium' | 'hard'>().notNull(),
    itemType: text('item_type').notNull(),
    source: text('source').$type<'fresh-session' | 'practice-set' | 'generated' | 'exam'>().notNull(),
    servedAt: timestamp('served_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('served_questions_handle').on(table.userId, table.handle),
    uniqueIndex('served_questions_position').on(table.sessionId, table.position),
    uniqueIndex('served_questions_distinct').on(table.sessionId, table.itemKey),
  ],
);

/**
 * Every graded answer: the ground truth that mastery, analytics, study plans, teachers and parents
 * read. One per served question, so answering twice changes nothing.
 */
export const answerEvents = pgTable(
  'answer_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    servedQuestionId: uuid('served_question_id')
      .notNull()
      .references(() => servedQuestions.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => practiceSessions.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    teksCode: text('teks_code').notNull(),
    subject: text('subject').$type<'math' | 'reading'>().notNull(),
    grade: smallint('grade').notNull(),
    difficulty: text('difficulty').$type<'easy' | 'medium' | 'hard'>().notNull(),
    itemType: text('item_type').notNull(),
    correct: boolean('correct').notNull(),
    /** The normalised response as scored; null when a practice set was submitted without it. */
    response: jsonb('response').$type<ItemResponse | null>(),
    timeSpentMs: integer('time_spent_ms').notNull().default(0),
    source: text('source').$type<'practice' | 'practice-set' | 'exam' | 'challenge'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('answer_events_served_question').on(table.servedQuestionId),
    // The trailing columns let analytics' per-day and per-code aggregates over a student's answers
    // (20,000 for a keen one) read the index alone, without visiting the rows scattered in the table.
    index('answer_events_user_created').on(table.userId, table.createdAt, table.correct, table.timeSpentMs),
    index('answer_events_user_teks').on(table.userId, table.teksCode, table.subject, table.correct),
    index('answer_events_session').on(table.sessionId),
  ],
);

/** The mastery model's state per student and skill (core/mastery), updated by every graded answer. */
export const skillMastery = pgTable(
  'skill_mastery',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').$type<'math' | 'reading'>().notNull(),
    teksCode: text('teks_code').notNull(),
    pKnown: doublePrecision('p_known').notNull(),
    attempts: integer('attempts').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    /** The latest answers, oldest first, as the mastery model keeps them. */
    recent: jsonb('recent').$type<boolean[]>().notNull().default([]),
    lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.subject, table.teksCode] })],
);

// ── Mock exams (issue 7) ──────────────────────────────────────────────────────────────────────────

export type ExamAttemptStatus = 'in-progress' | 'submitted' | 'expired';

/**
 * One sitting of a mock exam. The deadline is the server's: past it the attempt is closed and graded with
 * what was saved. `results` holds the scored summary and the review, written once at grading, so the
 * results never depend on rebuilding the questions later.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examId: text('exam_id').notNull(),
    /** The form's fingerprint when the attempt started (core/exams formFingerprint). */
    formFingerprint: text('form_fingerprint').notNull(),
    grade: smallint('grade').notNull(),
    subject: text('subject').$type<'math' | 'reading'>().notNull(),
    status: text('status').$type<ExamAttemptStatus>().notNull().default('in-progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    timeSpentSeconds: integer('time_spent_seconds'),
    score: integer('score'),
    accuracy: integer('accuracy'),
    results: jsonb('results').$type<unknown>(),
  },
  (table) => [
    uniqueIndex('exam_attempts_one_in_progress')
      .on(table.userId, table.examId)
      .where(sql`${table.status} = 'in-progress'`),
    index('exam_attempts_user_submitted').on(table.userId, table.submittedAt),
  ],
);

/**
 * Every question of an attempt, written at start with its item id: the attempt keeps its own questions.
 * `answer` (the normalised response) and `flagged` are autosaved one statement at a time.
 */
export const examAttemptAnswers = pgTable(
  'exam_attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    /** The handle the browser knows the question by (also the served question's handle). */
    questionId: text('question_id').notNull(),
    servedQuestionId: uuid('served_question_id')
      .notNull()
      .references(() => servedQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: text('item_id').notNull(),
    answer: jsonb('answer').$type<ItemResponse | null>(),
    flagged: boolean('flagged').notNull().default(false),
    /** Set at grading; null before, and for a question left unanswered. */
    correct: boolean('correct'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

// ── StarSpace (issue 9) ───────────────────────────────────────────────────────────────────────────

/**
 * A student's StarSpace progress (spec section 3), one row, locked while a mission completes or a
 * chapter opens. The selected character is `users.companion_id`, so every screen's user has it.
 */
export const spaceProgress = pgTable('space_progress', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  unlockedChapters: jsonb('unlocked_chapters').$type<number[]>().notNull().default([1]),
  completedChapters: jsonb('completed_chapters').$type<number[]>().notNull().default([]),
  unlockedCharacters: jsonb('unlocked_characters').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A mission: the practice set a chapter's Start Mission opened. `result` is written once, when it is
 * completed, so completing it again answers the same and pays nothing more.
 */
export const spaceMissions = pgTable(
  'space_missions',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterNumber: integer('chapter_number').notNull(),
    status: text('status').$type<'active' | 'passed' | 'failed'>().notNull().default('active'),
    result: jsonb('result').$type<unknown>(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('space_missions_user_chapter').on(table.userId, table.chapterNumber)],
);

export type SpaceProgressRow = typeof spaceProgress.$inferSelect;
export type SpaceMissionRow = typeof spaceMissions.$inferSelect;

// ── Nova and study plans (issue 10) ───────────────────────────────────────────────────────────────

/**
 * Every chat turn, the child's (with personal information already removed) and Nova's, so a linked
 * parent and the student's teacher can read what was said. `flags` records what the safety checks did.
 */
export const novaMessages = pgTable(
  'nova_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'student' | 'nova'>().notNull(),
    text: text('text').notNull(),
    /** What the child asked for (core/nova intents), on the child's turns. */
    intent: text('intent'),
    /** Who wrote Nova's turn: the built-in tutor, the AI provider (its model), or the safety reply. */
    source: text('source'),
    /** The handle of the question on screen, when asked from practice. */
    questionHandle: text('question_handle'),
    gaveHint: boolean('gave_hint').notNull().default(false),
    flags: jsonb('flags').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('nova_messages_user_created').on(table.userId, table.createdAt)],
);

/** A generated study plan (spec section 3): the plan data as the student sees it, kept as generated. */
export const studyPlans = pgTable(
  'study_plans',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    grade: smallint('grade').notNull(),
    subject: text('subject').$type<'math' | 'reading'>().notNull(),
    totalWeeks: integer('total_weeks').notNull(),
    staarTestDate: date('staar_test_date', { mode: 'string' }).notNull(),
    planData: jsonb('plan_data').$type<unknown>().notNull(),
    /** "built-in", or the AI model that reworded it. */
    wordedBy: text('worded_by').notNull().default('built-in'),
    createdAt: createdAt(),
  },
  (table) => [index('study_plans_user_created').on(table.userId, table.createdAt)],
);

export type NovaMessageRow = typeof novaMessages.$inferSelect;
export type StudyPlanRow = typeof studyPlans.$inferSelect;

// ── Classrooms and parents (issue 11) ─────────────────────────────────────────────────────────────

export type ClassroomSubject = 'math' | 'reading' | 'both';

/** A teacher's class. The join code lets students join and is the class code on sign-in cards. */
export const classrooms = pgTable(
  'classrooms',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    grade: smallint('grade').notNull(),
    subject: text('subject').$type<ClassroomSubject>().notNull(),
    joinCode: text('join_code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('classrooms_join_code').on(table.joinCode),
    index('classrooms_teacher').on(table.teacherId),
  ],
);

export const classroomStudents = pgTable(
  'classroom_students',
  {
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.classroomId, table.studentId] }),
    index('classroom_students_student').on(table.studentId),
  ],
);

/**
 * The personal code on a student's printed sign-in card, used with their class's code. Only its hash is
 * kept: a lost card gets a new code, and the old one stops working.
 */
export const studentSignInCodes = pgTable(
  'student_sign_in_codes',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('student_sign_in_codes_class_code').on(table.classroomId, table.codeHash)],
);

/** Practice a teacher sets: TEKS codes, a number of questions and a due date. */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    subject: text('subject').$type<'math' | 'reading'>().notNull(),
    teksCodes: jsonb('teks_codes').$type<string[]>().notNull(),
    questionCount: integer('question_count').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('assignments_classroom').on(table.classroomId, table.dueDate)],
);

export const parentLinks = pgTable(
  'parent_links',
  {
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.parentId, table.studentId] }),
    index('parent_links_student').on(table.studentId),
  ],
);

/** The code a student's settings show, for a parent to link to them; one at a time, for a week. */
export const parentLinkCodes = pgTable(
  'parent_link_codes',
  {
    studentId: uuid('student_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('parent_link_codes_code').on(table.code)],
);

export type ClassroomRow = typeof classrooms.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;

export type ExamAttemptRow = typeof examAttempts.$inferSelect;
export type ExamAttemptAnswerRow = typeof examAttemptAnswers.$inferSelect;

export type PracticeSessionRow = typeof practiceSessions.$inferSelect;
export type ServedQuestionRow = typeof servedQuestions.$inferSelect;
export type AnswerEventRow = typeof answerEvents.$inferSelect;
export type SkillMasteryRow = typeof skillMastery.$inferSelect;
