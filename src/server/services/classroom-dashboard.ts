import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Grade } from '../../core/accounts/account';
import { calendarBounds } from '../../core/rewards/school-calendar';
import { findTeks, testedTeksForGrade } from '../../core/teks/catalogue';
import type { Subject } from '../../core/teks/teks-types';
import type { ClassroomDashboard, MasteryGrid } from '../../contracts/classrooms';
import type { Db } from '../db/client';
import {
  answerEvents,
  assignments,
  examAttempts,
  practiceSessions,
  starPowerEvents,
  users,
  type ClassroomRow,
} from '../db/schema';
import { classStudents, classroomWithCount, studentsWithCards } from './classrooms';

/**
 * The classroom dashboard and the students × TEKS grid from the class's real answers (issue 11). A few
 * grouped queries over the class's students; the folding into figures is plain code below.
 */

/** Answers a student needs on a code before the grid calls them weak on it. */
export const MIN_ANSWERS_TO_JUDGE = 3;
/** Spec section 9: below 70 percent a skill needs practice. */
export const NEEDS_PRACTICE_BELOW = 70;
const RECENT_ACTIVITY = 10;
const TOP_STUDENTS = 5;

const percent = (correct: number, answered: number) =>
  answered === 0 ? null : Math.round((100 * correct) / answered);

export interface Clock {
  now: Date;
  timeZone: string;
}

interface CodeTally {
  userId: string;
  subject: Subject;
  teksCode: string;
  answered: number;
  correct: number;
}

/** Per student, subject and code: answers and right answers, all time. */
export async function codeTallies(db: Db, studentIds: readonly string[]): Promise<CodeTally[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({
      userId: answerEvents.userId,
      subject: answerEvents.subject,
      teksCode: answerEvents.teksCode,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${answerEvents.correct})::int`,
    })
    .from(answerEvents)
    .where(inArray(answerEvents.userId, [...studentIds]))
    .groupBy(answerEvents.userId, answerEvents.subject, answerEvents.teksCode);
  return rows.map((row) => ({ ...row, answered: Number(row.answered), correct: Number(row.correct) }));
}

/** Writing is the reading codes of the Writing reporting category (as on the analytics screen). */
export function isWritingCode(subject: Subject, code: string): boolean {
  return subject === 'reading' && findTeks(code, 'reading')?.reportingCategory?.name === 'Writing';
}

interface StudentWeek {
  questionsThisWeek: number;
  answered: number;
  correct: number;
  lastActiveAt: Date | null;
  starPowerThisWeek: number;
}

export async function studentWeeks(
  db: Db,
  studentIds: readonly string[],
  weekStart: Date,
): Promise<Map<string, StudentWeek>> {
  const weeks = new Map<string, StudentWeek>(
    studentIds.map((id) => [
      id,
      { questionsThisWeek: 0, answered: 0, correct: 0, lastActiveAt: null, starPowerThisWeek: 0 },
    ]),
  );
  if (studentIds.length === 0) return weeks;
  const answers = await db
    .select({
      userId: answerEvents.userId,
      thisWeek: sql<number>`count(*) filter (where ${answerEvents.createdAt} >= ${weekStart.toISOString()})::int`,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${answerEvents.correct})::int`,
      last: sql<string | null>`max(${answerEvents.createdAt})`,
    })
    .from(answerEvents)
    .where(inArray(answerEvents.userId, [...studentIds]))
    .groupBy(answerEvents.userId);
  for (const row of answers) {
    const week = weeks.get(row.userId)!;
    week.questionsThisWeek = Number(row.thisWeek);
    week.answered = Number(row.answered);
    week.correct = Number(row.correct);
    week.lastActiveAt = row.last === null ? null : new Date(row.last);
  }
  const stars = await db
    .select({
      userId: starPowerEvents.userId,
      total: sql<string>`coalesce(sum(${starPowerEvents.amount}), 0)`,
    })
    .from(starPowerEvents)
    .where(and(inArray(starPowerEvents.userId, [...studentIds]), gte(starPowerEvents.createdAt, weekStart)))
    .groupBy(starPowerEvents.userId);
  for (const row of stars) weeks.get(row.userId)!.starPowerThisWeek = Number(row.total);
  return weeks;
}

