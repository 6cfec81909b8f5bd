import { accuracyDot, needsPractice, type AccuracyDot } from '../../../core/mastery/display';
import type { MasteryGrid } from '../../../contracts/classrooms';

/*
 * The students × TEKS grid's colour rules (spec section 9): a dot green from 80 %, yellow from 60 %,
 * red below, and "Needs practice" below 70 %. The number is always written in the cell, and a
 * needs-practice cell also has an icon, so colour is never the only sign.
 */

export const DOT_STYLES: Record<AccuracyDot, { dot: string; cell: string; text: string }> = {
  green: { dot: 'bg-green-600', cell: 'bg-green-50', text: 'text-green-900' },
  yellow: { dot: 'bg-yellow-400 ring-1 ring-yellow-700', cell: 'bg-yellow-50', text: 'text-yellow-900' },
  red: { dot: 'bg-red-600', cell: 'bg-red-50', text: 'text-red-900' },
};

export const DOT_WORDS: Record<AccuracyDot, string> = {
  green: 'Strong',
  yellow: 'Getting there',
  red: 'Struggling',
};

export interface CellView {
  text: string;
  dot: AccuracyDot;
  needsPractice: boolean;
  /** What a screen reader says: "75%, 8 answers, needs practice". */
  spoken: string;
}

type Cell = MasteryGrid['rows'][number]['cells'][number];

/** How one cell reads; null for a code the student has not tried. */
export function cellView(cell: Cell): CellView | null {
  if (cell === null) return null;
  const weak = needsPractice(cell.accuracy);
  const answers = `${cell.answered} ${cell.answered === 1 ? 'answer' : 'answers'}`;
  return {
    text: `${cell.accuracy}%`,
    dot: accuracyDot(cell.accuracy),
    needsPractice: weak,
    spoken: `${cell.accuracy}%, ${answers}${weak ? ', needs practice' : ''}`,
  };
}

type Code = MasteryGrid['codes'][number];

/** The codes to reteach first: those with students under 70 %, the most such students first. */
export function reteachFirst(codes: readonly Code[], max = 3): Code[] {
  return codes
    .map((code, index) => ({ code, index }))
    .filter(({ code }) => code.needsReteach > 0)
    .sort(
      (a, b) =>
        b.code.needsReteach - a.code.needsReteach ||
        (a.code.classAccuracy ?? 100) - (b.code.classAccuracy ?? 100) ||
        a.index - b.index,
    )
    .slice(0, max)
    .map(({ code }) => code);
}

/** "2 students to reteach" / "None to reteach". */
export function reteachText(count: number): string {
  if (count === 0) return 'None to reteach';
  return `${count} ${count === 1 ? 'student' : 'students'} to reteach`;
}
