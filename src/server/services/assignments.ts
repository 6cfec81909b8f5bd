import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Grade } from '../../core/accounts/account';
import { findPracticeCategory } from '../../core/teks/practice-categories';
import { calendarBounds } from '../../core/rewards/school-calendar';
import { normalizeTeksCode } from '../../core/teks/teks-code';
import type { PracticeCategoryName, Subject } from '../../core/teks/teks-types';
import type {
  Assignment,
  AssignmentResults,
  CreateAssignmentRequest,
  StudentAssignments,
} from '../../contracts/classrooms';
import type { Db } from '../db/client';
import {
  assignments,
  classroomStudents,
  classrooms,
  practiceSessions,
  users,
  type AssignmentRow,
  type ClassroomRow,
  type UserRow,
} from '../db/schema';
import { badRequest, notFound } from '../errors';
import { classStudents } from './classrooms';
import { testedCodesWithQuestions } from './item-source';
import { startPracticeSet } from './practice-sets';

/**
 * Classroom assignments (issue 11): a teacher picks TEKS codes (or a practice card), a number of
 * questions and a due date; each student practises it as a practice set linked to the assignment, and
 * the teacher sees each student's status and best score.
 */

type Status = 'not-started' | 'in-progress' | 'completed';

function presentAssignment(row: AssignmentRow): Assignment {
  return {
    id: row.id,
    classroomId: row.classroomId,
    title: row.title,
    subject: row.subject,
    teksCodes: [...row.teksCodes],
    questionCount: row.questionCount,
    dueDate: row.dueDate,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The codes an assignment practises: given ones must be tested at the class's grade and have questions. */
function assignmentCodes(
  classroom: ClassroomRow,
  subject: Subject,
  request: CreateAssignmentRequest,
): string[] {
  const grade = classroom.grade as Grade;
  if (classroom.subject !== 'both' && classroom.subject !== subject) {
    throw badRequest(`subject: This class practices ${classroom.subject}.`);
  }
  const available = testedCodesWithQuestions(grade, subject);
  if (request.category !== undefined && !request.teksCodes?.length) {
    const category = findPracticeCategory(grade, subject, request.category as PracticeCategoryName);
    if (!category) throw badRequest(`category: "${request.category}" is not a ${subject} practice card.`);
    const codes = category.itemSourceCodes.filter((code) => available.includes(code));
    if (codes.length === 0) throw badRequest('category: This card has no questions yet.');
    return codes;
  }
  const codes: string[] = [];
  for (const typed of request.teksCodes ?? []) {
    const code = normalizeTeksCode(typed);
    if (!code || !available.includes(code)) {
      throw badRequest(`teksCodes: ${typed} is not a grade ${grade} ${subject} skill with questions.`);
    }
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

export async function createAssignment(
  db: Db,
  classroom: ClassroomRow,
  request: CreateAssignmentRequest,
  clock: { now: Date; timeZone: string },
): Promise<Assignment> {
  const codes = assignmentCodes(classroom, request.subject, request);
  if (request.dueDate < calendarBounds(clock.now, clock.timeZone).day) {
    throw badRequest('dueDate: The due date cannot be in the past.');
  }
  const title =
    request.title?.trim() ||
    (request.category ?? `Practice ${codes.slice(0, 3).join(', ')}${codes.length > 3 ? '…' : ''}`);
  const [row] = await db
    .insert(assignments)
    .values({
      classroomId: classroom.id,
      title,
      subject: request.subject,
      teksCodes: codes,
      questionCount: request.questionCount,
      dueDate: request.dueDate,
    })
    .returning();
  return presentAssignment(row!);
}

interface StudentStatus {
  status: Status;
  score: number | null;
  completedAt: Date | null;
}

/** Each (assignment, student) pair's status and best score, from the practice sets linked to it. */
async function statuses(db: Db, assignmentIds: readonly string[], studentIds: readonly string[]) {
  const result = new Map<string, StudentStatus>();
  if (assignmentIds.length === 0 || studentIds.length === 0) return result;
  const sessions = await db
    .select({
      assignmentId: practiceSessions.assignmentId,
      userId: practiceSessions.userId,
      status: practiceSessions.status,
      score: practiceSessions.score,
      completedAt: practiceSessions.completedAt,
    })
    .from(practiceSessions)
    .where(
      and(
        inArray(practiceSessions.assignmentId, [...assignmentIds]),
        inArray(practiceSessions.userId, [...studentIds]),
      ),
    );
  for (const session of sessions) {
    const key = `${session.assignmentId}|${session.userId}`;
    const current = result.get(key) ?? { status: 'in-progress' as Status, score: null, completedAt: null };
    if (session.status === 'completed') {
      const better = current.score === null || (session.score ?? 0) > current.score;
      result.set(key, {
        status: 'completed',
        score: better ? (session.score ?? 0) : current.score,
        completedAt: better ? session.completedAt : current.completedAt,
      });
    } else if (current.status !== 'completed') {
      result.set(key, current);
    }
  }
  return result;
}

export async function assignmentResults(db: Db, classroom: ClassroomRow): Promise<AssignmentResults> {
  const rows = await db
    .select()
    .from(assignments)
    .where(eq(assignments.classroomId, classroom.id))
    .orderBy(desc(assignments.dueDate), desc(assignments.createdAt));
  const roster = await classStudents(db, classroom.id);
  const byPair = await statuses(
    db,
    rows.map((row) => row.id),
    roster.map((student) => student.id),
  );
  return {
    assignments: rows.map((row) => ({
      ...presentAssignment(row),
      results: roster.map((student) => {
        const status = byPair.get(`${row.id}|${student.id}`);
        return {
          studentId: student.id,
          name: student.name,
          status: status?.status ?? 'not-started',
          score: status?.score ?? null,
          completedAt: status?.completedAt?.toISOString() ?? null,
        };
      }),
    })),
  };
}

/** The student's assignments from every class they are in, soonest due first. */
export async function studentAssignments(
  db: Db,
  student: UserRow,
  clock: { now: Date; timeZone: string },
): Promise<StudentAssignments> {
  const rows = await db
    .select({ assignment: assignments, classroomName: classrooms.name, teacherName: users.name })
    .from(assignments)
    .innerJoin(classrooms, eq(classrooms.id, assignments.classroomId))
    .innerJoin(classroomStudents, eq(classroomStudents.classroomId, classrooms.id))
    .innerJoin(users, eq(users.id, classrooms.teacherId))
    .where(eq(classroomStudents.studentId, student.id))
    .orderBy(asc(assignments.dueDate), asc(assignments.createdAt));
  const byPair = await statuses(
    db,
    rows.map((row) => row.assignment.id),
    [student.id],
  );
  const today = calendarBounds(clock.now, clock.timeZone).day;
  return {
    assignments: rows.map(({ assignment, classroomName, teacherName }) => {
      const status = byPair.get(`${assignment.id}|${student.id}`);
      const state = status?.status ?? 'not-started';
      return {
        ...presentAssignment(assignment),
        classroomName,
        teacherName,
        status: state,
        score: status?.score ?? null,
        overdue: state !== 'completed' && assignment.dueDate < today,
      };
    }),
  };
}

/** Starts (or starts again) the student's practice set for an assignment of one of their classes. */
export async function startAssignment(db: Db, student: UserRow, assignmentId: string) {
  const [row] = await db
    .select({ assignment: assignments, grade: classrooms.grade })
    .from(assignments)
    .innerJoin(classrooms, eq(classrooms.id, assignments.classroomId))
    .innerJoin(
      classroomStudents,
      and(eq(classroomStudents.classroomId, classrooms.id), eq(classroomStudents.studentId, student.id)),
    )
    .where(eq(assignments.id, assignmentId));
  if (!row) throw notFound('No such assignment.');
  return startPracticeSet(db, student, {
    subject: row.assignment.subject,
    grade: row.grade as Grade,
    practiceMode: 'mixed',
    length: row.assignment.questionCount,
    codes: row.assignment.teksCodes,
    category: row.assignment.title,
    assignmentId: row.assignment.id,
  });
}
