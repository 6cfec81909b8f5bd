import type { Grade } from '../../teks/teks-types';

/**
 * Homophones: words that sound alike and are spelled differently. Each word has what it means (for
 * the explanation) and sentences where only it fits; `___` marks its place. Every word has at least
 * two sentences, so a set can show four different sentences.
 */
export interface HomophoneWord {
  word: string;
  /** Reads after "means": "belonging to them". */
  meaning: string;
  sentences: readonly string[];
}

export type HomophoneSet = readonly HomophoneWord[];

// Lists read best one entry to a line.
// prettier-ignore
const GRADE_3: readonly HomophoneSet[] = [
  [
    { word: 'their', meaning: 'belonging to them', sentences: ['{name} and {other} packed ___ lunches.', 'The birds built ___ nest in the oak tree.'] },
    { word: 'there', meaning: 'in that place', sentences: ['Put the books over ___ by the door.', 'We parked the bikes ___ by the fence.'] },
    { word: "they're", meaning: 'they are', sentences: ['{name} and {other} said ___ ready to go.', 'The puppies are sleepy, so ___ taking a nap.'] },
  ],
  [
    { word: 'to', meaning: 'toward a place', sentences: ['{name} walked ___ the library after lunch.', 'We rode our bikes ___ the park.'] },
    { word: 'too', meaning: 'also, or more than enough', sentences: ['{other} wants to come to the game ___.', 'The soup is ___ hot to eat right now.'] },
    { word: 'two', meaning: 'the number 2', sentences: ['{name} has ___ pet turtles.', 'The cat had ___ kittens last spring.'] },
  ],
  [
    { word: 'your', meaning: 'belonging to you', sentences: ['Please bring ___ lunch to the field trip.', 'Is this ___ red jacket, {name}?'] },
    { word: "you're", meaning: 'you are', sentences: ['{name}, ___ next in line.', 'I think ___ going to love this book.'] },
  ],
  [
    { word: 'its', meaning: 'belonging to it', sentences: ['The dog wagged ___ tail.', 'The tree lost ___ leaves in the fall.'] },
    { word: "it's", meaning: 'it is', sentences: ['Bring an umbrella because ___ raining.', '{name} says ___ time for recess.'] },
  ],
  [
    { word: 'hear', meaning: 'to listen with your ears', sentences: ['Did you ___ the thunder last night?', '{name} could ___ the birds singing.'] },
    { word: 'here', meaning: 'in this place', sentences: ['Please sit ___ next to me.', 'Come ___, {name}, and look at this bug!'] },
  ],
  [
    { word: 'know', meaning: 'to understand or be sure of', sentences: ['Do you ___ the answer, {name}?', 'I ___ how to tie my shoes.'] },
    { word: 'no', meaning: 'not any', sentences: ['There is ___ milk left in the fridge.', '{name} had ___ homework on Friday.'] },
  ],
  [
    { word: 'right', meaning: 'correct, or the side opposite left', sentences: ['{name} got every answer ___.', 'Turn ___ at the big oak tree.'] },
    { word: 'write', meaning: 'to put words on paper', sentences: ['Please ___ your name at the top.', '{name} will ___ a letter to Grandma.'] },
  ],
  [
    { word: 'one', meaning: 'the number 1', sentences: ['{name} ate ___ slice of pizza.', 'Only ___ bird was at the feeder.'] },
    { word: 'won', meaning: 'came in first', sentences: ['Our team ___ the big game.', '{name} ___ a ribbon at the fair.'] },
  ],
];

