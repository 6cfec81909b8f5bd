import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Grade } from '../../core/accounts/account';
import { PARENT_LINK_CODE_LENGTH, formatCode, makeCode, normalizeCode } from '../../core/accounts/codes';
import { calendarBounds, schoolDay } from '../../core/rewards/school-calendar';
import type { ChildSummary } from '../../contracts/parents';
import type { Db } from '../db/client';
import {
  answerEvents,
  classroomStudents,
  classrooms,
  examAttempts,
  novaMessages,
  parentLinkCodes,
  parentLinks,
  practiceSessions,
  skillMastery,
  spaceMissions,
  spaceProgress,
  starPowerEvents,
  studyPlans,
  users,
  type UserRow,
} from '../db/schema';
import { insertUser, starPowerBalance } from '../db/users';
import { badRequest, notFound } from '../errors';
import { ANSWER_TIME_CAP_MS } from './analytics-queries';
import { recentActivity } from './classroom-dashboard';

/**
 * The parent portal (issue 11): linking children by the code their settings show, or creating their
 * account; each child's progress and week from their real work; their data as a download, and
 * deleting it. Every function takes the signed-in parent and finds children among theirs only.
 */

export const PARENT_LINK_CODE_DAYS = 7;
const RECENT_ACTIVITY = 8;

// ── Link codes (the student's side) ───────────────────────────────────────────────────────────────

/** The student's current link code, made (or made again once expired) on request. */
export async function parentLinkCode(db: Db, student: UserRow, now: Date, renew = false) {
  const [current] = await db.select().from(parentLinkCodes).where(eq(parentLinkCodes.studentId, student.id));
  if (current && current.expiresAt > now && !renew) {
    return { code: formatCode(current.code), expiresAt: current.expiresAt.toISOString() };
  }
  const expiresAt = new Date(now.getTime() + PARENT_LINK_CODE_DAYS * 24 * 60 * 60 * 1000);
  for (;;) {
    const code = makeCode(PARENT_LINK_CODE_LENGTH, (n) => randomInt(n));
    const written = await db
      .insert(parentLinkCodes)
      .values({ studentId: student.id, code, expiresAt })
      .onConflictDoUpdate({ target: parentLinkCodes.studentId, set: { code, expiresAt } })
      .returning()
      .catch(() => []);
    // A clash with another student's code (the unique index) is rare: draw again.
    if (written.length > 0) return { code: formatCode(code), expiresAt: expiresAt.toISOString() };
  }
}

// ── Linking and creating children (the parent's side) ─────────────────────────────────────────────

/** Links the child whose code this is; the code is used up. A wrong or expired code says only that. */
export async function linkChild(db: Db, parent: UserRow, typed: string, now: Date): Promise<string> {
  const code = normalizeCode(typed, PARENT_LINK_CODE_LENGTH);
  const invalid = () => badRequest("That code didn't work. Ask your child to open Settings for a new one.");
  if (!code) throw invalid();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(parentLinkCodes).where(eq(parentLinkCodes.code, code)).for('update');
    if (!row || row.expiresAt <= now) throw invalid();
    await tx
      .insert(parentLinks)
      .values({ parentId: parent.id, studentId: row.studentId })
      .onConflictDoNothing();
    await tx.delete(parentLinkCodes).where(eq(parentLinkCodes.studentId, row.studentId));
    return row.studentId;
  });
}

export async function createChild(db: Db, parent: UserRow, input: { name: string; grade: Grade }) {
  return db.transaction(async (tx) => {
    const child = await insertUser(tx, {
      accountType: 'student',
      name: input.name,
      grade: input.grade,
      isGuest: false,
      setupComplete: true,
    });
    await tx.insert(parentLinks).values({ parentId: parent.id, studentId: child.id });
    return child;
  });
}

/** One of the parent's linked children; 404 for any other id. */
export async function findOwnChild(db: Db, parent: UserRow, childId: string): Promise<UserRow> {
  const [row] = await db
    .select({ child: users })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.studentId))
    .where(and(eq(parentLinks.parentId, parent.id), eq(parentLinks.studentId, childId)));
  if (!row) throw notFound('No such child linked to your account.');
  return row.child;
}

// ── The portal's figures ──────────────────────────────────────────────────────────────────────────

