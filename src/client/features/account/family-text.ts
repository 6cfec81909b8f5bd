import { format } from 'date-fns';

/** "works until Tue, Dec 1" for the parent link code (the reader's own day; the year only when not this one). */
export function linkCodeExpiryText(expiresAt: Date, now: Date): string {
  const pattern = expiresAt.getFullYear() === now.getFullYear() ? 'EEE, MMM d' : 'EEE, MMM d, yyyy';
  return `works until ${format(expiresAt, pattern)}`;
}

/** The code spelled out for a screen reader, one character at a time: "A C D, E F G, H J". */
export function spokenCode(code: string): string {
  return code
    .split('-')
    .map((group) => group.split('').join(' '))
    .join(', ');
}

/** What a student sees after joining: "You joined Room 12 with Ms. Rivera!" */
export function joinedClassText(classroom: { name: string; teacherName: string }): string {
  return `You joined ${classroom.name} with ${classroom.teacherName}!`;
}
