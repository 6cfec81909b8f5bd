import type { SkillLesson } from './lesson-types';

/**
 * Nova's lessons for the grade 4 reading language arts SEs that STAAR may assess: one per code of
 * `testedTeksForGrade(4, 'reading')`, in catalogue order. Written by us; every example text is original.
 */
export const READING_LESSONS_GRADE_4: readonly SkillLesson[] = [
  {
    code: '4.2B(i)',
    subject: 'reading',
    bigIdea:
      'There are six kinds of syllables: closed, open, silent e, vowel team, r-controlled, and consonant-le. Knowing each type helps you spell long words part by part.',
    steps: [
      'Break the word into syllables.',
      "Name each syllable's type by listening to its vowel sound: short, long, or r-controlled.",
      'Spell each part with its pattern. For example, "ta" is open and "ble" is consonant-le.',
      'Put the parts together and check the word.',
    ],
    example: {
      problem: 'Which spelling is right for the piece of furniture you eat at: tabel, tabul, or table?',
      solution:
        'Table. The first syllable, ta, is open, so the a is long. The last syllable has a consonant followed by le, so it is spelled -ble.',
    },
    tip: 'A final "ul" sound after a consonant is usually spelled -le, as in puzzle, candle, and gentle.',
  },
  {
    code: '4.2B(ii)',
    subject: 'reading',
    bigIdea:
      'Homophones sound alike but are spelled differently and mean different things. To spell them right, you need to know which meaning the sentence needs.',
    steps: [
      'Read the sentence and decide what the word means there.',
      "Think of the common sets: their, there, they're; your, you're; its, it's.",
      'Check a contraction by reading the two words it stands for: "they\'re" means "they are."',
    ],
    example: {
      problem: 'Choose the right word: "(Your, You\'re) going to love this book!"',
      solution:
        '"You\'re." Read it as "you are": "You are going to love this book!" That makes sense, so the contraction is right. "Your" shows owning, as in "your book."',
    },
    tip: 'If you can swap in two words, like "it is" or "they are," you need the contraction with an apostrophe.',
  },
  {
    code: '4.2B(iii)',
    subject: 'reading',
    bigIdea:
      'Many long words mix spelling patterns, like vowel teams, r-controlled vowels, and silent letters. Spell the word in chunks and check each pattern.',
    steps: [
      'Say the word slowly and tap each syllable.',
      'Look for tricky sounds, like an "er" sound that could be spelled er, ir, ur, or or.',
      'Think of a word you know with the same pattern.',
      'Write the word, then check that each chunk looks right.',
    ],
    example: {
      problem: 'Which spelling is right: nayber, neighber, or neighbor?',
      solution:
        'Neighbor. The long a sound in the first part is spelled eigh, as in eight and weigh. The "er" sound at the end is spelled or, as in color.',
    },
    tip: 'Use word families: if you can spell eight, you can spell weigh and neighbor.',
  },
  {
    code: '4.2B(iv)',
    subject: 'reading',
    bigIdea:
      'Long words split into syllables in patterns. Knowing where to split, such as between two consonants or before one, helps you spell each part correctly.',
    steps: [
      'Mark the vowels. Then look at the letters between them.',
      'VC/CV: split between two consonants, like win/dow.',
      'V/CV or VC/V: with one consonant, split before it for a long vowel (pi/lot) or after it for a short vowel (cab/in).',
      'VC/CCV: with three consonants, keep a blend together, like hun/dred.',
    ],
    example: {
      problem:
        'In "monster," three consonants (n, s, and t) sit between the vowels o and e. Where should the word split to help you spell it?',
      solution:
        'Split it mon/ster. The letters s and t make a blend, so they stay together. That gives two closed syllables, mon and ster, which are easy to spell.',
    },
    tip: 'Blends like st, tr, and pl usually stay together in the same syllable.',
  },
  {
    code: '4.2B(v)',
    subject: 'reading',
    bigIdea:
      'Adding a prefix never changes the spelling of the base word. That is why some words have double letters, like misspell and unnamed.',
    steps: [
      'Spell the prefix: mis-, sub-, un-, re-, dis-, or in-.',
      'Spell the base word exactly as it is.',
      'Join them, even if that makes a double letter.',
    ],
    example: {
      problem: 'Add the prefix mis- to the base word "spell." How many s\'s does the new word have?',
      solution:
        'Two: misspell. The prefix mis- ends with s, and "spell" begins with s. You keep every letter of both parts, so the word is m-i-s-s-p-e-l-l.',
    },
    tip: 'When a prefix ends with the same letter that the base word starts with, keep both letters.',
  },
  {
    code: '4.2B(vi)',
    subject: 'reading',
    bigIdea:
      'Before adding a suffix, check the end of the base word. You may need to drop an e, change y to i, or double the last consonant.',
    steps: [
      'Silent e and a vowel suffix: drop the e (shine + ing = shining).',
      'Consonant and y: change y to i unless the suffix is -ing (try + ed = tried).',
      'One short vowel and one final consonant: double it before a vowel suffix (plan + ed = planned).',
      'A suffix that starts with a consonant usually needs no change (hope + ful = hopeful).',
    ],
    example: {
      problem: 'Add -er to "big" to finish the sentence: "My dog is ___ than yours."',
      solution:
        'Bigger. "Big" has one short vowel and ends with one consonant, g. The suffix -er starts with a vowel, so double the g: big + g + er = bigger.',
    },
    tip: 'Doubling keeps the vowel short. With one g, "biger" would look like it has a long i.',
  },
  {
    code: '4.3A',
    subject: 'reading',
    bigIdea:
      "A print or digital dictionary shows a word's meanings, syllables, and pronunciation. When a word has several meanings, you choose the one that fits.",
    steps: [
      'Look up the word using guide words in a print dictionary, or type it into a digital one.',
      'Check the part of speech: noun, verb, or adjective.',
      'Read each meaning and choose the one that fits your sentence.',
      'Use the syllable dots and the pronunciation guide to say the word.',
    ],
    example: {
      problem:
        'The entry says: "prop·er·ty (noun) 1. things a person owns 2. a special quality of something." Which meaning fits "One property of ice is that it is cold"? How many syllables?',
      solution:
        'Meaning 2. The sentence is about a quality of ice, not something a person owns. The dots in prop·er·ty show that it has three syllables.',
    },
    tip: "Check the part of speech first. It helps you skip meanings that can't fit your sentence.",
  },
  {
    code: '4.3B',
    subject: 'reading',
    bigIdea:
      'When you meet an unknown word, or a word with more than one meaning, the nearby sentences often hold clues that show what it means in that place.',
    steps: [
      'Reread the sentence, plus the ones before and after it.',
      'Look for a clue: a definition, a synonym, an example, or an opposite.',
      'For a word with several meanings, decide which meaning fits the topic.',
      'Replace the word with your meaning and reread to check.',
    ],
    example: {
      problem:
        'The hikers were famished after the long trip. They ate every bite of their sandwiches and asked for more. What does "famished" mean?',
      solution:
        'Famished means very hungry. The clues are in the next sentence: the hikers ate every bite and asked for more. People do that when they are very hungry.',
    },
    tip: 'Clues are not always in the same sentence. Read the whole paragraph if you need to.',
  },
  {
    code: '4.3C',
    subject: 'reading',
    bigIdea:
      'Many words are built from roots, prefixes, and suffixes. Roots like auto (self), graph (write), and meter (measure) unlock the meanings of many words.',
    steps: [
      'Break the word into parts: prefix, root, and suffix.',
      'Think about what each part means: mis- means "wrongly," sub- means "under," and -ment means "the act of."',
      'Put the meanings together to make a definition.',
      'Check that your definition fits the sentence.',
    ],
    example: {
      problem:
        'The author signed her autograph in my book. Use word parts to figure out what "autograph" means.',
      solution:
        'An autograph is a person\'s name written by that person. "Auto" means self and "graph" means write, so an autograph is something you write yourself: your own signature.',
    },
    tip: 'Once you know a root, look for it in other words: graph is in paragraph, photograph, and graphic.',
  },
  {
    code: '4.3D',
    subject: 'reading',
    bigIdea:
      'Homophones like reign and rain sound exactly the same, so you must use the meaning of the sentence to tell which word the author means.',
    steps: [
      'Read the whole sentence and think about the topic.',
      'Remember what each homophone means: reign means "to rule," and rain falls from clouds.',
      'Pick the word whose meaning fits the sentence.',
    ],
    example: {
      problem: '"The queen\'s ___ lasted for fifty years." Should the missing word be rain, reign, or rein?',
      solution:
        'Reign. The sentence is about a queen, and her reign is the time she rules. Rain falls from the sky, and a rein is a strap used to guide a horse.',
    },
    tip: "Link each homophone to a picture: a queen's reign, a cloud's rain, a horse's rein.",
  },
  {
    code: '4.6C',
    subject: 'reading',
    bigIdea:
      'Readers make predictions using clues from the text, what they know, and the kind of text they are reading. Then they read on to confirm or correct them.',
    steps: [
      'Use the title, headings, pictures, and the genre to predict.',
      'Pay attention to what the characters want and what they are like.',
      'Read on. Keep your prediction if it fits, or fix it when new clues appear.',
    ],
    example: {
      problem:
        'Deshawn had practiced his piano piece for weeks. On the day of the recital, he sat down, took a deep breath, and smiled at his family in the front row. What will most likely happen next?',
      solution:
        'Deshawn will most likely play his piece well. He practiced for weeks, and his deep breath and smile show that he feels calm and ready.',
    },
    tip: "It's okay if a prediction turns out wrong! Good readers change their predictions when the text gives new clues.",
  },
  {
    code: '4.6E',
    subject: 'reading',
    bigIdea:
      'Readers connect texts to their own lives, to other things they have read, and to the world. These links help you understand why characters and real people act as they do.',
    steps: [
      'Text to self: How is this like my own life?',
      'Text to text: How is this like another book or article I have read?',
      'Text to world: How is this like something that happens in my community or the world?',
      'Explain how the connection helps you understand the text.',
    ],
    example: {
      problem:
        'An article explains that many cities plant trees along streets to give shade and cool the air. What text-to-world connection could a reader make?',
      solution:
        'A reader might think about a hot summer day and how much cooler it feels under a tree. That connection helps the reader understand why cities want more trees.',
    },
    tip: 'A strong connection helps you understand the text better. Ask: How does this link help me?',
  },
  {
    code: '4.6F',
    subject: 'reading',
    bigIdea:
      "Authors don't tell readers everything. Readers infer by combining text clues with their own knowledge, then support the idea with evidence.",
    steps: [
      'Notice details about what characters do, say, and think.',
      "Ask: What do these details suggest that the author doesn't say?",
      'Make your inference and point to at least one clue that supports it.',
    ],
    example: {
      problem:
        'Grace checked the mailbox for the third time that day. When the mail carrier finally came, she raced outside and tore open a small package with her name on it. What can you infer about Grace?',
      solution:
        'Grace was eager for a package to arrive. She checked the mailbox three times and raced outside when the mail came. Those actions show she was excited and waiting.',
    },
    tip: 'Your inference must match all the clues. If a detail goes against it, rethink your idea.',
  },
  {
    code: '4.6G',
    subject: 'reading',
    bigIdea:
      "Some details are key ideas that support the author's main point, while others just add interest. Evaluating details means deciding which ones matter most.",
    steps: [
      'Figure out what the whole text is mostly about.',
      'Test each detail: Does it help explain the main point?',
      'Rank the details from most to least important.',
    ],
    example: {
      problem:
        'Hurricanes form over warm ocean water. The warm water gives the storm energy to grow. Each hurricane gets a name. Which detail is least important to understanding how hurricanes form?',
      solution:
        '"Each hurricane gets a name" is least important. The text explains how hurricanes form, and the details about warm water explain that. A storm\'s name does not help it form.',
    },
    tip: 'Key ideas often repeat or build on the title and the first sentence.',
  },
  {
    code: '4.6H',
    subject: 'reading',
    bigIdea:
      'Synthesizing means blending details from different parts of a text, or from two texts, into one new idea that is bigger than each part.',
    steps: [
      'Take notes on the important idea from each part or text.',
      'Look for how the ideas connect, agree, or add to each other.',
      'Write a new statement that uses information from all of them.',
    ],
    example: {
      problem:
        'Text 1: Beavers build dams that block streams and make ponds. Text 2: Ponds give homes to fish, frogs, and ducks. What idea do the two texts build together?',
      solution:
        'Together they show that beavers help many other animals. Text 1 says beavers make ponds, and Text 2 says ponds are homes for other animals. Neither text says this alone.',
    },
    tip: 'A synthesis takes facts from one part AND another part to make a new idea.',
  },
  {
    code: '4.7B',
    subject: 'reading',
    bigIdea:
      'A strong written response answers the question directly, backs up the answer with text evidence, and explains how the evidence proves it.',
    steps: [
      'Turn the question into the start of your answer.',
      'Give your answer in one clear sentence.',
      'Add evidence from the text, using quotation marks for exact words.',
      'Explain how the evidence supports your answer.',
    ],
    example: {
      problem:
        'In a story, Carmen sees a younger boy drop his books. She stops, helps him pick them up, and walks him to his class, even though she might be late. Question: How does Carmen show kindness?',
      solution:
        'Carmen shows kindness by helping a younger student. She stops to pick up his books and walks him to class, even though she might be late. Putting someone else first shows she is kind.',
    },
    tip: "Don't just copy evidence. Tell how it proves your answer, in your own words.",
  },
  {
    code: '4.7C',
    subject: 'reading',
    bigIdea:
      'Text evidence is proof from the text. The best evidence is the detail that most directly supports your answer, not just one on the same topic.',
    steps: [
      'Decide on your answer to the question.',
      'Look back and find sentences that could prove it.',
      'Pick the one that proves it most clearly.',
    ],
    example: {
      problem:
        'How does Ravi feel about moving? Text: Ravi packed his books slowly. He looked out the window at the park where he had played every day and wiped his eyes. Which sentence is the best evidence?',
      solution:
        'The second sentence is best. Wiping his eyes while he looks at the park where he played shows that Ravi is sad to leave. Packing slowly is a clue, but it is less clear.',
    },
    tip: 'Before you choose evidence, ask: Would this sentence convince someone who disagrees with me?',
  },
  {
    code: '4.7D',
    subject: 'reading',
    bigIdea:
      'A summary tells only the most important ideas of a text in a few sentences, in order, and in your own words. It leaves out small details.',
    steps: [
      'Find the main idea or the main events.',
      'Keep the most important details and skip the small ones.',
      'Write them in order and in your own words.',
      'Leave out your opinions.',
    ],
    example: {
      problem:
        'Summarize: Kai wanted to join the swim team, but he could not swim well. He went to the pool every morning to practice. By the end of summer, he swam the whole length of the pool and made the team.',
      solution:
        '"Kai wanted to join the swim team, so he practiced every morning all summer until he made it." This keeps the main events in order, uses new words, and skips small details.',
    },
    tip: 'A summary should be much shorter than the text. If yours is almost as long, cut more details.',
  },
  {
    code: '4.8A',
    subject: 'reading',
    bigIdea:
      'A theme is a lesson about life that a story shows. Readers infer it from what the characters do and learn, and from how things turn out.',
    steps: [
      "Look at the main character's problem and how it is solved.",
      'Notice what the character learns or how the character changes.',
      'State the theme as a message that could fit many stories, like "Honesty builds trust."',
      'Find evidence in the story that supports it.',
    ],
    example: {
      problem:
        "Isla broke her brother's toy and hid it. She felt worse and worse all day. Finally, she told him the truth. He was upset at first, but then he helped her glue it back together. What is a theme?",
      solution:
        'A theme is "Telling the truth is better than hiding a mistake." Isla feels bad while she hides the toy, but things get better once she is honest and her brother helps her.',
    },
    tip: 'A theme is never just one word. "Honesty" is a topic, but "Being honest makes things better" is a theme.',
  },
  {
    code: '4.8B',
    subject: 'reading',
    bigIdea:
      'Characters affect each other through what they say and do. Over a story, a character may change because of events or because of other characters.',
    steps: [
      'Describe what the character is like at the beginning.',
      'Notice how other characters treat the character and how the character responds.',
      'Describe the character at the end. What changed, and what caused it?',
    ],
    example: {
      problem:
        'At first, Mateo refused to share his colored pencils. Then his classmate Lin lent him her ruler when he forgot his. The next day, Mateo offered Lin his pencils. How does Mateo change, and why?',
      solution:
        'Mateo changes from selfish to generous. He starts sharing after Lin is kind to him. Her kind action shows him how good it feels when someone shares.',
    },
    tip: 'To explain a change, always tell what caused it. Characters usually change for a reason.',
  },
  {
    code: '4.8C',
    subject: 'reading',
    bigIdea:
      'A plot rises like a hill. Problems build in the rising action, the climax is the most exciting turning point, and the falling action leads to the resolution.',
    steps: [
      'Rising action: find the events that make the problem harder.',
      'Climax: find the turning point, where the main character faces the problem.',
      'Falling action: find what happens right after the climax.',
      'Resolution: find how the story ends and the problem is settled.',
    ],
    example: {
      problem:
        'Amir lost his dog, Biscuit. He searched the park and the street. At sunset, he heard a bark under a porch and found Biscuit. He carried him home, and his family cheered. What is the climax?',
      solution:
        'The climax is when Amir hears a bark and finds Biscuit under the porch. That is the turning point, where the search ends. Carrying him home is falling action, and the cheering family is the resolution.',
    },
    tip: 'The climax is the moment of greatest excitement, when you most want to know what happens.',
  },
  {
    code: '4.8D',
    subject: 'reading',
    bigIdea:
      "Setting includes the place, the time, and sometimes the history and culture around a story. These can shape the characters' problems and choices.",
    steps: [
      'Find when and where the story takes place.',
      'Notice details about the time period or culture, like clothes, tools, or traditions.',
      'Ask how the setting causes the problem or affects what characters can do.',
    ],
    example: {
      problem:
        "In the 1850s, Ruth's family traveled west in a covered wagon. After a storm, the river rose too high to cross, and there was no bridge. They waited three days. How does the setting affect the plot?",
      solution:
        'The time and place cause the problem. Long ago, many trails had no bridges, and a wagon could not cross a high river. So the family has to wait three days before they can go on.',
    },
    tip: 'Ask: Could this story happen the same way today? If not, the setting matters a lot.',
  },
  {
    code: '4.9A',
    subject: 'reading',
    bigIdea:
      'Traditional tales include folktales, fables, legends, myths, and tall tales. A tall tale has a larger-than-life hero who does impossible things, told as if they were true.',
    steps: [
      'Folktale or fable? Look for simple characters and a lesson.',
      'Myth? Look for gods or a story that explains something in nature.',
      'Legend? Look for a hero from long ago whose deeds grew bigger with each telling.',
      'Tall tale? Look for wild exaggerations, like a hero who lifts a mountain.',
    ],
    example: {
      problem:
        'Big Rosa was so strong that she dug a river with a spoon in one afternoon. When she sneezed, the wind blew clouds all the way to the ocean. What kind of tale is this?',
      solution:
        'It is a tall tale. Rosa is a larger-than-life hero, and the story uses huge exaggerations, like digging a river with a spoon. Tall tales tell these impossible feats as if they really happened.',
    },
    tip: 'A myth explains why something in nature is the way it is, but a tall tale mostly tries to amaze and amuse.',
  },
  {
    code: '4.9B',
    subject: 'reading',
    bigIdea:
      'Poets use figurative language to paint pictures with words. Similes compare with like or as, metaphors say one thing is another, and personification gives human traits to things.',
    steps: [
      'Simile: look for like or as, such as "hair like silk."',
      'Metaphor: look for a comparison without like or as, such as "The lake was a mirror."',
      'Personification: look for a thing doing something only people do, such as "The wind whispered."',
      'Ask what picture or feeling each one creates.',
    ],
    example: {
      problem:
        'The moon is a silver coin / Tossed into the night. / The stars wink down at me / And twinkle with delight. What kinds of figurative language does the poet use?',
      solution:
        '"The moon is a silver coin" is a metaphor, because it says the moon is a coin without using like or as. "The stars wink down at me" is personification, because winking is something people do.',
    },
    tip: 'Metaphors can be sneaky because they have no signal word. Look for "is" or "was" joining two very different things.',
  },
  {
    code: '4.9C',
    subject: 'reading',
    bigIdea:
      'Plays are built differently from stories. Character tags show who speaks, stage directions tell actions, and acts and scenes divide the play into parts.',
    steps: [
      'Character tags are the names before each line of dialogue.',
      'Stage directions, often in parentheses or italics, tell how to act, move, or speak.',
      'Acts are big parts of a play. Scenes are smaller parts, often starting when the place or time changes.',
    ],
    example: {
      problem:
        'SCENE 2. A kitchen, the next morning. / DAD: (yawning) Who ate all the pancakes? / TESSA: (hiding a plate behind her back) Not me! What do the stage directions tell you?',
      solution:
        'They show that Dad is sleepy and that Tessa is hiding a plate. Her words say "Not me!" but hiding the plate hints that she did eat the pancakes.',
    },
    tip: "Stage directions can tell you what a character's words don't, like when a character is not telling the truth.",
  },
  {
    code: '4.9D(i)',
    subject: 'reading',
    bigIdea:
      'The central idea of an informational text is the most important point the author makes. Supporting evidence, like facts and examples, helps prove it.',
    steps: [
      "Read the whole text, then ask: What is the author's most important point?",
      'Check the title, the introduction, and the conclusion for clues.',
      'Find two or three details that support that point.',
    ],
    example: {
      problem:
        'Each night, bats eat huge numbers of insects that harm crops. Some bats carry pollen from flower to flower. Others spread seeds that grow into new plants. What is the central idea?',
      solution:
        'The central idea is that bats are helpful. No one sentence says it, but every detail shows a way bats help: eating insects, carrying pollen, and spreading seeds.',
    },
    tip: 'If no sentence states the central idea, ask what all the details have in common.',
  },
  {
    code: '4.9D(ii)',
    subject: 'reading',
    bigIdea:
      'Informational texts use features like pronunciation guides, diagrams, and labels to help readers say new words and see how things work.',
    steps: [
      'Use a pronunciation guide to say a hard word. Capital letters show which syllable to stress.',
      'Read the labels on a diagram to learn the name of each part.',
      'Connect each feature to the words in the text.',
    ],
    example: {
      problem:
        'An article says: The armadillo (ar-muh-DIL-oh) has a hard shell. A diagram labels its shell, claws, and snout. How do these features help a reader?',
      solution:
        'The pronunciation guide shows how to say "armadillo," with the strongest beat on DIL. The labeled diagram shows where each body part is, so the reader can picture the animal.',
    },
    tip: 'If you can say a word, you will remember it better. Always stop and use the pronunciation guide.',
  },
  {
    code: '4.9D(iii)',
    subject: 'reading',
    bigIdea: 'A compare-and-contrast text shows how two or more things are alike and how they are different.',
    steps: [
      'Find the two things being compared.',
      'Look for signal words that show things are alike: both, also, similar, same.',
      'Look for signal words that show differences: but, however, unlike, while.',
      'A Venn diagram can help you sort the details.',
    ],
    example: {
      problem:
        'Frogs and toads both lay their eggs in water. However, frogs have smooth, wet skin, while toads have dry, bumpy skin. How are frogs and toads different?',
      solution:
        'Their skin is different: frogs have smooth, wet skin, and toads have dry, bumpy skin. The signal words "however" and "while" show the contrast. "Both" shows how they are alike.',
    },
    tip: 'The word "both" is a strong clue that the author is showing how things are alike.',
  },
  {
    code: '4.9E(i)',
    subject: 'reading',
    bigIdea:
      "The claim is the author's position in an argument. It is the statement that the rest of the text tries to prove.",
    steps: [
      'Ask: What is the author trying to convince me of?',
      'Look for the claim near the beginning or the end.',
      'Make sure the reasons and facts all point back to it.',
    ],
    example: {
      problem:
        'Students sit for hours each school day. Moving around helps the brain stay focused. For these reasons, schools should add a short stretch break to every class. What is the claim?',
      solution:
        'The claim is "Schools should add a short stretch break to every class." It is the author\'s position. The first two sentences are reasons, and the words "for these reasons" signal that the claim is coming.',
    },
    tip: 'A claim is something people could argue about. "Students sit in class" is a fact, not a claim.',
  },
  {
    code: '4.9E(ii)',
    subject: 'reading',
    bigIdea:
      'Authors use facts, like numbers and examples, to make an argument stronger. Facts show readers that the claim is based on real information.',
    steps: [
      'Find the claim.',
      'Find the facts the author gives.',
      'Explain how each fact helps prove the claim.',
    ],
    example: {
      problem:
        'Our town needs a bike lane on Main Street. Last year, 150 students rode their bikes to school on Main Street. Cars there drive close to the curb. How do the facts support the claim?',
      solution:
        'The fact that 150 students bike on Main Street shows that many people would use a bike lane. The fact that cars drive close to the curb shows why riders need a safe space.',
    },
    tip: "Ask: Can this be checked? If it can, it's a fact, and it makes the argument more convincing.",
  },
  {
    code: '4.9E(iii)',
    subject: 'reading',
    bigIdea:
      'The intended audience is the group an author writes for. The author chooses words, examples, and reasons that will matter to those readers.',
    steps: [
      'Look for direct clues, like "Dear families" or "Attention, fourth graders."',
      'Notice the examples and reasons. Who would care about them?',
      'Check the words. Are they for kids, adults, or experts?',
    ],
    example: {
      problem:
        'Parents, a healthy breakfast helps your child stay focused in class. Please pack fruit or a whole-grain snack each morning. Who is the intended audience?',
      solution:
        'The intended audience is parents. The text speaks to them directly with "Parents" and "your child," and it asks them to pack snacks, which is a job for grown-ups.',
    },
    tip: 'Pay attention to words like you and your. They show who the author is talking to.',
  },
  {
    code: '4.10A',
    subject: 'reading',
    bigIdea:
      'Authors write to inform, entertain, persuade, or explain. The message is the idea the author hopes readers will remember after reading.',
    steps: [
      'Decide what type of text it is: a story, an article, a poem, or an argument.',
      'Ask: What does the author want me to know, feel, or do?',
      'Find details that show the purpose and the message.',
    ],
    example: {
      problem:
        "A story tells how Wren was afraid to try out for the school play. She tried out anyway, got a small part, and had the best time. What are the author's purpose and message?",
      solution:
        'The purpose is to entertain with a story. The message is that trying something new is worth it, even when you are scared. Wren is afraid but tries anyway, and it turns out well.',
    },
    tip: 'A text can do more than one thing. Choose the purpose that fits the whole text, not just one part.',
  },
  {
    code: '4.10B',
    subject: 'reading',
    bigIdea:
      'Authors choose a structure, like time order, compare and contrast, or problem and solution, that best helps them reach their purpose.',
    steps: [
      'Name the structure the author uses.',
      "Think about the author's purpose.",
      'Explain how the structure makes the purpose easier to reach.',
    ],
    example: {
      problem:
        "An article about the history of the telephone tells events in order, starting with the first telephone in 1876 and ending with today's cell phones. Why did the author use this structure?",
      solution:
        'The author wants to show how phones changed over time. Time order lets readers follow each change step by step, from the first telephone to the phones people carry today.',
    },
    tip: 'Match clues to structures: dates often mean time order, and words like "both" or "unlike" mean compare and contrast.',
  },
  {
    code: '4.10C',
    subject: 'reading',
    bigIdea:
      'Print features like bold words and headings, and graphic features like charts and maps, help readers understand. Analyzing them means asking why the author added each one.',
    steps: [
      'Find the feature and what it shows.',
      'Compare it to the main text. What does it add?',
      "Explain how it helps the author's purpose.",
    ],
    example: {
      problem:
        "An article that asks readers to save water has a bar graph. The graph shows that a full bath uses more water than a short shower. How does the graph help the author's purpose?",
      solution:
        'The author wants readers to save water. The graph lets readers see at a glance that a short shower uses less water, which supports the idea of taking showers instead of baths.',
    },
    tip: 'Ask: What would a reader miss if this feature were gone?',
  },
  {
    code: '4.10D',
    subject: 'reading',
    bigIdea:
      'Authors use imagery, similes, metaphors, and sound devices like alliteration to help readers picture a scene and enjoy the sound of the words.',
    steps: [
      'Find imagery: words that help you see, hear, smell, taste, or touch.',
      'Find comparisons: similes use like or as, and metaphors do not.',
      'Find alliteration: words close together that start with the same sound.',
      'Explain what feeling or picture each one creates.',
    ],
    example: {
      problem:
        'Seven slippery seals slid off the rock. Their wet fur gleamed like glass in the sun. Find the alliteration and the simile.',
      solution:
        '"Seven slippery seals slid" is alliteration, because each word starts with the s sound. "Gleamed like glass" is a simile. It compares the fur to glass, which helps you see how shiny it is.',
    },
    tip: 'Alliteration is about the first sound, not just the first letter: "city" and "sun" both start with an s sound.',
  },
  {
    code: '4.10E',
    subject: 'reading',
    bigIdea:
      'A first-person narrator is a character in the story who shares only their own thoughts. A third-person narrator is outside the story and can tell about many characters.',
    steps: [
      'Check the narration for pronouns. I and we mean first person.',
      'He, she, and they in the narration mean third person.',
      'Ask: Whose thoughts and feelings do I learn about?',
      'Think about how the point of view changes what readers know.',
    ],
    example: {
      problem:
        'Maria wondered if her friends had forgotten her birthday. Meanwhile, her friends were hiding in the kitchen, holding a cake and trying not to giggle. What is the point of view, and how can you tell?',
      solution:
        'It is third person. The narrator uses "her" and "her friends" and is not a character. The narrator also tells what Maria wonders and what her friends are doing, which a first-person narrator could not know.',
    },
    tip: "A first-person narrator can't see inside other characters' minds, so the narrator can be wrong about what others think.",
  },
  {
    code: '4.10F',
    subject: 'reading',
    bigIdea:
      "Voice is how the writing sounds, shaped by the author's word choice, sentence length, and punctuation. It shows the attitude of the writer or narrator.",
    steps: [
      'Read a passage aloud and notice its feeling: silly, serious, bossy, or calm.',
      'Look at word choice, like everyday words, strong verbs, or formal words.',
      'Look at sentence length and punctuation, like questions and exclamations.',
      'Name the voice and point to the words that create it.',
    ],
    example: {
      problem:
        "Ugh. Homework again. Who decided math should happen after school, anyway? My pencil and I are not friends today. Describe the narrator's voice.",
      solution:
        'The voice is grumpy but funny. "Ugh" and the complaining question show grumpiness, and saying the pencil is "not friends" with the narrator adds humor. Short sentences make it sound like real talking.',
    },
    tip: "Try reading the passage aloud in the voice you named. If it fits the words, you've got it.",
  },
  {
    code: '4.10G',
    subject: 'reading',
    bigIdea:
      'An anecdote is a short, true story an author tells to make a point. It makes writing more personal and easier to remember.',
    steps: [
      'Look for a short story inside a nonfiction text, often about one event.',
      'Ask: What point is the author making with this story?',
      'Explain how the anecdote helps readers understand or care about the topic.',
    ],
    example: {
      problem:
        'In an article about bike helmets, the author writes: "When I was nine, I fell off my bike and hit my head on the sidewalk. My helmet cracked, but I was fine." Why did the author include this anecdote?',
      solution:
        'The author tells this true story to show that helmets really protect you. The cracked helmet is a real example that helps readers remember the point: always wear one.',
    },
    tip: "An anecdote is a story inside a text, and it always points back to the author's main idea.",
  },
  {
    code: '4.11B(i)',
    subject: 'reading',
    bigIdea:
      'Well-organized writing has an introduction, body paragraphs, and a conclusion. Transitions are the bridges that carry the reader from one idea to the next.',
    steps: [
      'Hook the reader and state your main idea in the introduction.',
      'Give each body paragraph one main point.',
      'Use transitions like first, next, also, for example, and finally.',
      'Restate your main idea in the conclusion.',
    ],
    example: {
      problem:
        'Choose the best transition: "Sea turtles lay their eggs on beaches. ___, the babies hatch and crawl to the ocean." (A) However (B) Later (C) For example',
      solution:
        'B, "Later," is best. It shows the next event in time. "However" shows a contrast, and "For example" adds an example, so neither one fits the order of events.',
    },
    tip: 'Pick a transition by its job: showing time, adding an idea, giving an example, or showing a difference.',
  },
  {
    code: '4.11B(ii)',
    subject: 'reading',
    bigIdea:
      'Writers develop an idea by adding details that are specific and relevant. Specific details help readers see and understand, and relevant details stay on topic.',
    steps: [
      'State your main idea clearly.',
      'Add specific details, like examples, facts, and descriptions.',
      "Remove details that don't support the main idea.",
    ],
    example: {
      problem:
        'Which detail is more specific for the idea "The fair was exciting"? (A) There were lots of fun things. (B) The Ferris wheel lifted us so high that we could see the whole town.',
      solution:
        'B is more specific. It names a real ride and describes what it was like, so the reader can picture why the fair was exciting. A is too general.',
    },
    tip: 'Replace general words like "fun" and "nice" with details that show exactly what you mean.',
  },
  {
    code: '4.11C',
    subject: 'reading',
    bigIdea:
      'Revising makes writing clearer and more interesting. Writers vary their sentences, combine choppy ones, and replace weak words with precise ones.',
    steps: [
      'Look for short, choppy sentences that you can combine.',
      'Look for sentences that all start the same way, and change some beginnings.',
      'Replace vague words, like good or went, with precise words, like delicious or sprinted.',
    ],
    example: {
      problem: 'Revise for better word choice: "The dog went across the yard to get the ball."',
      solution:
        'One strong revision is "The dog dashed across the yard to grab the ball." "Dashed" shows how fast the dog moved, and "grab" is more exact than "get."',
    },
    tip: 'Strong verbs are one of the best ways to make a sentence come alive.',
  },
  {
    code: '4.11D(i)',
    subject: 'reading',
    bigIdea:
      'A complete sentence has a subject, a verb, and a complete thought. A fragment is missing a part, and a run-on joins sentences without the right punctuation.',
    steps: [
      'Fragment? Check for a subject and a verb, and make sure the thought is complete.',
      'Run-on? Find where one complete thought ends and the next one begins.',
      'Fix a run-on with a period, or with a comma and a word like and, but, or so.',
      'Make sure each subject agrees with its verb.',
    ],
    example: {
      problem: 'Fix the run-on sentence: "The bell rang the students lined up."',
      solution:
        '"The bell rang, so the students lined up." There are two complete thoughts, and a comma with "so" joins them correctly. You could also write two sentences: "The bell rang. The students lined up."',
    },
    tip: "A comma alone can't join two sentences. That mistake is called a comma splice.",
  },
  {
    code: '4.11D(ii)',
    subject: 'reading',
    bigIdea:
      'Most verbs add -ed to show the past, but irregular verbs change in special ways, like run to ran and bring to brought.',
    steps: [
      'Look for time clues that show the past, like yesterday or last week.',
      'Ask: Is this verb regular or irregular?',
      'Use the irregular form you know: go, went; see, saw; teach, taught.',
    ],
    example: {
      problem: 'Fix the verb: "Last night, Mom teached me how to make tortillas."',
      solution:
        '"Last night, Mom taught me how to make tortillas." "Teach" is irregular, so its past tense is "taught," not "teached." The clue "last night" shows the action happened in the past.',
    },
    tip: 'If a past tense with -ed sounds strange, like "throwed," the verb may be irregular (threw).',
  },
  {
    code: '4.11D(iii)',
    subject: 'reading',
    bigIdea:
      'Nouns can be singular or plural, and common or proper. Editing nouns means checking plural spellings and the capital letters of proper nouns.',
    steps: [
      'Most nouns add -s or -es to show more than one.',
      'Many nouns that end in f or fe change the f to v before adding -s or -es: leaf, leaves; knife, knives.',
      'Some plurals change or stay the same: tooth, teeth; deer, deer.',
      'Capitalize proper nouns, like the names of people, places, and holidays.',
    ],
    example: {
      problem: 'Fix the nouns: "Three deers ran through the woods near lake travis."',
      solution:
        '"Three deer ran through the woods near Lake Travis." The plural of "deer" is "deer," with no -s. Lake Travis is the name of a special place, so both words get capital letters.',
    },
    tip: "When you're not sure about a plural, check a dictionary. It lists unusual plurals.",
  },
  {
    code: '4.11D(iv)',
    subject: 'reading',
    bigIdea:
      'Comparative adjectives compare two things, and superlative adjectives compare three or more. Some use -er and -est, and others use more and most.',
    steps: [
      'Count: two things need the comparative, and three or more need the superlative.',
      'Short adjectives add -er or -est: fast, faster, fastest.',
      'Most long adjectives use more or most: more careful, most careful.',
      'Memorize the irregular ones: good, better, best; bad, worse, worst.',
    ],
    example: {
      problem: 'Fix the sentence: "This is the most hardest puzzle I have ever done."',
      solution:
        '"This is the hardest puzzle I have ever done." Use -est or "most," never both. "Hard" is a short word, so it takes -est: hardest.',
    },
    tip: 'If a sentence has both "most" and -est on one adjective, one of them has to go.',
  },
  {
    code: '4.11D(v)',
    subject: 'reading',
    bigIdea:
      'Adverbs of frequency tell how often something happens, like always or sometimes. Adverbs of degree tell how much, like very, almost, or too.',
    steps: [
      'Frequency adverbs: always, usually, often, sometimes, rarely, never.',
      'Degree adverbs: very, quite, almost, too, extremely.',
      'Choose the adverb that shows the exact meaning you want.',
      'Put a frequency adverb before most action verbs: "She often reads."',
    ],
    example: {
      problem:
        'Choose the adverb that fits: "Pedro (never, usually) forgets his lunch. He has remembered it every single day this year."',
      solution:
        '"Never." The second sentence says he has remembered his lunch every day, so he does not forget it at all. "Usually" would mean that he forgets it most days.',
    },
    tip: 'Picture frequency adverbs on a line from never to always. Pick the one that matches the facts.',
  },
  {
    code: '4.11D(vi)',
    subject: 'reading',
    bigIdea:
      'A prepositional phrase begins with a preposition and ends with a noun or pronoun. It can tell where, when, or how, and it adds useful detail to a sentence.',
    steps: [
      'Find the preposition: in, on, at, by, with, from, during, across.',
      'Find the noun or pronoun that ends the phrase.',
      'Choose the preposition that gives the exact meaning you need.',
      'Use object pronouns after prepositions: with me, for them.',
    ],
    example: {
      problem: 'Fix the sentence: "Dad gave the tickets to Leah and I."',
      solution:
        '"Dad gave the tickets to Leah and me." "To" is a preposition, so the pronoun after it must be an object pronoun, "me." Test it alone: "gave the tickets to me," not "to I."',
    },
    tip: 'Use "in" for months and years (in May) and "on" for days and dates (on Friday).',
  },
  {
    code: '4.11D(vii)',
    subject: 'reading',
    bigIdea:
      'Reflexive pronouns end in -self or -selves, like myself and themselves. They are used when the subject does something to itself.',
    steps: [
      'Singular: myself, yourself, himself, herself, itself.',
      'Plural: ourselves, yourselves, themselves.',
      'Use a reflexive pronoun when it points back to the subject: "I made myself a snack."',
      '"Hisself" and "theirselves" are not standard words. Use "himself" and "themselves."',
    ],
    example: {
      problem: 'Fix the sentence: "The twins built the fort by theirselves."',
      solution:
        '"The twins built the fort by themselves." "Theirselves" is not a standard word. The subject, "the twins," is plural, so the reflexive pronoun is "themselves."',
    },
    tip: 'Don\'t use myself in place of me. Say "Call Ada or me," not "Call Ada or myself."',
  },
  {
    code: '4.11D(viii)',
    subject: 'reading',
    bigIdea:
      'Coordinating conjunctions join words, phrases, or sentences of equal importance. Remember FANBOYS: for, and, nor, but, or, yet, so.',
    steps: [
      'Choose the conjunction with the right meaning: and adds, but and yet show a contrast, and so shows a result.',
      'When you join two complete sentences, put a comma before the conjunction.',
      'Don\'t use a comma when you join just two words: "cats and dogs."',
    ],
    example: {
      problem:
        'Join the sentences with a conjunction: "The library closes at six. We left early to get there in time."',
      solution:
        '"The library closes at six, so we left early to get there in time." "So" shows a result: the library closes early, so they left early. Use a comma before "so" because it joins two complete sentences.',
    },
    tip: 'Read each half alone. If both halves are complete sentences, you need a comma before the conjunction.',
  },
  {
    code: '4.11D(ix)',
    subject: 'reading',
    bigIdea:
      'Names of historical events, periods, and documents get capital letters. So do languages, nationalities, and the important words in titles.',
    steps: [
      'Capitalize events and periods: the Civil War, the Stone Age.',
      'Capitalize documents: the Declaration of Independence.',
      'Capitalize languages and nationalities: Spanish, Vietnamese, Mexican.',
      'In titles, capitalize the first word and important words. Small words like of, the, and in stay lowercase unless they come first.',
    ],
    example: {
      problem:
        'Fix the capital letters: "In class, we read about the texas revolution in english and spanish."',
      solution:
        '"In class, we read about the Texas Revolution in English and Spanish." The Texas Revolution is a historical event, and English and Spanish are languages. All of them are proper nouns.',
    },
    tip: 'School subjects like math and science are lowercase, but languages like English and Spanish always get capitals.',
  },
  {
    code: '4.11D(x)',
    subject: 'reading',
    bigIdea:
      'Quotation marks go around the exact words a character says. A comma usually separates the speaker tag from the quote, and end marks go inside the quotation marks.',
    steps: [
      'Put quotation marks around only the spoken words.',
      'Use a comma between the speaker tag and the quote: Mom said, "Dinner is ready."',
      'Put commas, periods, and question marks inside the closing quotation marks.',
      "Use 's for possessives and a comma before and, but, or so in compound sentences.",
    ],
    example: {
      problem: 'Fix the punctuation and capitalization: Jun asked can I borrow your pencil',
      solution:
        'Jun asked, "Can I borrow your pencil?" Add a comma after "asked," put quotation marks around Jun\'s exact words, and capitalize "Can." The question mark goes inside the quotation marks.',
    },
    tip: 'In US English, periods and commas always go inside the closing quotation marks.',
  },
  {
    code: '4.11D(xi)',
    subject: 'reading',
    bigIdea:
      'Editing for spelling means checking grade-level patterns and tricky high-frequency words. Even strong spellers reread their work to catch mistakes.',
    steps: [
      'Reread slowly, and point to each word.',
      "Check words with patterns you've learned, like suffixes and vowel teams.",
      'Watch for high-frequency words that break the rules, like through, enough, and people.',
      'Use a dictionary for any word you are not sure about.',
    ],
    example: {
      problem:
        'Find and fix the two misspelled words: "We were tired, but we had enuf energy to walk thru the park."',
      solution:
        'The correct spellings are "enough" and "through." Both are common words spelled with ough, even though they sound like "enuf" and "thru."',
    },
    tip: 'Keep a list of words you often misspell, and check for them every time you edit.',
  },
  {
    code: '4.12B',
    subject: 'reading',
    bigIdea:
      'An informational essay explains a topic to readers. It has a clear central idea, facts and examples grouped into paragraphs, and a conclusion.',
    steps: [
      'Plan: write your central idea and list facts that support it.',
      'Introduction: hook the reader and state the central idea.',
      'Body: write a paragraph for each main point, with evidence from the text.',
      'Conclusion: restate the central idea and end with a final thought.',
    ],
    example: {
      problem:
        'Prompt: Explain why honeybees are important. Which would make a strong central idea? (A) Honeybees are important because they pollinate crops and make honey. (B) I saw a bee once.',
      solution:
        'A is strong. It answers the prompt and names two main points, pollinating crops and making honey, so each point can become its own body paragraph. B does not explain anything.',
    },
    tip: 'Use evidence from the passage you read, and explain each piece in your own words.',
  },
  {
    code: '4.12C',
    subject: 'reading',
    bigIdea:
      'An argumentative essay states a clear position and tries to convince readers with strong reasons and evidence.',
    steps: [
      'State your claim in the introduction.',
      'Give two or three reasons, each in its own paragraph.',
      'Support each reason with facts or examples from the text.',
      'End by restating your claim and giving readers something to think about.',
    ],
    example: {
      problem:
        'Claim: Our school should have longer recess. Which evidence is strongest? (A) Recess is my favorite part of the day. (B) A school report says students focused better after more play time.',
      solution:
        'B is the strongest. It gives a fact from a report that supports the claim. A is just a personal feeling, so it will not convince readers who disagree.',
    },
    tip: 'Think about what someone who disagrees would say, then explain why your side is still stronger.',
  },
];
