import type { GradeWordList } from './word-list-types';

/**
 * Grade 5 words: the affixes and roots 5.3C names (trans-, super-, -ive, -logy; geo, photo), words
 * with two common meanings and unfamiliar words with context clues (5.3B).
 */
// Word lists read best one entry to a line.
// prettier-ignore
export const GRADE_5_WORDS: GradeWordList = {
  affixes: [
    { form: 'trans-', kind: 'prefix', meaning: 'across', group: 'across' },
    { form: 'super-', kind: 'prefix', meaning: 'above or beyond', group: 'above' },
    { form: '-ive', kind: 'suffix', meaning: 'tending to', group: 'tending' },
    { form: '-logy', kind: 'suffix', meaning: 'the study of', group: 'study' },
    { form: 'geo', kind: 'root', meaning: 'earth', group: 'earth' },
    { form: 'photo', kind: 'root', meaning: 'light', group: 'light' },
  ],
  affixedWords: [
    { word: 'transport', base: 'port', affix: 'trans-', meaning: 'to carry from one place to another', sentence: 'Trucks transport fresh peaches from the orchard to the city.' },
    { word: 'transatlantic', base: 'Atlantic', affix: 'trans-', meaning: 'across the Atlantic Ocean', sentence: 'The pilot made a transatlantic flight from Houston to London.' },
    { word: 'translate', base: 'late', affix: 'trans-', meaning: 'to change words from one language into another', sentence: '{name} helped translate the menu from Spanish into English.' },
    { word: 'transplant', base: 'plant', affix: 'trans-', meaning: 'to dig up a plant and set it in a new place', sentence: 'We will transplant the tomato seedlings into the garden.' },
    { word: 'superhero', base: 'hero', affix: 'super-', meaning: 'a hero with powers beyond those of a normal person', sentence: 'In the comic, the superhero lifted a bus with one hand.' },
    { word: 'supersonic', base: 'sonic', affix: 'super-', meaning: 'faster than the speed of sound', sentence: 'The supersonic jet flew faster than its own sound.' },
    { word: 'supermarket', base: 'market', affix: 'super-', meaning: 'a very large store that sells food', sentence: '{name} bought tortillas and rice at the supermarket.' },
    { word: 'superstar', base: 'star', affix: 'super-', meaning: 'a star far above the rest', sentence: 'The superstar signed autographs after the concert.' },
    { word: 'creative', base: 'create', affix: '-ive', meaning: 'tending to make new things or ideas', sentence: '{name} is creative and turns old boxes into robots.' },
    { word: 'protective', base: 'protect', affix: '-ive', meaning: 'tending to keep others safe', sentence: 'The protective mother duck kept her ducklings close.' },
    { word: 'talkative', base: 'talk', affix: '-ive', meaning: 'tending to talk a lot', sentence: 'The talkative parrot repeated every word it heard.' },
    { word: 'destructive', base: 'destroy', affix: '-ive', meaning: 'tending to cause damage', sentence: 'The destructive storm knocked down fences all over town.' },
    { word: 'biology', base: 'bio', affix: '-logy', meaning: 'the study of living things', sentence: 'In biology class, we looked at pond water under a microscope.' },
    { word: 'geology', base: 'geo', affix: '-logy', meaning: 'the study of rocks and the earth', sentence: '{name} loves geology and collects rocks on every trip.' },
    { word: 'meteorology', base: 'meteor', affix: '-logy', meaning: 'the study of weather', sentence: 'Meteorology helps people warn us before a hurricane.' },
    { word: 'geothermal', base: 'thermal', affix: 'geo', meaning: 'using heat from inside the earth', sentence: 'The building uses geothermal heat from deep underground.' },
    { word: 'geode', base: 'ode', affix: 'geo', meaning: 'a round rock with crystals inside', sentence: '{name} cracked open a geode and found purple crystals.' },
    { word: 'photograph', base: 'graph', affix: 'photo', meaning: 'a picture made with a camera', sentence: '{name} took a photograph of the sunset over the lake.' },
    { word: 'photosynthesis', base: 'synthesis', affix: 'photo', meaning: 'the way plants use sunlight to make food', sentence: 'Leaves use photosynthesis to turn sunlight into food.' },
  ],
  synonyms: [],
  multipleMeaning: [
    { word: 'capital', meanings: [
      { meaning: 'the city where a state government meets', sentence: 'Austin is the capital of Texas.' },
      { meaning: 'a large letter, like the first letter of a name', sentence: 'Start each sentence with a capital.' },
    ] },
    { word: 'character', meanings: [
      { meaning: 'a person or animal in a story', sentence: 'The main character in the book is a brave girl.' },
      { meaning: 'the kind of person someone is inside', sentence: '{name} showed good character by telling the truth.' },
    ] },
    { word: 'draft', meanings: [
      { meaning: 'an early version of a piece of writing', sentence: '{name} read the first draft of the story out loud.' },
      { meaning: 'a flow of cool air into a room', sentence: 'A draft came in under the old door.' },
    ] },
    { word: 'range', meanings: [
      { meaning: 'a row of mountains', sentence: 'We hiked in a mountain range near El Paso.' },
      { meaning: 'the space between the lowest and the highest', sentence: 'The price range for the shoes was ten to thirty dollars.' },
    ] },
    { word: 'object', meanings: [
      { meaning: 'a thing you can see and touch', sentence: 'The magnet picked up every metal object on the desk.' },
      { meaning: 'to say you do not agree', sentence: 'The players will object if the coach cuts practice short.' },
    ] },
    { word: 'record', meanings: [
      { meaning: 'the best that has ever been done', sentence: '{name} set a school record in the long jump.' },
      { meaning: 'to save sound or pictures to play later', sentence: 'We will record the concert on a tablet.' },
    ] },
    { word: 'pitch', meanings: [
      { meaning: 'to throw a ball to a batter', sentence: '{name} will pitch in the last inning.' },
      { meaning: 'how high or low a sound is', sentence: 'The flute has a higher pitch than the tuba.' },
    ] },
    { word: 'mine', meanings: [
      { meaning: 'a deep hole where people dig for coal or gold', sentence: 'The miners went down into the mine with lamps.' },
      { meaning: 'belonging to me', sentence: 'That blue backpack is mine.' },
    ] },
    { word: 'organ', meanings: [
      { meaning: 'a body part that does a job, like the heart', sentence: 'The heart is an organ that pumps blood.' },
      { meaning: 'a large musical instrument with pipes and keys', sentence: 'The organ filled the church with music.' },
    ] },
    { word: 'current', meanings: [
      { meaning: 'a flow of water moving in one direction', sentence: 'The strong current pulled the raft down the river.' },
      { meaning: 'happening now', sentence: 'Our class reads about current events every Monday.' },
    ] },
    { word: 'shed', meanings: [
      { meaning: 'a small building for storing tools', sentence: 'The rakes are in the shed behind the house.' },
      { meaning: 'to let something fall off', sentence: 'Snakes shed their old skin as they grow.' },
    ] },
    { word: 'stern', meanings: [
      { meaning: 'strict and serious', sentence: 'The coach gave the team a stern look.' },
      { meaning: 'the back part of a boat', sentence: '{name} sat in the stern and steered the canoe.' },
    ] },
  ],
  contextClues: [
    { word: 'meticulous', meaning: 'very careful about small details', opposite: 'careless and sloppy', wrong: ['very fast and strong', 'very loud and bossy', 'very tired and slow'], sentences: [
      { kind: 'definition', text: 'The artist was meticulous, or very careful about small details.', clue: 'or very careful about small details' },
      { kind: 'contrast', text: '{other} rushed through the map, but {name} was meticulous.', clue: 'rushed through, but' },
      { kind: 'example', text: 'The meticulous builder measured every board twice before cutting it.', clue: 'measured every board twice' },
    ] },
    { word: 'diligent', meaning: 'working hard and steadily', opposite: 'lazy and easily distracted', wrong: ['very funny', 'very tall', 'very nervous'], sentences: [
      { kind: 'definition', text: '{name} was a diligent student, working hard and steadily every day.', clue: 'working hard and steadily' },
      { kind: 'contrast', text: 'Some workers took long breaks, but the diligent crew kept going.', clue: 'took long breaks, but' },
      { kind: 'example', text: 'Diligent practice every afternoon helped {name} learn the song.', clue: 'every afternoon' },
    ] },
    { word: 'scarce', meaning: 'hard to find because there is not enough', opposite: 'plentiful', wrong: ['very heavy', 'very fresh', 'very spicy'], sentences: [
      { kind: 'definition', text: 'Water was scarce, meaning there was not enough of it.', clue: 'meaning there was not enough' },
      { kind: 'contrast', text: 'Apples were plentiful, but fresh berries were scarce.', clue: 'plentiful, but' },
      { kind: 'example', text: 'Food was so scarce in the winter that the deer ate tree bark.', clue: 'the deer ate tree bark' },
    ] },
    { word: 'elated', meaning: 'extremely happy', opposite: 'very sad', wrong: ['very tired', 'very confused', 'very hungry'], sentences: [
      { kind: 'definition', text: '{name} was elated, or extremely happy, after winning the spelling bee.', clue: 'or extremely happy' },
      { kind: 'contrast', text: 'The other team was gloomy, but our team was elated.', clue: 'gloomy, but' },
      { kind: 'example', text: 'Elated fans jumped, hugged and cheered when the final shot went in.', clue: 'jumped, hugged and cheered' },
    ] },
    { word: 'vast', meaning: 'very large and wide', opposite: 'very small and narrow', wrong: ['very crowded and noisy', 'very dark', 'very old'], sentences: [
      { kind: 'definition', text: 'The ranch was vast, which means very large and wide.', clue: 'which means very large and wide' },
      { kind: 'contrast', text: 'Our yard is small, but the desert beyond it is vast.', clue: 'small, but' },
      { kind: 'example', text: 'The vast prairie stretched for miles in every direction.', clue: 'for miles in every direction' },
    ] },
    { word: 'obsolete', meaning: 'no longer used because something newer replaced it', opposite: 'brand new and popular', wrong: ['very expensive', 'very heavy', 'very colorful'], sentences: [
      { kind: 'definition', text: 'Pay phones are obsolete, meaning people no longer use them.', clue: 'meaning people no longer use them' },
      { kind: 'contrast', text: 'New tablets are popular, but old floppy disks are obsolete.', clue: 'new … but old' },
      { kind: 'example', text: 'The obsolete computer sat in the closet because no one used it anymore.', clue: 'no one used it anymore' },
    ] },
    { word: 'resilient', meaning: 'able to recover quickly after something hard', opposite: 'easily beaten and slow to recover', wrong: ['very gentle and quiet', 'very proud', 'very small'], sentences: [
      { kind: 'definition', text: 'The town was resilient, able to recover quickly after the flood.', clue: 'able to recover quickly' },
      { kind: 'contrast', text: 'Some plants died in the heat, but the resilient cactus bounced back.', clue: 'died … but … bounced back' },
      { kind: 'example', text: 'After falling off the horse, the resilient rider climbed back on and finished the ride.', clue: 'climbed back on and finished' },
    ] },
    { word: 'conceal', meaning: 'hide', opposite: 'show', wrong: ['clean', 'feed', 'measure'], sentences: [
      { kind: 'definition', text: 'The fox tried to conceal, or hide, its den under the bushes.', clue: 'or hide' },
      { kind: 'contrast', text: '{name} wanted to show the gift, but {other} wanted to conceal it.', clue: 'show … but' },
      { kind: 'example', text: 'A chameleon can conceal itself by changing color to match the leaves.', clue: 'changing color to match the leaves' },
    ] },
    { word: 'feeble', meaning: 'weak', opposite: 'strong', wrong: ['noisy', 'clever', 'tall'], sentences: [
      { kind: 'definition', text: 'The sick kitten was feeble, or weak, and could barely stand.', clue: 'or weak' },
      { kind: 'contrast', text: 'The old horse was feeble, but the young colt was strong.', clue: 'but … strong' },
      { kind: 'example', text: 'The feeble light from the candle barely lit the room.', clue: 'barely lit the room' },
    ] },
    { word: 'perilous', meaning: 'full of danger', opposite: 'completely safe', wrong: ['full of fun', 'very boring', 'very crowded'], sentences: [
      { kind: 'definition', text: 'The climb was perilous, which means full of danger.', clue: 'which means full of danger' },
      { kind: 'contrast', text: 'The paved path is safe, but the cliff trail is perilous.', clue: 'safe, but' },
      { kind: 'example', text: 'Crossing the icy bridge was perilous, and one slip could mean a fall.', clue: 'one slip could mean a fall' },
    ] },
    { word: 'ponder', meaning: 'think carefully about', opposite: 'answer without thinking', wrong: ['forget', 'shout', 'copy'], sentences: [
      { kind: 'definition', text: 'Take time to ponder, or think carefully about, your answer.', clue: 'or think carefully about' },
      { kind: 'contrast', text: '{other} answered right away, but {name} stopped to ponder the question.', clue: 'right away, but' },
      { kind: 'example', text: 'Chess players ponder the board for a long time before moving a piece.', clue: 'for a long time before moving' },
    ] },
    { word: 'inevitable', meaning: 'sure to happen', opposite: 'not likely to happen', wrong: ['very exciting', 'very scary', 'very expensive'], sentences: [
      { kind: 'definition', text: 'With those dark clouds, rain seemed inevitable, or sure to happen.', clue: 'or sure to happen' },
      { kind: 'contrast', text: 'Snow was only a maybe, but cold weather was inevitable.', clue: 'only a maybe, but' },
      { kind: 'example', text: 'If you leave ice cream in the sun, melting is inevitable.', clue: 'leave ice cream in the sun' },
    ] },
  ],
};