type ActivityKind = ClassroomDashboard['recentActivity'][number]['kind'];

/** Finished practice sets, missions, assignments and mock exams of these students, newest first. */
export async function recentActivity(db: Db, studentIds: readonly string[], limit = RECENT_ACTIVITY) {
  if (studentIds.length === 0) return [];
  const sets = await db
    .select({
      studentId: practiceSessions.userId,
      studentName: users.name,
      subject: practiceSessions.subject,
      category: practiceSessions.category,
      assignmentId: practiceSessions.assignmentId,
      assignmentTitle: assignments.title,
      score: practiceSessions.score,
      at: practiceSessions.completedAt,
    })
    .from(practiceSessions)
    .innerJoin(users, eq(users.id, practiceSessions.userId))
    .leftJoin(assignments, eq(assignments.id, practiceSessions.assignmentId))
    .where(
      and(
        inArray(practiceSessions.userId, [...studentIds]),
        eq(practiceSessions.kind, 'set'),
        isNotNull(practiceSessions.completedAt),
      ),
    )
    .orderBy(desc(practiceSessions.completedAt))
    .limit(limit);
  const exams = await db
    .select({
      studentId: examAttempts.userId,
      studentName: users.name,
      subject: examAttempts.subject,
      score: examAttempts.accuracy,
      at: examAttempts.submittedAt,
    })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .where(and(inArray(examAttempts.userId, [...studentIds]), isNotNull(examAttempts.submittedAt)))
    .orderBy(desc(examAttempts.submittedAt))
    .limit(limit);
  const subjectName = (subject: Subject) => (subject === 'math' ? 'math' : 'reading');
  const items = [
    ...sets.map((row) => {
      const kind: ActivityKind = row.assignmentId
        ? 'assignment'
        : row.category?.startsWith('chapter-')
          ? 'space-mission'
          : 'practice-set';
      const text =
        kind === 'assignment'
          ? `Finished the assignment “${row.assignmentTitle ?? 'Assignment'}”`
          : kind === 'space-mission'
            ? 'Finished a StarSpace mission'
            : `Finished a ${subjectName(row.subject)} practice set`;
      return {
        studentId: row.studentId,
        studentName: row.studentName,
        kind,
        text,
        score: row.score,
        at: row.at!,
      };
    }),
    ...exams.map((row) => ({
      studentId: row.studentId,
      studentName: row.studentName,
      kind: 'mock-exam' as const,
      text: `Took a ${subjectName(row.subject)} mock exam`,
      score: row.score,
      at: row.at!,
    })),
  ];
  return items
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map((item) => ({ ...item, at: item.at.toISOString() }));
}

function subjectProgress(tallies: readonly CodeTally[], include: (tally: CodeTally) => boolean) {
  const chosen = tallies.filter(include);
  const answered = chosen.reduce((sum, tally) => sum + tally.answered, 0);
  const correct = chosen.reduce((sum, tally) => sum + tally.correct, 0);
  return {
    accuracy: percent(correct, answered),
    answered,
    studentsPracticing: new Set(chosen.map((t) => t.userId)).size,
  };
}

