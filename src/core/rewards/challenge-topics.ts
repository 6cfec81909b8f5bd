import { GRADES } from '../accounts/account';
import { findTeks, knowledgeStatements, teksForGrade } from '../teks/catalogue';
import type { Grade, Subject, TeksEntry } from '../teks/teks-types';

/**
 * Topics a daily challenge may name ("Answer 3 fraction questions"). Each is defined over the TEKS
 * catalogue, never as a hand-kept list of codes, so the server can tell from an answer's TEKS code alone
 * whether it counts, at any grade. Every topic has practice questions at grades 3, 4 and 5 (tested).
 */
export const CHALLENGE_TOPICS = [
  'fractions',
  'multiply-divide',
  'place-value',
  'geometry',
  'data',
  'money',
  'vocabulary',
  'stories',
  'comprehension',
  'editing',
  'spelling',
] as const;
export type ChallengeTopic = (typeof CHALLENGE_TOPICS)[number];

/** The title of the strand (knowledge statement) an SE belongs to, e.g. "Data analysis". */
const STRAND_TITLES = new Map(
  GRADES.flatMap((grade) =>
    (['math', 'reading'] as const).flatMap((subject) =>
      knowledgeStatements(grade, subject).map((statement) => [
        `${subject}:${statement.code}`,
        statement.title,
      ]),
    ),
  ),
);

function strandTitle(entry: TeksEntry): string {
  return STRAND_TITLES.get(`${entry.subject}:${entry.knowledgeStatement}`) ?? '';
}

interface TopicRule {
  subject: Subject;
  matches(entry: TeksEntry): boolean;
}

// Fractions and multiplication run through several strands (grade 5 computes with fractions in 5.3,
// grade 3 splits shapes into unit fractions in 3.6E), so those two also read the SE's own description.
// "Multiples of 10" (rounding) and "multiplicative patterns" are not multiplying, hence the word list.
const MULTIPLY_DIVIDE =
  /\b(multiply|multiplying|multiplication|divide|divided|dividing|division|product|quotient|equal groups|shared equally)\b/i;

const TOPIC_RULES: Record<ChallengeTopic, TopicRule> = {
  fractions: {
    subject: 'math',
    matches: (entry) =>
      strandTitle(entry) === 'Number and operations: fractions' || /fraction/i.test(entry.description),
  },
  'multiply-divide': { subject: 'math', matches: (entry) => MULTIPLY_DIVIDE.test(entry.description) },
  'place-value': { subject: 'math', matches: (entry) => /place value/i.test(strandTitle(entry)) },
  geometry: { subject: 'math', matches: (entry) => entry.practiceCategory === 'Geometry and Measurement' },
  data: { subject: 'math', matches: (entry) => strandTitle(entry) === 'Data analysis' },
  money: { subject: 'math', matches: (entry) => strandTitle(entry) === 'Personal financial literacy' },
  vocabulary: { subject: 'reading', matches: (entry) => entry.practiceCategory === 'Vocabulary Development' },
  // Story elements and genres (x.8, x.9A–C) at every grade; grade 3's card also lists author's craft.
  stories: {
    subject: 'reading',
    matches: (entry) =>
      entry.practiceCategory === 'Literary Analysis' && strandTitle(entry).startsWith('Multiple genres'),
  },
  comprehension: {
    subject: 'reading',
    matches: (entry) => entry.practiceCategory === 'Reading Comprehension',
  },
  // Revising and editing drafts (x.11B–D); the essays (x.12) are written, not answered item by item.
  editing: {
    subject: 'reading',
    matches: (entry) => strandTitle(entry) === 'Composition: writing process' && !entry.isEssay,
  },
  spelling: {
    subject: 'reading',
    matches: (entry) => strandTitle(entry) === 'Beginning reading and writing: spelling',
  },
};

/** The subject a topic belongs to: a fraction question is always math. */
export function topicSubject(topic: ChallengeTopic): Subject {
  return TOPIC_RULES[topic].subject;
}

/** Whether an answer on this TEKS code counts towards the topic. Unknown codes never count. */
export function isTopicCode(topic: ChallengeTopic, subject: Subject, teksCode: string): boolean {
  const rule = TOPIC_RULES[topic];
  if (rule.subject !== subject) return false;
  const entry = findTeks(teksCode, subject);
  return entry !== undefined && rule.matches(entry);
}

/** Every SE of a grade in the topic (the tests check each has questions to practise). */
export function topicCodes(topic: ChallengeTopic, grade: Grade): string[] {
  const rule = TOPIC_RULES[topic];
  return teksForGrade(grade, rule.subject)
    .filter((entry) => rule.matches(entry))
    .map((entry) => entry.code);
}
