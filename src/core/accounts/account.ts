/** Account rules shared by the server and the browser. Pure: no I/O. */

export const ACCOUNT_TYPES = ['student', 'teacher', 'parent'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const GRADES = [3, 4, 5] as const;
export type Grade = (typeof GRADES)[number];
export const DEFAULT_GRADE: Grade = 4;

/** A profile still carrying this name has not been set up (spec section 2). */
export const DEVELOPMENT_USER_NAME = 'Development User';

export const DEFAULT_AVATAR = '⭐';
export const PROFILE_COLORS = [
  'orange',
  'blue',
  'purple',
  'pink',
  'green',
  'yellow',
  'red',
  'indigo',
  'teal',
  'emerald',
  'cyan',
  'rose',
] as const;
export type ProfileColor = (typeof PROFILE_COLORS)[number];
export const DEFAULT_PROFILE_COLOR: ProfileColor = 'orange';

/** The 30 star-themed avatars a student can pick in the profile dialog. */
export const PROFILE_AVATARS = [
  '⭐',
  '🌟',
  '✨',
  '💫',
  '🌠',
  '🚀',
  '🛸',
  '🌙',
  '🌛',
  '🌜',
  '☀️',
  '🪐',
  '🌍',
  '🌎',
  '🌏',
  '☄️',
  '🌌',
  '🔭',
  '👩‍🚀',
  '👨‍🚀',
  '🧑‍🚀',
  '👽',
  '🤖',
  '🦄',
  '🐉',
  '🦊',
  '🐱',
  '🐶',
  '🦉',
  '🐢',
] as const;

/** Any value other than teacher or parent means student (spec section 3). */
export function normalizeAccountType(value: string | null | undefined): AccountType {
  return value === 'teacher' || value === 'parent' ? value : 'student';
}

/** Where each kind of account lands after signing in (spec section 2, "Home by account type"). */
export function homePathFor(accountType: string | null | undefined): '/parent' | '/classroom' | '/dashboard' {
  const type = normalizeAccountType(accountType);
  if (type === 'parent') return '/parent';
  if (type === 'teacher') return '/classroom';
  return '/dashboard';
}

export function needsAccountSetup(user: { name: string; setupComplete: boolean }): boolean {
  return !user.setupComplete || user.name === DEVELOPMENT_USER_NAME;
}

const GUEST_ADJECTIVES = ['Bright', 'Brave', 'Curious', 'Clever', 'Cosmic', 'Swift', 'Happy', 'Shining'];
const GUEST_NOUNS = ['Comet', 'Explorer', 'Rocket', 'Astronaut', 'Nova', 'Star', 'Galaxy', 'Meteor'];

/**
 * A friendly display name for a guest account. The caller passes the random number,
 * so this stays deterministic and testable.
 */
export function friendlyGuestName(accountType: AccountType, random: number): string {
  const index = Math.floor(Math.abs(random) * GUEST_ADJECTIVES.length * GUEST_NOUNS.length);
  const adjective = GUEST_ADJECTIVES[index % GUEST_ADJECTIVES.length]!;
  const noun = GUEST_NOUNS[Math.floor(index / GUEST_ADJECTIVES.length) % GUEST_NOUNS.length]!;
  if (accountType === 'teacher') return `Guest Teacher (${adjective} ${noun})`;
  if (accountType === 'parent') return `Guest Parent (${adjective} ${noun})`;
  return `${adjective} ${noun}`;
}
