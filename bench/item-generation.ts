/**
 * Math item generation: the coverage table and, per generator, distinct items and multiple-choice items
 * generated per second on one core (the bar: 50,000), ending with how many generators reach it
 * and the slowest. The content report already measures all of it (pinned to one core with taskset,
 * fixed-size rounds round all the generators, the median of the fastest), so this benchmark runs
 * that report rather than a second copy of it.
 */
export async function run(): Promise<void> {
  await import('../scripts/content-report');
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
