import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { capitalise, opening } from '../story-text';
import { mistake } from './measurement-words';
import { times } from '../times';

/**
 * 4.9B: solve one- and two-step problems with data in dot plots and stem-and-leaf plots. Easy: how many
 * more dots above one value than another (one step). Medium: the difference between the greatest and
 * least values in a stem-and-leaf plot (read two values, then subtract). Hard: a dot plot of lengths in
 * eighths of an inch; the difference between the longest and the shortest. Wrong choices: comparing the
 * values instead of the counts, reading a stem alone, using the number of dots, adding.
 */
function moreThan(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const low = random.int(1, 4);
  const values = times(5, (i) => low + i);
  const counts = values.map(() => random.int(1, 8));
  const [i, j] = random.sample([0, 1, 2, 3, 4], 2).sort((a, b) => counts[b]! - counts[a]!) as [
    number,
    number,
  ];
  if (counts[i] === counts[j]) counts[i] = counts[j]! + random.int(1, 3);
  const [more, fewer] = [counts[i]!, counts[j]!];
  const total = counts.reduce((a, b) => a + b, 0);
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} asks each friend how many ${thing.many} they found. The dot plot shows the answers. How many more friends found ${values[i]} than found ${values[j]}?`,
    visual: {
      kind: 'dot-plot',
      title: `${capitalise(thing.many)} found`,
      axisLabel: `Number of ${thing.many}`,
      positions: values.map((v, k) => ({ label: String(v), count: counts[k]! })),
      imageDescription: `A dot plot. ${values.map((v, k) => `Above ${v} there ${counts[k] === 1 ? 'is 1 dot' : `are ${counts[k]} dots`}.`).join(' ')}`,
    },
    answer: rational(more - fewer),
    format: 'whole-number',
    mistakes: [
      mistake(
        Math.abs(values[i]! - values[j]!),
        'This compares the values on the number line. Compare the number of dots above them.',
      ),
      mistake(more + fewer, 'The two counts were added. "How many more" means subtract.'),
      mistake(
        more,
        `${more} is the number of dots above ${values[i]}. Subtract the dots above ${values[j]}.`,
      ),
      mistake(total - fewer, 'This uses every dot. Use only the dots above the two values in the question.'),
    ],
    hints: [
      'Each dot is one friend.',
      `Count the dots above ${values[i]} and above ${values[j]}.`,
      'Subtract the smaller count from the larger count.',
    ],
    explanation: [
      `${more} friends found ${values[i]}. ${fewer} friends found ${values[j]}.`,
      `${more} − ${fewer} = ${more - fewer}.`,
      `${more - fewer} more friends found ${values[i]}.`,
    ],
    parameters: { display: 'dot-plot', first: more, second: fewer },
  };
}

function stemRange(random: Random, story: StoryContext): NumericProblem {
  const { name, otherName, thing } = story;
  const firstStem = random.int(1, 4);
  const stems = [0, 1, 2, 3].map((k) => firstStem + k);
  const leaves = stems.map((_, k) =>
    times(k === 0 || k === 3 ? random.int(1, 3) : random.int(0, 4), () => random.int(0, 9)).sort(
      (a, b) => a - b,
    ),
  );
  const data = stems.flatMap((stem, k) => leaves[k]!.map((leaf) => stem * 10 + leaf));
  const [least, greatest] = [Math.min(...data), Math.max(...data)];
  const lastStem = stems[3]!;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} and ${otherName} record how many ${thing.many} they count each day. What is the difference between the greatest and the least number in the plot?`,
    visual: {
      kind: 'stem-and-leaf',
      title: `${capitalise(thing.many)} counted each day`,
      stems: stems.map((stem, k) => ({ stem, leaves: leaves[k]! })),
      keyText: `${lastStem} | ${greatest % 10} means ${lastStem * 10 + (greatest % 10)}`,
      imageDescription: `A stem-and-leaf plot. ${stems.map((stem, k) => `Stem ${stem}: ${leaves[k]!.length === 0 ? 'no leaves' : `leaves ${leaves[k]!.join(', ')}`}.`).join(' ')}`,
    },
    answer: rational(greatest - least),
    format: 'whole-number',
    mistakes: [
      mistake(
        lastStem - firstStem,
        'This subtracts only the stems. Each value is a stem and a leaf together.',
      ),
      mistake(greatest, `${greatest} is the greatest value. Subtract the least value from it.`),
      mistake(greatest + least, 'The values were added. The difference means subtract.'),
      mistake(data.length, 'This is how many values there are, not the difference.'),
      mistake(
        (greatest % 10) - (least % 10),
        'This subtracts only the leaves. Put each stem and leaf together first.',
      ),
    ].filter((m) => m.value.numerator >= 0),
    hints: [
      'Each leaf with its stem makes one number: stem 3 and leaf 5 make 35.',
      'The least number is the first leaf on the first stem. The greatest is the last leaf on the last stem.',
      'Subtract the least from the greatest.',
    ],
    explanation: [
      `The least number is ${least}. The greatest number is ${greatest}.`,
      `${greatest} − ${least} = ${greatest - least}.`,
    ],
    parameters: { display: 'stem-and-leaf', first: greatest, second: least },
  };
}

