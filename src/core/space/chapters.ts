import type { Chapter } from './space-types';

/**
 * The StarSpace story: 12 chapters on 4 worlds (3 chapters each). The cadet and the crew follow a
 * mystery signal from Moon Base Bluebonnet to Planet Lasso to relight the Star Lantern, the lighthouse
 * of space. Odd chapters' missions practice math, even chapters' reading. Beats never name a number, a
 * word or a passage: the questions under them are chosen by the mastery model when the mission starts.
 * Ids are stable (`chapter-N`): they are in URLs and in the StarPower ledger.
 */
export const CHAPTERS: readonly Chapter[] = [
  {
    id: 'chapter-1',
    chapterNumber: 1,
    title: 'Blast Off!',
    planet: 'Moon Base Bluebonnet',
    description:
      'Blast off from Mission Control in Houston and follow a mystery signal on Moon Base Bluebonnet!',
    storyText: [
      'The countdown echoes through Mission Control in Houston. Your seat rumbles. Your helmet hums. Then, WHOOSH! The rocket leaps into the sky, and Texas shrinks to a tiny green patch far below.',
      'Welcome aboard, cadet!',
      'Soon you land on Moon Base Bluebonnet. Its domes sparkle like soap bubbles. Inside, rows of blue flowers grow under bright lamps.',
      'A shiny robot rolls up and salutes. "Captain Zip, at your service! I love checklists. Item one: say hello. Hello!"',
      'A fox in a tiny space suit pops out from behind a flowerpot. "I\'m Pip," she says, sniffing your boots. "You smell like Earth. I like it."',
      'Suddenly, every light on the base flickers. Blink. Blink-blink. Blink. A soft hum fills the air, like someone humming a lullaby far away.',
      '"That\'s a signal," says Captain Zip. His antenna wiggles. "It\'s coming from the far side of the moon. But nobody lives over there."',
      'Pip\'s ears stand straight up. "A mystery! Let\'s go!"',
      'There is just one problem. The moon rover is stuck in the garage with a flat wheel, a loose bolt, and a very grumpy engine.',
      '"Cadet," says Captain Zip, "we need your math brain to fix it. Item two: solve the mystery!"',
    ].join('\n\n'),
    starPowerRequired: 0,
    rewards: { starPower: 50, characters: ['captain-zip', 'pip'] },
    mission: {
      subject: 'math',
      title: 'Fix the Moon Rover',
      briefing:
        'The moon rover has a flat wheel, a loose bolt, and a grumpy engine. Captain Zip has a checklist, and every item needs a careful answer. Help fix the rover so the crew can follow the signal!',
      beats: [
        "Item one on Zip's checklist: the flat wheel. Solve this to pump it back up!",
        'Pip found the loose bolt under the seat. Solve this to tighten it just right.',
        'The engine grumbles and sputters. Solve this to tune it up.',
        'Time for a power check. Solve this to charge the batteries.',
        'Last item! Solve this to start the rover and roll toward the signal.',
      ],
      success:
        'Vroom! The rover purrs like a happy cat, and the crew rolls off toward the far side of the moon. Captain Zip and Pip are officially your crew!',
      retry:
        "The rover is almost ready! Captain Zip says every good checklist gets checked twice, so let's try the mission again.",
    },
  },
  {
    id: 'chapter-2',
    chapterNumber: 2,
    title: 'The Beacon in the Crater',
    planet: 'Moon Base Bluebonnet',
    description: 'A blinking beacon waits at the bottom of a moon crater. What is it trying to say?',
    storyText: [
      'The rover bumps and bounces across the gray moon dust. Pip rides with her nose pressed to the window. Captain Zip drives with one hand and holds his checklist with the other.',
      'The far side of the moon is dark and quiet. The stars look close enough to touch. And the strange hum grows louder and louder.',
      '"Are we there yet?" asks a sleepy voice.',
      'Everyone jumps. In the back seat, under a pile of books, sits an owl in tiny round glasses. "Professor Hoot, moon base librarian," she says with a yawn. "I fell asleep reading. Where are we going?"',
      '"To find a mystery signal!" says Pip.',
      '"Ooh," says Professor Hoot. "Where there is a message, there is reading to do."',
      'At last, the rover stops at the edge of a deep crater. At the bottom sits a silver beacon, blinking. Blink. Blink-blink. Blink.',
      'You climb down and wipe off the dust. A screen lights up, full of words. There are old ship logs, weather reports, and one message that glows brighter than the rest. But everything is jumbled together.',
      '"Careful," says Professor Hoot. "Good readers slow down and look back. Cadet, will you read with me?"',
    ].join('\n\n'),
    starPowerRequired: 150,
    rewards: { starPower: 60, characters: ['professor-hoot'] },
    mission: {
      subject: 'reading',
      title: 'Read the Crater Beacon',
      briefing:
        'The beacon is packed with old messages, and only careful reading will uncover the real clue. Professor Hoot says good readers look back at the text. Help the crew find out who sent the signal!',
      beats: [
        "The beacon's screen flickers on. Read carefully to find the first clue.",
        'Professor Hoot points to the next message. Read closely to see what it really means.',
        'Pip thinks she spotted a hint. Read carefully to check if she is right.',
        'This part is covered in moon dust. Read carefully, and look back at the text if you need to.',
        "One last message glows bright. Read carefully to unlock the beacon's secret!",
      ],
      success:
        'The real message is clear: the Star Lantern, the great lighthouse of space, is fading, and someone called L needs help! Professor Hoot tucks her pencil behind her wing and joins the crew.',
      retry:
        "Those messages were tricky! Professor Hoot rereads every good book, so let's try the mission again.",
    },
  },
  {
    id: 'chapter-3',
    chapterNumber: 3,
    title: 'The Ice Cave Door',
    planet: 'Moon Base Bluebonnet',
    description: 'A secret message, a sparkly trail, and a frosty door that only careful thinkers can open.',
    storyText: [
      'Back at Moon Base Bluebonnet, the whole crew crowds around as Professor Hoot reads the message out loud.',
      '"The Star Lantern is fading. Ships are getting lost. Please bring the Spark Crystals to Planet Lasso, one from each world. The first one sleeps in the moon\'s ice cave. Signed, L."',
      '"What is the Star Lantern?" you ask.',
      'Professor Hoot opens a big, dusty book. "It is the lighthouse of space. For ages, its light has shown travelers the way home. If it goes dark, ships everywhere will be lost."',
      '"And who is L?" asks Pip. Nobody knows.',
      'A turtle with a toolbelt raises her hand. It is Shelby, the base mechanic. "I know the ice cave," she says slowly. "I will take you there. Slow and steady."',
      'Pip wants to run ahead. Shelby just smiles and keeps walking.',
      'The ice cave glitters like the inside of a snow globe. On the floor, you spot a trail of tiny sparkles. Pip sniffs them. "Someone was here before us," she whispers.',
      'At the end of the cave stands a frosty door with glowing dials. A sign says: Only careful thinkers may pass.',
      'Shelby taps the door. "This lock runs on math, cadet. Let\'s take it one dial at a time."',
    ].join('\n\n'),
    starPowerRequired: 400,
    rewards: { starPower: 75, characters: ['shelby'] },
    mission: {
      subject: 'math',
      title: 'Open the Ice Cave Door',
      briefing:
        'A frosty door guards the first Spark Crystal, and each glowing dial needs the right answer. Shelby says careful beats fast. Help the crew open the door one dial at a time!',
      beats: [
        'The first dial glows blue. Solve this to turn it.',
        'Shelby taps the ice. Solve this, slow and steady, to turn the next dial.',
        'The door shivers and creaks. Solve this to keep it moving.',
        'Pip can see a blue glow inside! Solve this to open the door wider.',
        'One last dial. Solve this to reach the Spark Crystal!',
      ],
      success:
        "The door slides open, and the first Spark Crystal glows in Pip's paws like a tiny blue sun. Shelby joins the crew, and your ship is ready to blast off for Sunset Sands!",
      retry:
        "The door is stubborn, but so are we! Shelby says slow and steady wins, so let's try the mission again.",
    },
  },
  {
    id: 'chapter-4',
    chapterNumber: 4,
    title: 'Welcome to Sunset Sands',
    planet: 'Sunset Sands',
    description: 'Land on a red desert planet and find your way through the twisty Whispering Canyon.',
    storyText: [
      'With the blue crystal safe in a padded box, your ship zooms across space. Soon a red planet fills the window. Its sand is the color of ripe strawberries, and its sky glows orange all day long.',
      '"Welcome to Sunset Sands!" says Captain Zip. "Item one: sunglasses."',
      'At Dune Station, a scientist waves from the doorway. "I\'m Dr. Rosa Vega," she says. "I study sand dunes. And this is my helper, Rio."',
      'A green lizard skitters down the wall and turns bright pink. "He does that when he\'s excited," laughs Dr. Vega. "So, always."',
      'You tell her about the sparkly trail in the ice cave. Her eyes go wide. "We\'ve seen sparkles like that here, too! They lead into Whispering Canyon."',
      '"Is the next Spark Crystal in there?" asks Pip.',
      '"Maybe," says Dr. Vega. "But the canyon is a maze. Many explorers got lost. Only one made it all the way through, and she wrote everything down in this journal."',
      'She holds up a dusty old book. Its pages are full of notes, stories, and directions.',
      'Captain Zip looks at his checklist. There is nothing on it about mazes. "Cadet," he says, "this time, the map is made of words."',
    ].join('\n\n'),
    starPowerRequired: 750,
    rewards: { starPower: 90, characters: ['rio', 'dr-rosa-vega'] },
    mission: {
      subject: 'reading',
      title: "Follow the Explorer's Journal",
      briefing:
        "Whispering Canyon twists and turns like a giant maze. The only safe path is hidden in an old explorer's journal. Read it carefully so the crew can find the way through!",
      beats: [
        'Dr. Vega opens the dusty journal. Read carefully to find the first clue.',
        'Rio scurries ahead to a fork in the trail. Read closely to choose the way.',
        'The canyon walls whisper. Read carefully to understand what the explorer meant.',
        'Professor Hoot spots a note on the page. Read closely to find out why it matters.',
        'The path splits again! Read carefully, and look back at the text to pick the right way.',
        'The last page is faded. Read carefully to find where the path ends!',
      ],
      success:
        'Thanks to your careful reading, the crew wiggles through Whispering Canyon without a single wrong turn. Dr. Rosa Vega and Rio join the crew!',
      retry:
        "That canyon is twisty! Dr. Vega says explorers often read their notes twice, so let's try the mission again.",
    },
  },
  {
    id: 'chapter-5',
    chapterNumber: 5,
    title: 'The Texas-Sized Storm',
    planet: 'Sunset Sands',
    description: 'A Texas-sized dust storm is rolling in! Can the crew build a shield in time?',
    storyText: [
      'The crew reaches the far end of Whispering Canyon. Rio points to a warm glow in the distance. But just then, the sky turns a deep, dusty red.',
      '"Uh-oh," says Dr. Vega. "That\'s a Texas-sized dust storm!"',
      '"Bleep! Bloop! Storm!" squeaks a tiny voice. A little alien made of bright squares hops out from behind a rock. This is Blip, who lives in the dunes.',
      'Right behind Blip walks a tall green alien with a friendly smile. "I\'m Zuzu," she says. "I guide travelers through the desert. You will need a storm shield, and fast."',
      'Zuzu opens a crate full of shield posts and shiny panels. But the pieces must fit just right, or the sand will sneak in.',
      'Pip is already grabbing panels. "Let\'s just stick them anywhere!"',
      'Shelby shakes her head. "Slow and steady, Pip. Measure first."',
      'Pip takes a deep breath. Then she nods. "Okay. Measure first."',
      "The wind whistles. Sand tickles everyone's noses. Professor Hoot sneezes so hard that her glasses pop right off.",
      'Captain Zip unrolls the building plans. "Cadet, this shield needs your math. Let\'s build it before the storm gets here!"',
    ].join('\n\n'),
    starPowerRequired: 1200,
    rewards: { starPower: 100, characters: ['blip', 'zuzu'] },
    mission: {
      subject: 'math',
      title: 'Build the Storm Shield',
      briefing:
        'A giant dust storm is rolling across Sunset Sands. The crew has posts and panels, but every piece must fit just right. Help build the shield so everyone stays safe and cozy!',
      beats: [
        'The wind is picking up! Solve this to set the first shield post.',
        'Blip beeps with excitement. Solve this to connect the shield panels.',
        'Zuzu hums to the dunes. Solve this to measure the next wall.',
        "Sand is tickling everyone's noses. Solve this to seal the gaps.",
        'Captain Zip checks the power. Solve this to switch the shield on.',
        'The storm is whooshing past! Solve this to keep the shield strong until it ends.',
      ],
      success:
        'The shield hums, the storm whooshes by, and everyone stays cozy inside. Blip and Zuzu are so impressed that they join the crew!',
      retry:
        "That storm was huge, but the crew is safe. Zuzu says the wind can always be tamed, so let's try the mission again!",
    },
  },
  {
    id: 'chapter-6',
    chapterNumber: 6,
    title: 'The Hall of Echoes',
    planet: 'Sunset Sands',
    description: 'A buried hall full of glowing stories rises from the sand, and someone inside needs help.',
    storyText: [
      'The storm roars over the shield and rolls away. When the crew peeks outside, the dunes have moved. Where a big hill used to be, there now stands a tall stone building with round windows.',
      '"The Hall of Echoes!" gasps Zuzu. "The Sand-Singers built it long ago. It has been buried for ages."',
      'Inside, the walls are covered with glowing stories. They tell of the Sand-Singers, of brave travelers, and of the Star Lantern. In the middle of the floor sits a stone box with an orange light inside.',
      'Just then, a voice calls from the shadows. "Hello? Is someone there?"',
      'Out steps a pilot with a dusty helmet. "I\'m Kai," he says. "My ship got lost when the Star Lantern went dim. I landed here, and I\'ve been waiting for help ever since."',
      '"You\'re not lost anymore," says Pip. "You found us!"',
      'Kai grins. Then he points at the stone box. A note is tucked underneath, written in sparkly letters: Keep going. You are doing great. From L.',
      '"L again!" says Professor Hoot.',
      'The stone box will not open. A sign says that the stories on the walls hold the key. Professor Hoot pushes up her glasses. "Cadet, let\'s read them together."',
    ].join('\n\n'),
    starPowerRequired: 1800,
    rewards: { starPower: 120, characters: ['kai'] },
    mission: {
      subject: 'reading',
      title: 'Read the Walls of the Hall',
      briefing:
        'The glowing stories on the walls of the Hall of Echoes hold the key to the stone box. Read them carefully to open it. The second Spark Crystal is waiting inside!',
      beats: [
        'The first wall story lights up. Read carefully to learn its secret.',
        'Zuzu hums, and another story glows. Read closely to understand it.',
        'Kai wants to know what happened next. Read carefully to find out.',
        "Echoes bounce around the hall! Read carefully and don't let them trick you.",
        'Professor Hoot is taking notes. Read closely to help her get every detail right.',
        'The last story guards the crystal. Read carefully to open the way!',
      ],
      success:
        'The walls sing, the stone box opens, and the orange Spark Crystal rises up, warm as a campfire. Kai joins the crew and offers to fly the ship to Splashdown Moon!',
      retry:
        "The Hall of Echoes is full of tricky stories. Kai says even ace pilots practice, so let's try the mission again!",
    },
  },
  {
    id: 'chapter-7',
    chapterNumber: 7,
    title: 'Splashdown!',
    planet: 'Splashdown Moon',
    description: 'Splash down on an icy ocean moon and dive into the deep in the Bubble Sub.',
    storyText: [
      'Kai takes the controls, and the ship swoops away from Sunset Sands. Soon a shiny white moon appears. It is covered with floating ice, and under the ice, a deep blue ocean sparkles.',
      '"Hold on to your tails!" says Kai. The ship lands with a giant SPLASH.',
      '"Welcome to Splashdown Moon!" calls a cheerful voice. An orange octopus waves from a floating dock. She waves with some arms and holds wrenches with the others. "I\'m Inky. I run the Bubble Sub garage."',
      'Professor Hoot checks her book. "The next crystal is somewhere under the ice. But it is very dark down there."',
      '"It used to be bright," says Inky. "The Star Lantern\'s light shone right down through the ice. Now it is so dim that my friend Marina got lost in the deep."',
      '"Who is Marina?" you ask.',
      '"A space whale," says Inky. "Big, gentle, and the best singer on the moon. If we find her, she can help us find the crystal."',
      'Inky pats a round little submarine with a big glass window. "This is the Bubble Sub. Before we dive, it needs to be ready. Cadet, grab the checklist. It\'s math time!"',
    ].join('\n\n'),
    starPowerRequired: 2500,
    rewards: { starPower: 140, characters: ['inky', 'marina'] },
    mission: {
      subject: 'math',
      title: 'Dive in the Bubble Sub',
      briefing:
        'Marina the space whale is lost somewhere in the dark ocean under the ice. The Bubble Sub can find her, but only if every part is ready. Help Inky get the sub set for a deep dive!',
      beats: [
        "Inky hands you the sub's checklist. Solve this to fill the air tanks.",
        'Solve this to balance the sub so it sinks slowly and gently.',
        "Bubbles everywhere! Solve this to check the sub's lights.",
        'A school of glowing fish zooms by. Solve this to steer around them.',
        'The water gets darker. Solve this to power up the headlights.',
        'A deep, gentle song fills the water. Solve this to follow the sound.',
        'Something big and friendly is close! Solve this to reach it safely.',
      ],
      success:
        'Out of the dark glides Marina, a space whale as big as a school bus, singing hello! Inky and Marina join the crew, and Marina promises to help find the next crystal.',
      retry:
        "The deep sea is tricky to explore. Inky says even octopuses drop a wrench sometimes, so let's try again!",
    },
  },
  {
    id: 'chapter-8',
    chapterNumber: 8,
    title: 'The Ice Post Office',
    planet: 'Splashdown Moon',
    description: 'Lost letters are piling up at the Ice Post Office, and some of them are from L!',
    storyText: [
      'Marina swims beside the Bubble Sub, humming a low, happy song. "Thank you for finding me," she sings. "Now let me help you."',
      'She leads the crew to an ice island with a tiny blue building. The sign on the door says Ice Post Office.',
      'Inside, a penguin is buried in letters. Letters on the desk. Letters on the floor. Letters stuck to the ceiling! "Oh, hello!" she says. "I\'m Pebble. Sorry about the mess. Since the Star Lantern went dim, the letter ships keep getting lost. Their letters fall down here like snow."',
      'Pip sniffs the pile. Her ears shoot straight up. "Sparkles! Some of these letters are from L!"',
      'Captain Zip reaches for his checklist to make a plan. But a drop of melting ice lands right on it. The ink runs into a big blue blob.',
      '"Oh no," says Zip. "My checklist!"',
      '"It\'s okay," says Shelby. "We can make a new plan together."',
      'Zip thinks for a moment. Then his lights blink happily. "Item one: no checklist. Item two: make it up as we go!"',
      'Pebble hands you a stack of soggy letters. "The clues must be in here somewhere, cadet. Let\'s read them together."',
    ].join('\n\n'),
    starPowerRequired: 3400,
    rewards: { starPower: 160, characters: ['pebble'] },
    mission: {
      subject: 'reading',
      title: 'Sort the Lost Letters',
      briefing:
        'The Ice Post Office is full of lost letters, and some of them hold clues from L. Pebble needs help sorting them out. Read carefully to find out where the next crystal is hidden!',
      beats: [
        'Pebble slides over a soggy letter. Read carefully to find where it belongs.',
        'Here is another letter. Read closely to figure out what the writer wants.',
        'This letter has a clue about the crystal! Read carefully to understand it.',
        'Pip sniffs a sparkly letter. Read carefully to learn more about L.',
        "Captain Zip's checklist is soaked. Read carefully so the crew can make a new plan.",
        'Marina sings outside the window. Read closely to find the next clue.',
        'One last letter is frozen shut. Read carefully to uncover its secret!',
      ],
      success:
        'The letters are sorted, and the clues point to the Coral Cave under the deepest ice. Pebble waddles aboard with a sack of letters to deliver along the way!',
      retry:
        "Those letters were a jumble! Pebble says every letter finds its home in the end, so let's try the mission again.",
    },
  },
  {
    id: 'chapter-9',
    chapterNumber: 9,
    title: 'The Coral Cave',
    planet: 'Splashdown Moon',
    description: 'Deep under the ice, a rainbow light guards the coral gates and the hidden crystal.',
    storyText: [
      'The letters from L all say the same thing in different ways: the next crystal is hidden in the Coral Cave, under the deepest ice.',
      'Marina leads the way. The Bubble Sub follows her glowing tail down, down, down. The water turns from blue to purple to inky black.',
      '"It\'s so dark," whispers Pip, scooting close to you.',
      'Then, a light. A rainbow light! It twinkles ahead like a friendly nightlight. The light comes from the horn of a unicorn floating at the mouth of a cave.',
      '"Welcome, brave crew," she says. "I am Prism. A little comet asked me to guard the green crystal until the right friends came."',
      '"A comet?" says Professor Hoot. "Could that be L?"',
      'Prism just smiles. "The crystal is behind the coral gates. Each gate opens only when my light is aimed just right."',
      'Coral gates line the cave like sleepy flowers, all closed tight. Beyond them, a green glow pulses softly.',
      "Inky cracks her knuckles. Well, octopuses don't have knuckles, but it looks that way.",
      '"My beam needs careful math to aim it," says Prism. "Cadet, will you help me light the way?"',
    ].join('\n\n'),
    starPowerRequired: 4500,
    rewards: { starPower: 180, characters: ['prism'] },
    mission: {
      subject: 'math',
      title: 'Open the Coral Gates',
      briefing:
        "The green Spark Crystal is locked behind the coral gates. Each gate opens only when Prism's rainbow beam is aimed just right. Help her aim it and light the way!",
      beats: [
        "Prism's horn begins to glow. Solve this to light up the first coral gate.",
        'Marina hums to hold the sub steady. Solve this to aim the rainbow beam.',
        'The coral opens a little. Solve this to open it a little more.',
        'Shelby spots a side tunnel. Solve this to check that it is safe.',
        'Inky untangles some seaweed. Solve this to help clear the path.',
        'The green glow is getting brighter! Solve this to reach the last gate.',
        'Solve this to open the final gate and reach the crystal!',
      ],
      success:
        'The coral gates bloom open, and the green Spark Crystal shines like a sea-glass star. Prism joins the crew, and the ship heads for the great ringed Planet Lasso!',
      retry:
        "The coral gates are tricky, but Prism is patient. Let's aim the light again and try the mission once more!",
    },
  },
  {
    id: 'chapter-10',
    chapterNumber: 10,
    title: 'The Rings of Planet Lasso',
    planet: 'Planet Lasso',
    description: 'Meet a rope-swinging ranger on a giant ringed planet and sort out his tallest tales.',
    storyText: [
      "With three crystals glowing in their box, the ship blasts off to the last planet on the map. Planet Lasso is a giant golden ball. Around it swirl wide, sparkly rings that loop like a cowboy's rope.",
      'On the tallest rock of the biggest ring stands a silver tower. At the top, a great glass lamp glows faintly, like a tired nightlight.',
      '"The Star Lantern," whispers Kai.',
      'As the ship lands on the ring, a space rock tumbles toward it. WHOOSH! A rope flies out and lassos the rock just in time.',
      '"Howdy, partners!" booms a big voice. A green dinosaur in a cowboy hat tips his brim. "I\'m Rex the Ring Ranger. I keep these rings tidy."',
      '"We need the last Spark Crystal," you explain. "Have you seen it?"',
      'Rex scratches his chin. "Well now, that reminds me of a story." He tells one. Then another. And another. One is about a space rock as big as Texas. One is about a comet who left sparkles everywhere.',
      '"Some of his stories are true," whispers Dr. Vega, "and some are tall tales."',
      'Rex hands you his Ranger Journal. "It\'s all written down in here," he says proudly.',
      'Professor Hoot smiles. "Then the clue is hiding in his stories. Cadet, let\'s read closely."',
    ].join('\n\n'),
    starPowerRequired: 5800,
    rewards: { starPower: 200, characters: ['rex-the-ring-ranger'] },
    mission: {
      subject: 'reading',
      title: "Rex's Tall Tales",
      briefing:
        "The last Spark Crystal is hidden somewhere on Planet Lasso, and the clue is tucked inside Rex's Ranger Journal. His stories are long and twisty. Read carefully to find the crystal!",
      beats: [
        'Rex tips his hat and opens his journal. Read carefully to follow along.',
        "Rex's stories are getting wilder! Read closely to keep track of what happens.",
        'A space rock tumbles by! Read carefully while Rex ropes it.',
        'Professor Hoot peeks over your shoulder. Read closely to find the next clue.',
        'Pip sniffs a sparkly trail on the ring. Read carefully to see where it leads.',
        'The ring path wobbles. Read carefully to choose the safest way.',
        'Rex lowers his voice for the best part. Read carefully to catch every detail.',
        "The crystal's hiding place is near! Read carefully to find it.",
      ],
      success:
        "You found the gold Spark Crystal, tucked inside Rex's hat the whole time! Rex laughs so hard his tail wiggles, and he joins the crew.",
      retry:
        "Rex's tales are long and twisty! He says every good ranger rides the trail twice, so let's try the mission again.",
    },
  },
  {
    id: 'chapter-11',
    chapterNumber: 11,
    title: 'The Secret of L',
    planet: 'Planet Lasso',
    description: "The mysterious L finally steps out of hiding. It's time to power up the Star Lantern!",
    storyText: [
      'Now the crew has all the Spark Crystals. Together, they climb the winding stairs of the Star Lantern tower.',
      'Halfway up, the sparkly trail appears again. It leads to a door. Behind the door, something small is hiding behind a pillar. Something with a glittery tail.',
      '"Hello?" you say gently.',
      'A tiny comet peeks out. "Hi," she squeaks. "I\'m Lumi. I\'m L."',
      "Everyone gasps. Pip's tail wags so fast it blurs.",
      '"I help the Lantern\'s keeper," Lumi explains. "But the keeper fell into a deep, deep sleep, and the Lantern began to fade. I\'m too small to fix it alone. I was too shy to ask for help out loud. So I left clues instead."',
      '"That was brave," says Shelby. "Clues are a way of asking."',
      "Lumi's tail glows a little brighter.",
      'She leads everyone to a big brass machine with empty slots. "This is the Crystal Wheel. It sends power up to the lamp. But each crystal must be set just right, or the wheel won\'t turn."',
      'Captain Zip looks at the machine. "I don\'t have a checklist for this," he says. Then he grins. "That\'s okay. We\'ll figure it out together. Cadet, are you ready?"',
    ].join('\n\n'),
    starPowerRequired: 7300,
    rewards: { starPower: 225, characters: ['lumi'] },
    mission: {
      subject: 'math',
      title: 'Power the Crystal Wheel',
      briefing:
        "The Crystal Wheel sends power up to the Star Lantern's lamp, but every crystal must be set just right. Lumi can't do it alone, and now she doesn't have to. Help the crew power up the wheel!",
      beats: [
        'Lumi points to the Crystal Wheel. Solve this to set the blue crystal in place.',
        'Solve this to set the orange crystal beside it.',
        'Solve this to fit the green crystal into its slot.',
        'Rex holds the gold crystal steady. Solve this to lock it in.',
        'The wheel starts to turn! Solve this to keep it spinning smoothly.',
        'Sparks fly like fireflies. Solve this to balance the power.',
        "Lumi's tail glows brighter. Solve this to send the power up the tower.",
        'The great lamp flickers! Solve this to get it ready for its keeper.',
      ],
      success:
        'The Crystal Wheel spins, and the lamp flickers with new light. Lumi is so proud of her new friends that she joins the crew, leaving a trail of sparkles!',
      retry:
        "The Crystal Wheel is a big puzzle. Lumi says asking for another try is brave, so let's try the mission again!",
    },
  },
  {
    id: 'chapter-12',
    chapterNumber: 12,
    title: 'The Star Lantern Shines',
    planet: 'Planet Lasso',
    description:
      "The Star Lantern's keeper is fast asleep. Only a story can wake her and light the way home.",
    storyText: [
      'The Crystal Wheel hums. Far above, the lamp flickers with new light. But it is not shining yet.',
      '"The lamp needs its keeper," says Lumi. "Come and meet her."',
      'At the very top of the tower, curled around the giant lamp, lies a dragon. Her scales shimmer like the night sky. With every snore, a tiny puff of starlight floats up from her nose.',
      '"That\'s Sola the Star Dragon," whispers Lumi. "She breathes starlight into the lamp. But she has been asleep for so long."',
      'Rex calls her name. Blip beeps. Marina sings from far below. Sola just snores.',
      '"Sola loves stories more than anything," says Lumi. "A good story might wake her up."',
      "Professor Hoot pulls an old book from a shelf. On the cover, in gold letters, it says The Keeper's Book of Stories.",
      'The whole crew gathers close. Pip curls up by your feet. Kai, Inky, and Pebble squeeze in together. Captain Zip holds a brand-new checklist. At the top, it says: Things We Did Together.',
      'Lumi rests on your shoulder, glowing softly. "Will you read to her, cadet?"',
      "You open the book. Sola's nose twitches. Everything you have learned on this journey has led to this moment.",
    ].join('\n\n'),
    starPowerRequired: 9000,
    rewards: { starPower: 250, characters: ['sola'] },
    mission: {
      subject: 'reading',
      title: 'Wake the Star Dragon',
      briefing:
        'Sola the Star Dragon is the keeper of the Star Lantern, and only a good story can wake her. The whole crew is counting on you. Read carefully, and light the way home for every ship in space!',
      beats: [
        "The crew gathers close. Read carefully as Sola's story begins.",
        "Sola's tail twitches! Read closely to keep the story going.",
        'Professor Hoot turns the page. Read carefully to understand what happens.',
        'A warm puff of starlight drifts up. Read carefully to find the next clue.',
        'Lumi whispers, "Keep going!" Read closely to see why this part matters.',
        'Sola opens one sleepy eye. Read carefully to keep her listening.',
        'The whole tower glows gold. Read closely to catch every detail.',
        'This is the last page! Read carefully to wake the keeper of the Star Lantern!',
      ],
      success:
        'Sola wakes with a happy yawn and breathes starlight into the lamp, and it shines so bright that even Mission Control in Houston sees a new star! Every lost ship finds its way home, and Sola joins your crew.',
      retry:
        "Sola is still snoozing, but she loved every word you read. Let's try the mission again and finish her story!",
    },
  },
];
