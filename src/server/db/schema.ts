import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
