import { createHash, randomInt } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Grade } from '../../core/accounts/account';
import {
  CLASS_CODE_LENGTH,
  PERSONAL_CODE_LENGTH,
  formatCode,
  makeCode,
  normalizeCode,
} from '../../core/accounts/codes';
import type { Classroom, ClassroomSubject, SignInCard } from '../../contracts/classrooms';
import type { Db } from '../db/client';
import {
  classroomStudents,
  classrooms,
  studentSignInCodes,
  users,
  type ClassroomRow,
  type UserRow,
} from '../db/schema';
import { insertUser } from '../db/users';
import { notFound } from '../errors';

/**
 * Classrooms (issue 11): classes, join codes, rosters and sign-in cards. Every function takes the
 * signed-in teacher and finds classes among theirs only, so another teacher's class is a 404.
 */

const randomIndex = (n: number) => randomInt(n);

function hashPersonalCode(classroomId: string, code: string): string {
  return createHash('sha256').update(`${classroomId}:${code}`).digest('hex');
}

export function presentClassroom(row: ClassroomRow, studentCount: number): Classroom {
  return {
    id: row.id,
    name: row.name,
    grade: row.grade as Grade,
    subject: row.subject,
    joinCode: formatCode(row.joinCode),
    studentCount,
    createdAt: row.createdAt.toISOString(),
  };
}

async function studentCounts(db: Db, classroomIds: string[]): Promise<Map<string, number>> {
  if (classroomIds.length === 0) return new Map();
  const rows = await db
    .select({ classroomId: classroomStudents.classroomId, n: count() })
    .from(classroomStudents)
    .where(inArray(classroomStudents.classroomId, classroomIds))
    .groupBy(classroomStudents.classroomId);
  return new Map(rows.map((row) => [row.classroomId, row.n]));
}

export async function listClassrooms(db: Db, teacher: UserRow): Promise<Classroom[]> {
  const rows = await db
    .select()
    .from(classrooms)
    .where(eq(classrooms.teacherId, teacher.id))
    .orderBy(asc(classrooms.createdAt));
  const counts = await studentCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentClassroom(row, counts.get(row.id) ?? 0));
}

/** A join code no class uses yet (25^6 ≈ 244 million codes: a clash is rare, and we try again). */
async function freshJoinCode(db: Db): Promise<string> {
  for (;;) {
    const code = makeCode(CLASS_CODE_LENGTH, randomIndex);
    const [taken] = await db
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(eq(classrooms.joinCode, code));
    if (!taken) return code;
  }
}

export async function createClassroom(
  db: Db,
  teacher: UserRow,
  input: { name: string; grade: Grade; subject: ClassroomSubject },
): Promise<Classroom> {
  const [row] = await db
    .insert(classrooms)
    .values({ teacherId: teacher.id, ...input, joinCode: await freshJoinCode(db) })
    .returning();
  return presentClassroom(row!, 0);
}

/** The teacher's own class; 404 for anyone else's, so ids reveal nothing. */
export async function findOwnClassroom(db: Db, teacher: UserRow, classroomId: string): Promise<ClassroomRow> {
  const [row] = await db
    .select()
    .from(classrooms)
    .where(and(eq(classrooms.id, classroomId), eq(classrooms.teacherId, teacher.id)));
  if (!row) throw notFound('No such class.');
  return row;
}

export async function classroomWithCount(db: Db, row: ClassroomRow): Promise<Classroom> {
  return presentClassroom(row, (await studentCounts(db, [row.id])).get(row.id) ?? 0);
}

/** A new join code: the old one stops working, for joining and on sign-in cards. */
export async function regenerateJoinCode(db: Db, teacher: UserRow, classroomId: string): Promise<Classroom> {
  await findOwnClassroom(db, teacher, classroomId);
  const [row] = await db
    .update(classrooms)
    .set({ joinCode: await freshJoinCode(db) })
    .where(eq(classrooms.id, classroomId))
    .returning();
  return classroomWithCount(db, row!);
}

async function usedCodeHashes(db: Db, classroomId: string): Promise<Set<string>> {
  const rows = await db
    .select({ codeHash: studentSignInCodes.codeHash })
    .from(studentSignInCodes)
    .where(eq(studentSignInCodes.classroomId, classroomId));
  return new Set(rows.map((row) => row.codeHash));
}

function newPersonalCode(classroomId: string, used: Set<string>): { code: string; hash: string } {
  for (;;) {
    const code = makeCode(PERSONAL_CODE_LENGTH, randomIndex);
    const hash = hashPersonalCode(classroomId, code);
    if (!used.has(hash)) {
      used.add(hash);
      return { code, hash };
    }
  }
}

function card(
  classroom: ClassroomRow,
  student: Pick<UserRow, 'id' | 'name' | 'grade'>,
  code: string,
): SignInCard {
  return {
    studentId: student.id,
    name: student.name,
    grade: student.grade as Grade,
    className: classroom.name,
    classCode: formatCode(classroom.joinCode),
    personalCode: formatCode(code),
  };
}

/**
 * Manage Students → Add: each name becomes a student account in the class with a personal sign-in
 * code, all in one transaction. The codes are returned once, for the printed cards.
 */
