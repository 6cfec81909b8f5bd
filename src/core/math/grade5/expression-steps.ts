/**
 * Whole-number expressions with up to two levels of grouping ("4 × [18 − (3 + 5)]"), evaluated the
 * way a child might: correctly, or with a named slip (left to right, grouping symbols ignored). Each
 * correct evaluation also returns its steps in the order they are done, for the worked explanation.
 */
export type Operator = '+' | '−' | '×' | '÷';
type Token = number | Operator | '(' | ')' | '[' | ']';

export interface EvaluationRules {
  /**
   * "normal": multiply and divide before adding and subtracting; "left-to-right": strictly in order;
   * "add-first": adding and subtracting before multiplying and dividing (a common slip).
   */
  order: 'normal' | 'left-to-right' | 'add-first';
  /** Which grouping symbols are obeyed; the others are read as if they were not there. */
  obey: 'all' | 'none' | 'brackets-only';
}

export const CORRECT: EvaluationRules = { order: 'normal', obey: 'all' };

export interface Step {
  left: number;
  operator: Operator;
  right: number;
  result: number;
  /** 0 outside any grouping, 1 inside one pair, 2 inside a pair inside another. */
  depth: number;
  /** The symbol of the innermost group the step is in. */
  group: 'parentheses' | 'brackets' | 'none';
}

export interface Evaluation {
  /** NaN when a step leaves the whole numbers (a negative or a remainder). */
  value: number;
  steps: Step[];
}

/** "4 × [18 − (3 + 5)]" → tokens. */
export function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  for (const match of expression.matchAll(/\d+|[+−×÷()[\]]/g)) {
    const text = match[0];
    tokens.push(/^\d+$/.test(text) ? Number(text) : (text as Token));
  }
  return tokens;
}

function apply(left: number, operator: Operator, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '−':
      return left - right >= 0 ? left - right : Number.NaN;
    case '×':
      return left * right;
    default:
      return right !== 0 && left % right === 0 ? left / right : Number.NaN;
  }
}

/** Evaluates an expression under the given rules. */
export function evaluate(expression: string, rules: EvaluationRules = CORRECT): Evaluation {
  const kept = tokenize(expression).filter((token) => {
    if (rules.obey === 'none') return !['(', ')', '[', ']'].includes(token as string);
    if (rules.obey === 'brackets-only') return token !== '(' && token !== ')';
    return true;
  });
  const steps: Step[] = [];
  let position = 0;

  function step(left: number, operator: Operator, right: number, depth: number, group: Step['group']) {
    const result = apply(left, operator, right);
    steps.push({ left, operator, right, result, depth, group });
    return result;
  }

  function operand(depth: number): number {
    const token = kept[position];
    position += 1;
    if (token === '(' || token === '[') {
      const value = sequence(depth + 1, token === '(' ? 'parentheses' : 'brackets');
      position += 1; // the closing symbol
      return value;
    }
    return token as number;
  }

  /** A run of operands and operators up to a closing symbol or the end. */
  function sequence(depth: number, group: Step['group']): number {
    const operands: number[] = [operand(depth)];
    const operators: Operator[] = [];
    while (position < kept.length && kept[position] !== ')' && kept[position] !== ']') {
      operators.push(kept[position] as Operator);
      position += 1;
      operands.push(operand(depth));
    }
    if (rules.order === 'left-to-right') {
      return operators.reduce(
        (value, operator, i) => step(value, operator, operands[i + 1]!, depth, group),
        operands[0]!,
      );
    }
    // One kind of operation first, left to right; then the other kind, left to right.
    const first: Operator[] = rules.order === 'normal' ? ['×', '÷'] : ['+', '−'];
    const terms: number[] = [operands[0]!];
    const later: Operator[] = [];
    operators.forEach((operator, i) => {
      if (first.includes(operator)) {
        terms[terms.length - 1] = step(terms[terms.length - 1]!, operator, operands[i + 1]!, depth, group);
      } else {
        later.push(operator);
        terms.push(operands[i + 1]!);
      }
    });
    return later.reduce(
      (value, operator, i) => step(value, operator, terms[i + 1]!, depth, group),
      terms[0]!,
    );
  }

  const value = sequence(0, 'none');
  const whole = steps.every((s) => Number.isInteger(s.result) && s.result >= 0);
  return { value: whole ? value : Number.NaN, steps };
}

const VERB: Record<Operator, string> = { '+': 'add', '−': 'subtract', '×': 'multiply', '÷': 'divide' };

/** "In the parentheses: 3 + 5 = 8." / "Multiply: 4 × 10 = 40." */
export function describeStep({ left, operator, right, result, group }: Step): string {
  const sum = `${left} ${operator} ${right} = ${result}.`;
  if (group === 'none') return `${VERB[operator].charAt(0).toUpperCase()}${VERB[operator].slice(1)}: ${sum}`;
  return `In the ${group}, ${VERB[operator]}: ${sum}`;
}

/** Fills "a × (b + c)" with numbers in order: a, b, c… */
export function fill(template: string, values: readonly number[]): string {
  return template.replace(/[a-e]/g, (letter) => String(values[letter.charCodeAt(0) - 97]));
}