export async function classroomDashboard(
  db: Db,
  classroom: ClassroomRow,
  clock: Clock,
): Promise<ClassroomDashboard> {
  const roster = await classStudents(db, classroom.id);
  const ids = roster.map((student) => student.id);
  const bounds = calendarBounds(clock.now, clock.timeZone);
  const [weeks, tallies, cards, activity, openAssignments] = await Promise.all([
    studentWeeks(db, ids, bounds.weekStart),
    codeTallies(db, ids),
    studentsWithCards(db, classroom.id),
    recentActivity(db, ids),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(assignments)
      .where(and(eq(assignments.classroomId, classroom.id), gte(assignments.dueDate, bounds.day))),
  ]);
  const students = roster.map((student) => {
    const week = weeks.get(student.id)!;
    return {
      id: student.id,
      name: student.name,
      grade: student.grade as Grade,
      avatar: student.avatar,
      joinedAt: student.joinedAt.toISOString(),
      hasSignInCard: cards.has(student.id),
      lastActiveAt: week.lastActiveAt?.toISOString() ?? null,
      questionsThisWeek: week.questionsThisWeek,
      accuracy: percent(week.correct, week.answered),
      starPowerThisWeek: week.starPowerThisWeek,
    };
  });
  const totalAnswered = students.reduce((sum, s) => sum + weeks.get(s.id)!.answered, 0);
  const totalCorrect = students.reduce((sum, s) => sum + weeks.get(s.id)!.correct, 0);
  return {
    classroom: await classroomWithCount(db, classroom),
    students,
    overview: {
      studentCount: students.length,
      activeThisWeek: students.filter((s) => s.questionsThisWeek > 0).length,
      questionsThisWeek: students.reduce((sum, s) => sum + s.questionsThisWeek, 0),
      averageAccuracy: percent(totalCorrect, totalAnswered),
      assignmentsOpen: Number(openAssignments[0]?.n ?? 0),
    },
    progress: {
      math: subjectProgress(tallies, (t) => t.subject === 'math'),
      reading: subjectProgress(
        tallies,
        (t) => t.subject === 'reading' && !isWritingCode(t.subject, t.teksCode),
      ),
      writing: subjectProgress(tallies, (t) => isWritingCode(t.subject, t.teksCode)),
    },
    recentActivity: activity,
    topStudents: students
      .filter((s) => s.starPowerThisWeek > 0)
      .sort((a, b) => b.starPowerThisWeek - a.starPowerThisWeek || a.name.localeCompare(b.name))
      .slice(0, TOP_STUDENTS)
      .map((s) => ({ studentId: s.id, name: s.name, starPowerThisWeek: s.starPowerThisWeek })),
  };
}

/**
 * Students × TEKS: one column per tested code of the class's grade and subjects that anyone in the class
 * has answered, in catalogue order; a cell is that student's percent right on it.
 */
export async function masteryGrid(db: Db, classroom: ClassroomRow): Promise<MasteryGrid> {
  const roster = await classStudents(db, classroom.id);
  const tallies = await codeTallies(
    db,
    roster.map((student) => student.id),
  );
  const subjects: Subject[] = classroom.subject === 'both' ? ['math', 'reading'] : [classroom.subject];
  const key = (subject: Subject, code: string) => `${subject}:${code}`;
  const answeredCodes = new Set(tallies.map((tally) => key(tally.subject, tally.teksCode)));
  const columns = subjects.flatMap((subject) =>
    testedTeksForGrade(classroom.grade as Grade, subject).filter((entry) =>
      answeredCodes.has(key(subject, entry.code)),
    ),
  );
  const byCell = new Map(
    tallies.map((tally) => [`${tally.userId}|${key(tally.subject, tally.teksCode)}`, tally]),
  );
  return {
    codes: columns.map((entry) => {
      const cells = tallies.filter((t) => t.subject === entry.subject && t.teksCode === entry.code);
      const answered = cells.reduce((sum, t) => sum + t.answered, 0);
      const correct = cells.reduce((sum, t) => sum + t.correct, 0);
      return {
        code: entry.code,
        subject: entry.subject,
        skillName: entry.skillName,
        classAccuracy: percent(correct, answered),
        needsReteach: cells.filter(
          (t) => t.answered >= MIN_ANSWERS_TO_JUDGE && percent(t.correct, t.answered)! < NEEDS_PRACTICE_BELOW,
        ).length,
      };
    }),
    rows: roster.map((student) => ({
      studentId: student.id,
      name: student.name,
      cells: columns.map((entry) => {
        const tally = byCell.get(`${student.id}|${key(entry.subject, entry.code)}`);
        return tally
          ? {
              code: entry.code,
              subject: entry.subject,
              accuracy: percent(tally.correct, tally.answered)!,
              answered: tally.answered,
            }
          : null;
      }),
    })),
  };
}