export async function addStudents(
  db: Db,
  teacher: UserRow,
  classroomId: string,
  students: readonly { name: string; grade: Grade }[],
): Promise<SignInCard[]> {
  const classroom = await findOwnClassroom(db, teacher, classroomId);
  return db.transaction(async (tx) => {
    const used = await usedCodeHashes(tx, classroom.id);
    const cards: SignInCard[] = [];
    for (const student of students) {
      const user = await insertUser(tx, {
        accountType: 'student',
        name: student.name,
        grade: student.grade,
        isGuest: false,
        setupComplete: true,
      });
      await tx.insert(classroomStudents).values({ classroomId: classroom.id, studentId: user.id });
      const { code, hash } = newPersonalCode(classroom.id, used);
      await tx
        .insert(studentSignInCodes)
        .values({ studentId: user.id, classroomId: classroom.id, codeHash: hash });
      cards.push(card(classroom, user, code));
    }
    return cards;
  });
}

export async function findClassStudent(db: Db, classroomId: string, studentId: string): Promise<UserRow> {
  const [row] = await db
    .select({ user: users })
    .from(classroomStudents)
    .innerJoin(users, eq(users.id, classroomStudents.studentId))
    .where(and(eq(classroomStudents.classroomId, classroomId), eq(classroomStudents.studentId, studentId)));
  if (!row) throw notFound('No such student in this class.');
  return row.user;
}

/** A new card for one student of the class (a lost card): the old personal code stops working. */
export async function newSignInCard(
  db: Db,
  teacher: UserRow,
  classroomId: string,
  studentId: string,
): Promise<SignInCard> {
  const classroom = await findOwnClassroom(db, teacher, classroomId);
  const student = await findClassStudent(db, classroom.id, studentId);
  return db.transaction(async (tx) => {
    const { code, hash } = newPersonalCode(classroom.id, await usedCodeHashes(tx, classroom.id));
    await tx
      .insert(studentSignInCodes)
      .values({ studentId: student.id, classroomId: classroom.id, codeHash: hash })
      .onConflictDoUpdate({
        target: studentSignInCodes.studentId,
        set: { classroomId: classroom.id, codeHash: hash, createdAt: new Date() },
      });
    return card(classroom, student, code);
  });
}

/** Takes a student out of the class; their account and work stay, a card of this class stops working. */
export async function removeStudent(db: Db, teacher: UserRow, classroomId: string, studentId: string) {
  const classroom = await findOwnClassroom(db, teacher, classroomId);
  await findClassStudent(db, classroom.id, studentId);
  await db.transaction(async (tx) => {
    await tx
      .delete(classroomStudents)
      .where(
        and(eq(classroomStudents.classroomId, classroom.id), eq(classroomStudents.studentId, studentId)),
      );
    await tx
      .delete(studentSignInCodes)
      .where(
        and(eq(studentSignInCodes.classroomId, classroom.id), eq(studentSignInCodes.studentId, studentId)),
      );
  });
}

async function classroomByCode(db: Db, typed: string): Promise<ClassroomRow | undefined> {
  const code = normalizeCode(typed, CLASS_CODE_LENGTH);
  if (!code) return undefined;
  const [row] = await db.select().from(classrooms).where(eq(classrooms.joinCode, code));
  return row;
}

/** A student joins a class by its code (joining twice changes nothing). */
export async function joinClassroom(db: Db, student: UserRow, typedCode: string) {
  const classroom = await classroomByCode(db, typedCode);
  if (!classroom) throw notFound('No class has that code. Check it with your teacher.');
  await db
    .insert(classroomStudents)
    .values({ classroomId: classroom.id, studentId: student.id })
    .onConflictDoNothing();
  const [teacher] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, classroom.teacherId));
  return {
    id: classroom.id,
    name: classroom.name,
    grade: classroom.grade as Grade,
    teacherName: teacher?.name ?? '',
  };
}

/** The student a card's two codes name, or undefined: a wrong code says nothing about which was wrong. */
export async function studentForCard(
  db: Db,
  classCode: string,
  personalCode: string,
): Promise<UserRow | undefined> {
  const classroom = await classroomByCode(db, classCode);
  const code = normalizeCode(personalCode, PERSONAL_CODE_LENGTH);
  if (!classroom || !code) return undefined;
  const [row] = await db
    .select({ user: users })
    .from(studentSignInCodes)
    .innerJoin(users, eq(users.id, studentSignInCodes.studentId))
    .where(
      and(
        eq(studentSignInCodes.classroomId, classroom.id),
        eq(studentSignInCodes.codeHash, hashPersonalCode(classroom.id, code)),
      ),
    );
  return row?.user;
}

/** Ids of the students in a class, by name. */
export async function classStudents(db: Db, classroomId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      grade: users.grade,
      avatar: users.avatar,
      joinedAt: classroomStudents.joinedAt,
    })
    .from(classroomStudents)
    .innerJoin(users, eq(users.id, classroomStudents.studentId))
    .where(eq(classroomStudents.classroomId, classroomId))
    .orderBy(asc(users.name));
}

export async function studentsWithCards(db: Db, classroomId: string): Promise<Set<string>> {
  const rows = await db
    .select({ studentId: studentSignInCodes.studentId })
    .from(studentSignInCodes)
    .where(eq(studentSignInCodes.classroomId, classroomId));
  return new Set(rows.map((row) => row.studentId));
}
