import type { Item } from '../items/item-types';
import { evaluateShortResponse } from '../items/scoring-short-response';
import { findTeks } from '../teks/catalogue';
import type { Grade } from '../teks/teks-types';
import type { ReadingFile } from './parse-reading-file';
import { passageLandmarks } from './passage-landmarks';
import { fleschKincaidGrade } from '../math/readability';
import { bodyWordCount, passageText, readabilityText } from './passage-text';
import { foldForMatching, quotationsNotIn } from './quoted-evidence';
import { missingReferences } from './reference-checks';

/**
 * The content validator's rules (content/reading/README.md), as pure functions over parsed files:
 * `fileProblems` for one file, `libraryProblems` across all of them. The item schema and rules run in
 * the test that reads the files (src/server/content/reading-bank.test.ts), beside these.
 */

/** Flesch–Kincaid grade bands for passages (editing drafts are written as a student's draft). */
export const READABILITY_BANDS: Record<Grade, { min: number; max: number }> = {
  3: { min: 2.0, max: 4.5 },
  4: { min: 3.0, max: 5.5 },
  5: { min: 4.0, max: 6.5 },
};
export const WORD_COUNT_TOLERANCE = 0.1;
export const QUESTIONS_PER_FILE = { passage: [6, 10], paired: [6, 10], 'editing-draft': [5, 8] } as const;
export const MIN_FILES_PER_GRADE = { passages: 12, drafts: 6 } as const;

const SELECT_WORDS: Record<number, string> = { 2: 'TWO', 3: 'THREE' };

/** Every text of an item a student may read: stem, choices, notes, hints, explanation. */
export function itemTexts(item: Item): string[] {
  const { interaction, key } = item;
  const shown =
    interaction.type === 'multiple-choice' || interaction.type === 'multiselect'
      ? interaction.choices.map((choice) => choice.text)
      : interaction.type === 'inline-choice'
        ? [
            ...interaction.segments.map((segment) => (segment.kind === 'text' ? segment.text : '')),
            ...interaction.blanks.flatMap((blank) => blank.options),
          ]
        : [];
  const notes =
    key.type === 'multiple-choice' || key.type === 'multiselect'
      ? key.misconceptions.map((m) => m.note)
      : key.type === 'inline-choice'
        ? key.blanks.flatMap((blank) => blank.misconceptions.map((m) => m.note))
        : key.type === 'short-response'
          ? [key.rubric.sampleAnswer]
          : [];
  return [item.stem, ...shown, ...notes, ...item.hints, ...item.explanation];
}

function choiceShapeProblems(item: Item): string[] {
  const { interaction, key } = item;
  const problems: string[] = [];
  if (interaction.type === 'multiselect' && key.type === 'multiselect') {
    const count = key.correct.length;
    if (interaction.choices.length < 5 || interaction.choices.length > 6)
      problems.push(`a multiselect shows 5 or 6 choices, not ${interaction.choices.length}`);
    if (count < 2 || count > 3) problems.push(`a multiselect has 2 or 3 correct answers, not ${count}`);
    else if (!item.stem.includes(`Select ${SELECT_WORDS[count]} correct answers.`))
      problems.push(`the stem must end "Select ${SELECT_WORDS[count]} correct answers."`);
  }
  if (interaction.type === 'inline-choice') {
    for (const blank of interaction.blanks) {
      if (blank.options.length < 3 || blank.options.length > 4)
        problems.push(`an inline choice offers 3 or 4 options, not ${blank.options.length}`);
    }
  }
  const texts = itemTexts(item).join(' ').toLowerCase();
  if (/\b(all|none) of the above\b/.test(texts)) problems.push('no "all/none of the above"');
  return problems;
}

function teksProblems(item: Item, isDraft: boolean): string[] {
  const entry = findTeks(item.teksCode, 'reading');
  if (!entry) return [`unknown TEKS code ${item.teksCode}`];
  const problems: string[] = [];
  if (entry.standardType === 'not-tested') problems.push(`${item.teksCode} is not STAAR-eligible`);
  if (entry.isEssay) problems.push(`${item.teksCode} is assessed only by the essay`);
  const writing = entry.reportingCategory?.number === 2;
  if (isDraft && !writing)
    problems.push(`${item.teksCode} is a reading code; an editing draft asks writing questions`);
  return problems;
}

/** Words almost any answer uses ("I think it is important because…"): as evidence they give credit for nothing. */
const GENERIC_ANSWER_WORDS = new Set(
  'read story text author because think thought said good like thing things people important very really also answer right always know knew'.split(
    ' ',
  ),
);

function shortResponseProblems(item: Item): string[] {
  if (item.interaction.type !== 'short-response' || item.key.type !== 'short-response') return [];
  const { rubric } = item.key;
  const problems = rubric.evidence
    .flat()
    .filter((word) => GENERIC_ANSWER_WORDS.has(word.toLowerCase()))
    .map((word) => `evidence "${word}" is a word almost any answer uses`);
  const outcome = evaluateShortResponse(item.interaction, rubric, rubric.sampleAnswer);
  if (!outcome.ok) return [...problems, `the sample answer cannot be scored: ${outcome.message}`];
  const { points, maxPoints, feedback } = outcome.evaluation;
  return points === maxPoints
    ? problems
    : [...problems, `the sample answer earns ${points}/${maxPoints}: ${feedback.join(' ')}`];
}

