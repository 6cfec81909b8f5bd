import type { Difficulty, ItemType } from '../../items/item-types';
import { defineGenerator } from '../../math/define-generator';
import type { Generator, Problem } from '../../math/generator-types';
import type { Random } from '../../random/random';
import type { StoryContext } from '../../math/contexts/story-context';
import type { Grade } from '../../teks/teks-types';
import {
  ACTION_SERIES,
  COMPOUND_PAIRS,
  OPENING_CLAUSES,
  SERIES_SETS,
  type CompoundPair,
  type OpeningClause,
} from '../word-lists/comma-sentences';
import {
  askAs,
  bothNames,
  capitalFirst,
  fillNames,
  quoted,
  type ReadingQuestion,
  type WrongAnswer,
} from './reading-question';

/**
 * Commas (3.11D(x), 4.11D(x), 5.11D(x)). Grade 3: commas in a series (easy: one-word items, medium:
 * longer items, hard: a series of actions). Grades 4–5: a comma before the joining word of a
 * compound sentence; grade 5 adds a comma after an opening clause, and none when the clause comes
 * last. Every wrong sentence has one named comma mistake.
 */

interface Punctuated {
  correct: string;
  wrong: WrongAnswer[];
}

const listText = ([a, b, c]: readonly string[]) => `${a}, ${b}, and ${c}`;

function seriesVersions(items: readonly string[]): Punctuated {
  const [a, b, c] = items as [string, string, string];
  return {
    correct: listText(items),
    wrong: [
      { text: `${a} ${b} and ${c}`, note: 'Put a comma after each item in the list except the last one.' },
      { text: `${a} ${b}, and ${c}`, note: `A comma also goes after ${quoted(a)}, the first item.` },
      { text: `${a}, ${b} and, ${c}`, note: 'The comma goes before "and," not after it.' },
    ],
  };
}

function seriesQuestion(difficulty: Difficulty, story: StoryContext, random: Random): ReadingQuestion {
  let frame: string;
  let items: readonly string[];
  if (difficulty === 'hard') {
    frame = '{name} {list}.';
    items = random.pick(ACTION_SERIES);
  } else {
    const set = random.pick(SERIES_SETS);
    const lists = set.lists.filter(
      (list) => list.every((item) => !item.includes(' ')) === (difficulty === 'easy'),
    );
    frame = random.pick(set.frames);
    items = random.pick(lists.length > 0 ? lists : set.lists);
  }
  const filled = fillNames(frame, story);
  const versions = seriesVersions(items);
  const [before = '', after = ''] = filled.split('{list}');
  const sentence = (list: string) => capitalFirst(`${before}${list}${after}`);
  const leadingComma = {
    text: capitalFirst(`${before.trimEnd()}, ${versions.correct}${after}`),
    note: 'Do not put a comma before the first item in a list.',
  };
  return {
    stem: `${bothNames(story)} wrote these sentences. Which one has commas in the right places?`,
    correct: sentence(versions.correct),
    wrong: [
      ...versions.wrong.map((w) => ({ ...w, text: sentence(w.text) })),
      ...(before.trim() === '' ? [] : [leadingComma]),
    ],
    inline: {
      stem: `${bothNames(story)} wrote this sentence. Choose the right way to write the list.`,
      before: capitalFirst(before),
      after,
    },
    hints: [
      'Find the list of three things in the sentence.',
      'Put a comma after each item except the last, and put "and" before the last one.',
    ],
    explanation: [
      `The list is ${items.map(quoted).join(', ')}.`,
      `Commas go after the first two items: ${quoted(versions.correct)}.`,
    ],
    parameters: { format: 'series', items: items.join('|') },
  };
}

function compoundVersions(pair: CompoundPair, story: StoryContext, withJoiner: boolean): Punctuated {
  const first = capitalFirst(fillNames(pair.first, story));
  const second = fillNames(pair.second, story);
  const joinerSlip =
    withJoiner && pair.wrongJoiner
      ? [
          {
            text: `${first}, ${pair.wrongJoiner} ${second}.`,
            note: `${quoted(pair.wrongJoiner)} does not make sense here. The sentences need ${quoted(pair.joiner)}.`,
          },
        ]
      : [];
  return {
    correct: `${first}, ${pair.joiner} ${second}.`,
    wrong: [
      ...joinerSlip,
      {
        text: `${first} ${pair.joiner} ${second}.`,
        note: `When ${quoted(pair.joiner)} joins two complete sentences, put a comma before it.`,
      },
      {
        text: `${first} ${pair.joiner}, ${second}.`,
        note: `The comma goes before ${quoted(pair.joiner)}, not after it.`,
      },
      {
        text: `${first}, ${second}.`,
        note: `A comma alone cannot join two sentences. It needs a joining word like ${quoted(pair.joiner)}.`,
      },
    ],
  };
}

function openingVersions(clause: OpeningClause, story: StoryContext, atEnd: boolean): Punctuated {
  const opening = fillNames(clause.opening, story);
  const main = fillNames(clause.main, story);
  const [firstWord, ...restWords] = opening.split(' ');
  if (atEnd) {
    const lowered = opening.charAt(0).toLowerCase() + opening.slice(1);
    return {
      correct: `${capitalFirst(main)} ${lowered}.`,
      wrong: [
        {
          text: `${capitalFirst(main)}, ${lowered}.`,
          note: 'When the clause comes at the end of the sentence, no comma is needed.',
        },
        {
          text: `${opening} ${main}.`,
          note: `When the sentence begins with ${quoted(opening)}, a comma goes after it.`,
        },
        {
          text: `${firstWord}, ${restWords.join(' ')} ${main}.`,
          note: `The comma goes at the end of the opening part, not after ${quoted(firstWord!)}.`,
        },
      ],
    };
  }
  const early = opening.split(' ');
  const last = early.pop()!;
  return {
    correct: `${opening}, ${main}.`,
    wrong: [
      { text: `${opening} ${main}.`, note: `Put a comma after the opening part, ${quoted(opening)}.` },
      {
        text: `${firstWord}, ${restWords.join(' ')} ${main}.`,
        note: `The comma goes at the end of the opening part, not after ${quoted(firstWord!)}.`,
      },
      {
        text: `${early.join(' ')}, ${last} ${main}.`,
        note: `The comma comes too early. It goes after the whole opening part, ${quoted(opening)}.`,
      },
    ],
  };
}

