import type { User } from '../../contracts/user';
import {
  DEFAULT_AVATAR,
  DEFAULT_GRADE,
  DEFAULT_PROFILE_COLOR,
  GRADES,
  PROFILE_COLORS,
  normalizeAccountType,
  type Grade,
  type ProfileColor,
} from '../../core/accounts/account';
import { characterById } from '../../core/space';
import type { UserRow } from '../db/schema';

function presentCompanion(companionId: string | null): User['companion'] {
  const character = companionId ? characterById(companionId) : undefined;
  if (!character) return null;
  const { id, name, avatar, cheer, comfort } = character;
  return { id, name, avatar, cheer, comfort };
}

/** The user object the browser reads (spec section 3). Fields the browser needs, nothing more. */
export function presentUser(row: UserRow, starPower: number): User {
  const accountType = normalizeAccountType(row.accountType);
  const grade = (GRADES as readonly number[]).includes(row.grade) ? (row.grade as Grade) : DEFAULT_GRADE;
  const profileColor = (PROFILE_COLORS as readonly string[]).includes(row.profileColor)
    ? (row.profileColor as ProfileColor)
    : DEFAULT_PROFILE_COLOR;
  return {
    id: row.id,
    accountType,
    name: row.name,
    grade,
    role: accountType,
    starPower,
    avatar: row.avatar || DEFAULT_AVATAR,
    profileColor,
    schoolName: row.schoolName,
    // Rows from before interests existed have none: read them as an empty list.
    preferences: { ...row.preferences, interests: row.preferences.interests ?? [] },
    isGuest: row.isGuest,
    setupComplete: row.setupComplete,
    companion: presentCompanion(row.companionId),
  };
}
