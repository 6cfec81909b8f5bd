import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem } from '../generator-types';
import { opening } from '../story-text';
import { countWord, rightChoice, wrongChoice, type WordChoice } from './geometry-data-parts';

/**
 * 3.7D: decide when to measure liquid volume (capacity) and when to measure weight. Easy: what to
 * measure to answer one question, or pick the questions about one of them. Medium: one container of
 * liquid, many questions: which is about its weight, which about how much it holds. Hard: judge two
 * children's plans, or pick the true statements. Wrong choices: "heavy liquid, so weigh it", mixing up
 * how much something holds with how heavy it is, treating the two as the same.
 */

type Attribute = 'liquid volume' | 'weight';

interface Situation {
  find: string;
  question: string;
  attribute: Attribute;
}

const situation = (find: string, question: string, attribute: Attribute): Situation => ({
  find,
  question,
  attribute,
});

const SITUATIONS: readonly Situation[] = [
  situation('how much water a fish tank holds', 'How much water does a fish tank hold?', 'liquid volume'),
  situation('how much juice fits in a pitcher', 'How much juice fits in a pitcher?', 'liquid volume'),
  situation('how much milk a glass holds', 'How much milk does a glass hold?', 'liquid volume'),
  situation(
    'how much water fills a bathtub',
    'How much water does it take to fill a bathtub?',
    'liquid volume',
  ),
  situation('how much soup a pot holds', 'How much soup does a pot hold?', 'liquid volume'),
  situation(
    'how much water a watering can holds',
    'How much water does a watering can hold?',
    'liquid volume',
  ),
  situation('how heavy a watermelon is', 'How heavy is a watermelon?', 'weight'),
  situation('how heavy a bag of apples is', 'How heavy is a bag of apples?', 'weight'),
  situation('how heavy a backpack is', 'How heavy is a backpack?', 'weight'),
  situation('how heavy a pumpkin is', 'How heavy is a pumpkin?', 'weight'),
  situation('how heavy a box of books is', 'How heavy is a box of books?', 'weight'),
  situation('how heavy a puppy is', 'How heavy is a puppy?', 'weight'),
];

const OTHER_MEASURES = [
  {
    text: 'length',
    note: 'Length tells how long or tall something is, not how heavy it is or how much it holds.',
  },
  { text: 'temperature', note: 'Temperature tells how hot or cold something is.' },
  { text: 'time', note: 'Time tells how long something takes.' },
] as const;

const WHY: Record<Attribute, string> = {
  'liquid volume': 'Liquid volume tells how much liquid a container holds.',
  weight: 'Weight tells how heavy something is.',
};
const other = (attribute: Attribute): Attribute => (attribute === 'weight' ? 'liquid volume' : 'weight');
const HINTS = [
  'Weight tells how heavy something is. Liquid volume tells how much liquid a container holds.',
  'Read the question again. Is it about heaviness, or about filling something up?',
];

function whatToMeasure(random: Random, story: StoryContext, multiselect: boolean): ChoiceProblem {
  if (!multiselect) {
    const asked = random.pick(SITUATIONS);
    return {
      kind: 'choices',
      stem: `${opening(story)}${story.name} wants to find ${asked.find}. What should ${story.name} measure?`,
      choices: [
        rightChoice(asked.attribute),
        wrongChoice(
          other(asked.attribute),
          `${WHY[other(asked.attribute)]} The question asks something else.`,
        ),
        ...OTHER_MEASURES.map((m) => wrongChoice(m.text, m.note)),
      ],
      hints: HINTS,
      explanation: [
        `The question is ${asked.find}.`,
        WHY[asked.attribute],
        `So ${story.name} should measure ${asked.attribute}.`,
      ],
      parameters: { model: 'measure', attribute: asked.attribute },
    };
  }
  const attribute = random.pick(['liquid volume', 'weight'] as const);
  const right = random.sample(
    SITUATIONS.filter((s) => s.attribute === attribute),
    2,
  );
  const wrong = random.sample(
    SITUATIONS.filter((s) => s.attribute !== attribute),
    3,
  );
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} lists some questions. Which two questions are about ${attribute}?`,
    choices: [
      ...right.map((s) => rightChoice(s.question)),
      ...wrong.map((s) =>
        wrongChoice(s.question, `This question is about ${s.attribute}. ${WHY[s.attribute]}`),
      ),
    ],
    hints: HINTS,
    explanation: [WHY[attribute], ...right.map((s) => `"${s.question}" is about ${attribute}.`)],
    parameters: { model: 'pick-questions', attribute },
  };
}

interface Container {
  liquid: string;
  container: string;
}

const CONTAINERS: readonly Container[] = [
  { liquid: 'lemonade', container: 'pitcher' },
  { liquid: 'water', container: 'fish tank' },
  { liquid: 'milk', container: 'jug' },
  { liquid: 'soup', container: 'pot' },
  { liquid: 'juice', container: 'bottle' },
  { liquid: 'water', container: 'bucket' },
];

function questionsAbout({ liquid, container }: Container) {
  return {
    'liquid volume': `How much ${liquid} does the ${container} hold?`,
    weight: `How heavy is the ${container} of ${liquid}?`,
    length: `How tall is the ${container}?`,
    temperature: `How warm is the ${liquid}?`,
    time: `How long does it take to fill the ${container}?`,
  };
}

const NOTES = {
  'liquid volume': 'This question is about how much the container holds. That is liquid volume.',
  weight: 'This question is about how heavy it is. That is weight.',
  length: 'This question is about how tall it is. That is length.',
  temperature: 'This question is about how warm it is. That is temperature.',
  time: 'This question is about how long filling takes. That is time.',
};

function oneContainer(random: Random, story: StoryContext, multiselect: boolean): ChoiceProblem {
  const attribute = random.pick(['liquid volume', 'weight'] as const);
  if (!multiselect) {
    const container = random.pick(CONTAINERS);
    const questions = questionsAbout(container);
    const wrong = (['liquid volume', 'weight', 'length', 'temperature', 'time'] as const).filter(
      (a) => a !== attribute,
    );
    return {
      kind: 'choices',
      stem: `${opening(story)}${story.name} has a ${container.container} of ${container.liquid}. ${story.name} wants to know its ${attribute}. Which question fits?`,
      choices: [rightChoice(questions[attribute]), ...wrong.map((a) => wrongChoice(questions[a], NOTES[a]))],
      hints: HINTS,
      explanation: [WHY[attribute], `"${questions[attribute]}" asks about ${attribute}.`],
      parameters: { model: 'one-container', attribute },
    };
  }
  const [first, second, third] = random.sample(CONTAINERS, 3) as [Container, Container, Container];
  const choices: WordChoice[] = [
    rightChoice(questionsAbout(first)[attribute]),
    rightChoice(questionsAbout(second)[attribute]),
    wrongChoice(questionsAbout(first)[other(attribute)], NOTES[other(attribute)]),
    wrongChoice(questionsAbout(second)[other(attribute)], NOTES[other(attribute)]),
    wrongChoice(questionsAbout(third).length, NOTES.length),
  ];
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} reads these questions. Which ${countWord(2)} questions are about ${attribute}?`,
    choices,
    hints: HINTS,
    explanation: [WHY[attribute], `"${choices[0]!.text}" and "${choices[1]!.text}" ask about ${attribute}.`],
    parameters: { model: 'containers', attribute },
  };
}

