import { rational, type Rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { Mistake, NumericProblem } from '../generator-types';
import { formatRational } from '../number-format';
import { capitalise, opening } from '../story-text';
import { wholeMistake } from './problem-helpers';
import { times as listOf } from '../times';

/**
 * 5.9C: one- and two-step problems with data. Easy: one step from a bar graph with a scale of 2, 5 or
 * 10 (some bars end halfway between grid lines). Medium: two steps from a frequency table. Hard: two
 * steps from a dot plot of fractions or decimals (count the dots, then multiply), or from a
 * stem-and-leaf plot (greatest minus least). Wrong answers: adding for "how many more", counting grid
 * lines instead of reading the scale, stopping after one step, reading a stem as the whole value.
 */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const;

function barGraph(random: Random, story: StoryContext): NumericProblem {
  const scale = random.pick([2, 5, 10]);
  // Scales of 2 and 10 allow bars that end halfway between two grid lines.
  const half = scale !== 5;
  const days = DAYS.slice(0, 4);
  const values = days.map(() => random.int(1, 10) * scale + (half && random.chance(1, 3) ? scale / 2 : 0));
  let [a, b] = random.sample([0, 1, 2, 3], 2) as [number, number];
  if (values[a]! < values[b]!) [a, b] = [b, a];
  // Keep the two bars at least one grid line apart, so "how many more" is never 0 or 1.
  if (values[a]! - values[b]! < scale) values[a] = values[a]! + scale;
  const [va, vb] = [values[a]!, values[b]!];
  const [dayA, dayB] = [days[a]!, days[b]!];
  const { name, thing } = story;
  const more = random.chance(1, 2);
  const answer = more ? va - vb : va + vb;
  const mistakes: Mistake[] = more
    ? [
        ...wholeMistake(va + vb, 'The two bars were added. "How many more" means subtract.'),
        ...wholeMistake((va - vb) / scale, `This counts grid lines. Each grid line stands for ${scale}.`),
        ...wholeMistake(va, `${va} is the ${dayA} bar only. Subtract the ${dayB} bar.`),
        ...wholeMistake(va - vb + scale, 'One bar was read one grid line off. Read each bar on the scale.'),
        ...wholeMistake(va - vb - scale, 'One bar was read one grid line off. Read each bar on the scale.'),
      ]
    : [
        ...wholeMistake(va - vb, 'The bars were subtracted. "In all" means add.'),
        ...wholeMistake((va + vb) / scale, `This counts grid lines. Each grid line stands for ${scale}.`),
        ...wholeMistake(va / scale + vb, `The ${dayA} bar was read by counting grid lines. Use the scale.`),
        ...wholeMistake(va + vb + scale, 'One bar was read one grid line off. Read each bar on the scale.'),
        ...wholeMistake(va + vb - scale, 'One bar was read one grid line off. Read each bar on the scale.'),
      ];
  return {
    kind: 'numeric',
    stem: more
      ? `${opening(story)}${name} counts ${thing.many} each day and makes a bar graph. How many more ${thing.many} did ${name} count on ${dayA} than on ${dayB}?`
      : `${opening(story)}${name} counts ${thing.many} each day and makes a bar graph. How many ${thing.many} did ${name} count on ${dayA} and ${dayB} in all?`,
    visual: {
      kind: 'bar-graph',
      title: `${capitalise(thing.many)} counted`,
      categoryAxisLabel: 'Day',
      valueAxisLabel: `Number of ${thing.many}`,
      scale,
      orientation: 'vertical',
      bars: days.map((day, i) => ({ label: day, value: values[i]! })),
      imageDescription: `A bar graph with a scale of ${scale}. ${days.map((day, i) => `${day}: ${values[i]}.`).join(' ')}`,
    },
    answer: rational(answer),
    format: 'whole-number',
    mistakes,
    hints: [
      `Each grid line on the graph stands for ${scale}.`,
      `Read the ${dayA} bar and the ${dayB} bar. A bar between two lines is halfway.`,
      more ? 'To find how many more, subtract the smaller from the bigger.' : 'To find how many in all, add.',
    ],
    explanation: [
      `${dayA}: ${va}. ${dayB}: ${vb}.`,
      more ? `${va} − ${vb} = ${answer}.` : `${va} + ${vb} = ${answer}.`,
      more
        ? `${name} counted ${answer} more ${answer === 1 ? thing.one : thing.many} on ${dayA}.`
        : `${name} counted ${answer} ${thing.many} on those two days.`,
    ],
    parameters: { task: more ? 'bar-difference' : 'bar-sum', first: a, second: b, third: -1 },
  };
}

function frequencyTable(random: Random, story: StoryContext): NumericProblem {
  const { name, thing } = story;
  const days = DAYS.slice(0, 5);
  const counts = days.map(() => random.int(8, 60));
  const [a, b, c] = random.sample([0, 1, 2, 3, 4], 3) as [number, number, number];
  const together = random.chance(1, 2);
  const [ca, cb, cc] = [counts[a]!, counts[b]!, counts[c]!];
  if (together && ca + cb <= cc) counts[c] = Math.max(1, ca + cb - random.int(5, 15));
  const total = counts.reduce((sum, value) => sum + value, 0);
  const table = {
    kind: 'table' as const,
    title: `${capitalise(thing.many)} sold`,
    headers: ['Day', 'Number sold'],
    rows: days.map((day, i) => [day, String(counts[i])]),
    imageDescription: `A frequency table. ${days.map((day, i) => `${day}: ${counts[i]}.`).join(' ')}`,
  };
  if (together) {
    const third = counts[c]!;
    const sum = ca + cb;
    const answer = sum - third;
    return {
      kind: 'numeric',
      stem: `${opening(story)}${name} sells ${thing.many}. The table shows how many were sold each day. How many more were sold on ${days[a]} and ${days[b]} together than on ${days[c]}?`,
      visual: table,
      answer: rational(answer),
      format: 'whole-number',
      mistakes: [
        ...wholeMistake(sum, `${sum} is the first step only. Now subtract the ${days[c]} number.`),
        ...wholeMistake(sum + third, 'All three numbers were added. "How many more" means subtract.'),
        ...wholeMistake(
          Math.abs(ca - cb) + third,
          'The first two days were subtracted. "Together" means add.',
        ),
        ...wholeMistake(
          Math.abs(ca - cb - third),
          'Both days were subtracted. Add the first two days, then subtract.',
        ),
        ...wholeMistake(answer + 10, 'Check the tens when you subtract.'),
      ],
      hints: [
        'This takes two steps.',
        `First add the ${days[a]} and ${days[b]} numbers.`,
        `Then subtract the ${days[c]} number.`,
      ],
      explanation: [
        `${days[a]} and ${days[b]}: ${ca} + ${cb} = ${sum}.`,
        `Compare with ${days[c]}: ${sum} − ${third} = ${answer}.`,
        `${answer} more were sold on those two days.`,
      ],
      parameters: { task: 'table-together', first: a, second: b, third: c },
    };
  }
  const answer = total - ca;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} sells ${thing.many}. The table shows how many were sold each day. How many were sold on all the days except ${days[a]}?`,
    visual: table,
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      ...wholeMistake(total, `${total} is every day. Take away the ${days[a]} number.`),
      ...wholeMistake(total + ca, `The ${days[a]} number was added twice. Take it away instead.`),
      ...wholeMistake(ca, `${ca} is the ${days[a]} number only.`),
      ...wholeMistake(answer - cb, `Another day was left out too. Add every day but ${days[a]}.`),
      ...wholeMistake(answer + 10, 'Check the tens when you add.'),
    ],
    hints: [
      `This takes two steps. The question leaves out ${days[a]}.`,
      'Add the numbers for the other four days.',
      `Or add all five days, then subtract ${days[a]}.`,
    ],
    explanation: [
      `All five days: ${counts.join(' + ')} = ${total}.`,
      `Leave out ${days[a]}: ${total} − ${ca} = ${answer}.`,
      `${answer} were sold on the other days.`,
    ],
    parameters: { task: 'table-except', first: a, second: -1, third: -1 },
  };
}

interface DotScale {
  values: readonly Rational[];
  style: 'mixed' | 'decimal';
  unit: string;
  /** "length", as in "the total length". */
  measured: string;
  /** What was measured, in both forms: "ribbon", "ribbons". */
  object: { one: string; many: string };
  /** "measures the length of some ribbons" */
  setup: string;
  /** The question, about the ones of one size: "What is the total length of the ribbons that are 3/4 inch long?" */
  ask: (amount: string) => string;
  title: string;
}

const frac = (n: number, d: number) => rational(n, d);
const DOT_SCALES: readonly DotScale[] = [
  {
    values: [1, 2, 3, 4, 5].map((n) => frac(n, 4)),
    style: 'mixed',
    unit: 'inch',
    measured: 'length',
    object: { one: 'ribbon', many: 'ribbons' },
    setup: 'measures the length of some ribbons',
    ask: (amount) => `What is the total length of the ribbons that are ${amount} long?`,
    title: 'Lengths of ribbons (inches)',
  },
  {
    values: [1, 2, 3, 4, 5].map((n) => frac(n, 2)),
    style: 'mixed',
    unit: 'pound',
    measured: 'weight',
    object: { one: 'bag of trail mix', many: 'bags of trail mix' },
    setup: 'weighs some bags of trail mix',
    ask: (amount) => `What is the total weight of the bags that weigh ${amount}?`,
    title: 'Weights of bags of trail mix (pounds)',
  },
  {
    values: [12, 13, 14, 15, 16].map((n) => frac(n, 10)),
    style: 'decimal',
    unit: 'kilogram',
    measured: 'mass',
    object: { one: 'melon', many: 'melons' },
    setup: 'finds the mass of some melons',
    ask: (amount) => `What is the total mass of the melons that have a mass of ${amount}?`,
    title: 'Masses of melons (kilograms)',
  },
  {
    values: [25, 50, 75, 100, 125].map((n) => frac(n, 100)),
    style: 'decimal',
    unit: 'liter',
    measured: 'amount of juice',
    object: { one: 'jug of juice', many: 'jugs of juice' },
    setup: 'measures the juice in some jugs',
    ask: (amount) => `What is the total amount of juice in the jugs that hold ${amount}?`,
    title: 'Juice in each jug (liters)',
  },
];

const times = (value: Rational, count: number) => rational(value.numerator * count, value.denominator);
const plus = (a: Rational, b: Rational) =>
  rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);

const dots = (count: number) => `${count} ${count === 1 ? 'dot' : 'dots'}`;
const unitWord = (v: Rational, unit: string, units: string) => (v.numerator <= v.denominator ? unit : units);

function dotPlotTotal(random: Random, story: StoryContext): NumericProblem {
  const scaleIndex = random.int(0, DOT_SCALES.length - 1);
  const { values, style, unit, measured, object, setup, ask, title } = DOT_SCALES[scaleIndex]!;
  const counts = values.map(() => random.int(0, 6));
  const position = random.int(0, values.length - 1);
  if (counts[position]! < 2) counts[position] = random.int(2, 6);
  const value = values[position]!;
  const count = counts[position]!;
  const answer = times(value, count);
  // No named closures here (under tsx each costs a defineProperty per item), and the asked value is
  // written once.
  const { name } = story;
  const units = `${unit}s`;
  const shown = formatRational(value, style);
  const neighbour = values[position === 0 ? 1 : position - 1]!;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} ${setup}. Each dot on the plot is one ${object.one}. ${ask(`${shown} ${unitWord(value, unit, units)}`)}`,
    visual: {
      kind: 'dot-plot',
      title,
      axisLabel: capitalise(units),
      positions: values.map((v, i) => ({ label: formatRational(v, style), count: counts[i]! })),
      imageDescription: `A dot plot. ${values.map((v, i) => `${formatRational(v, style)}: ${dots(counts[i]!)}.`).join(' ')}`,
    },
    answer,
    format: 'fraction-or-decimal',
    style,
    unit: { one: unit, many: units },
    mistakes: (
      [
        {
          value: rational(count),
          note: `${count} is the number of dots. Each one measures ${shown}, so multiply.`,
        },
        { value, note: `${shown} is one ${object.one}. There are ${count} of them.` },
        { value: plus(value, rational(count)), note: 'The count and the measure were added. Multiply them.' },
        {
          value: times(neighbour, counts[position === 0 ? 1 : position - 1]!),
          note: 'This uses the dots above a different mark.',
        },
        { value: times(value, count + 1), note: 'One dot too many was counted.' },
        { value: times(value, count - 1), note: 'One dot was missed.' },
      ] as Mistake[]
    ).filter((m) => m.value.numerator > 0),
    hints: [
      `Find ${shown} on the number line. Count the dots above it.`,
      `Each of those ${object.many} measures ${shown} ${unitWord(value, unit, units)}.`,
      `Multiply the number of dots by ${shown}.`,
    ],
    explanation: [
      `There are ${dots(count)} above ${shown}.`,
      `${count} × ${shown} = ${formatRational(answer, style)}.`,
      `The total ${measured} is ${formatRational(answer, style)} ${unitWord(answer, unit, units)}.`,
    ],
    parameters: { task: 'dot-total', first: scaleIndex, second: position, third: -1 },
  };
}

