/**
 * Content report: per grade, the tested math SEs covered by generators, the item types per SE, and an
 * estimate of how many distinct items each generator can make; then reading: the tested reading SEs
 * covered by written items (content/reading) and by generators, with items and types per code. Run
 * with `npm run content:report`.
 */
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

// Sized so the whole report runs in well under a minute with every generator registered.
const SAMPLE = 2000;
const SPEED_SAMPLE = 5000;

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

/** Multiple-choice items per second on this core: the bar is 50,000. */
function measureSpeed(generator: Generator): number {
  const start = performance.now();
  for (let index = 0; index < SPEED_SAMPLE; index += 1) {
    generator.generate({
      seed: index,
      difficulty: generator.difficulties[index % 3] ?? 'easy',
      itemType: 'multiple-choice',
    });
  }
  return SPEED_SAMPLE / ((performance.now() - start) / 1000);
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
for (const generator of [...GENERATORS, ...READING_GENERATORS]) {
  const items = sampleItems(generator);
  const itemCount = new Set(items.map(distinctItemKey)).size;
  const problemCount = new Set(items.map((item) => `${item.difficulty}|${JSON.stringify(item.parameters)}`))
    .size;
  const itemEstimate = estimatePopulation(items.length, itemCount);
  const problemEstimate = estimatePopulation(items.length, problemCount);
  const show = ({ estimate, lowerBound }: { estimate: number; lowerBound: boolean }) =>
    `${lowerBound ? '>' : '~'}${formatCount(estimate)}`;
  lines.push(
    `  ${generator.id.padEnd(34)} ${show(itemEstimate).padStart(16)} ${show(problemEstimate).padStart(18)} ${formatCount(measureSpeed(generator)).padStart(12)}`,
  );
}
lines.push('');
lines.push(
  '"distinct problems" ignores the story words: how many different sets of numbers a generator asks about' +
    ' (for reading generators, how many different words and sentences).',
);

console.log(lines.join('\n'));
