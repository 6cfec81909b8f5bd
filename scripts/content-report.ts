/**
 * Content report: per grade, the tested math SEs covered by generators, the item types per SE, and an
 * estimate of how many distinct items each generator can make; then reading: the tested reading SEs
 * covered by written items (content/reading) and by generators, with items and types per code. Run
 * with `npm run content:report`.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { GRADES } from '../src/core/accounts/account';
import { distinctItemKey } from '../src/core/items/item-key';
import type { Item } from '../src/core/items/item-types';
import type { Generator } from '../src/core/math/generator-types';
import { GENERATORS, READING_GENERATORS, generatorsFor } from '../src/core/math/registry';
import { readingCoverage } from '../src/core/reading/reading-coverage';
import { readReadingContent } from '../src/server/content/reading-bank';
import { deriveSeed } from '../src/core/random/seed';
import { testedTeksForGrade } from '../src/core/teks/catalogue';

// Sized so the whole report runs in a minute or two with every generator registered (the speed
// column warms each generator up first, which is most of that).
const SAMPLE = 2000;
/**
 * Warm-up: items made untimed first, in batches, until the batches stop getting faster (V8 has
 * compiled the generator), for at least 1,500 items and 100 ms and at most 600 ms. A big generator takes
 * ten thousand items or more to be fully optimised, longer while other processes keep V8's compiler
 * thread waiting, and timing that would measure the compiler instead of the generator.
 */
const WARM_UP_BATCH = 500;
const WARM_UP_MIN_ITEMS = 1500;
const WARM_UP_MIN_MS = 100;
const WARM_UP_MAX_MS = 600;
/** Batches in a row without a new fastest batch that count as warm. */
const WARM_UP_SETTLED = 4;
/**
 * Timed rounds: each makes the same number of items, so every round does the same work (and about
 * the same garbage). Other work on the machine only ever slows a round down, so the slowest rounds
 * are dropped and the figure is the median of the fastest few: steadier than the single fastest
 * round, which a lucky cache or a skipped collection can flatter. The rounds go round all the
 * generators (after every one is warm), so a burst of other work hits one round of many generators
 * rather than every round of one.
 */
const SPEED_ROUND_ITEMS = 2000;
const SPEED_ROUNDS = 7;
const SPEED_BEST_ROUNDS = 3;
/**
 * Rounds run untimed first, round all the generators like the timed ones: code shared between
 * generators (formatting, distractors, the item's assembly) is re-optimised once it has seen them
 * all, and a generator with several kinds of item (5.9C) needs more than its own warm-up for that.
 */
const SPEED_UNTIMED_ROUNDS = 2;
/** The bar the issue sets for multiple-choice items per second per core. */
const SPEED_BAR = 50_000;
/** The core the speed section runs on when `taskset` exists (the last of two on the shared machine). */
const SPEED_CORE = 1;

/**
 * Population size from a sample: with d distinct among n draws, solve N(1 − e^(−n/N)) = d. With no
 * repeat at all, report the size below which a repeat-free sample would be unlikely (5%): n² / 6.
 */
function estimatePopulation(drawn: number, distinct: number): { estimate: number; lowerBound: boolean } {
  if (distinct >= drawn) return { estimate: Math.floor((drawn * drawn) / 6), lowerBound: true };
  let [low, high] = [distinct, 1e12];
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (middle * (1 - Math.exp(-drawn / middle)) < distinct) low = middle;
    else high = middle;
  }
  return { estimate: Math.round(low), lowerBound: false };
}

function sampleItems(generator: Generator): Item[] {
  const combos = generator.difficulties.flatMap((difficulty) =>
    generator.itemTypes.map((itemType) => ({ difficulty, itemType })),
  );
  return Array.from({ length: SAMPLE }, (_, index) =>
    generator.generate({
      seed: deriveSeed(generator.id, 'report', index),
      ...combos[index % combos.length]!,
    }),
  );
}

function generateMultipleChoice(generator: Generator, count: number): void {
  for (let index = 0; index < count; index += 1) {
    generator.generate({
      seed: index,
      difficulty: generator.difficulties[index % 3] ?? 'easy',
      itemType: 'multiple-choice',
    });
  }
}

/**
 * The clock for items per second per core, in ms: the lesser of the wall clock and this process's
 * CPU time. On an idle machine that is the wall clock; when other processes hold the cores it is the
 * CPU time, which counts only while this process runs (and counts V8's compiler and GC threads too, so
 * it never flatters a generator). Both are read to the microsecond.
 */
