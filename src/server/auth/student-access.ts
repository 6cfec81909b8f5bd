import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { forbidden } from '../errors';

/**
 * Policy: who may read a student's work (study plans, Nova transcripts, progress). The student
 * themself; linked parents and the student's teachers are added with the classroom and parent portal.
 * Any other id, real or guessed, is refused the same way, so the answer says nothing about it.
 */
export async function requireStudentAccess(_db: Db, viewer: UserRow, studentId: string): Promise<string> {
  if (viewer.id === studentId) return studentId;
  throw forbidden('You can only see your own study plans and progress.');
}
