import type { Db } from './client';
import { seedDemoHistory, type DemoHistoryResult } from './demo-history';
import { users } from './schema';

/** Fixed ids, so seeding is idempotent and later issues can hang demo history on these accounts. */
export const DEMO_ACCOUNTS = {
  student: {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Maya Rodriguez',
    accountType: 'student',
    grade: 4,
  },
  teacher: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Ms. Carter',
    accountType: 'teacher',
    grade: 4,
  },
  parent: {
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Elena Rodriguez',
    accountType: 'parent',
    grade: 4,
  },
} as const;

export async function seedDemoAccounts(db: Db): Promise<void> {
  await db
    .insert(users)
    .values(
      Object.values(DEMO_ACCOUNTS).map((account) => ({
        ...account,
        schoolName: account.accountType === 'student' ? null : 'Bluebonnet Elementary',
        isGuest: false,
        setupComplete: true,
      })),
    )
    .onConflictDoNothing({ target: users.id });
}

export interface SeedDemoOptions {
  /** The school's time zone (config.schoolTimeZone): the demo student's days are its days. */
  timeZone: string;
  now?: Date;
}

/**
 * The demo accounts, and the demo student's few weeks of history (made once, by the real rules: see
 * demo-history.ts). Safe to run at every start: nothing is added when it is there already.
 */
export async function seedDemoData(db: Db, options: SeedDemoOptions): Promise<DemoHistoryResult> {
  await seedDemoAccounts(db);
  return seedDemoHistory(db, DEMO_ACCOUNTS.student.id, {
    now: options.now ?? new Date(),
    timeZone: options.timeZone,
  });
}