/**
 * At the end of a sentence, "although" (and "since" meaning because) often keeps its comma, so only
 * clauses that never take one there are asked about in that position.
 */
const CLAUSES_THAT_CAN_END = OPENING_CLAUSES.filter(
  (clause) => !/^(?:Although|Since)\b/.test(clause.opening),
);

const HINTS = {
  compound: [
    'Is the sentence made of two complete sentences?',
    'Put a comma before the joining word: and, but, or, so.',
  ],
  combine: ['Both parts are complete sentences.', 'Put a comma before the joining word: and, but, or, so.'],
  join: [
    'Both parts are complete sentences. Which joining word fits their meaning?',
    'Put a comma before the joining word: and, but, or, so.',
  ],
  opening: [
    'Does the sentence begin with a part that cannot stand alone, like "When the bell rang"?',
    'A comma goes after that opening part.',
  ],
  end: [
    'Where does the part that cannot stand alone come: first or last?',
    'When it comes last, no comma is needed.',
  ],
};

type Format = keyof typeof HINTS;

function sentencesQuestion(
  format: Format,
  story: StoryContext,
  random: Random,
): ReadingQuestion & { versions: Punctuated } {
  const pairs = format === 'join' ? COMPOUND_PAIRS.filter((pair) => pair.wrongJoiner) : COMPOUND_PAIRS;
  const pair = random.pick(pairs);
  const joined = format === 'combine' || format === 'join';
  const versions =
    format === 'compound' || joined
      ? compoundVersions(pair, story, format === 'join')
      : openingVersions(
          random.pick(format === 'end' ? CLAUSES_THAT_CAN_END : OPENING_CLAUSES),
          story,
          format === 'end',
        );
  const apart = `${capitalFirst(fillNames(pair.first, story))}. ${capitalFirst(fillNames(pair.second, story))}.`;
  return {
    versions,
    stem: joined
      ? `${bothNames(story)} wrote two sentences. ${quoted(apart)} What is the best way to join them?`
      : `${bothNames(story)} wrote these sentences. Which one has commas in the right places?`,
    correct: versions.correct,
    wrong: versions.wrong.slice(0, 3),
    inline: { stem: '', before: '', after: '' },
    hints: HINTS[format],
    explanation: [HINTS[format][1]!, `So the sentence is ${quoted(versions.correct)}`],
    parameters: { format },
  };
}

/**
 * Multiselect: two different sentences written correctly among three with comma mistakes. Only comma
 * mistakes: a wrong joining word with a right comma would be a second right answer to "use commas".
 */
function twoCorrect(asked: Format, story: StoryContext, random: Random): Problem {
  const format = asked === 'combine' || asked === 'join' ? 'compound' : asked;
  const first = sentencesQuestion(format, story, random);
  let second = sentencesQuestion(format, story, random);
  // Few clauses fit some formats, so keep drawing until the two right answers differ.
  for (let tries = 0; tries < 100 && second.correct === first.correct; tries += 1)
    second = sentencesQuestion(format, story, random);
  const wrong = random.sample([...first.wrong, ...second.wrong], 3);
  return {
    kind: 'choices',
    stem: `${bothNames(story)} wrote these sentences. Which two have commas in the right places? Select TWO correct answers.`,
    choices: [
      { text: first.correct, correct: true },
      { text: second.correct, correct: true },
      ...wrong.map((answer) => ({ ...answer, correct: false })),
    ],
    hints: first.hints,
    explanation: [
      ...first.explanation.slice(0, 1),
      `The correct sentences are ${quoted(first.correct)} and ${quoted(second.correct)}`,
    ],
    parameters: { format, second: 'yes' },
  };
}

const FORMATS: Record<4 | 5, Record<Difficulty, Format>> = {
  4: { easy: 'compound', medium: 'combine', hard: 'join' },
  5: { easy: 'compound', medium: 'opening', hard: 'end' },
};

export function commasGenerator(options: { id: string; teksCode: string; grade: Grade }): Generator {
  const { grade } = options;
  const itemTypes: ItemType[] =
    grade === 3 ? ['multiple-choice', 'inline-choice'] : ['multiple-choice', 'multiselect'];
  return defineGenerator({
    id: options.id,
    version: 1,
    subject: 'reading',
    teksCode: options.teksCode,
    itemTypes,
    build({ random, story, difficulty, itemType }) {
      if (grade === 3) {
        const q = seriesQuestion(difficulty, story, random);
        if (itemType === 'inline-choice') {
          const versions = seriesVersions((q.parameters.items as string).split('|'));
          return askAs({ ...q, correct: versions.correct, wrong: versions.wrong }, itemType, random);
        }
        return askAs({ ...q, wrong: random.sample(q.wrong, 3) }, itemType, random);
      }
      const format = FORMATS[grade][difficulty];
      if (itemType === 'multiselect') return twoCorrect(format, story, random);
      return askAs(sentencesQuestion(format, story, random), itemType, random);
    },
  });
}
