import type { Grade } from '../../teks/teks-types';

/**
 * Subjects and verb phrases for subject–verb agreement (x.11D(i)). Every verb phrase ends with a
 * time that makes the present tense right ("every day"), so the only question is singular or plural.
 * Verbs are given in their base form; the generator adds -s or -es, and irregular forms are listed.
 */
export interface AgreementVerb {
  base: string;
  /** After the verb: " to school every day". */
  rest: string;
}

/** A subject written out, and whether it takes the singular verb. */
export interface AgreementSubject {
  text: string;
  singular: boolean;
  /** The word the verb agrees with, when a phrase comes between ("girl" in "The girl with the red boots"). */
  head?: string;
}

/** Verbs whose he/she/it form is not the base plus -s or -es. */
export const IRREGULAR_SINGULAR: Readonly<Record<string, string>> = {
  have: 'has',
  do: 'does',
  go: 'goes',
  be: 'is',
};

// Lists read best one entry to a line.
// prettier-ignore
export const AGREEMENT_VERBS: readonly AgreementVerb[] = [
  { base: 'walk', rest: 'to school every day' },
  { base: 'ride', rest: 'the bus each morning' },
  { base: 'eat', rest: 'lunch at noon every day' },
  { base: 'play', rest: 'soccer on Saturdays' },
  { base: 'read', rest: 'a chapter before bed each night' },
  { base: 'water', rest: 'the garden every week' },
  { base: 'sing', rest: 'in the choir on Sundays' },
  { base: 'watch', rest: 'the birds at the feeder every morning' },
  { base: 'wash', rest: 'the dishes after dinner each night' },
  { base: 'fix', rest: 'bikes at the shop on weekends' },
  { base: 'carry', rest: 'the flag in the parade every year' },
  { base: 'study', rest: 'spelling words every Monday' },
  { base: 'practice', rest: 'the piano after school each day' },
  { base: 'feed', rest: 'the chickens every morning' },
  { base: 'have', rest: 'a snack after school each day' },
  { base: 'do', rest: 'chores at home every evening' },
  { base: 'go', rest: 'to the library every Friday' },
  { base: 'be', rest: 'in the school play this year' },
];

/** Plain subjects: one person or several. Names come from the story ({name}, {other}). */
// prettier-ignore
export const SIMPLE_SUBJECTS: readonly AgreementSubject[] = [
  { text: '{name}', singular: true },
  { text: 'My sister', singular: true },
  { text: 'Our neighbor', singular: true },
  { text: 'The new student', singular: true },
  { text: 'My cousins', singular: false },
  { text: 'The twins', singular: false },
  { text: 'Our neighbors', singular: false },
  { text: 'The new students', singular: false },
];

/** Harder subjects: joined with "and", or naming one of a group. */
// prettier-ignore
export const JOINED_SUBJECTS: readonly AgreementSubject[] = [
  { text: '{name} and {other}', singular: false },
  { text: 'My brother and I', singular: false },
  { text: '{name} and a friend', singular: false },
  { text: 'Each student', singular: true },
  { text: 'Every player', singular: true },
  { text: 'Everyone in my class', singular: true },
];

/**
 * Subjects with a phrase before the verb whose last noun has the other number ("The girl with the
 * red boots"): the verb agrees with the subject, not the nearest noun (5.11D(vi) calls this out).
 */
// prettier-ignore
export const PHRASE_SUBJECTS: readonly AgreementSubject[] = [
  { text: 'The girl with the red boots', singular: true, head: 'girl' },
  { text: 'The leader of the scouts', singular: true, head: 'leader' },
  { text: 'The boy next to the twins', singular: true, head: 'boy' },
  { text: 'One of my cousins', singular: true, head: 'One' },
  { text: 'The coach of the two teams', singular: true, head: 'coach' },
  { text: 'The kids in my class', singular: false, head: 'kids' },
  { text: 'The players on the team', singular: false, head: 'players' },
  { text: 'The friends of my brother', singular: false, head: 'friends' },
  { text: 'The girls near the gate', singular: false, head: 'girls' },
];

/** Which subjects each grade meets at each difficulty. */
export function agreementSubjects(
  grade: Grade,
  level: 'easy' | 'medium' | 'hard',
): readonly AgreementSubject[] {
  if (level === 'easy') return SIMPLE_SUBJECTS;
  if (level === 'medium') return JOINED_SUBJECTS;
  // Grade 3 stays with joined subjects; phrases between subject and verb start in grade 4.
  return grade === 3
    ? [...JOINED_SUBJECTS, ...SIMPLE_SUBJECTS.filter((s) => !s.text.includes('{'))]
    : PHRASE_SUBJECTS;
}
