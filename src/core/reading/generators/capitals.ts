import type { Difficulty } from '../../items/item-types';
import { defineGenerator } from '../../math/define-generator';
import type { Generator } from '../../math/generator-types';
import type { Random } from '../../random/random';
import type { Grade } from '../../teks/teks-types';
import { CAPITAL_KINDS, SMALL_WORDS, type CapitalKind } from '../word-lists/capital-names';
import {
  askAs,
  bothNames,
  capitalFirst,
  distinctAnswers,
  fillNames,
  quoted,
  type WrongAnswer,
} from './reading-question';

/**
 * Capital letters in names (3.11D(ix), 4.11D(ix), 5.11D(ix)): each grade's kinds of names, written
 * correctly and in the ways children get them wrong: all lower case, only part of the name, little
 * words capitalised ("Battle Of The Alamo"), or a common noun capitalised as if it were a name.
 * Easy asks about any name; medium about names of two or more words; hard about names with little
 * words or three or more words, where the common-noun trap is shown too.
 */

type Slip =
  | 'lower'
  | 'first-only'
  | 'first-lower'
  | 'last-lower'
  | 'small-words'
  | 'common-noun'
  | 'swapped'
  | 'sentence-start';

/** Which slips to show first; the rest fill in when a slip cannot happen to the name. */
const PRIORITY: Record<Difficulty, Slip[]> = {
  easy: [
    'lower',
    'common-noun',
    'swapped',
    'first-only',
    'last-lower',
    'small-words',
    'first-lower',
    'sentence-start',
  ],
  medium: [
    'first-only',
    'last-lower',
    'lower',
    'first-lower',
    'small-words',
    'common-noun',
    'swapped',
    'sentence-start',
  ],
  hard: [
    'small-words',
    'last-lower',
    'common-noun',
    'first-only',
    'first-lower',
    'swapped',
    'lower',
    'sentence-start',
  ],
};

const words = (name: string) => name.split(' ');
const lowerWord = (word: string) => word.toLowerCase();
const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The name written with one kind of slip, or undefined when the slip cannot happen to this name. */
function slipName(name: string, slip: Slip, parts = words(name)): string | undefined {
  switch (slip) {
    case 'lower':
      return name.toLowerCase();
    case 'first-only':
      return parts.length < 2 ? undefined : [parts[0]!, ...parts.slice(1).map(lowerWord)].join(' ');
    case 'first-lower':
      return parts.length < 2 ? undefined : [lowerWord(parts[0]!), ...parts.slice(1)].join(' ');
    case 'last-lower':
      return parts.length < 2
        ? undefined
        : [...parts.slice(0, -1), lowerWord(parts[parts.length - 1]!)].join(' ');
    case 'small-words':
      return parts.some((part, index) => index > 0 && SMALL_WORDS.has(part))
        ? parts.map((part, index) => (index > 0 && SMALL_WORDS.has(part) ? upperFirst(part) : part)).join(' ')
        : undefined;
    case 'common-noun':
    case 'swapped':
    case 'sentence-start':
      return undefined;
  }
}

function slipNote(slip: Slip, kind: CapitalKind, name: string): string {
  switch (slip) {
    case 'lower':
      return `${kind.rule} Write ${quoted(name)}.`;
    case 'first-only':
    case 'first-lower':
    case 'last-lower':
      return `Every important word in the name needs a capital letter: ${quoted(name)}.`;
    case 'small-words':
      return `Little words like "of," "the" and "and" stay lower case inside a name: ${quoted(name)}.`;
    case 'common-noun':
      return 'That sentence gives a capital letter to a word that is not a name.';
    case 'swapped':
      return `The capitals are mixed up. The name needs them, and the other word does not: ${quoted(name)}.`;
    case 'sentence-start':
      return 'Every sentence begins with a capital letter.';
  }
}

const isWordCharacter = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95;
const WHITESPACE = /\s/;
/** What `\s` matches: tab to carriage return and the space by code, anything past ASCII by the pattern. */
const isWhitespace = (text: string, index: number) => {
  const code = text.charCodeAt(index);
  return code === 32 || (code >= 9 && code <= 13) || (code > 127 && WHITESPACE.test(text.charAt(index)));
};

/**
 * Where each ordinary lower-case word of four or more letters starts (after a space, ending at a word
 * boundary), as the pattern `(?<=\s)[a-z]{4,}\b` finds them; a scan, as this runs for every item.
 */
function commonWordStarts(frame: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (let start = 1; start < frame.length; start += 1) {
    if (!isWhitespace(frame, start - 1)) continue;
    let end = start;
    while (end < frame.length && frame.charCodeAt(end) >= 97 && frame.charCodeAt(end) <= 122) end += 1;
    if (end - start >= 4 && (end === frame.length || !isWordCharacter(frame.charCodeAt(end)))) {
      found.push({ start, end });
    }
  }
  return found;
}

