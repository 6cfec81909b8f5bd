/**
 * Column-by-column addition and subtraction of whole numbers, written the way a child works them,
 * plus the classic slips (not regrouping, flipping digits) that make the wrong choices.
 */

/** Digits from the ones place up: 472 → [2, 7, 4]. */
export function placeDigits(value: number, places = String(value).length): number[] {
  // A plain loop: Array.from over an array-like was most of the cost of the column slips.
  const digits: number[] = [];
  for (let place = 0, scale = 1; place < places; place += 1, scale *= 10) {
    digits.push(Math.floor(value / scale) % 10);
  }
  return digits;
}

function fromPlaceDigits(digits: readonly number[]): number {
  let sum = 0;
  for (let place = 0, scale = 1; place < digits.length; place += 1, scale *= 10)
    sum += digits[place]! * scale;
  return sum;
}

const placeCount = (...values: number[]) => {
  let places = 0;
  for (const value of values) places = Math.max(places, String(value).length);
  return places;
};

/** Adds each column and drops the carry: 47 + 38 → 75. */
export function addWithoutRegrouping(a: number, b: number): number {
  const places = placeCount(a, b);
  const [x, y] = [placeDigits(a, places), placeDigits(b, places)];
  return fromPlaceDigits(x.map((digit, place) => (digit + y[place]!) % 10));
}

/** Writes every column sum in full: 47 + 38 → "7" then "15" → 715. */
export function addWritingColumnSums(a: number, b: number): number {
  const places = placeCount(a, b);
  const [x, y] = [placeDigits(a, places), placeDigits(b, places)];
  return Number(
    x
      .map((digit, place) => String(digit + y[place]!))
      .reverse()
      .join(''),
  );
}

/** Takes the smaller digit from the larger in each column: 52 − 37 → 25. */
export function subtractSmallerFromLarger(a: number, b: number): number {
  const places = placeCount(a, b);
  const [x, y] = [placeDigits(a, places), placeDigits(b, places)];
  return fromPlaceDigits(x.map((digit, place) => Math.abs(digit - y[place]!)));
}

/** Regroups a ten into the ones but forgets to make the next place one less: 503 − 167 → 446. */
export function subtractForgettingToDecrease(a: number, b: number): number {
  const places = placeCount(a, b);
  const [x, y] = [placeDigits(a, places), placeDigits(b, places)];
  return fromPlaceDigits(x.map((digit, place) => (digit < y[place]! ? digit + 10 : digit) - y[place]!));
}

export function needsRegroupingToAdd(a: number, b: number): boolean {
  return addWithoutRegrouping(a, b) !== a + b;
}

export function needsRegroupingToSubtract(a: number, b: number): boolean {
  const places = placeCount(a, b);
  const [x, y] = [placeDigits(a, places), placeDigits(b, places)];
  return x.some((digit, place) => digit < y[place]!);
}

const PLACE_NAMES = ['ones', 'tens', 'hundreds', 'thousands'];

/** One short line per column: "Ones: 7 + 8 = 15. Write 5 and regroup 1 ten." */
export function additionSteps(a: number, b: number): string[] {
  const places = placeCount(a, b, a + b);
  const [x, y] = [placeDigits(a, places), placeDigits(b, places)];
  const steps: string[] = [];
  let carry = 0;
  for (let place = 0; place < places; place += 1) {
    if (place >= placeCount(a, b)) break;
    const sum = x[place]! + y[place]! + carry;
    const carryText = carry > 0 ? ` + ${carry}` : '';
    const name = PLACE_NAMES[place] ?? 'next place';
    const next = PLACE_NAMES[place + 1] ?? 'next place';
    const regroup = sum >= 10 ? ` Write ${sum % 10} and regroup 1 ${next.replace(/s$/, '')}.` : '';
    steps.push(`${capitalise(name)}: ${x[place]} + ${y[place]}${carryText} = ${sum}.${regroup}`);
    carry = sum >= 10 ? 1 : 0;
  }
  return steps;
}

/** One short line per column, saying where a ten or hundred was regrouped. */
export function subtractionSteps(a: number, b: number): string[] {
  const places = placeCount(a, b);
  const x = placeDigits(a, places);
  const y = placeDigits(b, places);
  const steps: string[] = [];
  for (let place = 0; place < places; place += 1) {
    if (x[place]! < y[place]!) {
      // Borrow from the nearest non-zero place to the left; zeros on the way become 9.
      let lender = place + 1;
      while (x[lender] === 0) lender += 1;
      x[lender]! -= 1;
      for (let between = lender - 1; between > place; between -= 1) x[between] = 9;
      x[place]! += 10;
      const from = PLACE_NAMES[lender] ?? 'next place';
      steps.push(
        `${capitalise(PLACE_NAMES[place]!)}: regroup 1 from the ${from}, so ${x[place]} − ${y[place]} = ${x[place]! - y[place]!}.`,
      );
    } else if (place < String(b).length || place === 0) {
      steps.push(`${capitalise(PLACE_NAMES[place]!)}: ${x[place]} − ${y[place]} = ${x[place]! - y[place]!}.`);
    } else if (x[place]! > 0) {
      steps.push(`${capitalise(PLACE_NAMES[place]!)}: nothing to take away, so ${x[place]} stays.`);
    }
  }
  return steps;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
