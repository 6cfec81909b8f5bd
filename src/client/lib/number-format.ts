const wholeNumber = new Intl.NumberFormat('en-US');

/** 1250 → "1,250": every count a student sees (StarPower, goals) is written this way. */
export function formatCount(value: number): string {
  return wholeNumber.format(value);
}