/** The frame with one ordinary word capitalised, such as "card" in "made a Card for". */
function capitaliseCommonWord(frame: string, random: Random): string | undefined {
  const found = commonWordStarts(frame);
  if (found.length === 0) return undefined;
  const word = random.pick(found.map(({ start, end }) => frame.slice(start, end)));
  // The first place the word stands alone after a space, which may be before the one picked.
  const first = found.find(({ start, end }) => frame.slice(start, end) === word)!;
  return frame.slice(0, first.start) + upperFirst(word) + frame.slice(first.end);
}

const place = (frame: string, name: string) => {
  const sentence = capitalFirst(frame.replace('{proper}', name));
  return sentence.endsWith('..') ? sentence.slice(0, -1) : sentence;
};

/** Each kind's names for medium (two or more words) and hard (three or more, or a little word) items. */
const POOLS = new WeakMap<CapitalKind, { longer: string[]; harder: string[] }>();

function poolsOf(kind: CapitalKind): { longer: string[]; harder: string[] } {
  let pools = POOLS.get(kind);
  if (!pools) {
    pools = {
      longer: kind.names.filter((name) => words(name).length >= 2),
      harder: kind.names.filter(
        (name) =>
          words(name).length >= 3 ||
          words(name)
            .slice(1)
            .some((w) => SMALL_WORDS.has(w)),
      ),
    };
    POOLS.set(kind, pools);
  }
  return pools;
}

function pickName(kind: CapitalKind, difficulty: Difficulty, random: Random): string {
  const { longer, harder } = poolsOf(kind);
  const pool =
    difficulty === 'easy'
      ? kind.names
      : difficulty === 'medium'
        ? longer
        : harder.length > 0
          ? harder
          : longer;
  return random.pick(pool.length > 0 ? pool : kind.names);
}

/**
 * The whole sentence with one slip, or undefined when the slip cannot happen here; `slipped` is the
 * name written with the slip (slipName), worked out once for both item types.
 */
function slipSentence(
  frame: string,
  name: string,
  correct: string,
  slip: Slip,
  slipped: string | undefined,
  random: Random,
): string | undefined {
  switch (slip) {
    case 'common-noun':
      return capitaliseCommonWord(correct, random);
    case 'swapped':
      return capitaliseCommonWord(place(frame, name.toLowerCase()), random);
    case 'sentence-start':
      return /^[A-Z]/.test(correct) && !frame.startsWith('{')
        ? correct.charAt(0).toLowerCase() + correct.slice(1)
        : undefined;
    default:
      return slipped === undefined ? undefined : place(frame, slipped);
  }
}

export function capitalsGenerator(options: { id: string; teksCode: string; grade: Grade }): Generator {
  const kinds = CAPITAL_KINDS[options.grade];
  return defineGenerator({
    id: options.id,
    version: 1,
    subject: 'reading',
    teksCode: options.teksCode,
    itemTypes: ['multiple-choice', 'inline-choice'],
    build({ random, story, difficulty, itemType }) {
      const kind = random.pick(kinds);
      const name = pickName(kind, difficulty, random);
      const frameIndex = random.int(0, kind.frames.length - 1);
      const frame = fillNames(kind.frames[frameIndex]!, story);
      const correct = place(frame, name);
      // Every slip is tried in order (the sentences draw from `random`); notes are written only for
      // the three wrong answers shown.
      const sentences: { text: string; slip: Slip }[] = [];
      const names: { text: string; slip: Slip }[] = [];
      const parts = words(name);
      for (const slip of PRIORITY[difficulty]) {
        const slipped = slipName(name, slip, parts);
        const text = slipSentence(frame, name, correct, slip, slipped, random);
        if (text !== undefined) sentences.push({ text, slip });
        if (slipped !== undefined) names.push({ text: slipped, slip });
      }
      const [before = '', rawAfter = ''] = capitalFirst(frame).split('{proper}');
      // "We live on Elm St." must not end with two periods.
      const after = name.endsWith('.') && rawAfter.startsWith('.') ? rawAfter.slice(1) : rawAfter;
      const inline = itemType === 'inline-choice';
      return askAs(
        {
          stem: `${bothNames(story)} wrote these sentences. Which one has capital letters in the right places?`,
          correct: inline ? name : correct,
          wrong: distinctAnswers(inline ? names : sentences, inline ? name : correct)
            .slice(0, 3)
            .map(({ text, slip }): WrongAnswer => ({ text, note: slipNote(slip, kind, name) })),
          inline: {
            stem: `${bothNames(story)} wrote this sentence. Choose the right way to write the name.`,
            before,
            after,
          },
          hints: ['Find the name in the sentence.', kind.rule],
          explanation: [kind.rule, `So the sentence is ${quoted(correct)}`],
          parameters: { kind: kind.kind, name, frame: frameIndex },
        },
        itemType,
        random,
      );
    },
  });
}
