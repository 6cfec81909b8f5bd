import { and, eq } from 'drizzle-orm';
import { normalizeAccountType } from '../../core/accounts/account';
import type { Db } from '../db/client';
import { classroomStudents, classrooms, parentLinks, type UserRow } from '../db/schema';
import { forbidden } from '../errors';

/*
 * Policies: who may do what with whose data (issue 11). A student reads only themself, a parent only
 * children linked to them, a teacher only students in their classes. Any other id, real or guessed, is
 * refused the same way, so the answer says nothing about it.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function isLinkedParent(db: Db, parentId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ studentId: parentLinks.studentId })
    .from(parentLinks)
    .where(and(eq(parentLinks.parentId, parentId), eq(parentLinks.studentId, studentId)));
  return row !== undefined;
}

export async function teachesStudent(db: Db, teacherId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ studentId: classroomStudents.studentId })
    .from(classroomStudents)
    .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
    .where(and(eq(classrooms.teacherId, teacherId), eq(classroomStudents.studentId, studentId)))
    .limit(1);
  return row !== undefined;
}

export async function canReadStudent(db: Db, viewer: UserRow, studentId: string): Promise<boolean> {
  if (viewer.id === studentId) return true;
  if (!UUID.test(studentId)) return false;
  const type = normalizeAccountType(viewer.accountType);
  if (type === 'parent') return isLinkedParent(db, viewer.id, studentId);
  if (type === 'teacher') return teachesStudent(db, viewer.id, studentId);
  return false;
}

/** The student's id when the viewer may read their work; 403 otherwise. */
export async function requireStudentAccess(db: Db, viewer: UserRow, studentId: string): Promise<string> {
  if (await canReadStudent(db, viewer, studentId)) return studentId;
  throw forbidden("You can only see your own work, your children's or your students'.");
}

export function requireTeacher(user: UserRow): UserRow {
  if (normalizeAccountType(user.accountType) !== 'teacher') throw forbidden('Only teachers can do that.');
  return user;
}

export function requireParent(user: UserRow): UserRow {
  if (normalizeAccountType(user.accountType) !== 'parent') throw forbidden('Only parents can do that.');
  return user;
}

export function requireStudent(user: UserRow): UserRow {
  if (normalizeAccountType(user.accountType) !== 'student') throw forbidden('Only students can do that.');
  return user;
}
