/**
 * A value axis that starts at 0 and climbs by `scale` past the largest value, so the tallest bar ends
 * below the top gridline (a bar of 6 on a scale of 2 gets an axis to 8).
 */
export function valueAxisTicks(largest: number, scale: number): number[] {
  const top = (Math.floor(largest / scale) + 1) * scale;
  return Array.from({ length: top / scale + 1 }, (_, index) => index * scale);
}

/**
 * Every how many gridlines to write a number, so numbers `spacing` apart never crowd closer than
 * `needed`. Every gridline is still drawn.
 */
export function labelEvery(spacing: number, needed: number): number {
  return Math.max(1, Math.ceil(needed / spacing));
}
