import type { GradeWordList } from './word-list-types';

/**
 * Grade 3 words: the affixes 3.3C names (un-, re-, dis-, pre-, -ful, -less, -ness, -er), everyday
 * synonyms and antonyms (3.3D), words with two common meanings and unfamiliar words with context
 * clues (3.3B). Plain words a third grader meets in class and in books.
 */
// Word lists read best one entry to a line.
// prettier-ignore
export const GRADE_3_WORDS: GradeWordList = {
  affixes: [
    { form: 'un-', kind: 'prefix', meaning: 'not', group: 'not' },
    { form: 'dis-', kind: 'prefix', meaning: 'not', group: 'not' },
    { form: 're-', kind: 'prefix', meaning: 'again', group: 'again' },
    { form: 'pre-', kind: 'prefix', meaning: 'before', group: 'before' },
    { form: '-ful', kind: 'suffix', meaning: 'full of', group: 'full' },
    { form: '-less', kind: 'suffix', meaning: 'without', group: 'without' },
    { form: '-ness', kind: 'suffix', meaning: 'the state of being', group: 'state' },
    { form: '-er', kind: 'suffix', meaning: 'a person who', group: 'person' },
  ],
  affixedWords: [
    { word: 'unhappy', base: 'happy', affix: 'un-', meaning: 'not happy', sentence: '{name} was unhappy when the rain canceled the picnic.' },
    { word: 'unkind', base: 'kind', affix: 'un-', meaning: 'not kind', sentence: 'It was unkind of {other} to laugh when {name} fell.' },
    { word: 'unsafe', base: 'safe', affix: 'un-', meaning: 'not safe', sentence: 'The old bridge was unsafe, so {name} walked around it.' },
    { word: 'unlucky', base: 'lucky', affix: 'un-', meaning: 'not lucky', sentence: '{name} felt unlucky after losing the game by one point.' },
    { word: 'untidy', base: 'tidy', affix: 'un-', meaning: 'not tidy', sentence: 'Toys were all over the floor of the untidy room.' },
    { word: 'dislike', base: 'like', affix: 'dis-', meaning: 'not like', sentence: '{name} and {other} dislike cold, soggy toast.' },
    { word: 'disagree', base: 'agree', affix: 'dis-', meaning: 'not agree', sentence: 'The twins disagree about which game to play first.' },
    { word: 'dishonest', base: 'honest', affix: 'dis-', meaning: 'not honest', sentence: 'Telling a lie about the broken cup was dishonest.' },
    { word: 'disobey', base: 'obey', affix: 'dis-', meaning: 'not obey', sentence: 'Puppies sometimes disobey and run off with a shoe.' },
    { word: 'reread', base: 'read', affix: 're-', meaning: 'read again', sentence: '{name} likes to reread the same comic book every night.' },
    { word: 'retell', base: 'tell', affix: 're-', meaning: 'tell again', sentence: 'Can you retell the story in your own words?' },
    { word: 'rebuild', base: 'build', affix: 're-', meaning: 'build again', sentence: 'After the storm, the town had to rebuild the old barn.' },
    { word: 'refill', base: 'fill', affix: 're-', meaning: 'fill again', sentence: '{name} had to refill the water bottle after the race.' },
    { word: 'rewrite', base: 'write', affix: 're-', meaning: 'write again', sentence: '{name} will rewrite the note so it is easy to read.' },
    { word: 'preheat', base: 'heat', affix: 'pre-', meaning: 'heat before', sentence: 'We preheat the oven before we bake the bread.' },
    { word: 'precut', base: 'cut', affix: 'pre-', meaning: 'cut before', sentence: 'The teacher will precut the paper shapes before class.' },
    { word: 'prepay', base: 'pay', affix: 'pre-', meaning: 'pay before', sentence: 'You must prepay for the bus ride before you get on.' },
    { word: 'preview', base: 'view', affix: 'pre-', meaning: 'view before', sentence: 'We saw a preview of the movie before it came out.' },
    { word: 'hopeful', base: 'hope', affix: '-ful', meaning: 'full of hope', sentence: '{name} was hopeful that the lost cat would come home.' },
    { word: 'careful', base: 'care', affix: '-ful', meaning: 'full of care', sentence: 'Be careful when you carry the full bowl of soup.' },
    { word: 'joyful', base: 'joy', affix: '-ful', meaning: 'full of joy', sentence: 'The band played a joyful song at the parade.' },
    { word: 'thankful', base: 'thank', affix: '-ful', meaning: 'full of thanks', sentence: '{name} felt thankful for the help with the heavy box.' },
    { word: 'fearful', base: 'fear', affix: '-ful', meaning: 'full of fear', sentence: 'The fearful kitten hid under the bed during the storm.' },
    { word: 'hopeless', base: 'hope', affix: '-less', meaning: 'without hope', sentence: 'The team felt hopeless when the score was ten to zero.' },
    { word: 'careless', base: 'care', affix: '-less', meaning: 'without care', sentence: 'A careless step made {name} spill the paint.' },
    { word: 'fearless', base: 'fear', affix: '-less', meaning: 'without fear', sentence: 'The fearless climber went to the top of the rock wall.' },
    { word: 'spotless', base: 'spot', affix: '-less', meaning: 'without a spot', sentence: 'After we washed it, the car was spotless.' },
    { word: 'sleepless', base: 'sleep', affix: '-less', meaning: 'without sleep', sentence: 'The loud thunder gave {name} a sleepless night.' },
    { word: 'kindness', base: 'kind', affix: '-ness', meaning: 'the state of being kind', sentence: '{name} showed kindness by sharing lunch with a new student.' },
    { word: 'sadness', base: 'sad', affix: '-ness', meaning: 'the state of being sad', sentence: 'There was sadness in the class when the fish died.' },
    { word: 'darkness', base: 'dark', affix: '-ness', meaning: 'the state of being dark', sentence: 'The owl hunts in the darkness of the night.' },
    { word: 'softness', base: 'soft', affix: '-ness', meaning: 'the state of being soft', sentence: '{name} loved the softness of the new blanket.' },
    { word: 'teacher', base: 'teach', affix: '-er', meaning: 'a person who teaches', sentence: 'Our teacher reads a new book to us every Friday.' },
    { word: 'singer', base: 'sing', affix: '-er', meaning: 'a person who sings', sentence: 'The singer held the long note at the end of the song.' },
    { word: 'painter', base: 'paint', affix: '-er', meaning: 'a person who paints', sentence: 'The painter used bright colors on the school wall.' },
    { word: 'farmer', base: 'farm', affix: '-er', meaning: 'a person who farms', sentence: 'The farmer grows corn and beans near Waco.' },
    { word: 'baker', base: 'bake', affix: '-er', meaning: 'a person who bakes', sentence: 'The baker makes fresh kolaches each morning.' },
  ],
  synonyms: [
    { word: 'big', sense: 'size', synonyms: ['large', 'huge'], antonyms: ['small', 'tiny'], sentence: '{name} saw a big truck on the road.' },
    { word: 'fast', sense: 'speed', synonyms: ['quick', 'speedy'], antonyms: ['slow'], sentence: 'The rabbit was fast, so it won the race.' },
    { word: 'happy', sense: 'feeling', synonyms: ['glad', 'cheerful'], antonyms: ['sad'], sentence: '{name} was happy to see {other} at the park.' },
    { word: 'loud', sense: 'sound', synonyms: ['noisy'], antonyms: ['quiet', 'silent'], sentence: 'The loud drums woke up the baby.' },
    { word: 'begin', sense: 'start', synonyms: ['start'], antonyms: ['end', 'finish'], sentence: 'The show will begin after lunch.' },
    { word: 'easy', sense: 'difficulty', synonyms: ['simple'], antonyms: ['hard', 'difficult'], sentence: 'The first puzzle was easy for {name}.' },
    { word: 'cold', sense: 'temperature', synonyms: ['chilly', 'icy'], antonyms: ['hot', 'warm'], sentence: 'It was a cold morning, so {name} wore a coat.' },
    { word: 'brave', sense: 'feeling', synonyms: ['bold'], antonyms: ['afraid', 'scared'], sentence: 'The brave dog barked at the snake.' },
    { word: 'neat', sense: 'order', synonyms: ['tidy'], antonyms: ['messy'], sentence: '{name} keeps a neat desk at school.' },
    { word: 'yell', sense: 'sound', synonyms: ['shout'], antonyms: ['whisper'], sentence: 'Please do not yell in the library.' },
    { word: 'wet', sense: 'moisture', synonyms: ['damp', 'soaked'], antonyms: ['dry'], sentence: 'The towel was wet after {name} used it.' },
    { word: 'rough', sense: 'texture', synonyms: ['bumpy'], antonyms: ['smooth'], sentence: 'The bark of the oak tree felt rough.' },
    { word: 'giggle', sense: 'feeling', synonyms: ['laugh', 'chuckle'], antonyms: ['cry'], sentence: 'The funny puppet made {name} giggle.' },
    { word: 'angry', sense: 'feeling', synonyms: ['mad', 'upset'], antonyms: ['pleased'], sentence: '{name} was angry when the tower fell down.' },
    { word: 'strong', sense: 'size', synonyms: ['powerful', 'mighty'], antonyms: ['weak'], sentence: 'The strong wind bent the small trees.' },
    { word: 'gift', sense: 'present', synonyms: ['present'], antonyms: [], sentence: '{name} wrapped a gift for {other}.' },
    { word: 'rich', sense: 'money', synonyms: ['wealthy'], antonyms: ['poor'], sentence: 'The rich king lived in a castle.' },
    { word: 'shiny', sense: 'shine', synonyms: ['sparkly', 'glowing'], antonyms: ['dull'], sentence: '{name} found a shiny penny on the sidewalk.' },
  ],
  multipleMeaning: [
    { word: 'bat', meanings: [
      { meaning: 'a stick used to hit a ball', sentence: '{name} swung the bat and hit the ball.' },
      { meaning: 'a small animal that flies at night', sentence: 'A bat flew out of the cave at sunset.' },
    ] },
    { word: 'bark', meanings: [
      { meaning: 'to make the loud, short sound of a dog', sentence: 'We heard the dog bark at the mail carrier.' },
      { meaning: 'the outside covering of a tree', sentence: 'The bark of the pecan tree was rough.' },
    ] },
    { word: 'ring', meanings: [
      { meaning: 'a band worn on a finger', sentence: '{name} wore a silver ring on one finger.' },
      { meaning: 'to make the sound of a bell', sentence: 'The school bell will ring at three.' },
    ] },
    { word: 'fall', meanings: [
      { meaning: 'the season after summer', sentence: 'The leaves turn orange in the fall.' },
      { meaning: 'to drop down to the ground', sentence: 'Hold the rail so you do not fall.' },
    ] },
    { word: 'light', meanings: [
      { meaning: 'not heavy', sentence: 'The box of feathers was light, so {name} carried it.' },
      { meaning: 'something that lets us see in the dark', sentence: 'Turn on the light so we can read.' },
    ] },
    { word: 'park', meanings: [
      { meaning: 'a place with grass and trees where people play', sentence: 'We had a picnic at the park.' },
      { meaning: 'to leave a car in a spot', sentence: 'Dad will park the car by the gym.' },
    ] },
    { word: 'rock', meanings: [
      { meaning: 'a hard piece of stone', sentence: '{name} found a smooth rock by the creek.' },
      { meaning: 'to move gently back and forth', sentence: 'Grandma likes to rock the baby to sleep.' },
    ] },
    { word: 'trunk', meanings: [
      { meaning: 'the long nose of an elephant', sentence: 'The elephant sprayed water with its trunk.' },
      { meaning: 'the thick main stem of a tree', sentence: 'A squirrel ran up the trunk of the oak.' },
    ] },
    { word: 'wave', meanings: [
      { meaning: 'to move your hand to say hello', sentence: '{name} likes to wave to the bus driver.' },
      { meaning: 'a moving ridge of water in the sea', sentence: 'A big wave crashed on the beach.' },
    ] },
    { word: 'watch', meanings: [
      { meaning: 'a small clock worn on the wrist', sentence: '{name} looked at the watch to check the time.' },
      { meaning: 'to look at something for a while', sentence: 'We like to watch the birds at the feeder.' },
    ] },
    { word: 'train', meanings: [
      { meaning: 'cars that ride on a track', sentence: 'The train rolled into the station.' },
      { meaning: 'to teach or practice a skill', sentence: 'We train our puppy to sit and stay.' },
    ] },
    { word: 'fly', meanings: [
      { meaning: 'a small insect with wings', sentence: 'A fly buzzed around the fruit bowl.' },
      { meaning: 'to move through the air', sentence: 'Geese fly south when it gets cold.' },
    ] },
    { word: 'letter', meanings: [
      { meaning: 'a sign that stands for a sound, like A or B', sentence: 'The first letter of my name is M.' },
      { meaning: 'a written note sent by mail', sentence: '{name} sent a letter to {other}.' },
    ] },
    { word: 'kind', meanings: [
      { meaning: 'nice and caring', sentence: 'It was kind of {name} to help me up.' },
      { meaning: 'a type or sort', sentence: 'What kind of pizza do you like?' },
    ] },
  ],
  contextClues: [
    { word: 'enormous', meaning: 'very big', opposite: 'very small', wrong: ['very loud', 'very old', 'very fast'], sentences: [
      { kind: 'definition', text: 'The pumpkin was enormous, or very big, and it won a prize.', clue: 'or very big' },
      { kind: 'contrast', text: 'The kitten was tiny, but the dog next to it was enormous.', clue: 'but' },
      { kind: 'example', text: 'The enormous whale was longer than a school bus.', clue: 'longer than a school bus' },
    ] },
    { word: 'exhausted', meaning: 'very tired', opposite: 'full of energy', wrong: ['very hungry', 'very excited', 'very lost'], sentences: [
      { kind: 'definition', text: 'After the long hike, {name} was exhausted, which means very tired.', clue: 'which means very tired' },
      { kind: 'contrast', text: '{other} still had lots of energy, but {name} was exhausted.', clue: 'but' },
      { kind: 'example', text: '{name} was so exhausted after the game that {name} fell asleep on the couch.', clue: 'fell asleep on the couch' },
    ] },
    { word: 'fragile', meaning: 'easy to break', opposite: 'very strong', wrong: ['very heavy', 'very shiny', 'very old'], sentences: [
      { kind: 'definition', text: 'The glass bird is fragile, so it is easy to break.', clue: 'easy to break' },
      { kind: 'contrast', text: 'The plastic cup is strong, but the glass vase is fragile.', clue: 'but' },
      { kind: 'example', text: 'Hold the fragile eggs with care so they do not crack.', clue: 'so they do not crack' },
    ] },
    { word: 'timid', meaning: 'shy and easily scared', opposite: 'bold and brave', wrong: ['hungry and thirsty', 'old and gray', 'big and heavy'], sentences: [
      { kind: 'definition', text: 'The timid rabbit was shy and easily scared.', clue: 'shy and easily scared' },
      { kind: 'contrast', text: 'The puppy was bold, but the kitten was timid.', clue: 'but' },
      { kind: 'example', text: 'The timid deer ran away as soon as it heard us.', clue: 'ran away as soon as it heard us' },
    ] },
    { word: 'soggy', meaning: 'wet and soft', opposite: 'dry and crisp', wrong: ['hot and spicy', 'old and torn', 'loud and squeaky'], sentences: [
      { kind: 'definition', text: 'The cereal sat too long and got soggy, or wet and soft.', clue: 'or wet and soft' },
      { kind: 'contrast', text: 'The fresh chips were crisp, but the old ones were soggy.', clue: 'but' },
      { kind: 'example', text: 'After the rain, our soggy shoes left puddles on the floor.', clue: 'after the rain' },
    ] },
    { word: 'furious', meaning: 'very angry', opposite: 'very calm', wrong: ['very sleepy', 'very cold', 'very small'], sentences: [
      { kind: 'definition', text: 'The coach was furious, which means very angry.', clue: 'which means very angry' },
      { kind: 'contrast', text: '{name} was calm, but {other} was furious about the broken kite.', clue: 'but' },
      { kind: 'example', text: 'The furious bull stomped and snorted at the fence.', clue: 'stomped and snorted' },
    ] },
    { word: 'ancient', meaning: 'very old', opposite: 'brand new', wrong: ['very tall', 'very dirty', 'very heavy'], sentences: [
      { kind: 'definition', text: 'The museum had an ancient pot that was very old.', clue: 'very old' },
      { kind: 'contrast', text: 'The new school is modern, but the stone church is ancient.', clue: 'but' },
      { kind: 'example', text: 'The ancient tree has stood in the park for a thousand years.', clue: 'for a thousand years' },
    ] },
    { word: 'swift', meaning: 'very fast', opposite: 'very slow', wrong: ['very tall', 'very quiet', 'very hungry'], sentences: [
      { kind: 'definition', text: 'The swift horse was very fast in the race.', clue: 'very fast' },
      { kind: 'contrast', text: 'The turtle was slow, but the hawk was swift.', clue: 'but' },
      { kind: 'example', text: 'The swift runner crossed the finish line before anyone else.', clue: 'before anyone else' },
    ] },
    { word: 'hurl', meaning: 'throw hard', opposite: 'toss gently', wrong: ['catch with both hands', 'roll slowly', 'hide away'], sentences: [
      { kind: 'definition', text: 'Players hurl, or throw hard, the ball to first base.', clue: 'or throw hard' },
      { kind: 'contrast', text: 'Do not hurl the eggs; toss them gently into the bowl.', clue: 'toss them gently' },
      { kind: 'example', text: '{name} had to hurl the ball with all that strength to reach the fence.', clue: 'with all that strength' },
    ] },
    { word: 'peculiar', meaning: 'strange or odd', opposite: 'plain and ordinary', wrong: ['very slow', 'very loud', 'very hungry'], sentences: [
      { kind: 'definition', text: 'The soup had a peculiar, or strange, smell.', clue: 'or strange' },
      { kind: 'contrast', text: 'Most of the shells were plain, but one was peculiar.', clue: 'but' },
      { kind: 'example', text: 'The peculiar bug had blue spots and six long horns.', clue: 'blue spots and six long horns' },
    ] },
    { word: 'delighted', meaning: 'very pleased', opposite: 'very upset', wrong: ['very sleepy', 'very cold', 'very hungry'], sentences: [
      { kind: 'definition', text: '{name} was delighted, or very pleased, with the new bike.', clue: 'or very pleased' },
      { kind: 'contrast', text: '{name} expected to be sad, but instead {name} was delighted.', clue: 'but instead' },
      { kind: 'example', text: 'Delighted by the surprise party, {name} smiled and clapped.', clue: 'smiled and clapped' },
    ] },
    { word: 'scurry', meaning: 'run with quick, small steps', opposite: 'walk slowly', wrong: ['sleep soundly', 'dig deep holes', 'sing softly'], sentences: [
      { kind: 'definition', text: 'Mice scurry, or run with quick, small steps, across the barn.', clue: 'or run with quick, small steps' },
      { kind: 'contrast', text: 'The cows stroll slowly, but the mice scurry.', clue: 'stroll slowly' },
      { kind: 'example', text: 'When the light came on, the bugs began to scurry under the rug.', clue: 'when the light came on' },
    ] },
  ],
};
