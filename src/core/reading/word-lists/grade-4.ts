import type { GradeWordList } from './word-list-types';

/**
 * Grade 4 words: the affixes and roots 4.3C names (mis-, sub-, -ment, -ity and -ty; auto, graph,
 * meter), words with two common meanings and unfamiliar words with context clues (4.3B).
 */
// Word lists read best one entry to a line.
// prettier-ignore
export const GRADE_4_WORDS: GradeWordList = {
  affixes: [
    { form: 'mis-', kind: 'prefix', meaning: 'wrongly', group: 'wrongly' },
    { form: 'sub-', kind: 'prefix', meaning: 'under', group: 'under' },
    { form: '-ment', kind: 'suffix', meaning: 'the act or result of', group: 'act' },
    { form: '-ity', kind: 'suffix', meaning: 'the state of being', group: 'state' },
    { form: 'auto', kind: 'root', meaning: 'self', group: 'self' },
    { form: 'graph', kind: 'root', meaning: 'write or draw', group: 'write' },
    { form: 'meter', kind: 'root', meaning: 'measure', group: 'measure' },
  ],
  affixedWords: [
    { word: 'misspell', base: 'spell', affix: 'mis-', meaning: 'spell wrongly', sentence: '{name} checked each word so as not to misspell it.' },
    { word: 'misread', base: 'read', affix: 'mis-', meaning: 'read wrongly', sentence: '{name} misread the sign and went down the wrong hall.' },
    { word: 'misjudge', base: 'judge', affix: 'mis-', meaning: 'judge wrongly', sentence: 'It is easy to misjudge how deep the creek is.' },
    { word: 'misplace', base: 'place', affix: 'mis-', meaning: 'put in the wrong place', sentence: 'If you misplace your keys, check your coat pocket.' },
    { word: 'submarine', base: 'marine', affix: 'sub-', meaning: 'a ship that travels under the sea', sentence: 'The submarine dove deep under the waves.' },
    { word: 'subway', base: 'way', affix: 'sub-', meaning: 'a train that runs under the ground', sentence: 'In big cities, people ride the subway under the streets.' },
    { word: 'subzero', base: 'zero', affix: 'sub-', meaning: 'below zero', sentence: 'The subzero air froze the pond solid.' },
    { word: 'submerge', base: 'merge', affix: 'sub-', meaning: 'to go under water', sentence: 'Ducks submerge their heads to look for food.' },
    { word: 'movement', base: 'move', affix: '-ment', meaning: 'the act of moving', sentence: '{name} saw a quick movement in the tall grass.' },
    { word: 'payment', base: 'pay', affix: '-ment', meaning: 'the act of paying', sentence: 'The store takes payment in cash or by card.' },
    { word: 'measurement', base: 'measure', affix: '-ment', meaning: 'the result of measuring', sentence: '{name} wrote down the measurement of the board in inches.' },
    { word: 'enjoyment', base: 'enjoy', affix: '-ment', meaning: 'the act of enjoying something', sentence: 'The crowd cheered with enjoyment at the rodeo.' },
    { word: 'equality', base: 'equal', affix: '-ity', meaning: 'the state of being equal', sentence: 'The class voted for equality, so everyone got the same turn.' },
    { word: 'safety', base: 'safe', affix: '-ity', meaning: 'the state of being safe', sentence: 'For safety, {name} wears a helmet on a bike.' },
    { word: 'loyalty', base: 'loyal', affix: '-ity', meaning: 'the state of being loyal', sentence: 'The dog showed loyalty by waiting at the door every day.' },
    { word: 'popularity', base: 'popular', affix: '-ity', meaning: 'the state of being popular', sentence: 'The popularity of the new game grew fast at school.' },
    { word: 'autograph', base: 'graph', affix: 'auto', meaning: 'a name written by the person it belongs to', sentence: '{name} got an autograph from the astronaut.' },
    { word: 'automobile', base: 'mobile', affix: 'auto', meaning: 'a car, which moves by itself', sentence: 'The first automobile in town was very slow.' },
    { word: 'paragraph', base: 'para', affix: 'graph', meaning: 'a group of sentences about one idea', sentence: '{name} wrote a paragraph about the trip to the coast.' },
    { word: 'biography', base: 'bio', affix: 'graph', meaning: "a written story of a real person's life", sentence: 'The class read a biography of a famous Texas scientist.' },
    { word: 'thermometer', base: 'thermo', affix: 'meter', meaning: 'a tool that measures heat', sentence: 'The thermometer showed that it was hot outside.' },
    { word: 'speedometer', base: 'speed', affix: 'meter', meaning: 'a tool that measures speed', sentence: 'The speedometer showed how fast the bus was going.' },
  ],
  synonyms: [],
  multipleMeaning: [
    { word: 'bank', meanings: [
      { meaning: 'the land along the side of a river', sentence: 'We fished from the bank of the Brazos River.' },
      { meaning: 'a place that keeps money safe', sentence: '{name} put ten dollars in the bank.' },
    ] },
    { word: 'bill', meanings: [
      { meaning: 'the beak of a bird', sentence: 'The pelican scooped up a fish with its bill.' },
      { meaning: 'a paper that shows how much you owe', sentence: 'The waiter brought the bill after dinner.' },
    ] },
    { word: 'pitcher', meanings: [
      { meaning: 'a jug used for pouring drinks', sentence: '{name} poured lemonade from the pitcher.' },
      { meaning: 'the player who throws the ball to the batter', sentence: 'The pitcher threw a fast ball over the plate.' },
    ] },
    { word: 'spring', meanings: [
      { meaning: 'the season after winter', sentence: 'Bluebonnets bloom in the spring.' },
      { meaning: 'a coil of metal that bounces back', sentence: 'The spring in the old chair squeaked when {name} sat down.' },
    ] },
    { word: 'scale', meanings: [
      { meaning: 'a tool used to weigh things', sentence: 'The nurse weighed {name} on the scale.' },
      { meaning: 'one of the small, thin plates on a fish', sentence: 'Each scale on the fish shined in the sun.' },
    ] },
    { word: 'seal', meanings: [
      { meaning: 'a sea animal with flippers', sentence: 'A seal splashed in the cold water at the zoo.' },
      { meaning: 'to close something tightly', sentence: 'Seal the jar so the cookies stay fresh.' },
    ] },
    { word: 'match', meanings: [
      { meaning: 'a small stick that makes fire when it is struck', sentence: 'Dad lit the candle with a match.' },
      { meaning: 'a game between two players or teams', sentence: '{name} won the tennis match in the last round.' },
    ] },
    { word: 'present', meanings: [
      { meaning: 'a gift', sentence: '{name} wrapped a present for the party.' },
      { meaning: 'here, not away', sentence: 'Every student was present on the day of the test.' },
    ] },
    { word: 'pupil', meanings: [
      { meaning: 'a student', sentence: 'Each pupil in the class wrote a poem.' },
      { meaning: 'the dark center of the eye', sentence: 'The pupil of your eye gets smaller in bright light.' },
    ] },
    { word: 'jam', meanings: [
      { meaning: 'a sweet spread made from fruit', sentence: '{name} spread strawberry jam on the toast.' },
      { meaning: 'a line of cars that cannot move', sentence: 'We sat in a traffic jam for an hour.' },
    ] },
    { word: 'crane', meanings: [
      { meaning: 'a tall bird with long legs', sentence: 'A crane waded through the marsh looking for crabs.' },
      { meaning: 'a machine that lifts heavy things', sentence: 'The crane lifted steel beams to the top of the building.' },
    ] },
    { word: 'fan', meanings: [
      { meaning: 'a machine that blows air', sentence: 'The fan kept the room cool on a hot day.' },
      { meaning: 'a person who cheers for a team', sentence: '{name} is a big fan of the Houston Astros.' },
    ] },
  ],
  contextClues: [
    { word: 'reluctant', meaning: 'not wanting to do something', opposite: 'eager to do something', wrong: ['very good at something', 'very hungry', 'very noisy'], sentences: [
      { kind: 'definition', text: '{name} was reluctant, or did not want, to jump into the cold pool.', clue: 'or did not want' },
      { kind: 'contrast', text: '{other} was eager to sing on stage, but {name} was reluctant.', clue: 'but' },
      { kind: 'example', text: 'The reluctant puppy dug in its paws and would not go into the bath.', clue: 'would not go into the bath' },
    ] },
    { word: 'drought', meaning: 'a long time with little or no rain', opposite: 'a time of heavy rain and floods', wrong: ['a very cold winter storm', 'a strong spinning wind', 'a long holiday from school'], sentences: [
      { kind: 'definition', text: 'During the drought, a long time with no rain, the creek dried up.', clue: 'a long time with no rain' },
      { kind: 'contrast', text: 'Last spring brought floods, but this summer brought a drought.', clue: 'but' },
      { kind: 'example', text: 'In the drought, the grass turned brown and the ponds shrank.', clue: 'the grass turned brown and the ponds shrank' },
    ] },
    { word: 'vibrant', meaning: 'bright and full of life', opposite: 'dull and faded', wrong: ['tall and thin', 'wet and muddy', 'quiet and calm'], sentences: [
      { kind: 'definition', text: 'The mural was vibrant, which means bright and full of life.', clue: 'which means bright and full of life' },
      { kind: 'contrast', text: 'The old poster was faded and dull, but the new one was vibrant.', clue: 'faded and dull, but' },
      { kind: 'example', text: 'Vibrant flowers in red, orange and purple filled the garden.', clue: 'red, orange and purple' },
    ] },
    { word: 'cautious', meaning: 'careful to stay out of danger', opposite: 'careless and in a hurry', wrong: ['very sleepy', 'very proud', 'very hungry'], sentences: [
      { kind: 'definition', text: 'Be cautious, or careful, when you cross a busy street.', clue: 'or careful' },
      { kind: 'contrast', text: '{other} ran across the ice, but {name} was cautious.', clue: 'but' },
      { kind: 'example', text: 'The cautious hiker checked the map and stayed on the trail.', clue: 'checked the map and stayed on the trail' },
    ] },
    { word: 'abundant', meaning: 'more than enough', opposite: 'very little', wrong: ['very expensive', 'very sour', 'very small'], sentences: [
      { kind: 'definition', text: 'Food was abundant, so there was more than enough for everyone.', clue: 'more than enough' },
      { kind: 'contrast', text: 'Water was scarce in the desert, but it was abundant at the lake.', clue: 'scarce' },
      { kind: 'example', text: 'Pecans were abundant that fall, and we filled ten buckets.', clue: 'we filled ten buckets' },
    ] },
    { word: 'crave', meaning: 'want very much', opposite: 'not want at all', wrong: ['cook slowly', 'spill by mistake', 'share with friends'], sentences: [
      { kind: 'definition', text: 'On hot days, I crave, or want very much, a cold drink.', clue: 'or want very much' },
      { kind: 'contrast', text: 'Some kids do not like spicy food, but others crave it.', clue: 'do not like' },
      { kind: 'example', text: 'After a long game, players crave water and keep asking for more.', clue: 'keep asking for more' },
    ] },
    { word: 'hesitate', meaning: 'stop for a moment before acting', opposite: 'act right away', wrong: ['laugh out loud', 'fall down', 'shout loudly'], sentences: [
      { kind: 'definition', text: 'Do not hesitate, or stop and wait, when it is your turn.', clue: 'or stop and wait' },
      { kind: 'contrast', text: 'Some swimmers dive in right away, but others hesitate at the edge.', clue: 'right away, but' },
      { kind: 'example', text: 'Some actors hesitate, then take a deep breath and step on stage.', clue: 'then take a deep breath' },
    ] },
    { word: 'migrate', meaning: 'move from one place to another when the seasons change', opposite: 'stay in one place all year', wrong: ['build a nest', 'sing loudly', 'look for food'], sentences: [
      { kind: 'definition', text: 'Monarchs migrate, or travel to a new place each season, to Mexico.', clue: 'or travel to a new place each season' },
      { kind: 'contrast', text: 'Some birds stay in Texas all year, but others migrate.', clue: 'stay in Texas all year, but' },
      { kind: 'example', text: 'Each fall, geese migrate south, and each spring they fly back north.', clue: 'each fall … each spring' },
    ] },
    { word: 'devour', meaning: 'eat quickly and hungrily', opposite: 'eat slowly in tiny bites', wrong: ['cook over a fire', 'drop on the floor', 'hide for later'], sentences: [
      { kind: 'definition', text: 'The hungry team will devour, or quickly eat, all the tacos.', clue: 'or quickly eat' },
      { kind: 'contrast', text: '{other} likes to nibble, but {name} likes to devour a sandwich.', clue: 'nibble, but' },
      { kind: 'example', text: 'Hungry puppies devour their dinner in ten seconds and lick the bowl.', clue: 'in ten seconds' },
    ] },
    { word: 'sturdy', meaning: 'strong and hard to break', opposite: 'weak and easy to break', wrong: ['bright and colorful', 'soft and fluffy', 'new and shiny'], sentences: [
      { kind: 'definition', text: 'The table is sturdy, which means strong and hard to break.', clue: 'which means strong and hard to break' },
      { kind: 'contrast', text: 'The paper cup bent, but the sturdy mug did not.', clue: 'bent, but' },
      { kind: 'example', text: 'The sturdy tree house held all five kids at once.', clue: 'held all five kids at once' },
    ] },
    { word: 'gloomy', meaning: 'dark and sad', opposite: 'bright and cheerful', wrong: ['hot and dry', 'loud and busy', 'long and boring'], sentences: [
      { kind: 'definition', text: 'The day was gloomy, or dark and sad, with gray clouds.', clue: 'or dark and sad' },
      { kind: 'contrast', text: 'Yesterday was sunny, but today is gloomy.', clue: 'sunny, but' },
      { kind: 'example', text: 'The gloomy cave was cold, dark and quiet.', clue: 'cold, dark and quiet' },
    ] },
    { word: 'frigid', meaning: 'very cold', opposite: 'very hot', wrong: ['very deep', 'very dirty', 'very crowded'], sentences: [
      { kind: 'definition', text: 'The lake was frigid, or very cold, in January.', clue: 'or very cold' },
      { kind: 'contrast', text: 'The pool was warm, but the ocean was frigid.', clue: 'warm, but' },
      { kind: 'example', text: 'The frigid wind made our fingers numb.', clue: 'made our fingers numb' },
    ] },
  ],
};
