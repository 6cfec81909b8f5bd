import type { Subject } from '../../teks/teks-types';

/**
 * Nova's short lesson for one TEKS student expectation, written by us for a child of the grade:
 * what the skill is, how to do it, one small worked example and a tip. The built-in tutor reads it when
 * a child asks "explain this skill" (issue 10).
 */
export interface SkillLesson {
  /** The catalogue's canonical code, e.g. "4.4H" or "3.9D(i)". */
  code: string;
  subject: Subject;
  /** What the skill is, in one or two short sentences. */
  bigIdea: string;
  /** Two to four short steps a child can follow. */
  steps: readonly string[];
  /** A small worked example: a problem and its worked answer (every number checked by hand). */
  example: { problem: string; solution: string };
  /** One tip a good teacher would give, or the mistake to watch for. */
  tip: string;
}