interface Stamp {
  wall: number;
  cpu: number;
}

function stamp(): Stamp {
  const { user, system } = process.cpuUsage();
  return { wall: performance.now(), cpu: (user + system) / 1000 };
}

const elapsedMs = (from: Stamp, to: Stamp) => Math.min(to.wall - from.wall, to.cpu - from.cpu);

function warmUp(generator: Generator): void {
  const start = stamp();
  let items = 0;
  let fastest = 0;
  let settled = 0;
  for (;;) {
    const batchStart = stamp();
    generateMultipleChoice(generator, WARM_UP_BATCH);
    const now = stamp();
    items += WARM_UP_BATCH;
    const rate = WARM_UP_BATCH / elapsedMs(batchStart, now);
    if (rate > fastest * 1.05) settled = 0;
    else settled += 1;
    fastest = Math.max(fastest, rate);
    const elapsed = elapsedMs(start, now);
    if (elapsed >= WARM_UP_MAX_MS) return;
    if (items >= WARM_UP_MIN_ITEMS && elapsed >= WARM_UP_MIN_MS && settled >= WARM_UP_SETTLED) return;
  }
}

/**
 * Multiple-choice items per second on this core once the generator's code is compiled, as in a
 * running server (the bar is 50,000), from the rates of its timed rounds. A cold start (the
 * first few thousand items, while V8 compiles) is slower and is not what the bar is about.
 */
function medianOfFastest(rates: readonly number[]): number {
  const best = [...rates].sort((a, b) => b - a).slice(0, SPEED_BEST_ROUNDS);
  return best[Math.floor(best.length / 2)]!;
}

/**
 * Pins this process (every thread, V8's compiler and collector too) to one core while it measures,
 * so "per core" means one core and the scheduler cannot move the work between cores mid-round;
 * afterwards the process gets its old cores back (the bench runner goes on to other benchmarks).
 * Without `taskset` (not Linux) it measures unpinned. Returns how to undo the pinning.
 */
function pinToOneCore(): { pinned: boolean; restore: () => void } {
  const taskset = (...args: string[]) =>
    execFileSync('taskset', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const mask = /:\s*([0-9a-f]+)\s*$/i.exec(taskset('-p', String(process.pid)))?.[1];
    if (!mask) return { pinned: false, restore: () => {} };
    taskset('-a', '-c', '-p', String(SPEED_CORE), String(process.pid));
    return { pinned: true, restore: () => void taskset('-a', '-p', mask, String(process.pid)) };
  } catch {
    return { pinned: false, restore: () => {} };
  }
}

const formatCount = (value: number) => Math.round(value).toLocaleString('en-US');
const lines: string[] = [];

for (const grade of GRADES) {
  const tested = testedTeksForGrade(grade, 'math');
  const covered = tested.filter((entry) => generatorsFor(entry.code).length > 0);
  const readiness = tested.filter((entry) => entry.standardType === 'readiness');
  const readinessCovered = covered.filter((entry) => entry.standardType === 'readiness');
  lines.push(
    `Grade ${grade} math: ${covered.length}/${tested.length} tested SEs covered ` +
      `(readiness ${readinessCovered.length}/${readiness.length}, supporting ${covered.length - readinessCovered.length}/${tested.length - readiness.length})`,
  );
  for (const entry of covered) {
    const types = [...new Set(generatorsFor(entry.code).flatMap((generator) => generator.itemTypes))];
    lines.push(
      `  ${entry.code.padEnd(6)} ${entry.standardType.padEnd(10)} ${entry.skillName.padEnd(34)} ${types.join(', ')}`,
    );
  }
  const missing = tested.filter((entry) => !covered.includes(entry)).map((entry) => entry.code);
  if (missing.length > 0) lines.push(`  not yet covered: ${missing.join(' ')}`);
  lines.push('');
}

const reading = readReadingContent();
const readingItems = reading.files.flatMap((file) => file.items);
for (const failure of reading.failures)
  lines.push(`! ${failure.path} does not parse: ${failure.problems.join('; ')}`);
