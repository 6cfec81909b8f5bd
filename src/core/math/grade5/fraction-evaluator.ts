import Fraction from 'fraction.js';

/**
 * For tests only: an independent evaluator of the expressions grade 5 items show ("4 × [18 − (3 + 5)]"),
 * a shunting-yard over fraction.js (the generators use recursive descent over whole numbers).
 * Brackets are read as parentheses. Text before an "=" (as in "n = 4 × 12") is ignored.
 */
export function evaluateWithFractions(expression: string): Fraction {
  const right = expression.includes('=') ? expression.slice(expression.indexOf('=') + 1) : expression;
  const tokens =
    right
      .replaceAll('[', '(')
      .replaceAll(']', ')')
      .match(/\d+|[+−×÷()]/g) ?? [];
  const rank: Record<string, number> = { '+': 1, '−': 1, '×': 2, '÷': 2 };
  const output: Fraction[] = [];
  const operators: string[] = [];
  const reduce = () => {
    const operator = operators.pop()!;
    const b = output.pop()!;
    const a = output.pop()!;
    output.push(
      operator === '+' ? a.add(b) : operator === '−' ? a.sub(b) : operator === '×' ? a.mul(b) : a.div(b),
    );
  };
  for (const token of tokens) {
    if (/\d/.test(token)) output.push(new Fraction(token));
    else if (token === '(') operators.push(token);
    else if (token === ')') {
      while (operators.at(-1) !== '(') reduce();
      operators.pop();
    } else {
      while (operators.length > 0 && operators.at(-1) !== '(' && rank[operators.at(-1)!]! >= rank[token]!)
        reduce();
      operators.push(token);
    }
  }
  while (operators.length > 0) reduce();
  return output[0]!;
}
