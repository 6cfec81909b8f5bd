import type { SkillLesson } from './lesson-types';

/**
 * Nova's lessons for the grade 5 reading language arts SEs that STAAR may assess: one per code of
 * `testedTeksForGrade(5, 'reading')`, in catalogue order. Written by us; every example text is original.
 */
export const READING_LESSONS_GRADE_5: readonly SkillLesson[] = [
  {
    code: '5.2B(i)',
    subject: 'reading',
    bigIdea:
      'Long words often combine several spelling patterns. Break them into syllables, and use patterns, prefixes, suffixes, and roots to spell each part.',
    steps: [
      'Divide the word into syllables and look for parts you know.',
      'Check each part for a vowel team, an r-controlled vowel, or a silent letter.',
      'Use related words: "signal" reminds you that "sign" has a silent g.',
    ],
    example: {
      problem: 'Which is spelled correctly: temprature, temperture, or temperature?',
      solution:
        'Temperature. Say it slowly in four parts: tem-per-a-ture. Saying each syllable reminds you of the "per" and the "a" that people often skip when they talk fast.',
    },
    tip: 'Pronounce tricky words slowly in your head, syllable by syllable, as you write them.',
  },
  {
    code: '5.2B(ii)',
    subject: 'reading',
    bigIdea:
      'When you add a suffix, a sound in the base word can change, but the spelling usually stays. The t in "select" sounds like sh in "selection."',
    steps: [
      'Find the base word inside the longer word.',
      "Keep the base word's letters, even if a sound changes.",
      'Remember: -tion often follows a base word ending in t, and -ian follows a base word ending in c, as in music and musician.',
    ],
    example: {
      problem: 'Spell the word for a person who performs magic tricks. Is it magition or magician?',
      solution:
        'Magician. The base word is "magic," which ends in c. When you add -ian, the c now sounds like sh, but it keeps its spelling: magic + ian = magician.',
    },
    tip: 'Think of the base word first. It tells you which letters to use, even when you hear a different sound.',
  },
  {
    code: '5.2B(iii)',
    subject: 'reading',
    bigIdea:
      'Advanced syllable division helps you spell long words. Keep blends and digraphs together, and split two vowels that make separate sounds, as in li/on.',
    steps: [
      'Mark the vowels and find the consonants between them.',
      'Keep blends (str, pl) and digraphs (ch, th) in one syllable.',
      'When two vowels sit side by side but make two sounds, split between them: di/et, cre/ate.',
      'Spell one syllable at a time.',
    ],
    example: {
      problem: 'Where should "athlete" be split to help you spell it?',
      solution:
        'Split it ath/lete. The letters th make one sound, so they stay together. The second part, lete, is a silent e syllable, so the first e says its name.',
    },
    tip: 'Watch out for sounds people add when they talk: athlete has two syllables, not three.',
  },
  {
    code: '5.2B(iv)',
    subject: 'reading',
    bigIdea:
      "Some prefixes change their last letter to match the base word, so in- can become il-, im-, or ir-. The base word's spelling never changes.",
    steps: [
      'Use il- before words that start with l: illegal.',
      'Use im- before words that start with m or p: immature, impossible.',
      'Use ir- before words that start with r: irregular.',
      'Use in- with most other words: incorrect.',
    ],
    example: {
      problem:
        'Add the prefix that means "not" to "responsible." Which is right: inresponsible or irresponsible?',
      solution:
        'Irresponsible. "Responsible" starts with r, so the prefix in- becomes ir-. You keep the whole base word, which gives you a double r: ir + responsible.',
    },
    tip: 'A double letter near the start of a word, like ill- or irr-, often means a prefix was added.',
  },
  {
    code: '5.2B(v)',
    subject: 'reading',
    bigIdea:
      "Suffixes like -able, -ous, and -ment change a word's meaning and often its part of speech. Check the end of the base word before you add one.",
    steps: [
      'Drop a final silent e before a vowel suffix: adore + able = adorable.',
      'Keep the e before a consonant suffix: excite + ment = excitement.',
      'Change y to i after a consonant: beauty + ful = beautiful.',
      'Double the final consonant when the last syllable is stressed and has one short vowel: begin + ing = beginning.',
    ],
    example: {
      problem: 'Add -ous to "fame" to finish the sentence: "The ___ singer waved to the crowd."',
      solution:
        'Famous. "Fame" ends with a silent e, and -ous starts with a vowel, so drop the e: fam + ous = famous.',
    },
    tip: 'Some words keep the e to keep a soft sound: notice + able = noticeable, so the c still sounds like s.',
  },
  {
    code: '5.3A',
    subject: 'reading',
    bigIdea:
      'Print and digital dictionaries give more than meanings. They show syllables, pronunciation, part of speech, and word origin, which tells where a word came from.',
    steps: [
      'Find the entry and note the part of speech.',
      'Choose the meaning that fits the sentence.',
      'Use the respelling and stress marks to say the word.',
      "Read the word origin, often near the end of the entry, to learn the word's history.",
    ],
    example: {
      problem:
        'An entry says: "can·yon (noun) a deep valley with steep sides. Origin: from the Spanish word cañón." How many syllables does "canyon" have, and what language did it come from?',
      solution:
        '"Canyon" has two syllables, shown by the dot: can·yon. The origin part of the entry says it came from Spanish.',
    },
    tip: 'Word origins can help with spelling, because words from the same root often share letters.',
  },
  {
    code: '5.3B',
    subject: 'reading',
    bigIdea:
      'Context clues help you choose the right meaning of a new word or a word with several meanings. The meaning you choose must fit the whole passage.',
    steps: [
      "Read the sentences around the word, not just the one it's in.",
      'Name the type of clue: definition, example, contrast, or cause and effect.',
      "For a word with several meanings, rule out the meanings that don't fit.",
      'Put your meaning in place of the word and reread.',
    ],
    example: {
      problem:
        'The scientist had to conduct many tests before she could share her results. She kept careful notes on each one. Does "conduct" mean (A) to lead music or (B) to carry out?',
      solution:
        'It means (B), to carry out. The sentences are about a scientist doing tests and taking notes. Nothing is about music, so the meaning "to lead music" doesn\'t fit.',
    },
    tip: 'Watch for contrast words like but and unlike. They signal that a new word means the opposite of a nearby word.',
  },
  {
    code: '5.3C',
    subject: 'reading',
    bigIdea:
      'Greek and Latin roots like geo (earth) and photo (light) combine with affixes like trans- and -logy to form many science and social studies words.',
    steps: [
      'Split the word into its parts.',
      'Use meanings you know: geo means "earth," photo means "light," trans- means "across," and -logy means "the study of."',
      'Combine the meanings and check them against the sentence.',
    ],
    example: {
      problem:
        'In geology class, Yusuf studied rocks from a canyon. Use word parts to tell what "geology" means.',
      solution:
        'Geology is the study of the earth. "Geo" means earth, and "-logy" means the study of. Studying rocks fits, since rocks are part of the earth.',
    },
    tip: 'Learn one root, and you can figure out many words: photo is in photograph and photosynthesis.',
  },
  {
    code: '5.3D',
    subject: 'reading',
    bigIdea:
      'An adage is an old, wise saying that gives advice, like "Practice makes perfect." A pun is a joke that plays with two meanings of a word.',
    steps: [
      'For an adage, ask: What advice or truth about life is this saying?',
      'Connect the adage to what is happening in the text.',
      'For a pun, find a word that has two meanings or sounds like another word.',
      "Explain both meanings to see why it's funny.",
    ],
    example: {
      problem:
        'Tomás wanted to quit piano after he missed some notes. His grandmother said, "Rome wasn\'t built in a day." What does she mean?',
      solution:
        'She means that big things take time. A great city takes many years to build, and learning piano takes time too, so Tomás should be patient and keep practicing.',
    },
    tip: 'Puns make you groan and grin: "The garden club members really dig it" plays on two meanings of dig.',
  },
  {
    code: '5.6C',
    subject: 'reading',
    bigIdea:
      "Strong predictions use clues from the plot, the characters, the genre, and the text's structure. As you read, you confirm or revise them.",
    steps: [
      'Think about the genre: a mystery will likely reveal who did it, and a fable will teach a lesson.',
      'Use character traits: What would this character most likely do?',
      'Check your prediction at key points, and revise it when new details appear.',
    ],
    example: {
      problem:
        'Kenji noticed muddy paw prints leading from the open back door to the couch, where a pillow lay torn apart. His dog, Miso, was nowhere in sight. What will Kenji most likely find next?',
      solution:
        'He will most likely find Miso hiding somewhere, probably muddy. The paw prints, the torn pillow, and the missing dog all point to Miso as the one who made the mess.',
    },
    tip: 'Jot down your prediction and the clue behind it. Then see whether the author surprises you.',
  },
  {
    code: '5.6E',
    subject: 'reading',
    bigIdea:
      "Readers connect what they read to personal experiences, other texts, and society. Strong connections deepen your understanding of a text's ideas.",
    steps: [
      'Connect to yourself: When have I felt or faced something like this?',
      'Connect to other texts: How is this character or idea like one in another story or article?',
      'Connect to society: How does this relate to issues in my community or the world?',
      'Explain how the connection helps you understand the text.',
    ],
    example: {
      problem:
        'In a story, a girl gets her neighbors to help clean up a polluted creek. An article you read explains how trash in creeks harms fish. How do the two texts connect?',
      solution:
        'Both show that pollution in water is a problem. The article explains how trash harms fish, which helps a reader understand why the girl in the story works so hard to clean the creek.',
    },
    tip: 'When you compare texts, notice how they are alike AND how they are different.',
  },
  {
    code: '5.6F',
    subject: 'reading',
    bigIdea:
      "Inferring is reading between the lines. You combine details the author includes with your own knowledge to reach conclusions the text doesn't state.",
    steps: [
      'Identify what the question asks you to figure out.',
      'Gather clues: actions, dialogue, descriptions, and word choice.',
      'Combine the clues with what you know to draw a conclusion.',
      'Check that your inference is supported by more than one detail.',
    ],
    example: {
      problem:
        'Mrs. Okafor glanced at the clock again and tapped her foot. "The bus should have been here twenty minutes ago," she muttered, pulling her coat tighter in the wind. How does she feel?',
      solution:
        'She feels impatient, and she is probably cold. She keeps checking the clock, taps her foot, and mutters that the bus is late. Pulling her coat tighter in the wind shows she is cold.',
    },
    tip: 'Questions that say "most likely" or "suggests" are asking for an inference. That\'s your signal to hunt for clues.',
  },
  {
    code: '5.6G',
    subject: 'reading',
    bigIdea:
      "Evaluating details means judging which ones are most important to the text's message. Key ideas are the details the author builds the text around.",
    steps: [
      'Determine the main purpose or central idea of the text.',
      'Sort the details: Which ones explain or prove the central idea? Which are extra?',
      'Notice details the author repeats or puts in headings.',
      'Use only the most important details in a summary.',
    ],
    example: {
      problem:
        'The Texas horned lizard has several defenses. Its spiky body makes it hard to swallow. It can puff up to look bigger. It is the state reptile of Texas. Which detail is least important to the central idea?',
      solution:
        '"It is the state reptile of Texas" is least important. The central idea is how the lizard defends itself. The spikes and puffing up are defenses, but being the state reptile is not.',
    },
    tip: 'A detail can be true and interesting but still not important to the central idea.',
  },
  {
    code: '5.6H',
    subject: 'reading',
    bigIdea:
      'Synthesizing means combining information from different places in a text, or from paired texts, to form a new idea or conclusion.',
    steps: [
      'Identify the key information in each section or text.',
      'Notice how the pieces agree, disagree, or add to each other.',
      'Combine them into a new understanding, and be ready to explain which details led you there.',
    ],
    example: {
      problem:
        'Passage 1 says monarch butterflies fly thousands of miles to Mexico each fall. Passage 2 says monarch caterpillars eat only milkweed, which is disappearing in many places. What new idea can you form?',
      solution:
        'Together, the passages suggest that monarchs need milkweed to survive, so protecting milkweed could help them. Passage 1 shows how amazing monarchs are, and Passage 2 shows what threatens them.',
    },
    tip: 'A synthesis statement should use information from every source. If it fits only one, keep working.',
  },
  {
    code: '5.7B',
    subject: 'reading',
    bigIdea:
      'A written response to a text shows what you understand by answering a question with a clear idea, text evidence, and your own explanation.',
    steps: [
      'Restate the question and answer it in your first sentence.',
      'Cite evidence by quoting or paraphrasing details from the text.',
      'Explain how each piece of evidence supports your idea.',
      'Wrap up with a sentence that connects back to the question.',
    ],
    example: {
      problem:
        "In a story, Zara laughs at a new student's accent. Later, she learns that he speaks three languages, and she asks him to teach her some Arabic. Question: How does Zara change?",
      solution:
        'Zara changes from judging the new student to respecting him. At first, she laughs at his accent. After she learns he speaks three languages, she asks him to teach her, which shows she now admires him.',
    },
    tip: 'Try the RACE plan: Restate the question, Answer it, Cite evidence, and Explain the evidence.',
  },
  {
    code: '5.7C',
    subject: 'reading',
    bigIdea:
      'Using text evidence means choosing the details that most strongly support an answer, then explaining how they prove it.',
    steps: [
      'Form your answer first, then search the text for proof.',
      'Choose evidence that directly supports your answer, not just the topic.',
      'Quote exact words in quotation marks, or paraphrase carefully.',
      'Explain the link between the evidence and your answer.',
    ],
    example: {
      problem:
        'Why did Ms. Patel start a community garden? Text: The nearest grocery store was miles away. Many neighbors could not get fresh vegetables. Ms. Patel turned an empty lot into a garden. Which sentence best explains why?',
      solution:
        '"Many neighbors could not get fresh vegetables" is best. It shows the need the garden would meet. The far-away store helps explain that need, but the lack of fresh vegetables is the problem she set out to solve.',
    },
    tip: 'In a Part A and Part B question, the evidence you pick in Part B must prove your answer to Part A.',
  },
  {
    code: '5.7D',
    subject: 'reading',
    bigIdea:
      'A strong summary states the central idea or the main events briefly and in order, in your own words, without opinions or minor details.',
    steps: [
      'For a story, tell who the characters are, what they want, the problem, and how it is solved.',
      'For nonfiction, state the central idea and the key supporting points.',
      'Keep it short, in order, and in your own words.',
      'Leave out opinions and small details.',
    ],
    example: {
      problem:
        'Summarize: In 1900, a powerful hurricane struck Galveston, Texas. It destroyed much of the city. Afterward, people built a tall seawall and raised the level of the land so storms would do less harm.',
      solution:
        '"After a hurricane destroyed much of Galveston in 1900, people built a seawall and raised the land to protect the city." This keeps the main events in order and uses new words.',
    },
    tip: 'Check your summary: Does it include the central idea, and is it free of your own opinion?',
  },
  {
    code: '5.8A',
    subject: 'reading',
    bigIdea:
      'A story can have more than one theme. Different characters, events, and choices can each point to a different lesson about life.',
    steps: [
      'Look at what the main character learns.',
      'Look at what other characters learn or show.',
      'State each theme as a complete sentence.',
      'Support each theme with evidence from the story.',
    ],
    example: {
      problem:
        'Elena practices for months but loses the spelling bee. She congratulates the winner, then starts studying for next year. Her little brother, who watched her, begins reading every night too. Name two themes.',
      solution:
        'One theme is "Losing with grace shows strong character," since Elena congratulates the winner. Another is "Our actions can inspire others," since her brother starts reading after watching her.',
    },
    tip: 'Themes are universal. A good theme could fit many stories, not just this one.',
  },
  {
    code: '5.8B',
    subject: 'reading',
    bigIdea:
      "Characters' relationships shape a story. Conflicts between characters reveal what each one wants, and they often lead to change.",
    steps: [
      'Identify how the characters are related: friends, rivals, family, or teammates.',
      'Find the conflict: What does each character want, and why do they clash?',
      'Track how the conflict affects the relationship.',
      'Explain how the relationship changes by the end.',
    ],
    example: {
      problem:
        'Andre and his older sister, Nia, argue over who gets the bigger bedroom. When a storm knocks out the power, they spend the night in one room telling stories. The next day, Andre offers to share. How does their relationship change?',
      solution:
        "They go from rivals to close siblings. The conflict is over the room, but the stormy night reminds them they enjoy being together. Andre's offer to share shows the change.",
    },
    tip: 'Conflict reveals character. Pay attention to how each character acts under pressure.',
  },
  {
    code: '5.8C',
    subject: 'reading',
    bigIdea:
      'Plot structure follows a pattern: exposition, rising action, climax, falling action, and resolution. The climax is where the conflict reaches its peak.',
    steps: [
      'Exposition: Who is in the story, where is it set, and what is the conflict?',
      'Rising action: Which events build tension?',
      'Climax: What is the turning point, where the conflict is faced?',
      'Falling action and resolution: How do things settle down and end?',
    ],
    example: {
      problem:
        "Daniela's team is losing the robot contest because their robot keeps stalling. With one minute left, Daniela spots a loose wire, fixes it, and the robot races across the finish line. Later, the team celebrates. What is the climax?",
      solution:
        'The climax is the last minute, when Daniela fixes the wire and the robot crosses the finish line. Tension is highest there, and the conflict is decided. The celebration afterward is the resolution.',
    },
    tip: 'Ask: After which moment is the outcome no longer in doubt? That moment is usually the climax.',
  },
  {
    code: '5.8D',
    subject: 'reading',
    bigIdea:
      "A story's setting includes its historical and cultural background. The time, place, and traditions can shape characters' conflicts, choices, and values.",
    steps: [
      'Identify the time period and the place.',
      'Note cultural details: traditions, beliefs, language, foods, or customs.',
      'Ask how these details create problems or shape decisions.',
      'Consider how the plot would change in a different setting.',
    ],
    example: {
      problem:
        "In the 1930s, during the drought and dust storms of the Dust Bowl, Hector's family farm in the Texas Panhandle dried up. With no crops to sell, they packed the truck and left to find work. How does the setting shape the plot?",
      solution:
        'The drought of the 1930s causes the main conflict. With no rain, the crops die, so the family has to leave their farm. In a different time or place, they might not have had to move.',
    },
    tip: "Historical fiction mixes real history with made-up characters. Use the real events to understand the characters' choices.",
  },
  {
    code: '5.9A',
    subject: 'reading',
    bigIdea:
      'Fiction comes in many genres. Each has traits: mysteries have clues, adventures have danger, historical fiction is set in the real past, and myths explain nature.',
    steps: [
      'Realistic fiction could really happen today. Historical fiction is set in a real time in the past.',
      'Adventure stories have exciting, risky journeys. Mysteries have a puzzle solved with clues.',
      'Humor stories are meant to make you laugh. Myths explain nature or beliefs, often with gods.',
    ],
    example: {
      problem:
        'Detective Ana finds a glove by the broken window. The glove has green paint on it, and only one neighbor has just painted a fence green. What genre is this, and how can you tell?',
      solution:
        'It is a mystery. There is a puzzle to solve, a detective, and clues, like the glove and the green paint, that help her find out what happened.',
    },
    tip: "Look for the genre's must-haves. A mystery without a puzzle to solve is not a mystery.",
  },
  {
    code: '5.9B',
    subject: 'reading',
    bigIdea:
      'Poets use sound devices and figurative language to create meaning. The speaker is the voice in the poem, and the speaker may be different from the poet.',
    steps: [
      'Listen for sound devices: rhyme, rhythm, repetition, alliteration, and onomatopoeia.',
      'Find figurative language: similes, metaphors, and personification.',
      'Ask: Who is speaking in the poem? The speaker can be a character, an animal, or even an object.',
      "Don't assume that the poet and the speaker are the same.",
    ],
    example: {
      problem:
        "I stand alone upon the hill / Through summer heat and winter chill. / For a hundred years I've watched the town, / Where children laugh and leaves fall down. Who is the speaker?",
      solution:
        'The speaker is an old tree. It stands on a hill through every season and has watched the town for a hundred years. The poet is the person who wrote the poem, but the speaker is the tree.',
    },
    tip: 'When a poem says "I," ask who that "I" really is before you decide it is the poet.',
  },
  {
    code: '5.9C',
    subject: 'reading',
    bigIdea:
      "A drama's structure helps readers follow it. Character tags, acts, scenes, and stage directions show who speaks, how to act, and when the setting changes.",
    steps: [
      'Read the cast list and the setting notes first.',
      'Use character tags to track who is speaking.',
      'Read stage directions closely. They show actions, feelings, and changes in time or place.',
      'Notice when a new scene begins and what has changed.',
    ],
    example: {
      problem:
        'ACT 1, SCENE 3. (The same classroom, after school. Rain taps on the windows.) / MR. REYES: (quietly) You can stay until the rain stops. What do the stage directions tell you?',
      solution:
        'They show that the setting is the same classroom after school on a rainy day. The tapping rain and Mr. Reyes speaking "quietly" create a calm, gentle mood.',
    },
    tip: 'Stage directions do the job a narrator does in a story: they describe what readers need to picture.',
  },
  {
    code: '5.9D(i)',
    subject: 'reading',
    bigIdea:
      'In informational text, the central idea is the main point about the topic. The author supports it with facts, examples, and explanations.',
    steps: [
      'Identify the topic, then ask: What is the author saying about it?',
      'Check whether a sentence states the central idea. If not, infer it from the details.',
      'Choose the evidence that best supports the central idea.',
      'Make sure the central idea covers the whole text, not just one paragraph.',
    ],
    example: {
      problem:
        'Coral reefs cover only a tiny part of the ocean floor, yet about a quarter of all ocean species live near them. Reefs also protect coasts from big waves. What is the central idea?',
      solution:
        'The central idea is that coral reefs are very important even though they are small. The facts that many ocean species live near reefs and that reefs protect coasts both support it.',
    },
    tip: 'The topic is a word or two, like "coral reefs." The central idea is what the author says about that topic.',
  },
  {
    code: '5.9D(ii)',
    subject: 'reading',
    bigIdea:
      'Features like insets, timelines, and sidebars add information beyond the main text. Readers connect them to the main text to understand more.',
    steps: [
      'Sidebar: a box beside the main text with extra facts or a related story.',
      'Inset: a small picture or map inside a larger one that shows a close-up or the bigger area.',
      'Timeline: a line that shows events in the order they happened.',
      'Ask how the feature adds to what the main text says.',
    ],
    example: {
      problem:
        'An article about Texas history has a timeline: 1836, Texas becomes an independent nation. 1845, Texas joins the United States. How many years passed between these two events?',
      solution:
        'Nine years passed, because 1845 minus 1836 is 9. The timeline helps readers see the order of the events and how much time passed between them, without searching through the paragraphs.',
    },
    tip: "Don't skip sidebars. Questions often ask what a sidebar adds to an article.",
  },
  {
    code: '5.9D(iii)',
    subject: 'reading',
    bigIdea:
      'Authors arrange information in logical order, where each idea builds on the one before, or in order of importance, from most to least important or the reverse.',
    steps: [
      'Look at how each paragraph connects to the one before it.',
      'Logical order: Does each idea lead to the next, like steps in a plan?',
      'Order of importance: Look for phrases like most important, above all, or least of all.',
    ],
    example: {
      problem:
        'A fire safety article says: "The most important rule is to get out fast. Next, call 911 once you are outside. Finally, never go back inside." How is this text organized?',
      solution:
        'It uses order of importance. "The most important rule" comes first, and the other rules follow. This tells readers which action matters most in an emergency.',
    },
    tip: 'Order of importance often starts with the strongest point so readers remember it.',
  },
  {
    code: '5.9E(i)',
    subject: 'reading',
    bigIdea:
      'An argumentative text makes a claim, a position the author defends. Identifying the claim helps you judge whether the reasons and evidence support it.',
    steps: [
      "Look for the author's position, often in the introduction or the conclusion.",
      'Separate the claim from the reasons that support it.',
      'Check that the claim is a statement people could disagree with.',
    ],
    example: {
      problem:
        'Many families throw away food scraps every week. If students learned to compost, those scraps could feed gardens instead. Every school should teach students how to compost. What is the claim?',
      solution:
        'The claim is "Every school should teach students how to compost." It states the author\'s position. The first two sentences give a problem and a reason that support it.',
    },
    tip: 'The claim answers the question: What does the author want me to believe?',
  },
  {
    code: '5.9E(ii)',
    subject: 'reading',
    bigIdea:
      'In arguments, authors use facts to support their claim and sometimes to answer the other side. Strong facts are accurate and connected to the claim.',
    steps: [
      'Find the claim.',
      'Find the facts that support it.',
      'Look for facts that answer the other side, often after phrases like "some people say" or "however."',
      'Judge whether each fact is relevant and convincing.',
    ],
    example: {
      problem:
        'Some people say school uniforms cost too much. However, a survey at our school found that families spent less on clothes after uniforms began. How does the author use this fact?',
      solution:
        "The author uses the survey to answer the other side. Some people think uniforms cost too much, but the fact shows families spent less. This weakens the opposing view and strengthens the author's claim.",
    },
    tip: 'When an author mentions the other side, watch for the fact the author uses to answer it.',
  },
  {
    code: '5.9E(iii)',
    subject: 'reading',
    bigIdea:
      'Authors shape their arguments for a certain audience. Word choice, examples, and the action the author asks for all reveal who the intended readers are.',
    steps: [
      'Look for who is addressed directly: voters, students, or city leaders.',
      'Notice the reasons. Which group would they appeal to?',
      'Look at the action the author asks for, and who could take that action.',
    ],
    example: {
      problem:
        'Members of the city council: the playground on Elm Street has broken swings and a cracked slide. We ask you to approve money to repair it this year. Who is the intended audience, and how can you tell?',
      solution:
        'The intended audience is the city council. The text speaks to them directly and asks them to approve money for repairs, which only city leaders can do.',
    },
    tip: 'The action an author asks for is a big clue. Ask: Who has the power to do this?',
  },
  {
    code: '5.10A',
    subject: 'reading',
    bigIdea:
      'Authors have a purpose, such as to inform, persuade, entertain, or explain, and a message they want readers to understand. Details and word choice reveal both.',
    steps: [
      "Identify the genre and the author's purpose.",
      'Look at what the author emphasizes through repetition, headings, or strong words.',
      'State the message: the idea the author wants readers to take away.',
      'Support your answer with details from the text.',
    ],
    example: {
      problem:
        "An article describes how a small town turned old tires into soft playground mats. It ends: \"One town's trash became its children's treasure.\" What is the author's message?",
      solution:
        'The message is that creative thinking can turn waste into something useful. The article shows old tires becoming mats, and the last line sums it up: trash became treasure.',
    },
    tip: "The last paragraph of a text often states or hints at the author's message.",
  },
  {
    code: '5.10B',
    subject: 'reading',
    bigIdea:
      'Analyzing structure means asking why an author organized a text a certain way and how that choice helps achieve the purpose.',
    steps: [
      'Name the structure: time order, cause and effect, problem and solution, compare and contrast, or order of importance.',
      "Identify the author's purpose.",
      'Explain how the structure supports the purpose.',
    ],
    example: {
      problem:
        "An article first describes a city's crowded roads, then explains a new bus system, and ends with data showing shorter travel times. Why did the author use this structure?",
      solution:
        'The author used problem and solution to show that the bus system works. Describing the problem first makes readers care, and the data at the end proves the solution helped.',
    },
    tip: 'In stories, a flashback is a structure choice too. Ask why the author jumped back in time.',
  },
  {
    code: '5.10C',
    subject: 'reading',
    bigIdea:
      "Authors choose print and graphic features to highlight key ideas and show data. Analyzing them means explaining what each feature adds to the author's purpose.",
    steps: [
      'Identify the feature: a heading, bold or italic text, a chart, a map, a photo, or a diagram.',
      'Decide what information it gives.',
      'Explain how it helps the author inform, persuade, or make an idea clear.',
    ],
    example: {
      problem:
        "An article arguing that a town needs a bigger library includes a line graph. The line shows the number of library visitors rising every year for five years. How does the graph support the author's purpose?",
      solution:
        'The author wants to persuade readers that a bigger library is needed. The rising line shows that more people use the library each year, which suggests the town needs more space.',
    },
    tip: "Ask whether a feature informs, persuades, or organizes. Then link it to the author's purpose.",
  },
  {
    code: '5.10D',
    subject: 'reading',
    bigIdea:
      'Authors use imagery, figurative language, and sound devices to create mood and meaning, not just decoration. Each choice helps the reader feel something.',
    steps: [
      'Find sensory details that appeal to sight, sound, smell, taste, or touch.',
      'Identify figurative language: simile, metaphor, personification, or hyperbole.',
      'Notice sound devices like onomatopoeia, alliteration, and repetition.',
      'Explain the mood or meaning each one creates.',
    ],
    example: {
      problem:
        "The old house groaned in the wind. Shadows crept across the floor, and somewhere upstairs, a door went creak, creak, creak. What mood do the author's word choices create?",
      solution:
        'The mood is spooky. Personification makes the house groan and the shadows creep, as if they were alive. The repeated sound word "creak" lets readers hear the eerie door.',
    },
    tip: 'Name the mood with a precise word, like eerie, peaceful, or tense, instead of just good or bad.',
  },
  {
    code: '5.10E',
    subject: 'reading',
    bigIdea:
      "Point of view controls what readers know. A first-person narrator shares one character's view, while a third-person narrator may know many characters' thoughts.",
    steps: [
      "Identify the narrator's pronouns: I and we, or he, she, and they.",
      "Third person can stay with one character's thoughts or know the thoughts of many characters.",
      'Ask what the narrator can and cannot know.',
      "Think about how the point of view affects the reader's understanding.",
    ],
    example: {
      problem:
        "I was sure Devon was mad at me. He didn't say one word at lunch. Later, I found out his grandma was sick. How does the first-person point of view affect the story?",
      solution:
        'Readers know only what the narrator thinks, so at first we believe Devon is mad too. The first-person view lets the author surprise us when we learn the real reason for his silence.',
    },
    tip: "A first-person narrator can be mistaken. Look for clues that the narrator doesn't see the whole picture.",
  },
  {
    code: '5.10F',
    subject: 'reading',
    bigIdea:
      "An author's voice comes from language choices: formal or informal words, sentence length, and punctuation. Voice shows a writer's or narrator's personality and attitude.",
    steps: [
      'Read a section aloud and notice how it sounds.',
      'Look at word choice: formal or casual, plain or descriptive.',
      'Notice sentence style: short and punchy, or long and flowing.',
      'Describe the voice and explain how it fits the purpose.',
    ],
    example: {
      problem:
        'Compare these two sentences: (A) "The results of the experiment were surprising." (B) "Whoa! Our experiment totally blew our minds!" How are the voices different?',
      solution:
        'A has a formal, serious voice, like a science report. B is casual and excited, with "Whoa," an exclamation point, and the everyday phrase "blew our minds." Both say the results were surprising.',
    },
    tip: "The same fact can sound completely different in another voice. That difference is the author's choice at work.",
  },
  {
    code: '5.10G',
    subject: 'reading',
    bigIdea:
      'Hyperbole exaggerates for effect, and an anecdote is a brief personal story that makes a point. Stereotyping unfairly says all members of a group are alike.',
    steps: [
      "Hyperbole: look for exaggerations that can't be literally true.",
      "Anecdote: look for a short story from someone's life that supports a point.",
      'Stereotyping: look for statements that say a whole group is all the same. These are unfair and weaken writing.',
      'Explain how each one affects the reader.',
    ],
    example: {
      problem:
        'In a speech about reading, Jada says: "I have a million favorite books! When I was seven, a book about space made me dream of becoming an astronaut." Find the hyperbole and the anecdote.',
      solution:
        '"A million favorite books" is hyperbole. No one has that many favorites, so it shows strong feeling. The story about the space book at age seven is an anecdote, a short true story showing that books can inspire.',
    },
    tip: 'Watch for words like all, every, and never about groups of people. They can signal a stereotype.',
  },
  {
    code: '5.11B(i)',
    subject: 'reading',
    bigIdea:
      'An organized essay guides readers from start to finish. A strong introduction, focused body paragraphs, smooth transitions, and a thoughtful conclusion hold it together.',
    steps: [
      'Introduction: hook the reader and state your central idea or claim.',
      'Body: give each paragraph one point and a topic sentence.',
      'Transitions: connect ideas with words like in addition, as a result, and on the other hand.',
      'Conclusion: restate your idea in a new way and leave a final thought.',
    ],
    example: {
      problem:
        'Choose the transition that best connects these ideas: "Many kids ride bikes to school. ___, only a few wear helmets." (A) As a result (B) However (C) For instance',
      solution:
        'B, "However," is best. The second sentence shows a contrast: many kids ride bikes, but few wear helmets. "As a result" shows cause and effect, and "For instance" gives an example.',
    },
    tip: 'Read only your topic sentences, in order. If they make sense together, your essay is well organized.',
  },
  {
    code: '5.11B(ii)',
    subject: 'reading',
    bigIdea:
      'Developing an idea means going beyond a general statement. Writers add relevant facts, examples, and explanations, and then tell why each one matters.',
    steps: [
      'Start with a clear point.',
      'Support it with a specific fact, example, or quotation.',
      'Explain how the detail proves your point.',
      'Cut details that are interesting but off topic.',
    ],
    example: {
      problem:
        'Point: Trees help cities. Which sentence develops this point best? (A) Trees are nice. (B) Trees shade streets and buildings, which keeps cities cooler in summer. (C) Some trees are very old.',
      solution:
        "B develops the point best. It gives a specific way trees help, shade, and explains the result, cooler cities. A is too general, and C is true but doesn't show how trees help.",
    },
    tip: 'After each detail, add a sentence that explains it. Phrases like "This shows" or "This means" can help.',
  },
  {
    code: '5.11C',
    subject: 'reading',
    bigIdea:
      'Skilled writers revise by varying sentence beginnings and lengths, combining related ideas, and choosing precise, vivid words.',
    steps: [
      'Combine sentences with related ideas by using conjunctions or phrases.',
      'Vary how sentences begin, such as with a phrase or a clause.',
      'Replace vague words with precise ones.',
      'Cut extra words that repeat ideas.',
    ],
    example: {
      problem:
        'Revise by combining these sentences: "The storm was loud. It was also scary. It lasted all night. We stayed awake."',
      solution:
        '"Because the loud, scary storm lasted all night, we stayed awake." The revision joins four choppy sentences into one, and "because" shows that the storm caused them to stay awake.',
    },
    tip: "Don't combine everything into one long sentence. A mix of short and long sentences reads best.",
  },
  {
    code: '5.11D(i)',
    subject: 'reading',
    bigIdea:
      'Editing sentences means fixing fragments, run-ons, and comma splices, and making sure every subject agrees with its verb.',
    steps: [
      'Fragment: add the missing subject or verb, or attach the fragment to a nearby sentence.',
      'Run-on or comma splice: separate it with a period, or join it with a comma and a conjunction.',
      'Agreement: find the real subject and match the verb to it.',
    ],
    example: {
      problem: 'Fix the fragment: "After the game ended. We went out for tacos."',
      solution:
        '"After the game ended, we went out for tacos." "After the game ended" can\'t stand alone, because it starts with "after" and doesn\'t finish the thought. Join it to the next sentence with a comma.',
    },
    tip: 'A group of words that starts with after, because, or when needs another part to be a complete sentence.',
  },
  {
    code: '5.11D(ii)',
    subject: 'reading',
    bigIdea:
      'Irregular verbs don\'t use -ed in the past tense. Many also have a different form after has, have, or had, as in "She has written" instead of "She has wrote."',
    steps: [
      'Find the verb and check for time clues.',
      'Use the simple past form alone: "I wrote."',
      'After has, have, or had, use the past participle: "I have written."',
      'Learn common sets: go, went, gone; take, took, taken; swim, swam, swum.',
    ],
    example: {
      problem: 'Fix the verb: "By noon, the class had already went to lunch."',
      solution:
        '"By noon, the class had already gone to lunch." After "had," use the past participle "gone," not the simple past "went."',
    },
    tip: 'Went, saw, and did never follow has, have, or had. Use gone, seen, and done instead.',
  },
  {
    code: '5.11D(iii)',
    subject: 'reading',
    bigIdea:
      'A collective noun names a group as one unit, like team, class, family, or flock. When the group acts together as one, it takes a singular verb.',
    steps: [
      'Find collective nouns: team, class, band, herd, family, flock.',
      'If the group acts as one unit, use a singular verb: "The team wins."',
      'Use a singular pronoun for the group as a unit: "The class finished its project."',
    ],
    example: {
      problem: 'Choose the verb: "Our school band (practice, practices) every Tuesday after school."',
      solution:
        '"Practices." "Band" is a collective noun that names one group acting together, so it takes a singular verb, just as you would say "it practices."',
    },
    tip: 'Replace the collective noun with "it" to test: "It practices" sounds right, so "The band practices" is right too.',
  },
  {
    code: '5.11D(iv)',
    subject: 'reading',
    bigIdea:
      'To compare two things, use the comparative form (-er or more). For three or more, use the superlative (-est or most). Irregular forms like better and worst must be memorized.',
    steps: [
      'Decide how many things are being compared.',
      'One syllable: add -er or -est. Two syllables ending in y: change the y to i, then add -er or -est.',
      'Most longer adjectives use more or most.',
      'Watch for irregular forms: good, better, best; bad, worse, worst; far, farther, farthest.',
    ],
    example: {
      problem:
        "Fix the adjectives: \"Tuesday's storm was badder than last week's, but Monday's storm was the baddest of all.\"",
      solution:
        '"Tuesday\'s storm was worse than last week\'s, but Monday\'s storm was the worst of all." "Bad" is irregular: use "worse" to compare two things and "worst" to compare three or more.',
    },
    tip: 'Two-syllable adjectives that end in y follow a pattern: happy, happier, happiest.',
  },
  {
    code: '5.11D(v)',
    subject: 'reading',
    bigIdea:
      'Conjunctive adverbs, like however, therefore, and meanwhile, show how two complete ideas connect. They need the right punctuation around them.',
    steps: [
      'Choose by meaning: however (contrast), therefore (result), furthermore (addition), meanwhile (time).',
      'Between two complete sentences, use a semicolon before the adverb and a comma after it.',
      'Or start a new sentence with the adverb, followed by a comma.',
    ],
    example: {
      problem: 'Fix the punctuation: "The trail was muddy, however we finished the hike."',
      solution:
        '"The trail was muddy; however, we finished the hike." "However" connects two complete sentences, so a comma alone is not enough. Use a semicolon before it and a comma after it.',
    },
    tip: 'A comma alone before "however" between two sentences makes a comma splice. Use a semicolon or a period instead.',
  },
  {
    code: '5.11D(vi)',
    subject: 'reading',
    bigIdea:
      'A prepositional phrase between a subject and its verb can trick you. The verb must agree with the subject, not with the noun inside the phrase.',
    steps: [
      'Find the prepositional phrase, such as "of the students" or "in the boxes."',
      'Cross it out in your head.',
      'Find the real subject and match the verb to it.',
    ],
    example: {
      problem: 'Choose the verb: "The box of crayons (is, are) on the shelf."',
      solution:
        '"Is." The phrase "of crayons" only describes the box. The real subject is "box," which is singular, so the verb is "is."',
    },
    tip: 'Cross out the prepositional phrase first. The subject is almost never inside it.',
  },
  {
    code: '5.11D(vii)',
    subject: 'reading',
    bigIdea:
      "Indefinite pronouns, like everyone, somebody, each, and nothing, don't name a specific person or thing. Most of them are singular and take singular verbs.",
    steps: [
      'Singular: anyone, everyone, someone, no one, each, either, neither, nothing.',
      'Plural: both, few, many, several.',
      'Match the verb to the pronoun: "Everyone is here." "Both are here."',
    ],
    example: {
      problem: 'Choose the verb: "Each of the players (has, have) a water bottle."',
      solution:
        '"Has." The subject is "each," which means each single one, so it is singular. "Of the players" is a prepositional phrase, so it doesn\'t change the verb.',
    },
    tip: 'Pronouns that end in -one, -body, or -thing are singular: everybody is, someone has, nothing was.',
  },
  {
    code: '5.11D(viii)',
    subject: 'reading',
    bigIdea:
      'A complex sentence joins a complete sentence and a dependent clause with a subordinating conjunction, like because, although, when, or if.',
    steps: [
      'Pick a conjunction that shows how the ideas relate: because (reason), although (contrast), when (time), if (condition).',
      'If the dependent clause comes first, put a comma after it.',
      "If it comes second, you usually don't need a comma.",
    ],
    example: {
      problem: 'Combine these sentences using "although": "Omar was tired. He finished his science project."',
      solution:
        '"Although Omar was tired, he finished his science project." "Although" shows a contrast: being tired didn\'t stop him. The "although" clause comes first, so a comma follows it.',
    },
    tip: "A clause that starts with because or when can't stand alone. Always attach it to a complete sentence.",
  },
  {
    code: '5.11D(ix)',
    subject: 'reading',
    bigIdea:
      'Initials in names, abbreviated titles, acronyms, and the official names of organizations all need capital letters.',
    steps: [
      'Initials are capital letters with periods: Maria E. Garza.',
      'Abbreviated titles start with a capital and end with a period: Dr., Mr., Ms.',
      'Acronyms are words made from first letters, written in all capitals: NASA.',
      'Organizations: capitalize the important words, as in National Park Service.',
    ],
    example: {
      problem:
        'Fix the capital letters: "dr. lee of the texas parks and wildlife department spoke to nasa scientists."',
      solution:
        '"Dr. Lee of the Texas Parks and Wildlife Department spoke to NASA scientists." Dr. is an abbreviated title, the department is an organization\'s name, and NASA is an acronym, so it is all capitals.',
    },
    tip: "Small words like and, of, and the stay lowercase inside an organization's name unless they come first.",
  },
  {
    code: '5.11D(x)',
    subject: 'reading',
    bigIdea:
      'Titles of long works, like books and movies, go in italics. Titles of short works, like poems and songs, go in quotation marks. Commas help join clauses correctly.',
    steps: [
      'Use italics for titles of books, magazines, and movies. Underline them when you write by hand.',
      'Use quotation marks for titles of short works: poems, songs, stories, and articles.',
      'Compound sentence: put a comma before and, but, or so.',
      'Complex sentence: put a comma after a dependent clause that comes first.',
    ],
    example: {
      problem:
        'Our class read a poem called Morning Rain and a book called The River Fox. How should each title be marked? (Both titles are made up.)',
      solution:
        'The poem title goes in quotation marks: "Morning Rain." The book title, The River Fox, goes in italics (or is underlined by hand). A poem is a short work, and a book is a long work.',
    },
    tip: 'Think big and small: big works like books get italics, and the small parts inside them, like chapters, get quotation marks.',
  },
  {
    code: '5.11D(xi)',
    subject: 'reading',
    bigIdea:
      'Careful editors check spelling patterns, commonly confused words, and high-frequency words. A spell-checker can miss a real word used in the wrong place.',
    steps: [
      'Reread slowly, looking at each word, not just the meaning.',
      "Check the suffix rules and vowel patterns you've learned.",
      'Watch for commonly confused words: accept and except, then and than.',
      'Look up any word you are not sure about.',
    ],
    example: {
      problem:
        'Find and fix the two errors: "My sister is taller then our brother, and she recieved a medal at the track meet."',
      solution:
        '"Then" should be "than," because the sentence compares two people. "Recieved" should be "received." Remember the rule: i before e, except after c.',
    },
    tip: 'Use "than" to compare and "then" to tell about time. Both are real words, so check the meaning.',
  },
  {
    code: '5.12B',
    subject: 'reading',
    bigIdea:
      'Informational writing explains a topic using facts and evidence. A strong piece has a focused central idea, organized paragraphs, and a precise, formal style.',
    steps: [
      'Read the prompt and the passage, and decide on your central idea.',
      'Plan two or three main points that explain it.',
      'Use evidence from the passage, and explain each piece in your own words.',
      'Use transitions, and end with a conclusion that ties your ideas together.',
    ],
    example: {
      problem:
        'Prompt: Explain how wetlands help the environment. Which is the stronger opening? (A) Wetlands are cool. (B) Wetlands help the environment by cleaning water, stopping floods, and giving animals homes.',
      solution:
        'B is stronger. It states a clear central idea and previews three points that can become body paragraphs. A is an opinion, and it gives the reader no information.',
    },
    tip: 'Write like an expert: use precise words and facts, and leave "I think" out of an informational essay.',
  },
  {
    code: '5.12C',
    subject: 'reading',
    bigIdea:
      'Argumentative writing states a clear claim and supports it with logical reasons and evidence. Strong writers also respond to the opposing view.',
    steps: [
      'State a clear claim in the introduction.',
      'Support it with reasons and evidence from the text.',
      'Address the other side, then explain why your claim is still stronger.',
      'End by restating your claim and asking readers to think or act.',
    ],
    example: {
      problem:
        'Claim: Students should have less homework. Other side: Homework gives needed practice. Which response answers it best? (A) Homework is boring. (B) Short assignments give enough practice and leave time for rest.',
      solution:
        "B answers it best. It agrees that practice matters, then explains why less homework can still give enough practice. A only shares a feeling, so it doesn't answer the other side.",
    },
    tip: 'Answering the other side shows readers you have thought carefully, which makes your argument more convincing.',
  },
];