for (const grade of GRADES) {
  const coverage = readingCoverage(grade, readingItems, READING_GENERATORS);
  const files = reading.files.filter((file) => file.passage.grade === grade);
  const drafts = files.filter((file) => file.passage.kind === 'editing-draft').length;
  const written = coverage.codes.filter((code) => code.contentItems > 0);
  const generated = coverage.codes.filter((code) => code.generators.length > 0);
  const either = coverage.codes.filter((code) => code.contentItems > 0 || code.generators.length > 0);
  const gradeItems = readingItems.filter((item) => item.grade === grade).length;
  lines.push(
    `Grade ${grade} reading: ${written.length}/${coverage.itemCodes} tested SEs with written items, ` +
      `${generated.length}/${coverage.itemCodes} with generators, ${either.length}/${coverage.itemCodes} either ` +
      `(${files.length - drafts} passages, ${drafts} editing drafts, ${gradeItems} written items; essay SEs ${coverage.essayCodes.join(' ')})`,
  );
  for (const code of either) {
    const types = Object.entries(code.itemTypes)
      .map(([type, count]) => `${type} ${count}`)
      .join(', ');
    const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
    const written =
      code.contentItems > 0
        ? `${plural(code.contentItems, 'item').padStart(9)} in ${plural(code.passages, 'text')}`
        : '  —';
    const generators = code.generators.length > 0 ? ` + generator` : '';
    lines.push(
      `  ${code.code.padEnd(11)} ${code.standardType.padEnd(10)} ${code.skillName.padEnd(34)} ${written.padEnd(22)} ${types}${generators}`,
    );
  }
  const missing = coverage.codes.filter((code) => !either.includes(code)).map((code) => code.code);
  if (missing.length > 0) lines.push(`  not yet covered: ${missing.join(' ')}`);
  lines.push('');
}

lines.push(
  `Distinct items per generator (sample of ${formatCount(SAMPLE)} seeds over every difficulty and type)`,
);
lines.push(
  `  ${'generator'.padEnd(34)} ${'distinct items'.padStart(16)} ${'distinct problems'.padStart(18)} ${'MC items/s'.padStart(12)}`,
);
const allGenerators = [...GENERATORS, ...READING_GENERATORS];
const pinning = pinToOneCore();
const rounds = new Map<Generator, number[]>();
try {
  for (const generator of allGenerators) {
    warmUp(generator);
    rounds.set(generator, []);
  }
  for (let round = -SPEED_UNTIMED_ROUNDS; round < SPEED_ROUNDS; round += 1) {
    for (const generator of allGenerators) {
      const start = stamp();
      generateMultipleChoice(generator, SPEED_ROUND_ITEMS);
      if (round >= 0) rounds.get(generator)!.push(SPEED_ROUND_ITEMS / (elapsedMs(start, stamp()) / 1000));
    }
  }
} finally {
  pinning.restore();
}
const speeds: { id: string; speed: number }[] = [];
for (const generator of allGenerators) {
  const items = sampleItems(generator);
  const itemCount = new Set(items.map(distinctItemKey)).size;
  const problemCount = new Set(items.map((item) => `${item.difficulty}|${JSON.stringify(item.parameters)}`))
    .size;
  const itemEstimate = estimatePopulation(items.length, itemCount);
  const problemEstimate = estimatePopulation(items.length, problemCount);
  const show = ({ estimate, lowerBound }: { estimate: number; lowerBound: boolean }) =>
    `${lowerBound ? '>' : '~'}${formatCount(estimate)}`;
  const speed = medianOfFastest(rounds.get(generator)!);
  speeds.push({ id: generator.id, speed });
  lines.push(
    `  ${generator.id.padEnd(34)} ${show(itemEstimate).padStart(16)} ${show(problemEstimate).padStart(18)} ${formatCount(speed).padStart(12)}`,
  );
}
const atBar = speeds.filter(({ speed }) => speed >= SPEED_BAR).length;
const slowest = [...speeds].sort((a, b) => a.speed - b.speed).slice(0, 5);
lines.push('');
lines.push(
  `MC items/s: multiple-choice items per second per core once warm: ${SPEED_ROUNDS} rounds of ` +
    `${formatCount(SPEED_ROUND_ITEMS)} items each, the median of the fastest ${SPEED_BEST_ROUNDS} ` +
    `(each round timed by the lesser of wall-clock and CPU time), ` +
    (pinning.pinned ? `pinned to core ${SPEED_CORE}.` : 'not pinned (no taskset).'),
);
lines.push(
  '"distinct problems" ignores the story words: how many different sets of numbers a generator asks about' +
    ' (for reading generators, how many different words and sentences).',
);
lines.push('');
lines.push(
  `${atBar} of ${speeds.length} generators ≥ ${formatCount(SPEED_BAR)} MC items/s per core; slowest: ` +
    slowest.map(({ id, speed }) => `${id} ${formatCount(speed)}`).join(', '),
);

console.log(lines.join('\n'));