const eighths = (k: number) => {
  const whole = Math.floor(k / 8);
  const part = k % 8;
  if (part === 0) return String(whole);
  return whole === 0 ? `${part}/8` : `${whole} ${part}/8`;
};

function fractionDotPlot(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const start = random.int(4, 12);
  const labels = times(6, (k) => start + k);
  const counts = labels.map(() => random.int(0, 4));
  if (counts.filter((c) => c > 0).length < 2) [counts[0], counts[5]] = [1, 2];
  const used = labels.filter((_, k) => counts[k]! > 0);
  const [shortest, longest] = [used[0]!, used.at(-1)!];
  const difference = longest - shortest;
  const maxCount = Math.max(...counts);
  const inEighths = (k: number, note: string): Mistake => ({ value: rational(k, 8), note, text: eighths(k) });
  const mistakes: Mistake[] = [
    inEighths(longest, `${eighths(longest)} is the longest length. Subtract the shortest length from it.`),
    inEighths(longest + shortest, 'The lengths were added. The difference means subtract.'),
    inEighths(
      labels[5]! - labels[0]!,
      'This uses the ends of the number line. Use only lengths that have dots.',
    ),
    mistake(
      maxCount - Math.min(...counts.filter((c) => c > 0)),
      'This compares numbers of dots. The question asks about lengths.',
    ),
    inEighths(difference + 1, 'This is 1/8 inch too much. Count the eighths between the lengths again.'),
  ];
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} measures some ${thing.many} to the nearest 1/8 inch. The dot plot shows the lengths. What is the difference, in inches, between the longest and the shortest length?`,
    visual: {
      kind: 'dot-plot',
      title: `Lengths of ${thing.many} (inches)`,
      axisLabel: 'Length in inches',
      positions: labels.map((k, i) => ({ label: eighths(k), count: counts[i]! })),
      imageDescription: `A dot plot of lengths in inches. ${labels.map((k, i) => `Above ${eighths(k)} there ${counts[i] === 1 ? 'is 1 dot' : `are ${counts[i]} dots`}.`).join(' ')}`,
    },
    answer: rational(difference, 8),
    answerText: eighths(difference),
    format: 'fraction',
    style: 'mixed',
    mistakes,
    hints: [
      'Find the lengths that have at least one dot.',
      `The shortest length has the first dots from the left. The longest has the last dots.`,
      'Subtract the shortest length from the longest. Count eighths if it helps.',
    ],
    explanation: [
      `The shortest length is ${eighths(shortest)} inch${shortest > 8 ? 'es' : ''}. The longest is ${eighths(longest)} inches.`,
      `${eighths(longest)} − ${eighths(shortest)} = ${eighths(difference)}.`,
      `The difference is ${eighths(difference)} inch${difference > 8 ? 'es' : ''}.`,
    ],
    parameters: { display: 'fraction-dot-plot', first: `${longest}/8`, second: `${shortest}/8` },
  };
}

export const solveWithData = defineGenerator({
  id: '4.9B.solve-with-data',
  version: 1,
  teksCode: '4.9B',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 100 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return moreThan(random, story);
    if (difficulty === 'medium') return stemRange(random, story);
    return fractionDotPlot(random, story);
  },
});