function stemAndLeafRange(random: Random, story: StoryContext): NumericProblem {
  const { name } = story;
  const firstStem = random.int(1, 5);
  const stems = [0, 1, 2, 3].map((i) => firstStem + i);
  const leaves = stems.map(() => listOf(random.int(2, 4), () => random.int(0, 9)).sort((x, y) => x - y));
  const data: number[] = [];
  stems.forEach((stem, i) => {
    for (const leaf of leaves[i]!) data.push(stem * 10 + leaf);
  });
  const greatest = Math.max(...data);
  const least = Math.min(...data);
  const answer = greatest - least;
  const lastStem = stems[3]!;
  const firstLeaves = leaves[0]!;
  const lastLeaves = leaves[3]!;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} records the scores in a game. The stem-and-leaf plot shows them. What is the difference between the greatest score and the least score?`,
    visual: {
      kind: 'stem-and-leaf',
      title: 'Game scores',
      stems: stems.map((stem, i) => ({ stem, leaves: leaves[i]! })),
      keyText: `${stems[1]} | ${leaves[1]![0]} means ${stems[1]! * 10 + leaves[1]![0]!}`,
      imageDescription: `A stem-and-leaf plot. ${stems.map((stem, i) => `Stem ${stem}: leaves ${leaves[i]!.join(', ')}.`).join(' ')}`,
    },
    answer: rational(answer),
    format: 'whole-number',
    mistakes: [
      ...wholeMistake(greatest, `${greatest} is the greatest score. Now subtract the least score.`),
      ...wholeMistake(greatest + least, 'The scores were added. "Difference" means subtract.'),
      ...wholeMistake(
        (lastStem - firstStem) * 10,
        'Only the stems were used. Each score is a stem and a leaf together.',
      ),
      ...wholeMistake(
        lastStem * 10 + lastLeaves[0]! - least,
        'The first leaf in the last row was used. The greatest score is the last leaf.',
      ),
      ...wholeMistake(
        greatest - (firstStem * 10 + firstLeaves[firstLeaves.length - 1]!),
        'The least score is the first leaf in the first row.',
      ),
    ],
    hints: [
      'Each score is a stem (tens) and a leaf (ones). Use the key.',
      'The least score is in the first row. The greatest is in the last row.',
      'Subtract the least score from the greatest score.',
    ],
    explanation: [
      `Least score: stem ${firstStem}, leaf ${firstLeaves[0]}, so ${least}.`,
      `Greatest score: stem ${lastStem}, leaf ${lastLeaves[lastLeaves.length - 1]}, so ${greatest}.`,
      `${greatest} − ${least} = ${answer}.`,
    ],
    parameters: { task: 'stem-difference', first: firstStem, second: -1, third: -1 },
  };
}

export const solveProblemsWithData = defineGenerator({
  id: '5.9C.solve-problems-with-data',
  version: 1,
  teksCode: '5.9C',
  itemTypes: ['multiple-choice', 'numeric-entry'],
  bounds: { maxWhole: 1000, denominators: [2, 4, 8] },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return barGraph(random, story);
    if (difficulty === 'medium') return frequencyTable(random, story);
    return random.chance(1, 2) ? dotPlotTotal(random, story) : stemAndLeafRange(random, story);
  },
});
