import { SUBJECTS, type Subject } from '../../../core/teks/teks-types';
import { PRACTICE_MODES, type PracticeMode } from '../../../contracts/practice';
import { DEFAULT_PRACTICE_SETTINGS, type PracticeSettings } from './practice-session-logic';

function isSubject(value: string | null): value is Subject {
  return (SUBJECTS as readonly (string | null)[]).includes(value);
}

function isPracticeMode(value: string | null): value is PracticeMode {
  return (PRACTICE_MODES as readonly (string | null)[]).includes(value);
}

/**
 * The first settings of /practice-session from its address, e.g.
 * "?subject=math&mode=specific-teks&teks=4.3D" (the dashboard's "continue" and analytics links).
 * Unknown values fall back to the defaults; a skill alone means one-skill practice. Whether the skill
 * exists for the student's grade and subject is checked by the settings form against the TEKS list.
 */
export function settingsFromQuery(search: string): PracticeSettings {
  const query = new URLSearchParams(search);
  const subject = query.get('subject');
  const mode = query.get('mode');
  const teks = query.get('teks')?.trim() || null;
  const practiceMode = isPracticeMode(mode)
    ? mode
    : teks
      ? 'specific-teks'
      : DEFAULT_PRACTICE_SETTINGS.practiceMode;
  return {
    subject: isSubject(subject) ? subject : DEFAULT_PRACTICE_SETTINGS.subject,
    practiceMode,
    teksStandard: practiceMode === 'specific-teks' ? teks : null,
  };
}

/**
 * The assignment to run from "?assignment=<id>" (the dashboard's Assignments card), or null. Anything
 * that cannot be an assignment id is ignored rather than sent.
 */
export function assignmentFromQuery(search: string): string | null {
  const id = new URLSearchParams(search).get('assignment')?.trim() ?? '';
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
}
