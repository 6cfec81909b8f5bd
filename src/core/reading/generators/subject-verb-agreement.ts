import type { Difficulty } from '../../items/item-types';
import { defineGenerator } from '../../math/define-generator';
import type { Generator } from '../../math/generator-types';
import type { Grade } from '../../teks/teks-types';
import {
  AGREEMENT_VERBS,
  IRREGULAR_SINGULAR,
  agreementSubjects,
  type AgreementSubject,
  type AgreementVerb,
} from '../word-lists/agreement-words';
import {
  askAs,
  bothNames,
  fillNames,
  quoted,
  type ReadingQuestion,
  type WrongAnswer,
} from './reading-question';

/**
 * Subject–verb agreement (3.11D(i), 4.11D(i), 5.11D(i)). Easy: one person or several. Medium: two
 * joined with "and", or "each" and "every". Hard (grades 4–5): a phrase between the subject and the
 * verb whose last noun has the other number. Every sentence says when ("every day"), so only the
 * present tense fits and the question is one of agreement.
 */

/** The he/she/it form: walks, watches, carries, has. */
export function singularForm(base: string): string {
  const irregular = IRREGULAR_SINGULAR[base];
  if (irregular) return irregular;
  if (/(?:s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

export const pluralForm = (base: string) => (base === 'be' ? 'are' : base);

function ingForm(base: string): string {
  if (base === 'be') return 'being';
  if (/[^e]e$/.test(base)) return `${base.slice(0, -1)}ing`;
  return `${base}ing`;
}

/** A spelling a child might try for the -s form: "watchs", "carrys", "haves". */
function misspelt(base: string): string | undefined {
  if (base === 'be' || base === 'do' || base === 'go') return undefined;
  if (base === 'have') return 'haves';
  if (/(?:s|sh|ch|x|z)$/.test(base) || /[^aeiou]y$/.test(base)) return `${base}s`;
  return /e$/.test(base) ? undefined : `${base}es`;
}

function wrongForms(subject: AgreementSubject, verb: AgreementVerb, subjectText: string): WrongAnswer[] {
  const { base } = verb;
  const other = subject.singular ? pluralForm(base) : singularForm(base);
  const agreeWith = subject.head ?? subjectText;
  const agreement: WrongAnswer = {
    text: other,
    note: subject.singular
      ? `${quoted(agreeWith)} is one, so the verb needs its one-person form.${subject.head ? ` The words after ${quoted(subject.head)} do not change that.` : ''}`
      : `${quoted(agreeWith)} means more than one, so the verb has no -s ending.${subject.head ? ` The words after ${quoted(subject.head)} do not change that.` : ''}`,
  };
  const ing: WrongAnswer = {
    text: ingForm(base),
    note: `A verb ending in -ing needs a helper, like "is ${ingForm(base)}".`,
  };
  const spelling = misspelt(base);
  const extra: WrongAnswer[] = [
    ...(spelling
      ? [{ text: spelling, note: `${quoted(spelling)} is not how the verb is spelled. Check the ending.` }]
      : []),
    ...(base === 'be' ? [{ text: 'am', note: '"Am" goes only with "I".' }] : []),
    {
      text: `to ${base}`,
      note: `A sentence needs a verb that tells what the subject does, not ${quoted(`to ${base}`)}.`,
    },
  ];
  return [agreement, ing, ...extra];
}

function question(
  subject: AgreementSubject,
  verb: AgreementVerb,
  subjectText: string,
  who: string,
): ReadingQuestion {
  const correct = subject.singular ? singularForm(verb.base) : pluralForm(verb.base);
  const agreeWith = subject.head ?? subjectText;
  const sentence = `${subjectText} ___ ${verb.rest}.`;
  return {
    stem: `${who} wrote this sentence. ${quoted(sentence)} Which verb fits in the blank?`,
    correct,
    wrong: wrongForms(subject, verb, subjectText),
    inline: {
      stem: `${who} wrote this sentence. Choose the verb that fits.`,
      before: `${subjectText} `,
      after: ` ${verb.rest}.`,
    },
    hints: [
      `Find the subject. Who ${verb.base === 'be' ? 'is in the play' : `does the action`}?`,
      subject.head
        ? `Look for the main word of the subject: ${quoted(subject.head)}.`
        : 'Is the subject one person or more than one?',
      'One person takes a verb like "walks"; more than one takes "walk".',
    ],
    explanation: [
      `The subject is ${quoted(subjectText)}${subject.head ? `, and its main word is ${quoted(subject.head)}` : ''}.`,
      `${quoted(agreeWith)} ${subject.singular ? 'is one' : 'is more than one'}, so the verb is ${quoted(correct)}.`,
    ],
    parameters: {
      verb: verb.base,
      singular: subject.singular ? 'yes' : 'no',
      subject: subject.text.includes('{') ? 'named' : subject.text,
    },
  };
}

export function agreementGenerator(options: { id: string; teksCode: string; grade: Grade }): Generator {
  return defineGenerator({
    id: options.id,
    version: 1,
    subject: 'reading',
    teksCode: options.teksCode,
    itemTypes: ['multiple-choice', 'inline-choice'],
    build({ random, story, difficulty, itemType }) {
      const subject = random.pick(agreementSubjects(options.grade, difficulty as Difficulty));
      const verb = random.pick(AGREEMENT_VERBS);
      const q = question(subject, verb, fillNames(subject.text, story), bothNames(story));
      // The agreement mistake is the telling one: always shown, with two of the others.
      const [agreement, ...others] = q.wrong;
      return askAs({ ...q, wrong: [agreement!, ...random.sample(others, 2)] }, itemType, random);
    },
  });
}
