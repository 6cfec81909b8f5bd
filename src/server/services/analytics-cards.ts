import type { Analytics } from '../../contracts/progress';
import {
  findTeks,
  practiceCategories,
  type Grade,
  type PracticeCategoryName,
  type Subject,
} from '../../core/teks';
import type { CodeTally } from './analytics-queries';

/**
 * Folding per-code answer tallies into the analytics screen's subject cards and Areas for Improvement.
 * Pure: the SQL has already counted; this only groups a hundred-odd codes by the practice cards.
 */

type SubjectCard = Analytics['subjects'][number];
type SkillFigure = SubjectCard['skills'][number];
type ImprovementArea = Analytics['improvementAreas'][number];

/** An area needs this many answers before we call it weak: two misses out of three say little. */
export const MIN_ANSWERS_TO_JUDGE = 5;
/** Below this percent an area needs practice (the spec's examples run 72–76%, its strong ones 79+). */
export const WEAK_BELOW_PERCENT = 80;
export const MAX_IMPROVEMENT_AREAS = 3;

const percent = (correct: number, answered: number): number | null =>
  answered === 0 ? null : Math.round((100 * correct) / answered);

interface Tally {
  answered: number;
  correct: number;
}

/** A figure with the tallies it was made from, kept until the areas are chosen. */
interface Figure extends SkillFigure {
  subject: Subject;
  /** The subject card it sits on: "Mathematics", "Reading" or "Writing". */
  card: string;
  tally: Tally;
  /** The figure's codes that have answers, each with its own tally, to point practice at the weakest. */
  byCode: { code: string; tally: Tally }[];
}

function figure(
  card: string,
  name: string,
  subject: Subject,
  codes: readonly string[],
  tallies: Map<string, Tally>,
): Figure {
  const byCode = codes.flatMap((code) => {
    const tally = tallies.get(`${subject}:${code}`);
    return tally ? [{ code, tally }] : [];
  });
  const tally = byCode.reduce(
    (sum, entry) => ({
      answered: sum.answered + entry.tally.answered,
      correct: sum.correct + entry.tally.correct,
    }),
    { answered: 0, correct: 0 },
  );
  return {
    name,
    subject,
    card,
    accuracy: percent(tally.correct, tally.answered),
    answered: tally.answered,
    teksCodes: [...codes],
    tally,
    byCode,
  };
}

/** Cards left out of the figures: process standards are taught inside the content cards, Mixed Review is all of them. */
const NOT_A_SKILL: ReadonlySet<PracticeCategoryName> = new Set([
  'Mathematical Process Standards',
  'Mixed Review',
  'Writing',
]);

interface CardDraft {
  name: string;
  subject: Subject;
  figures: Figure[];
}

function cardDrafts(grade: Grade, tallies: Map<string, Tally>): CardDraft[] {
  const math = practiceCategories(grade, 'math');
  const reading = practiceCategories(grade, 'reading');
  const writing = reading.find((category) => category.name === 'Writing');
  const cardFigures = (card: string, subject: Subject, categories: typeof math) =>
    categories
      .filter((category) => !NOT_A_SKILL.has(category.name))
      .map((category) => figure(card, category.name, subject, category.teksCodes, tallies));
  return [
    { name: 'Mathematics', subject: 'math', figures: cardFigures('Mathematics', 'math', math) },
    { name: 'Reading', subject: 'reading', figures: cardFigures('Reading', 'reading', reading) },
    {
      // Writing is a reading-test strand; each of its TEKS is one figure, named as the skill pickers name it.
      name: 'Writing',
      subject: 'reading',
      figures: (writing?.teksCodes ?? []).map((code) =>
        figure('Writing', findTeks(code, 'reading')?.skillName ?? code, 'reading', [code], tallies),
      ),
    },
  ];
}

/** Weakest first: lower share correct, then more answers (more evidence), then name for a stable order. */
const weaker = (a: { name: string; tally: Tally }, b: { name: string; tally: Tally }): number =>
  a.tally.correct / a.tally.answered - b.tally.correct / b.tally.answered ||
  b.tally.answered - a.tally.answered ||
  a.name.localeCompare(b.name, 'en', { numeric: true });

function improvementAreas(figures: readonly Figure[]): ImprovementArea[] {
  return figures
    .filter(
      (f) => f.answered >= MIN_ANSWERS_TO_JUDGE && f.accuracy !== null && f.accuracy < WEAK_BELOW_PERCENT,
    )
    .sort(weaker)
    .slice(0, MAX_IMPROVEMENT_AREAS)
    .map((f, index) => {
      const weakestCode = f.byCode
        .map((entry) => ({ name: entry.code, tally: entry.tally }))
        .sort(weaker)[0]!;
      const query = new URLSearchParams({
        subject: f.subject,
        mode: 'specific-teks',
        teks: weakestCode.name,
      });
      return {
        name: f.name,
        subject: f.subject,
        card: f.card,
        accuracy: f.accuracy!,
        answered: f.answered,
        label: index === 0 ? 'Focus Area' : 'Needs Practice',
        href: `/practice-session?${query.toString()}`,
      };
    });
}

/** The subject cards of the student's grade and the weakest areas among their figures. */
export function subjectFigures(
  grade: Grade,
  codeTallies: readonly CodeTally[],
): Pick<Analytics, 'subjects' | 'improvementAreas'> {
  const tallies = new Map(codeTallies.map((row) => [`${row.subject}:${row.teksCode}`, row]));
  const drafts = cardDrafts(grade, tallies);
  const subjects = drafts.map((card): SubjectCard => {
    const answered = card.figures.reduce((sum, f) => sum + f.tally.answered, 0);
    const correct = card.figures.reduce((sum, f) => sum + f.tally.correct, 0);
    return {
      name: card.name,
      subject: card.subject,
      accuracy: percent(correct, answered),
      answered,
      skills: card.figures.map(({ name, accuracy, answered: n, teksCodes }) => ({
        name,
        accuracy,
        answered: n,
        teksCodes,
      })),
    };
  });
  return { subjects, improvementAreas: improvementAreas(drafts.flatMap((card) => card.figures)) };
}

export { percent };
