/**
 * Sentences for comma items. Grade 3 (3.11D(x)) puts commas in a series; grade 4 (4.11D(x)) joins
 * two sentences with a comma and and, but, or or so; grade 5 (5.11D(x)) adds a comma after an
 * opening clause ("When the bell rang, we lined up.").
 */

/** A frame with `{list}` for three things of one kind; the lists fit every frame of their set. */
export interface SeriesSet {
  frames: readonly string[];
  lists: readonly (readonly [string, string, string])[];
}

// Lists read best one entry to a line.
// prettier-ignore
export const SERIES_SETS: readonly SeriesSet[] = [
  {
    frames: ['{name} packed {list} for the camping trip.', 'For the hike, we brought {list}.'],
    lists: [['a tent', 'a flashlight', 'a sleeping bag'], ['water', 'snacks', 'sunscreen'], ['a map', 'a hat', 'a jacket'], ['boots', 'socks', 'a rain coat']],
  },
  {
    frames: ['At the market, {name} bought {list}.', 'Our class made a salad with {list}.'],
    lists: [['tomatoes', 'carrots', 'peppers'], ['apples', 'grapes', 'peaches'], ['lettuce', 'corn', 'beans'], ['onions', 'cucumbers', 'radishes']],
  },
  {
    frames: ['At the zoo, {name} saw {list}.', 'The book has pictures of {list}.'],
    lists: [['lions', 'zebras', 'giraffes'], ['owls', 'bats', 'foxes'], ['sea turtles', 'dolphins', 'pelicans'], ['snakes', 'lizards', 'frogs']],
  },
  {
    frames: ['For the art project, {name} used {list}.', 'The supply box holds {list}.'],
    lists: [['glue', 'scissors', 'crayons'], ['paint', 'brushes', 'paper'], ['markers', 'tape', 'string'], ['beads', 'yarn', 'buttons']],
  },
];

/** Actions done one after another, for a harder series: "{name} {list}." */
// prettier-ignore
export const ACTION_SERIES: readonly (readonly [string, string, string])[] = [
  ['ran to the gate', 'climbed the fence', 'jumped into the pool'],
  ['grabbed a towel', 'dried the dog', 'swept the floor'],
  ['opened the box', 'read the card', 'smiled at the gift'],
  ['tied the shoes', 'zipped the coat', 'walked out the door'],
  ['found the ball', 'kicked it hard', 'scored a goal'],
];

type Joiner = 'and' | 'but' | 'or' | 'so';

/**
 * Two complete sentences and the joining word that fits them. `wrongJoiner` is one that makes no
 * sense here (only where no reader could defend it), for questions that test the joining word too.
 */
export interface CompoundPair {
  first: string;
  joiner: Joiner;
  second: string;
  wrongJoiner?: Joiner;
}

// prettier-ignore
export const COMPOUND_PAIRS: readonly CompoundPair[] = [
  { first: 'The rain stopped', joiner: 'so', second: 'we went outside to play', wrongJoiner: 'or' },
  { first: '{name} wanted to swim', joiner: 'but', second: 'the pool was closed', wrongJoiner: 'so' },
  { first: 'We can walk to the park', joiner: 'or', second: 'we can ride our bikes' },
  { first: '{name} planted the seeds', joiner: 'and', second: '{other} watered them' },
  { first: 'The puppy was tired', joiner: 'so', second: 'it curled up on the rug', wrongJoiner: 'or' },
  { first: 'The store was busy', joiner: 'but', second: 'the line moved quickly', wrongJoiner: 'so' },
  { first: '{name} can bring chips', joiner: 'or', second: '{other} can bring fruit' },
  { first: 'The band began to play', joiner: 'and', second: 'the crowd started to dance', wrongJoiner: 'or' },
  { first: 'The road was flooded', joiner: 'so', second: 'the bus took a different way', wrongJoiner: 'or' },
  { first: '{name} studied hard', joiner: 'and', second: 'the test felt easy', wrongJoiner: 'or' },
];

/** An opening clause and the sentence it leads into. */
export interface OpeningClause {
  opening: string;
  main: string;
}

// prettier-ignore
export const OPENING_CLAUSES: readonly OpeningClause[] = [
  { opening: 'When the bell rang', main: 'the students lined up at the door' },
  { opening: 'After the storm passed', main: '{name} looked for rainbows' },
  { opening: 'Because the bridge was closed', main: 'we took the long way home' },
  { opening: 'If it rains tomorrow', main: 'the game will move inside' },
  { opening: 'While {name} set the table', main: '{other} cooked the rice' },
  { opening: 'Although the hill was steep', main: 'the riders kept pedaling' },
  { opening: 'Before the show started', main: 'the actors warmed up their voices' },
  { opening: 'Since the library was quiet', main: '{name} finished the whole chapter' },
];
