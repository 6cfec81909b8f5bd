/**
 * Math item generation: the coverage table and, per generator, distinct items and multiple-choice items
 * generated per second on one core (the bar: 50,000). The content report already measures all
 * of it, so this benchmark runs that report rather than a second copy of it.
 */
export async function run(): Promise<void> {
  await import('../scripts/content-report');
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
