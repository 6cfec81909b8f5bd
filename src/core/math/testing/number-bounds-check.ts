import type { NumberBounds } from '../grade-bounds';

const NUMBER = /(\d[\d,]*)(?:\.(\d+))?(?:\s?\/\s?(\d+))?/g;

/**
 * Finds the numbers in a text that a student of these bounds should not meet: a whole part too big,
 * too many decimal places, a denominator outside the grade's set. Returns them as written.
 */
export function numbersOutOfBounds(text: string, bounds: NumberBounds): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const [written, whole, places, denominator] = match;
    if (Number(whole!.replaceAll(',', '')) > bounds.maxWhole) problems.push(written);
    else if (places !== undefined && places.length > bounds.maxDecimalPlaces) problems.push(written);
    else if (denominator !== undefined && !bounds.denominators.includes(Number(denominator)))
      problems.push(written);
  }
  return problems;
}
