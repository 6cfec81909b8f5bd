import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { eq, max, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { DAILY_CHALLENGE_REASON } from '../../core/rewards/reward-types';
import { daysBetween, schoolDay } from '../../core/rewards/school-calendar';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/seed';
import {
  answerEvents,
  examAttemptAnswers,
  examAttempts,
  practiceSessions,
  servedQuestions,
  skillMastery,
  starPowerEvents,
  users,
  type UserRow,
} from '../db/schema';
import { insertUser } from '../db/users';
import { createGuestAccount } from './accounts';
import { awardProgress } from './rewards';

/**
 * Try Demo: every visitor gets a guest student of their own with a copy of the demo student's history,
 * so no two visitors share an account and nobody's practice shows up on someone else's screen. The
 * copy is the rows the real rules wrote for her (answers, mastery, StarPower ledger, sessions, exams),
 * never totals, made by INSERT … SELECT in one transaction. Ids are remapped deterministically
 * (an MD5 name-based UUID of the old id and the new user's id) so references between the rows still hold, and every time
 * moves by whole school days so her last active day is today: streaks and weekdays stay as they were.
 */

/** The tables copied, parents before children. `exam_attempt_answers` has no user column of its own. */
const ownedBy = (sourceId: string) => sql`user_id = ${sourceId}`;
const COPIED: { table: PgTable; rowsOf: (sourceId: string) => SQL }[] = [
  { table: practiceSessions, rowsOf: ownedBy },
  { table: servedQuestions, rowsOf: ownedBy },
  { table: answerEvents, rowsOf: ownedBy },
  { table: skillMastery, rowsOf: ownedBy },
  // Daily-challenge rows name the day they were for; those days move, so the copy earns its own (below).
  {
    table: starPowerEvents,
    rowsOf: (sourceId) => sql`user_id = ${sourceId} and reason <> ${DAILY_CHALLENGE_REASON}`,
  },
  { table: examAttempts, rowsOf: ownedBy },
  {
    table: examAttemptAnswers,
    rowsOf: (sourceId) => sql`attempt_id in (select id from exam_attempts where user_id = ${sourceId})`,
  },
];

export interface DemoStudentOptions {
  now: Date;
  timeZone: string;
  /** The account whose history is copied: the seeded demo student unless a test says otherwise. */
  sourceUserId?: string;
}

/**
 * A new guest student with the demo student's name, grade and avatar and a copy of her history. When
 * there is no demo student (SEED_DEMO_DATA off) it is a plain guest student, so Try Demo still works.
 */
export async function createDemoStudent(db: Db, options: DemoStudentOptions): Promise<UserRow> {
  const sourceId = options.sourceUserId ?? DEMO_ACCOUNTS.student.id;
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(users).where(eq(users.id, sourceId));
    if (!source) return createGuestAccount(tx, 'student');
    const student = await insertUser(tx, {
      accountType: 'student',
      name: source.name,
      grade: source.grade,
      avatar: source.avatar,
      profileColor: source.profileColor,
      preferences: source.preferences,
      isGuest: true,
      setupComplete: true,
    });
    const shift = await dayShift(tx, sourceId, options);
    for (const { table, rowsOf } of COPIED) {
      await tx.execute(copyStatement(table, rowsOf(sourceId), sourceId, student.id, shift, options.timeZone));
    }
    await replayDailyChallenges(tx, student.id, options.timeZone);
    return student;
  });
}

/**
 * The day's three challenges depend on the date, so after the shift the copy's days have other
 * challenges than hers had. The real rules run again at the end of each of the copy's active days and
 * pay what that day's work completed (badges were copied and are already paid, so they are skipped).
 */
async function replayDailyChallenges(tx: Db, userId: string, timeZone: string): Promise<void> {
  const lastAnswerOfEachDay = await tx
    .select({ at: max(answerEvents.createdAt) })
    .from(answerEvents)
    .where(eq(answerEvents.userId, userId))
    .groupBy(sql`(${answerEvents.createdAt} at time zone ${timeZone})::date`);
  for (const { at } of lastAnswerOfEachDay) {
    if (at) await awardProgress(tx, userId, { now: at, timeZone });
  }
}

/**
 * Whole days to move her history by: her last active day becomes today. Should that put today's rows
 * later than now (her day was seeded in the evening, the visitor comes in the morning), it becomes
 * yesterday instead, which keeps the streak alive too: nothing is ever dated in the future.
 */
async function dayShift(db: Db, sourceId: string, options: DemoStudentOptions): Promise<number> {
  const [row] = await db
    .select({ last: max(answerEvents.createdAt) })
    .from(answerEvents)
    .where(eq(answerEvents.userId, sourceId));
  const last = row?.last ?? null;
  if (last === null) return 0;
  const days = Math.max(
    0,
    daysBetween(schoolDay(last, options.timeZone), schoolDay(options.now, options.timeZone)),
  );
  const moved = addDays(new TZDate(last.getTime(), options.timeZone), days);
  return moved.getTime() > options.now.getTime() && days > 0 ? days - 1 : days;
}

/**
 * INSERT … SELECT for one table, built from the schema so a column added later is copied too: the
 * owner column becomes the new student, every other uuid (the row's id and its references to copied
 * rows) is remapped, every timestamp moves by `shift` days of the school's calendar (wall-clock time
 * kept across daylight-saving changes), and a StarPower row's reference is remapped when it names a
 * copied row (a practice set, an exam attempt or a served question).
 */
function copyStatement(
  table: PgTable,
  rows: SQL,
  sourceId: string,
  targetId: string,
  shift: number,
  timeZone: string,
): SQL {
  const config = getTableConfig(table);
  const columns = config.columns;
  const remap = (expression: SQLWrapper) => nameBasedUuid(sql`${expression}::text || ${targetId}::text`);
  const values = columns.map((column) => {
    const name = sql.identifier(column.name);
    if (column.name === 'user_id') return sql`${targetId}::uuid`;
    if (column.columnType === 'PgUUID') return remap(name);
    if (column.columnType === 'PgTimestamp') {
      return sql`((${name} at time zone ${timeZone}) + make_interval(days => ${shift}::int)) at time zone ${timeZone}`;
    }
    if (table === starPowerEvents && column.name === 'reference') {
      return sql`case when ${name} in (${copiedIds(sourceId)}) then ${remap(name)}::text else ${name} end`;
    }
    return name;
  });
  return sql`insert into ${sql.identifier(config.name)} (${sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )}) select ${sql.join(values, sql`, `)} from ${sql.identifier(config.name)} where ${rows}`;
}

/**
 * A version-3 (MD5, name-based) UUID of `name`: the digest with its version and variant bits set as
 * RFC 9562 says, so the ids pass the API's uuid checks like any other.
 */
function nameBasedUuid(name: SQL): SQL {
  const digest = sql`md5(${name})`;
  const variant = sql`substr('89ab', (strpos('0123456789abcdef', substr(${digest}, 17, 1)) - 1) % 4 + 1, 1)`;
  return sql`overlay(overlay(${digest} placing '3' from 13 for 1) placing ${variant} from 17 for 1)::uuid`;
}

function copiedIds(sourceId: string): SQL {
  return sql`select id::text from practice_sessions where user_id = ${sourceId}
    union all select id::text from exam_attempts where user_id = ${sourceId}
    union all select id::text from served_questions where user_id = ${sourceId}`;
}
