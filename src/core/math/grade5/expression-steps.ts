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

const SYMBOLS = new Set<string>(['+', '−', '×', '÷', '(', ')', '[', ']']);

/** "4 × [18 − (3 + 5)]" → tokens: runs of digits and the symbols above; anything else is skipped. */
export function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < expression.length) {
    const code = expression.charCodeAt(index);
    if (code >= 48 && code <= 57) {
      let value = 0;
      while (index < expression.length) {
        const digit = expression.charCodeAt(index) - 48;
        if (digit < 0 || digit > 9) break;
        value = value * 10 + digit;
        index += 1;
      }
      tokens.push(value);
      continue;
    }
    const symbol = expression.charAt(index);
    if (SYMBOLS.has(symbol)) tokens.push(symbol as Token);
    index += 1;
  }
  return tokens;
}

/**
 * The tokens of the last expression asked about: a generator evaluates one expression several times
 * (correctly, then with each slip), so it is read once. Callers never change the array.
 */
let lastExpression: string | undefined;
let lastTokens: readonly Token[] = [];

function tokensOf(expression: string): readonly Token[] {
  if (expression !== lastExpression) {
    lastTokens = tokenize(expression);
    lastExpression = expression;
  }
  return lastTokens;
}

const isGrouping = (token: Token) => token === '(' || token === ')' || token === '[' || token === ']';

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

/**
 * The evaluator's state while it reads one expression. Evaluation never calls out, so one reading at
 * a time is all there is; keeping it here instead of in closures made per call saves the garbage of
 * the many evaluations an item does (the answer, each slip, each wrong equation).
 */
let kept: readonly Token[] = [];
let position = 0;
let order: EvaluationRules['order'] = 'normal';
/** The steps being written down, or undefined when only the value is wanted. */
let recorded: Step[] | undefined;
/** False once a step leaves the whole numbers. */
let whole = true;

function step(left: number, operator: Operator, right: number, depth: number, group: Step['group']): number {
  const result = apply(left, operator, right);
  if (!(Number.isInteger(result) && result >= 0)) whole = false;
  recorded?.push({ left, operator, right, result, depth, group });
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
  if (order === 'left-to-right') {
    let value = operands[0]!;
    for (let i = 0; i < operators.length; i += 1)
      value = step(value, operators[i]!, operands[i + 1]!, depth, group);
    return value;
  }
  // One kind of operation first, left to right; then the other kind, left to right.
  const multiplyFirst = order === 'normal';
  const terms: number[] = [operands[0]!];
  const later: Operator[] = [];
  for (let i = 0; i < operators.length; i += 1) {
    const operator = operators[i]!;
    if ((operator === '×' || operator === '÷') === multiplyFirst) {
      terms[terms.length - 1] = step(terms[terms.length - 1]!, operator, operands[i + 1]!, depth, group);
    } else {
      later.push(operator);
      terms.push(operands[i + 1]!);
    }
  }
  let value = terms[0]!;
  for (let i = 0; i < later.length; i += 1) value = step(value, later[i]!, terms[i + 1]!, depth, group);
  return value;
}

function run(expression: string, rules: EvaluationRules, steps: Step[] | undefined): number {
  const tokens = tokensOf(expression);
  kept =
    rules.obey === 'all'
      ? tokens
      : tokens.filter((token) =>
          rules.obey === 'none' ? !isGrouping(token) : token !== '(' && token !== ')',
        );
  position = 0;
  order = rules.order;
  recorded = steps;
  whole = true;
  const value = sequence(0, 'none');
  recorded = undefined;
  kept = [];
  return whole ? value : Number.NaN;
}

/** Evaluates an expression under the given rules. */
export function evaluate(expression: string, rules: EvaluationRules = CORRECT): Evaluation {
  const steps: Step[] = [];
  const value = run(expression, rules, steps);
  return { value, steps };
}

/** The value `evaluate` gives, without writing down the steps. */
export function valueOf(expression: string, rules: EvaluationRules = CORRECT): number {
  return run(expression, rules, undefined);
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
  let filled = '';
  for (let index = 0; index < template.length; index += 1) {
    const code = template.charCodeAt(index);
    // a to e, as the pattern /[a-e]/g would find them.
    filled += code >= 97 && code <= 101 ? String(values[code - 97]) : template.charAt(index);
  }
  return filled;
}