function whoIsRight(random: Random, story: StoryContext): ChoiceProblem {
  const { name, otherName } = story;
  const asked = random.pick(SITUATIONS);
  const [weigher, filler] = random.chance(1, 2) ? [name, otherName] : [otherName, name];
  const right = asked.attribute === 'weight' ? weigher : filler;
  const wrongOne = right === weigher ? filler : weigher;
  const because =
    asked.attribute === 'weight'
      ? 'the question is about how heavy it is'
      : 'the question is about how much it holds';
  return {
    kind: 'choices',
    stem: `${opening(story)}${name} and ${otherName} want to find ${asked.find}. ${weigher} says to measure its weight. ${filler} says to measure liquid volume. Who is right?`,
    choices: [
      rightChoice(`${right}, because ${because}`),
      wrongChoice(
        `${wrongOne}, because ${other(asked.attribute)} tells ${asked.attribute === 'weight' ? 'how heavy it is' : 'how much it holds'}`,
        `${WHY[other(asked.attribute)]} That does not answer this question.`,
      ),
      wrongChoice(
        'Both, because weight and liquid volume are the same',
        'They are different: one is how heavy, the other is how much a container holds.',
      ),
      wrongChoice(
        'Neither, because you need a ruler',
        'A ruler measures length. This question is about weight or liquid volume.',
      ),
    ],
    hints: [
      ...HINTS,
      `Ask: what does the question want to know about the ${asked.attribute === 'weight' ? 'object' : 'container'}?`,
    ],
    explanation: [`The question is ${asked.find}.`, WHY[asked.attribute], `So ${right} is right.`],
    parameters: { model: 'who', attribute: asked.attribute },
  };
}

const TRUE_STATEMENTS = [
  'A jug of water has a weight and a liquid volume.',
  'To find how much a cup holds, measure liquid volume.',
  'To find how heavy a bag of rice is, measure weight.',
  'A scale measures weight.',
  'A measuring cup measures liquid volume.',
];
const FALSE_STATEMENTS: readonly [string, string][] = [
  [
    'Weight and liquid volume are the same thing.',
    'Weight is how heavy; liquid volume is how much a container holds.',
  ],
  [
    'A bigger box is always heavier than a smaller box.',
    'A big box of feathers can be lighter than a small box of rocks.',
  ],
  ['You can find how much a pitcher holds with a ruler.', 'A ruler measures length, not liquid volume.'],
  [
    'A scale measures how much water a tank holds.',
    'A scale measures weight. Use a container that measures liquid volume.',
  ],
  ['To find how heavy a dog is, measure liquid volume.', 'How heavy something is means weight.'],
];

function trueStatements(random: Random, story: StoryContext): ChoiceProblem {
  const right = random.sample(TRUE_STATEMENTS, 2);
  const wrong = random.sample(FALSE_STATEMENTS, 3);
  return {
    kind: 'choices',
    stem: `${opening(story)}${story.name} learns about measuring. Which two statements are true?`,
    choices: [...right.map(rightChoice), ...wrong.map(([text, note]) => wrongChoice(text, note))],
    hints: HINTS,
    explanation: [WHY.weight, WHY['liquid volume'], ...right.map((text) => `True: ${text}`)],
    parameters: { model: 'statements', attribute: 'both' },
  };
}

export const volumeOrWeight = defineGenerator({
  id: '3.7D.volume-or-weight',
  version: 1,
  teksCode: '3.7D',
  itemTypes: ['multiple-choice', 'multiselect'],
  bounds: { maxWhole: 10 },
  build({ random, story, difficulty, itemType }) {
    const multiselect = itemType === 'multiselect';
    if (difficulty === 'easy') return whatToMeasure(random, story, multiselect);
    if (difficulty === 'medium') return oneContainer(random, story, multiselect);
    return multiselect ? trueStatements(random, story) : whoIsRight(random, story);
  },
});
