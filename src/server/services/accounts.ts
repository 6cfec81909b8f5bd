import { randomInt } from 'node:crypto';
import {
  DEFAULT_GRADE,
  DEVELOPMENT_USER_NAME,
  friendlyGuestName,
  type AccountType,
} from '../../core/accounts/account';
import type { SetupAccountRequest } from '../../contracts/user';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { findUserByOidcIdentity, insertUser, updateUser } from '../db/users';
import { badRequest } from '../errors';
import type { VerifiedIdentity } from '../auth/oidc';

/** A guest account of the chosen type, ready to use (the demo and "Start Learning" paths). */
export function createGuestAccount(db: Db, accountType: AccountType): Promise<UserRow> {
  return insertUser(db, {
    accountType,
    name: friendlyGuestName(accountType, randomInt(1_000_000) / 1_000_000),
    grade: DEFAULT_GRADE,
    isGuest: true,
    setupComplete: true,
  });
}

/**
 * The account behind a verified sign-in, created on first sign-in. A new account still has to be set up
 * (type, name, grade), so it carries the development-user name until then when the provider gave none.
 */
export async function findOrCreateOidcAccount(db: Db, identity: VerifiedIdentity): Promise<UserRow> {
  const existing = await findUserByOidcIdentity(db, identity.issuer, identity.subject);
  if (existing) return existing;
  return insertUser(db, {
    name: identity.name ?? DEVELOPMENT_USER_NAME,
    oidcIssuer: identity.issuer,
    oidcSubject: identity.subject,
    isGuest: false,
    setupComplete: false,
  });
}

export function completeAccountSetup(db: Db, user: UserRow, request: SetupAccountRequest): Promise<UserRow> {
  if (request.name === DEVELOPMENT_USER_NAME) throw badRequest('name: Please enter your own name.');
  const isStudent = request.accountType === 'student';
  return updateUser(db, user.id, {
    accountType: request.accountType,
    name: request.name,
    grade: isStudent ? (request.grade ?? user.grade) : user.grade,
    schoolName: isStudent ? null : request.schoolName || null,
    organizationCode: request.accountType === 'teacher' ? request.organizationCode || null : null,
    setupComplete: true,
  });
}
