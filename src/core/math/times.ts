/**
 * `Array.from({ length: count }, (_, index) => make(index))` as a plain loop, with the same length
 * rule (a fraction is cut down, below zero is none). Generators build many short lists per item, and
 * Array.from over an array-like is several times slower than a loop while V8 is warming up and after.
 */
export function times<T>(count: number, make: (index: number) => T): T[] {
  const length = Number.isNaN(count) ? 0 : Math.max(0, Math.trunc(count));
  const made: T[] = [];
  for (let index = 0; index < length; index += 1) made.push(make(index));
  return made;
}
