import Fraction from 'fraction.js';

/**
 * For tests only: the value of a printed expression such as "(30 × 26) + (4 × 26)" or
 * "p = 1,250 − 85 ÷ 5", read with fraction.js by a small parser written apart from any generator.
 * Supports + − × ÷, parentheses and numbers with commas; a leading "x =" is skipped.
 */
export function evaluateExpression(text: string): Fraction {
  const source = text.replace(/^[a-z]\s*=\s*/i, '').replaceAll(',', '');
  const tokens = source.match(/\d+(?:\.\d+)?|[-+−×÷()]/g) ?? [];
  let position = 0;
  const peek = () => tokens[position];
  const take = () => tokens[position++]!;

  function primary(): Fraction {
    const token = take();
    if (token === '(') {
      const inner = sum();
      take();
      return inner;
    }
    return new Fraction(token);
  }
  function product(): Fraction {
    let value = primary();
    while (peek() === '×' || peek() === '÷')
      value = take() === '×' ? value.mul(primary()) : value.div(primary());
    return value;
  }
  function sum(): Fraction {
    let value = product();
    while (peek() === '+' || peek() === '−' || peek() === '-')
      value = take() === '+' ? value.add(product()) : value.sub(product());
    return value;
  }
  return sum();
}

/** The one choice whose expression has the expected value; "none" or "several" otherwise. */
export function choiceWithValue(choices: readonly { text: string }[], expected: Fraction): string {
  const matching = choices.filter((choice) => evaluateExpression(choice.text).equals(expected));
  return matching.length === 1 ? matching[0]!.text : matching.length === 0 ? 'none' : 'several';
}