// prettier-ignore
const GRADE_4: readonly HomophoneSet[] = [
  [
    { word: 'by', meaning: 'next to, or done by someone', sentences: ['We sat ___ the window on the bus.', 'The poem was written ___ {name}.'] },
    { word: 'buy', meaning: 'to pay money for', sentences: ['{name} wants to ___ a new kite.', 'We need to ___ milk at the store.'] },
    { word: 'bye', meaning: 'a word for leaving', sentences: ['{name} waved and said ___ to the visitors.', 'Say ___ to your friends before the bus leaves.'] },
  ],
  [
    { word: 'to', meaning: 'toward a place', sentences: ['The class walked ___ the museum.', '{name} sent a postcard ___ {other}.'] },
    { word: 'too', meaning: 'also, or more than enough', sentences: ['The music was ___ loud to hear the coach.', '{other} likes chess ___.'] },
    { word: 'two', meaning: 'the number 2', sentences: ['The bus made ___ stops before school.', '{name} read ___ chapters last night.'] },
  ],
  [
    { word: 'weather', meaning: 'what it is like outside', sentences: ['The ___ was sunny and warm all week.', 'Check the ___ before the camping trip.'] },
    { word: 'whether', meaning: 'if', sentences: ['{name} asked ___ the game was canceled.', 'We do not know ___ it will rain.'] },
  ],
  [
    { word: 'peace', meaning: 'a calm time without fighting', sentences: ['The two towns lived in ___ for many years.', 'After the storm, the farm was full of ___ and quiet.'] },
    { word: 'piece', meaning: 'a part of something', sentences: ['{name} ate a ___ of cornbread.', 'One ___ of the puzzle is missing.'] },
  ],
  [
    { word: 'allowed', meaning: 'let someone do something', sentences: ['Dogs are not ___ in the library.', '{name} was ___ to stay up late on Friday.'] },
    { word: 'aloud', meaning: 'in a voice others can hear', sentences: ['{name} read the poem ___ to the class.', 'Please say the answer ___.'] },
  ],
  [
    { word: 'reign', meaning: 'the time a king or queen rules', sentences: ['The queen had a long ___ over the land.', 'During his ___, the king built many roads.'] },
    { word: 'rain', meaning: 'water falling from clouds', sentences: ['The ___ filled the creek to the top.', '{name} danced in the warm summer ___.'] },
    { word: 'rein', meaning: 'a strap used to guide a horse', sentences: ['{name} pulled the ___ to turn the horse.', 'The rider held the left ___ tightly.'] },
  ],
  [
    { word: 'threw', meaning: 'tossed', sentences: ['{name} ___ the ball to first base.', 'The pitcher ___ a fast ball.'] },
    { word: 'through', meaning: 'in one side and out the other', sentences: ['The train went ___ the long tunnel.', 'We walked ___ the field of sunflowers.'] },
  ],
  [
    { word: 'flour', meaning: 'powder used for baking', sentences: ['Mix the ___ and sugar in a bowl.', '{name} spilled ___ all over the counter.'] },
    { word: 'flower', meaning: 'the bloom of a plant', sentences: ['A bee landed on the yellow ___.', '{name} picked a ___ for Mom.'] },
  ],
  [
    { word: 'heard', meaning: 'listened to', sentences: ['{name} ___ a strange noise in the attic.', 'We ___ the band from across the park.'] },
    { word: 'herd', meaning: 'a large group of animals', sentences: ['A ___ of cattle crossed the road.', 'The cowboy moved the ___ to a new field.'] },
  ],
  [
    { word: 'break', meaning: 'to crack into pieces, or a short rest', sentences: ['Be careful not to ___ the eggs.', 'We took a ___ after the long hike.'] },
    { word: 'brake', meaning: 'the part that stops a bike or car', sentences: ['{name} pressed the ___ to stop the bike.', 'The bus driver stepped on the ___ at the light.'] },
  ],
];

// prettier-ignore
const GRADE_5: readonly HomophoneSet[] = [
  [
    { word: "who's", meaning: 'who is', sentences: ['___ ready for the science fair?', 'Do you know ___ coming to the party?'] },
    { word: 'whose', meaning: 'belonging to which person', sentences: ['___ backpack is on the bus seat?', '{name} asked ___ turn it was.'] },
  ],
  [
    { word: 'passed', meaning: 'went by, or got through a test', sentences: ['{name} ___ the spelling test with ease.', 'A fire truck ___ us on the highway.'] },
    { word: 'past', meaning: 'the time before now, or beyond', sentences: ['In the ___, people wrote letters by hand.', 'We walked ___ the old mill on the way home.'] },
  ],
  [
    { word: 'capitol', meaning: 'the building where lawmakers meet', sentences: ['The ___ in Austin has a tall dome.', 'Our class toured the ___ building.'] },
    { word: 'capital', meaning: 'the city where a state government is', sentences: ['Austin is the ___ of Texas.', 'Each state has a ___ city.'] },
  ],
  [
    { word: 'stationary', meaning: 'not moving', sentences: ['{name} rode a ___ bike at the gym.', 'The train stayed ___ until the signal turned green.'] },
    { word: 'stationery', meaning: 'paper for writing letters', sentences: ['{name} wrote a note on blue ___.', 'The shop sells cards and fancy ___.'] },
  ],
  [
    { word: 'principal', meaning: 'the leader of a school', sentences: ['The ___ gave a speech at the assembly.', '{name} took the note to the ___.'] },
    { word: 'principle', meaning: 'a rule or belief', sentences: ['Honesty is an important ___ to live by.', 'The science ___ explains why ice floats.'] },
  ],
  [
    { word: 'course', meaning: 'a path, or a class', sentences: ['The runners followed the ___ around the lake.', '{name} took a cooking ___ this summer.'] },
    { word: 'coarse', meaning: 'rough', sentences: ['The ___ sand scratched our feet.', 'The old rope felt ___ in my hands.'] },
  ],
  [
    { word: 'their', meaning: 'belonging to them', sentences: ['The scouts set up ___ tents by the river.', 'The players thanked ___ coach.'] },
    { word: 'there', meaning: 'in that place', sentences: ['Leave your muddy boots over ___.', 'Is ___ room for one more on the bench?'] },
    { word: "they're", meaning: 'they are', sentences: ['The twins said ___ too tired to hike.', 'If the cranes come back, ___ sure to nest here.'] },
  ],
  [
    { word: 'its', meaning: 'belonging to it', sentences: ['The hawk spread ___ wings.', 'The team lost ___ first game.'] },
    { word: "it's", meaning: 'it is', sentences: ['___ going to be a hot day.', '{name} thinks ___ too late to go.'] },
  ],
  [
    { word: 'to', meaning: 'toward a place', sentences: ['The team flew ___ Dallas for the final.', '{name} gave the map ___ {other}.'] },
    { word: 'too', meaning: 'also, or more than enough', sentences: ['This box is ___ heavy to lift alone.', '{other} wants to join the robotics club ___.'] },
    { word: 'two', meaning: 'the number 2', sentences: ['The recipe needs ___ cups of flour.', 'We waited ___ hours for the parade.'] },
  ],
];

export const HOMOPHONE_SETS: Record<Grade, readonly HomophoneSet[]> = { 3: GRADE_3, 4: GRADE_4, 5: GRADE_5 };
