import type { Character } from './space-types';

/**
 * The StarSpace crew: 16 companions the student meets along the story (6 common, 5 rare, 3 epic, 2
 * legendary). Each joins when the mission of chapter `unlockedAtChapter` is completed; that chapter's
 * `rewards.characters` lists them (chapters.ts). Ids are stable: they are stored as a student's companion.
 */
export const CHARACTERS: readonly Character[] = [
  {
    id: 'captain-zip',
    name: 'Captain Zip',
    avatar: '🤖',
    description:
      'A speedy robot captain who loves checklists and starts every plan with "Item one!" He beeps a happy tune whenever the crew solves a problem.',
    rarity: 'common',
    unlockedAtChapter: 1,
    cheer: 'Beep-boop! Checklist complete. You nailed it!',
    comfort: "Even robots double-check. Let's look at the steps together, one item at a time.",
  },
  {
    id: 'pip',
    name: 'Pip',
    avatar: '🦊',
    description:
      'A curious space fox with a super sniffer that can smell a clue from far away. She is quick and brave, and she is learning to slow down.',
    rarity: 'common',
    unlockedAtChapter: 1,
    cheer: 'Yip yip! My tail is wagging. You got it!',
    comfort: "Hmm, let's sniff out the clues again. We'll find them together, step by step.",
  },
  {
    id: 'professor-hoot',
    name: 'Professor Hoot',
    avatar: '🦉',
    description:
      'The librarian of Moon Base Bluebonnet, who has read every book on the base twice. She wears tiny round glasses and loves a good mystery.',
    rarity: 'common',
    unlockedAtChapter: 2,
    cheer: 'Hoo-ray! A wise answer from a wise cadet!',
    comfort: "Hoo, that was a tricky one. Let's look back together and find the clue.",
  },
  {
    id: 'shelby',
    name: 'Shelby',
    avatar: '🐢',
    description:
      'A slow-and-steady turtle mechanic who can fix almost anything with a wrench and a smile. Her motto: careful beats fast, every time.',
    rarity: 'common',
    unlockedAtChapter: 3,
    cheer: 'Slow and steady, and spot on! Great work.',
    comfort: "No rush, friend. Let's go back through the steps, slow and steady.",
  },
  {
    id: 'rio',
    name: 'Rio',
    avatar: '🦎',
    description:
      'A zippy desert lizard who can climb canyon walls and scout the trail ahead. He changes color when he is excited, which is almost always.',
    rarity: 'common',
    unlockedAtChapter: 4,
    cheer: "Whoa, I'm turning rainbow! You got it!",
    comfort: "Even I slip off a rock sometimes. Let's climb back through the steps together.",
  },
  {
    id: 'dr-rosa-vega',
    name: 'Dr. Rosa Vega',
    avatar: '👩‍🚀',
    description:
      'A scientist who studies the giant sand dunes of Sunset Sands. She writes down everything she sees and never goes anywhere without her magnifying glass.',
    rarity: 'rare',
    unlockedAtChapter: 4,
    cheer: "Excellent thinking, cadet! That's real science.",
    comfort: "Scientists learn from every try. Let's look at the steps and test it again.",
  },
  {
    id: 'blip',
    name: 'Blip',
    avatar: '👾',
    description:
      "A tiny pixel alien from the dunes of Sunset Sands who talks in beeps and bloops. Blip is small, but Blip's brain is full of big ideas.",
    rarity: 'common',
    unlockedAtChapter: 5,
    cheer: 'Bleep bloop! That means AWESOME!',
    comfort: "Bloop? No worries! Let's bleep through the steps again together.",
  },
  {
    id: 'zuzu',
    name: 'Zuzu',
    avatar: '👽',
    description:
      'A friendly desert guide who hums so sweetly that the sand dunes hum back. Zuzu knows every secret path on Sunset Sands.',
    rarity: 'rare',
    unlockedAtChapter: 5,
    cheer: 'La-la-la! The dunes are singing for you!',
    comfort: "That's okay! Let's hum through the steps again, nice and easy.",
  },
  {
    id: 'kai',
    name: 'Kai',
    avatar: '🧑‍🚀',
    description:
      'An ace pilot who can zip through a field of space rocks without a scratch. Kai was lost once, so he knows how good it feels to find the way.',
    rarity: 'rare',
    unlockedAtChapter: 6,
    cheer: 'Perfect landing! You flew right to the answer!',
    comfort: "Pilots check their maps twice. Let's look at the steps and plot a new course.",
  },
  {
    id: 'inky',
    name: 'Inky',
    avatar: '🐙',
    description:
      'An octopus engineer who runs the Bubble Sub garage under the ice. Inky can juggle a whole toolbox while telling a joke.',
    rarity: 'rare',
    unlockedAtChapter: 7,
    cheer: 'All eight arms say high five! Great job!',
    comfort: "Oops, a tangle! Let's untangle the steps together, one arm at a time.",
  },
  {
    id: 'marina',
    name: 'Marina',
    avatar: '🐳',
    description:
      'A gentle space whale as big as a school bus who sings songs that are also maps. Marina never forgets a path, and she loves giving rides.',
    rarity: 'epic',
    unlockedAtChapter: 7,
    cheer: "Hooo-weee! I'm singing a song just for you!",
    comfort: "The sea is deep, and so is learning. Let's swim back through the steps together.",
  },
  {
    id: 'pebble',
    name: 'Pebble',
    avatar: '🐧',
    description:
      'A speedy penguin who runs the Ice Post Office on Splashdown Moon. She slides on her belly to deliver every letter, snow or shine.',
    rarity: 'rare',
    unlockedAtChapter: 8,
    cheer: 'Special delivery: one right answer! Woo-hoo!',
    comfort: "Letters take wrong turns sometimes. Let's check the steps and try again.",
  },
  {
    id: 'prism',
    name: 'Prism',
    avatar: '🦄',
    description:
      'A rainbow unicorn whose glowing horn lights up the dark Coral Cave. She can turn a single beam of light into every color there is.',
    rarity: 'epic',
    unlockedAtChapter: 9,
    cheer: 'Rainbow sparkles! You shine so bright!',
    comfort: "Let's shine a little light on the steps. We'll find the way together.",
  },
  {
    id: 'rex-the-ring-ranger',
    name: 'Rex the Ring Ranger',
    avatar: '🦖',
    description:
      'A dinosaur ranger in a cowboy hat who lassos runaway space rocks on Planet Lasso. Rex tells the tallest tales in the galaxy, and some are even true!',
    rarity: 'epic',
    unlockedAtChapter: 10,
    cheer: 'Yee-haw! You roped that answer like a pro!',
    comfort: "Whoa there, partner. Let's ride back through the steps together.",
  },
  {
    id: 'lumi',
    name: 'Lumi',
    avatar: '☄️',
    description:
      'A small, shy comet with a sparkly tail who left secret clues all across space. Lumi learned that asking for help is one of the bravest things you can do.',
    rarity: 'legendary',
    unlockedAtChapter: 11,
    cheer: 'Sparkle-zoom! You lit up the whole sky!',
    comfort: "Taking another look is brave. Let's follow the steps together.",
  },
  {
    id: 'sola',
    name: 'Sola the Star Dragon',
    avatar: '🐉',
    description:
      'The kind keeper of the Star Lantern, whose warm breath is made of starlight. Sola loves stories, cozy naps, and brave cadets.',
    rarity: 'legendary',
    unlockedAtChapter: 12,
    cheer: 'ROAR-some! Your answer shines like starlight!',
    comfort: "Even dragons learn one step at a time. Let's look at each step together, warm and calm.",
  },
];
