import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token, as it travels in a cookie. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, never the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
