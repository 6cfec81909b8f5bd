/**
 * A written explanation → the item's explanation steps: one sentence a step, at most five (longer
 * explanations share the steps out evenly, so nothing is dropped).
 */
export const MAX_EXPLANATION_STEPS = 5;

// "Mr. Nguyen", "St. Patrick's Day" and "U.S." do not end a sentence.
const ABBREVIATION = /\b(Mr|Mrs|Ms|Dr|St|Mt|Jr|Sr|vs)\.(?=\s)/g;
const INITIALS = /\b((?:[A-Z]\.){2,})/g;
const HOLD = '\u0000';

export function splitSentences(text: string): string[] {
  const held = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(ABBREVIATION, `$1${HOLD}`)
    .replace(INITIALS, (match) => match.replaceAll('.', HOLD));
  return held
    .split(/(?<=[.!?]["”’)]?)\s+(?=["“(]?[A-Z0-9])/)
    .map((sentence) => sentence.replaceAll(HOLD, '.').trim())
    .filter((sentence) => sentence !== '');
}

export function explanationSteps(text: string): string[] {
  const sentences = splitSentences(text);
  if (sentences.length <= MAX_EXPLANATION_STEPS) return sentences;
  const perStep = Math.ceil(sentences.length / MAX_EXPLANATION_STEPS);
  const steps: string[] = [];
  for (let start = 0; start < sentences.length; start += perStep) {
    steps.push(sentences.slice(start, start + perStep).join(' '));
  }
  return steps;
}
