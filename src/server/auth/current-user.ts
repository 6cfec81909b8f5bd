import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { unauthenticated } from '../errors';
import { findSessionUser, SESSION_COOKIE } from './sessions';

const resolved = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();

/** The signed-in user of this request, looked up once per request. */
export function currentUser(request: FastifyRequest): Promise<UserRow | undefined> {
  let lookup = resolved.get(request);
  if (!lookup) {
    const token = request.cookies[SESSION_COOKIE];
    lookup = token ? findSessionUser(request.server.db, token) : Promise.resolve(undefined);
    resolved.set(request, lookup);
  }
  return lookup;
}

/** Policy: the caller must be signed in. Throws 401 otherwise. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await currentUser(request);
  if (!user) throw unauthenticated();
  return user;
}