async function subjectFigures(db: Db, childId: string) {
  const rows = await db
    .select({
      subject: answerEvents.subject,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${answerEvents.correct})::int`,
    })
    .from(answerEvents)
    .where(eq(answerEvents.userId, childId))
    .groupBy(answerEvents.subject);
  const figure = (subject: 'math' | 'reading') => {
    const row = rows.find((candidate) => candidate.subject === subject);
    const answered = Number(row?.answered ?? 0);
    const correct = Number(row?.correct ?? 0);
    return { answered, accuracy: answered === 0 ? null : Math.round((100 * correct) / answered) };
  };
  return { math: figure('math'), reading: figure('reading') };
}

/** This school week (Monday on, as StarPower's week): answers, time, percent right and active days. */
async function weekFigures(db: Db, childId: string, clock: { now: Date; timeZone: string }) {
  const { weekStart } = calendarBounds(clock.now, clock.timeZone);
  const rows = await db
    .select({
      createdAt: answerEvents.createdAt,
      correct: answerEvents.correct,
      timeSpentMs: answerEvents.timeSpentMs,
    })
    .from(answerEvents)
    .where(and(eq(answerEvents.userId, childId), gte(answerEvents.createdAt, weekStart)));
  const correct = rows.filter((row) => row.correct).length;
  const ms = rows.reduce((sum, row) => sum + Math.min(row.timeSpentMs, ANSWER_TIME_CAP_MS), 0);
  const days = new Set(rows.map((row) => schoolDay(row.createdAt, clock.timeZone)));
  return {
    questionsAnswered: rows.length,
    hoursPracticed: Math.round((ms / 3_600_000) * 10) / 10,
    averageScore: rows.length === 0 ? null : Math.round((100 * correct) / rows.length),
    daysActive: days.size,
  };
}

async function childSummary(
  db: Db,
  child: UserRow,
  clock: { now: Date; timeZone: string },
): Promise<ChildSummary> {
  const [progress, week, activity, classes, starPower] = await Promise.all([
    subjectFigures(db, child.id),
    weekFigures(db, child.id, clock),
    recentActivity(db, [child.id], RECENT_ACTIVITY),
    db
      .select({ name: classrooms.name, teacherName: users.name })
      .from(classroomStudents)
      .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
      .innerJoin(users, eq(users.id, classrooms.teacherId))
      .where(eq(classroomStudents.studentId, child.id))
      .orderBy(asc(classrooms.name)),
    starPowerBalance(db, child.id),
  ]);
  return {
    id: child.id,
    name: child.name,
    grade: child.grade as Grade,
    avatar: child.avatar,
    starPower,
    progress,
    week,
    recentActivity: activity.map(({ kind, text, score, at }) => ({ kind, text, score, at })),
    classrooms: classes,
  };
}

export async function parentChildren(db: Db, parent: UserRow, clock: { now: Date; timeZone: string }) {
  const children = await db
    .select({ child: users })
    .from(parentLinks)
    .innerJoin(users, eq(users.id, parentLinks.studentId))
    .where(eq(parentLinks.parentId, parent.id))
    .orderBy(asc(users.name));
  return Promise.all(children.map(({ child }) => childSummary(db, child, clock)));
}

export async function childSummaryFor(
  db: Db,
  parent: UserRow,
  childId: string,
  clock: { now: Date; timeZone: string },
) {
  return childSummary(db, await findOwnChild(db, parent, childId), clock);
}

// ── The child's data: download and delete ─────────────────────────────────────────────────────────

/**
 * Everything StarPrep keeps about the child, as one JSON document (no session ids or codes: those are
 * keys, not data about the child).
 */
export async function childDataExport(db: Db, parent: UserRow, childId: string, now: Date) {
  const child = await findOwnChild(db, parent, childId);
  const [answers, sessions, exams, mastery, stars, nova, plans, space, missions, classes] = await Promise.all(
    [
      db
        .select()
        .from(answerEvents)
        .where(eq(answerEvents.userId, child.id))
        .orderBy(asc(answerEvents.createdAt)),
      db
        .select()
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, child.id))
        .orderBy(asc(practiceSessions.createdAt)),
      db
        .select()
        .from(examAttempts)
        .where(eq(examAttempts.userId, child.id))
        .orderBy(asc(examAttempts.startedAt)),
      db.select().from(skillMastery).where(eq(skillMastery.userId, child.id)),
      db
        .select()
        .from(starPowerEvents)
        .where(eq(starPowerEvents.userId, child.id))
        .orderBy(asc(starPowerEvents.createdAt)),
      db
        .select()
        .from(novaMessages)
        .where(eq(novaMessages.userId, child.id))
        .orderBy(asc(novaMessages.createdAt)),
      db.select().from(studyPlans).where(eq(studyPlans.userId, child.id)).orderBy(desc(studyPlans.createdAt)),
      db.select().from(spaceProgress).where(eq(spaceProgress.userId, child.id)),
      db.select().from(spaceMissions).where(eq(spaceMissions.userId, child.id)),
      db
        .select({ name: classrooms.name, joinedAt: classroomStudents.joinedAt })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .where(eq(classroomStudents.studentId, child.id)),
    ],
  );
  return {
    exportedAt: now.toISOString(),
    account: {
      id: child.id,
      name: child.name,
      grade: child.grade,
      avatar: child.avatar,
      profileColor: child.profileColor,
      preferences: child.preferences,
      createdAt: child.createdAt.toISOString(),
    },
    classrooms: classes,
    answers,
    practiceSessions: sessions,
    examAttempts: exams,
    skillMastery: mastery,
    starPower: stars,
    novaMessages: nova,
    studyPlans: plans,
    starSpace: { progress: space[0] ?? null, missions },
  };
}

/** Deletes the child's account and everything of theirs (the foreign keys cascade). */
export async function deleteChild(db: Db, parent: UserRow, childId: string): Promise<void> {
  const child = await findOwnChild(db, parent, childId);
  await db.delete(users).where(eq(users.id, child.id));
}
