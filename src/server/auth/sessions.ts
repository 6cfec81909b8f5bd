import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users, type UserRow } from '../db/schema';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'starprep_session';
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface CookieSettings {
  secure: boolean;
}

export function sessionCookieOptions(settings: CookieSettings, maxAgeSeconds?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: settings.secure,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

export async function createSession(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(and(eq(sessions.idHash, hashToken(token)), gt(sessions.expiresAt, now)));
  return row?.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/**
 * Signs the browser in as `userId`. Any session the browser already had is ended first, so a session id
 * planted before sign-in is worthless after it (rotation).
 */
export async function signIn(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  settings: CookieSettings,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, previous);
  const token = await createSession(db, userId);
  reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(settings, SESSION_LIFETIME_MS / 1000));
}

export async function signOut(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(db, token);
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(settings));
}
