import type { NumericEntryKey } from './item-types';
import { parseNumericEntry } from './numeric-entry-parser';
import { rationalEquals } from './rational';
import { invalid, scored, type ScoreResult } from './score-result';

/**
 * Reads the typed text, then compares values exactly: 0.5, 1/2 and 2/4 are one value. When the key
 * asks for a given denominator ("how many eighths?"), only a fraction over that number is right.
 */
export function scoreNumericEntry(key: NumericEntryKey, text: string): ScoreResult {
  const parsed = parseNumericEntry(text);
  if (!parsed.ok) return invalid(parsed.message);

  const sameValue = rationalEquals(parsed.value, key.value);
  if (key.accept.kind === 'denominator') {
    const { denominator } = key.accept;
    if (sameValue && parsed.typedDenominator !== denominator) {
      return scored(false, [
        `That is the same amount. The question asks for a fraction with ${denominator} as the bottom number.`,
      ]);
    }
  }
  if (sameValue) return scored(true);
  const mistake = key.knownMistakes.find((known) => rationalEquals(known.value, parsed.value));
  return scored(false, mistake === undefined ? [] : [mistake.note]);
}