/** Everything wrong with one parsed file; `path` is relative to content/reading ("grade-3/x.md"). */
export function fileProblems(file: ReadingFile): string[] {
  const { passage, items } = file;
  const problems: string[] = [];
  const isDraft = passage.kind === 'editing-draft';
  const fileName = file.path.split('/').pop()!.replace(/\.md$/, '');
  const folder = file.path.split('/').slice(-2, -1)[0];
  if (passage.id !== `g${passage.grade}-${fileName}`)
    problems.push(`id ${passage.id} should be g${passage.grade}-${fileName}`);
  if (folder !== undefined && folder !== `grade-${passage.grade}`)
    problems.push(`a grade ${passage.grade} file belongs in grade-${passage.grade}/`);

  const [fewest, most] = QUESTIONS_PER_FILE[passage.kind];
  if (items.length < fewest || items.length > most)
    problems.push(`${items.length} questions; a ${passage.kind} has ${fewest} to ${most}`);
  const questionIds = items.map((item) => item.id);
  if (new Set(questionIds).size !== questionIds.length) problems.push('question ids repeat');

  const counted = bodyWordCount(passage);
  if (Math.abs(counted - passage.wordCount) > passage.wordCount * WORD_COUNT_TOLERANCE)
    problems.push(`wordCount says ${passage.wordCount}, but the body has ${counted} words`);
  if (!isDraft) {
    // Measured with the shared helper, as the writers measured when they wrote (README "Reading level").
    const grade = fleschKincaidGrade(readabilityText(passage));
    const band = READABILITY_BANDS[passage.grade];
    if (grade < band.min || grade > band.max)
      problems.push(
        `Flesch–Kincaid grade ${grade} is outside grade ${passage.grade}'s ${band.min}–${band.max}`,
      );
  }

  const landmarks = passageLandmarks(passage);
  const folded = foldForMatching(passageText(passage));
  for (const item of items) {
    const name = item.id.split(':').pop();
    const itemProblems = [
      ...choiceShapeProblems(item),
      ...teksProblems(item, isDraft),
      ...shortResponseProblems(item),
      ...itemTexts(item).flatMap((text) =>
        missingReferences(text, landmarks, isDraft).map(
          (ref) => `names ${ref}, which the passage does not have`,
        ),
      ),
      // A draft's explanation quotes the corrected sentence, which the draft does not have.
      ...(isDraft ? [] : item.explanation.flatMap((step) => quotationsNotIn(step, folded))).map(
        (quote) => `explanation quotes "${quote}", which is not in the passage`,
      ),
    ];
    problems.push(...[...new Set(itemProblems)].map((problem) => `${name}: ${problem}`));
  }
  return problems;
}

const normalise = (text: string) => foldForMatching(text).trim();

/** What makes two questions the same: the stem and the answers offered, in any order. */
function questionKey(item: Item): string {
  const { interaction, key } = item;
  const answers =
    interaction.type === 'multiple-choice' || interaction.type === 'multiselect'
      ? interaction.choices.map((choice) => choice.text)
      : interaction.type === 'inline-choice'
        ? interaction.blanks.flatMap((blank) => blank.options)
        : key.type === 'short-response'
          ? [key.rubric.sampleAnswer]
          : [];
  return [normalise(item.stem), ...answers.map(normalise).sort()].join('|');
}

/** Paragraphs this long that appear twice are copied text, not a shared phrase. */
const MIN_WORDS_FOR_DUPLICATE_PARAGRAPH = 12;

/** Problems across files: repeated ids, passages, paragraphs and questions, and too few files per grade. */
export function libraryProblems(files: readonly ReadingFile[], grades: readonly Grade[]): string[] {
  const problems: string[] = [];
  const firstSeen = new Map<string, string>();
  const once = (kind: string, key: string, path: string) => {
    const seen = firstSeen.get(`${kind}:${key}`);
    if (seen !== undefined && seen !== path) problems.push(`${path}: repeats a ${kind} of ${seen}`);
    else if (seen === path && kind === 'question') problems.push(`${path}: asks the same question twice`);
    if (seen === undefined) firstSeen.set(`${kind}:${key}`, path);
  };
  for (const file of files) {
    once('passage id', file.passage.id, file.path);
    once('passage', normalise(passageText(file.passage)), file.path);
    for (const part of file.passage.parts) {
      for (const block of part.blocks) {
        if (block.kind !== 'paragraph' && block.kind !== 'draft-paragraph' && block.kind !== 'stanza')
          continue;
        const text = normalise(
          passageText({ ...file.passage, parts: [{ ...part, title: '', blocks: [block] }] }),
        );
        if (text.split(' ').length >= MIN_WORDS_FOR_DUPLICATE_PARAGRAPH) once('paragraph', text, file.path);
      }
    }
    for (const item of file.items) once('question', questionKey(item), file.path);
  }
  for (const grade of grades) {
    const ofGrade = files.filter((file) => file.passage.grade === grade);
    const drafts = ofGrade.filter((file) => file.passage.kind === 'editing-draft').length;
    const passages = ofGrade.length - drafts;
    if (passages < MIN_FILES_PER_GRADE.passages)
      problems.push(
        `grade ${grade} has ${passages} passages; it needs at least ${MIN_FILES_PER_GRADE.passages}`,
      );
    if (drafts < MIN_FILES_PER_GRADE.drafts)
      problems.push(
        `grade ${grade} has ${drafts} editing drafts; it needs at least ${MIN_FILES_PER_GRADE.drafts}`,
      );
  }
  return problems;
}
