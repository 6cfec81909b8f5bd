import type { SkillLesson } from './lesson-types';

/**
 * Nova's lessons for the grade 3 reading language arts SEs that STAAR may assess: one per code of
 * `testedTeksForGrade(3, 'reading')`, in catalogue order. Written by us; every example text is original.
 */
export const READING_LESSONS_GRADE_3: readonly SkillLesson[] = [
  {
    code: '3.2B(i)',
    subject: 'reading',
    bigIdea:
      'Long words are built from small parts called syllables. Each kind of syllable has its own spelling pattern, so you can spell a long word one part at a time.',
    steps: [
      'Clap the word and count its syllables.',
      'Listen to the vowel sound in each part. Is it short, long, or bossed by an r?',
      'Pick the pattern that fits, like a closed syllable (cup) or a silent e syllable (cake).',
      'Write each part, then read the whole word to check it.',
    ],
    example: {
      problem:
        'Mia wants to spell the word for a small cake baked in a paper cup. Which spelling is right: cupcak, cupcaik, or cupcake?',
      solution:
        'Cupcake. Split it into cup + cake. "Cup" is a closed syllable, so the u is short. In "cake," the silent e at the end makes the a say its name.',
    },
    tip: 'If you hear a long vowel sound, think about a silent e or a vowel team like ai, ee, or oa.',
  },
  {
    code: '3.2B(ii)',
    subject: 'reading',
    bigIdea:
      'Homophones are words that sound the same but have different spellings and meanings, like "there" and "their." The meaning tells you which spelling to use.',
    steps: [
      'Read the whole sentence to find out what the word means.',
      'Think of each spelling and what it means.',
      'Choose the spelling that matches the meaning in the sentence.',
    ],
    example: {
      problem: 'Choose the right word: "We ate ___ slices of pizza." Should it be to, too, or two?',
      solution:
        'Two. The word tells how many slices, and "two" is the number 2. "To" can show where something goes, and "too" means "also."',
    },
    tip: 'Try a memory trick: "hear" has the word "ear" in it, and you hear with your ear.',
  },
  {
    code: '3.2B(iii)',
    subject: 'reading',
    bigIdea:
      'Some words are made from other words. A compound word joins two words, and a contraction squeezes two words into one with an apostrophe.',
    steps: [
      'For a compound word, spell each small word and push them together: sun + flower = sunflower.',
      'For a contraction, write both words, leave out some letters, and put an apostrophe where they were.',
      'For an abbreviation, write the short form with a period, like Dr. for Doctor.',
    ],
    example: {
      problem:
        'Leo is writing "did not" as a contraction. Which spelling is right: didnt, did\'nt, or didn\'t?',
      solution:
        'Didn\'t. It is short for "did not." The o in "not" is left out, so the apostrophe goes right where the o was, between the n and the t.',
    },
    tip: 'The apostrophe in a contraction always sits where the missing letters used to be.',
  },
  {
    code: '3.2B(iv)',
    subject: 'reading',
    bigIdea:
      'A long word can mix several spelling patterns. Break it into chunks, and spell each chunk with a pattern you know.',
    steps: [
      'Say the word slowly and split it into chunks.',
      'Find any sound in a chunk that could be spelled more than one way.',
      'Try the spelling that looks right, then check the whole word.',
    ],
    example: {
      problem: 'Which is spelled right: birthday, berthday, or burthday?',
      solution:
        'Birthday. Split it into birth + day. The "er" sound in "birth" is spelled ir, and the long a at the end of "day" is spelled ay.',
    },
    tip: 'A long a sound at the end of a word is usually spelled ay, as in play, stay, and birthday.',
  },
  {
    code: '3.2B(v)',
    subject: 'reading',
    bigIdea:
      'Knowing where to split a word into syllables helps you spell it. When two consonants sit between two vowels, you usually split between them, as in nap/kin.',
    steps: [
      'Find the vowels in the word.',
      'Look at the consonants between two vowels.',
      'Two consonants? Split between them, like bas/ket. One consonant? Try splitting before it, like ti/ger.',
      'Spell each syllable, then join them.',
    ],
    example: {
      problem:
        'Kim wants to spell "basket." The vowels are a and e, with s and k between them. Where should she split the word?',
      solution:
        'Between the s and the k: bas/ket. Both parts are closed syllables with short vowels, so they are easy to spell. Put them together to get basket.',
    },
    tip: 'When you hear a short vowel, a consonant usually closes the syllable, like "hap" in happen.',
  },
  {
    code: '3.2B(vi)',
    subject: 'reading',
    bigIdea:
      'A prefix is a word part added to the front of a base word. When you add a prefix, the base word keeps all of its letters.',
    steps: [
      'Find the base word and spell it.',
      'Spell the prefix, such as un-, re-, dis-, or pre-.',
      'Put the prefix in front without changing any letters.',
    ],
    example: {
      problem:
        'Add the prefix dis- to "agree" to finish the sentence: "My brother and I ___ about which game to play."',
      solution:
        'Disagree. Spell the prefix dis-, then the base word agree, with no letters added or dropped: dis + agree = disagree.',
    },
    tip: 'Never drop a letter when you add a prefix. Just put it on the front.',
  },
  {
    code: '3.2B(vii)',
    subject: 'reading',
    bigIdea:
      'A suffix is a word part added to the end of a base word. Sometimes the base word changes a little before the suffix is added.',
    steps: [
      'Drop a silent e before a suffix that starts with a vowel: hope + ing = hoping.',
      'Change y to i when a consonant comes before the y: cry + ed = cried.',
      'Double the last consonant of a short word with one short vowel: hop + ing = hopping.',
    ],
    example: {
      problem: 'Add -ed to "carry" to finish the sentence: "Ana ___ the box to the car."',
      solution:
        'Carried. "Carry" ends with a consonant and a y, so change the y to i before adding -ed: carri + ed = carried.',
    },
    tip: "Keep the y when you add -ing, as in carrying, so you don't get two i's in a row.",
  },
  {
    code: '3.3A',
    subject: 'reading',
    bigIdea:
      'A dictionary or glossary tells what a word means, how to say it, and how to split it into syllables. The words are listed in ABC order.',
    steps: [
      'Use ABC order to find the word. The guide words at the top of the page help.',
      'Read all the meanings listed.',
      'Pick the meaning that fits your sentence.',
      'Check the syllable breaks and the sound guide to help you say it.',
    ],
    example: {
      problem:
        'A dictionary says: "bark (noun) 1. the sound a dog makes 2. the hard outer covering of a tree." Which meaning fits: "Owen touched the rough bark of the oak"?',
      solution:
        "Meaning 2. The sentence is about an oak, which is a tree, and it says the bark is rough. That fits the hard covering of a tree, not a dog's sound.",
    },
    tip: 'Guide words show the first and last words on a page, so you can quickly tell if your word is there.',
  },
  {
    code: '3.3B',
    subject: 'reading',
    bigIdea:
      'Context clues are the words and sentences around a new word. They can help you figure out what the word means.',
    steps: [
      'Read the sentence with the new word, and the sentences around it.',
      'Look for clues: a meaning, an example, or a word that means the opposite.',
      'Guess a meaning and put it in place of the word. Does the sentence still make sense?',
    ],
    example: {
      problem:
        'The puppy was so timid that it hid under the bed whenever someone new came in. What does "timid" mean?',
      solution:
        'Timid means shy or easily scared. The clue is that the puppy hid under the bed when someone new came in. That is what a shy, scared animal does.',
    },
    tip: 'Always test your meaning by reading the sentence again with your meaning in place.',
  },
  {
    code: '3.3C',
    subject: 'reading',
    bigIdea:
      'Prefixes and suffixes change what a base word means. If you know what the parts mean, you can figure out many new words.',
    steps: [
      'Cover the prefix or suffix and find the base word.',
      'Think about what the base word means.',
      'Add the meaning of the part: un- and dis- mean "not," pre- means "before," and -ful means "full of."',
      'Put the meanings together and check the sentence.',
    ],
    example: {
      problem: 'Jada was careful as she carried the full fishbowl. What does "careful" mean?',
      solution:
        'Careful means full of care. The base word is care, and the suffix -ful means "full of." Carrying a full fishbowl is a job that needs lots of care.',
    },
    tip: 'Watch out: some words only look like they have a prefix. "Uncle" does not mean "not cle"!',
  },
  {
    code: '3.3D',
    subject: 'reading',
    bigIdea:
      'Words can be related in many ways. Synonyms mean the same thing, antonyms mean the opposite, and an idiom is a saying that means something different from its words.',
    steps: [
      'Synonyms have almost the same meaning, like big and large.',
      'Antonyms have opposite meanings, like hot and cold.',
      'An idiom does not mean exactly what its words say, like "a piece of cake."',
      'Homographs are spelled the same but mean different things, like a baseball bat and a bat that flies.',
    ],
    example: {
      problem:
        'Marco studied hard, so the spelling test was a piece of cake for him. What does "a piece of cake" mean here?',
      solution:
        'It means the test was easy. There was no real cake! The clue "studied hard" tells us Marco was ready, so the test felt easy to him.',
    },
    tip: 'If a phrase sounds silly when you read it word by word, it might be an idiom.',
  },
  {
    code: '3.6C',
    subject: 'reading',
    bigIdea:
      'A prediction is a smart guess about what will happen next or what a text will be about. Good readers check their guesses as they read.',
    steps: [
      'Look at the title, headings, and pictures before you read.',
      'Use clues from the text and what you know to guess what comes next.',
      'Keep reading. Keep your guess if it was right, or change it if new clues say so.',
    ],
    example: {
      problem:
        'Dark clouds filled the sky. Rosa looked up, grabbed her umbrella, and ran toward the house. What will most likely happen next?',
      solution:
        'It will probably start to rain. Dark clouds are a sign of rain, and Rosa grabbing her umbrella shows that she thinks so too.',
    },
    tip: 'A good prediction is not a wild guess. You should be able to point to the clue that made you think it.',
  },
  {
    code: '3.6E',
    subject: 'reading',
    bigIdea:
      'Making a connection means linking what you read to your own life, to another text, or to the world. Connections help you understand and remember.',
    steps: [
      'Ask: Has something like this happened to me?',
      'Ask: Does this remind me of another story or article?',
      'Ask: How is this like something in my town or in the world?',
      'Use the connection to understand the text better.',
    ],
    example: {
      problem:
        'In a story, Tariq feels nervous on his first day at a new school. Then a girl asks him to sit with her at lunch. What connection could a reader make?',
      solution:
        'A reader might remember feeling nervous in a new place, like a new class or team. That memory helps the reader understand why Tariq feels so glad when someone is kind to him.',
    },
    tip: 'The best connections help you understand the text, not just tell about you.',
  },
  {
    code: '3.6F',
    subject: 'reading',
    bigIdea:
      'An inference is an idea you figure out from clues in the text plus what you already know. The author does not say it right out.',
    steps: [
      'Find clues in the text: what the characters do, say, and feel.',
      'Think about what you already know about clues like these.',
      'Put the clues and what you know together to decide what is true.',
      'Point to the words that back up your idea.',
    ],
    example: {
      problem:
        "Hana's boots were wet, and her cheeks were red from the cold. She leaned her sled by the door and pulled off her mittens. Where had Hana most likely been?",
      solution:
        'She had most likely been sledding in the snow. The text never says so, but the sled, the wet boots, the cold red cheeks, and the mittens are all clues.',
    },
    tip: 'Clues + what I know = inference. Check that your idea fits every clue.',
  },
  {
    code: '3.6G',
    subject: 'reading',
    bigIdea:
      'Not every detail in a text is equally important. Key ideas are the details that matter most for understanding the whole text.',
    steps: [
      'Read the text and think about what it is mostly about.',
      'For each detail, ask: Would the text still make sense without it?',
      'Keep the details that support the big idea. Skip the small extras.',
    ],
    example: {
      problem:
        'Bees help plants grow. They carry pollen from flower to flower, which helps plants make seeds. Some bees live in hives. Which detail is most important?',
      solution:
        '"They carry pollen from flower to flower" is most important. It explains how bees help plants grow, which is what the text is about. Living in hives is an extra detail.',
    },
    tip: 'An interesting detail is not always an important one. Ask which details help explain the main point.',
  },
  {
    code: '3.6H',
    subject: 'reading',
    bigIdea:
      'Putting ideas together means joining details from different parts of a text, or from two texts, to reach a new understanding.',
    steps: [
      'Notice what you learn in each part of the text.',
      'Think about how the parts fit together.',
      'Say a new idea that uses all the parts, not just one.',
    ],
    example: {
      problem:
        'Part 1: A desert gets very little rain. Part 2: A cactus stores water in its thick stem. What new idea do the two parts give you together?',
      solution:
        'Together they show that a cactus can live in the desert because it saves water for the long, dry times. Neither part says that alone, but joining them shows it.',
    },
    tip: 'Ask yourself: What do I understand now that I could not learn from just one part?',
  },
  {
    code: '3.7B',
    subject: 'reading',
    bigIdea:
      'A written response shows what you understood from a text. You answer the question clearly and use details from the text to explain.',
    steps: [
      'Read the question carefully. What is it asking?',
      'Start with a sentence that answers the question.',
      'Add details from the text that prove your answer.',
      'Explain how each detail supports your answer.',
    ],
    example: {
      problem:
        'A story says Ben practiced his violin every day after school, even when his friends were playing outside. At the concert, he played with no mistakes. Write: What kind of person is Ben?',
      solution:
        'Ben is a hard worker. The story says he practiced every day, even when his friends were outside. All that practice helped him play with no mistakes at the concert.',
    },
    tip: 'Use words from the question in your first sentence so your reader knows what you are answering.',
  },
  {
    code: '3.7C',
    subject: 'reading',
    bigIdea:
      'Text evidence is the exact words or details in a text that prove your answer is right. Good readers always look back to find it.',
    steps: [
      'Answer the question in your own words first.',
      'Go back to the text and find the sentence that proves it.',
      'Choose the evidence that fits your answer best.',
    ],
    example: {
      problem:
        'The class garden was dry and brown. Priya filled a watering can and watered every plant. A week later, the leaves were green again. Which sentence shows that Priya helped the garden?',
      solution:
        '"Priya filled a watering can and watered every plant" is the best evidence. It shows what she did. The next sentence tells the result: the leaves turned green again.',
    },
    tip: 'Evidence must prove your answer, not just be about the same topic.',
  },
  {
    code: '3.7D',
    subject: 'reading',
    bigIdea:
      'Retelling means telling the main events of a story in order. Paraphrasing means saying an idea in your own words without changing what it means.',
    steps: [
      'Retell the beginning, middle, and end in order.',
      'Use words like first, next, then, and finally.',
      'To paraphrase, say the idea in new words but keep the meaning the same.',
    ],
    example: {
      problem:
        'Paraphrase this sentence: "The tiny hummingbird beats its wings so fast that they look like a blur."',
      solution:
        'A good paraphrase is "A hummingbird\'s wings move so quickly that you can hardly see them." It uses new words, but it keeps the meaning: the wings move very fast.',
    },
    tip: 'A paraphrase should not add your opinion. Keep only what the author said.',
  },
  {
    code: '3.8A',
    subject: 'reading',
    bigIdea:
      'The theme is the lesson or message a story teaches. The topic is what the story is about in a word or two, like "friendship."',
    steps: [
      'Notice what the main character learns or how the character changes.',
      'Ask: What lesson could a reader learn from this?',
      'Write the theme as a full sentence, like "Friends help each other."',
    ],
    example: {
      problem:
        'Lucas tried to build a big sandcastle by himself, but it kept falling down. When his sister and cousin helped, they built the tallest castle on the beach. What is the theme?',
      solution:
        'The theme is "Working together helps you do hard things." The topic is teamwork, but the theme is the message: Lucas failed alone and did well with help.',
    },
    tip: 'A topic is a word or two. A theme is a whole sentence with a message.',
  },
  {
    code: '3.8B',
    subject: 'reading',
    bigIdea:
      'Major characters are the most important people in a story. Minor characters show up less, but they often help or change the major characters.',
    steps: [
      'Find the main character. The story is mostly about this person.',
      'Find the minor characters who show up less often.',
      'Ask how each minor character helps, blocks, or changes the main character.',
    ],
    example: {
      problem:
        'Nora is scared to read her poem to the class. Her neighbor, Mr. Diaz, listens to her practice and says it makes him smile. The next day, Nora reads it aloud. Why does Mr. Diaz matter?',
      solution:
        'Mr. Diaz is a minor character who helps the major character, Nora. His kind words give her courage, so she is brave enough to read her poem to the class.',
    },
    tip: 'Look at what characters say and do to each other. Their actions show how they feel about each other.',
  },
  {
    code: '3.8C',
    subject: 'reading',
    bigIdea:
      'The plot is the set of events in a story. It has a problem, called the conflict, and an ending where the problem is solved, called the resolution.',
    steps: [
      'List the main events in order: beginning, middle, and end.',
      'Find the conflict. What problem does the main character face?',
      'Find the resolution. How is the problem solved?',
    ],
    example: {
      problem:
        "Sam's kite got stuck in a tall tree. He shook the branch, but it was too high. Then his big sister brought a long pole and gently pulled the kite down. What are the conflict and the resolution?",
      solution:
        "The conflict is that Sam's kite is stuck in a tall tree. The resolution is that his sister uses a long pole to get it down. Shaking the branch in the middle shows the problem is hard to solve.",
    },
    tip: 'The resolution answers the question the conflict asks, so find the problem first.',
  },
  {
    code: '3.8D',
    subject: 'reading',
    bigIdea:
      'The setting is where and when a story happens. The setting can cause problems or help solve them, so it shapes what happens.',
    steps: [
      'Find words that tell where and when the story happens.',
      'Ask: What problems does this place or time cause?',
      'Ask: Would the story change if it happened somewhere else?',
    ],
    example: {
      problem:
        'Late at night, a storm knocked out the power in the cabin. Ella could not find her way to the kitchen in the dark. She felt along the wall for her flashlight. How does the setting affect the plot?',
      solution:
        'The dark cabin on a stormy night causes the problem. Because the power is out, Ella cannot see, so she has to search for her flashlight. In the daytime, there would be no problem.',
    },
    tip: 'Weather, time of day, and place are all part of the setting. Watch for them in the first few sentences.',
  },
  {
    code: '3.9A',
    subject: 'reading',
    bigIdea:
      'Traditional tales are old stories passed down over time. Fables teach a lesson, fairy tales have magic, legends tell about heroes, and myths explain nature.',
    steps: [
      'Fables are short, often have talking animals, and end with a lesson.',
      'Fairy tales have magic and often begin with "Once upon a time."',
      'Legends tell about a hero who may have really lived. Myths explain how something in nature began.',
      'Folktales were told aloud for many years and often have a clever hero.',
    ],
    example: {
      problem:
        '"These acorns are all mine!" said Squirrel, and he hid every one. By winter, he forgot where. His friends shared their food with him. Lesson: Sharing helps everyone. What kind of tale is this?',
      solution:
        'It is a fable. It is a short story with a talking animal, and it ends by stating a lesson. Fables often end this way.',
    },
    tip: 'If a short story ends by stating a lesson, it is probably a fable.',
  },
  {
    code: '3.9B',
    subject: 'reading',
    bigIdea:
      'Poems use sound to make their words fun to hear. Many poems rhyme, repeat sounds, and are split into groups of lines called stanzas.',
    steps: [
      'Read the poem aloud and listen to the sounds.',
      'Find rhyming words at the ends of lines.',
      'Look for repeated sounds, like "silly snakes slide."',
      'Count the stanzas. A blank line shows where a new stanza starts.',
    ],
    example: {
      problem:
        "The cat sat in the sun, / Her nap had just begun. / She dreamed of fish and cream, / A sleepy kitty's dream. Which lines rhyme?",
      solution:
        'Lines 1 and 2 rhyme ("sun" and "begun"), and lines 3 and 4 rhyme ("cream" and "dream"). The last words in each pair end with the same sound.',
    },
    tip: 'Rhyme is about sound, not spelling. "Blue" and "shoe" rhyme even though they end with different letters.',
  },
  {
    code: '3.9C',
    subject: 'reading',
    bigIdea:
      'A play, or drama, is a story written to be acted out. The characters tell the story through dialogue, the words they say.',
    steps: [
      'Read the list of characters to meet who is in the play.',
      'Find the name before each line. It shows who is speaking.',
      'Read the setting at the start of each act to see where it happens.',
      'Read the words in parentheses to learn how characters move or speak.',
    ],
    example: {
      problem:
        "JADE: (whispering) Shh! The baby is asleep. / OMAR: (tiptoeing) Okay, I'll be very quiet. Who speaks first, and how does Omar move?",
      solution:
        'Jade speaks first, because her name comes before the first line. The word in parentheses, "tiptoeing," shows that Omar walks quietly on his toes.',
    },
    tip: "Don't read the names and the words in parentheses as lines. They tell you who speaks and how.",
  },
  {
    code: '3.9D(i)',
    subject: 'reading',
    bigIdea:
      'The central idea is what an informational text is mostly about. The other details are evidence that support it.',
    steps: [
      'Read the title and the first and last sentences.',
      'Ask: What do most of the sentences tell about?',
      'Say the central idea in one sentence, and find details that support it.',
    ],
    example: {
      problem:
        'Sea otters use tools. They float on their backs and crack shells open with rocks. Some otters even keep a favorite rock in a fold of skin under their arm. What is the central idea?',
      solution:
        'The central idea is that sea otters use tools. The first sentence says it, and the other sentences are evidence: otters crack shells with rocks and keep a favorite rock.',
    },
    tip: 'The central idea is bigger than any one detail. Every detail should fit under it, like things under a roof.',
  },
  {
    code: '3.9D(ii)',
    subject: 'reading',
    bigIdea:
      'Text features are parts of a page that help you find and understand information, like headings, bold words, captions, and graphs.',
    steps: [
      'Read the headings to know what each section is about.',
      'Look at bold words. They are key words, often explained nearby or in a glossary.',
      'Study pictures, captions, graphs, and tables for extra facts.',
    ],
    example: {
      problem:
        'An article has two headings: "What Frogs Eat" and "Where Frogs Live." Under which heading would you find out that frogs catch flies?',
      solution:
        'Under "What Frogs Eat." Flies are food, and that heading tells you the section is about food. Headings help you jump to the part you need.',
    },
    tip: 'Before you read, look through the text features. They give you a map of the article.',
  },
  {
    code: '3.9D(iii)',
    subject: 'reading',
    bigIdea:
      'Authors organize information in patterns. Cause and effect tells why something happens. Problem and solution tells about a problem and how it gets fixed.',
    steps: [
      'Look for cause-and-effect signal words: because, so, as a result.',
      'Look for problem-and-solution signal words: problem, fix, solved.',
      'Ask: Is the author explaining why something happened, or how a problem was fixed?',
    ],
    example: {
      problem:
        "Our town's park was full of trash. To fix this, students at Oak Street School started a monthly cleanup day. Now the park stays clean. Which structure does this text use?",
      solution:
        'Problem and solution. The problem is the trash in the park. The solution is the cleanup day the students started, and the last sentence shows that it worked.',
    },
    tip: 'Signal words help, but always check the meaning too. Some texts use no signal words at all.',
  },
  {
    code: '3.9E(i)',
    subject: 'reading',
    bigIdea:
      'In an argumentative text, the author tries to get you to agree. The claim is the main thing the author wants you to believe or do.',
    steps: [
      'Read the title and the first paragraph. Authors often state the claim early.',
      'Ask: What does the author want me to think or do?',
      'Check that the reasons in the text all support that idea.',
    ],
    example: {
      problem:
        "Every school should have a garden. Gardens teach students where food comes from. They also give students a chance to work outside together. What is the author's claim?",
      solution:
        'The claim is "Every school should have a garden." It tells what the author wants. The other two sentences are reasons that support it.',
    },
    tip: 'Look for words like should, must, or best. They often show up in a claim.',
  },
  {
    code: '3.9E(ii)',
    subject: 'reading',
    bigIdea:
      'A fact can be proven true. An opinion tells what someone thinks or feels, and other people may disagree with it.',
    steps: [
      'Ask: Can this be checked in a book, by measuring, or by looking?',
      'If it can be proven, it is a fact.',
      'Look for feeling words like best, worst, beautiful, or I think. They often show an opinion.',
    ],
    example: {
      problem:
        'Read these two sentences: "Dogs have four legs." "Dogs are the best pets." Which one is a fact, and which one is an opinion?',
      solution:
        '"Dogs have four legs" is a fact, because you can check it by looking. "Dogs are the best pets" is an opinion. The word "best" shows a feeling, and a cat lover might disagree.',
    },
    tip: 'An opinion is not wrong. It just cannot be proven true for everyone.',
  },
  {
    code: '3.9E(iii)',
    subject: 'reading',
    bigIdea:
      'Every text is written for certain readers, called the audience. Clues in the words tell you who the author is talking to.',
    steps: [
      'Look at who the author speaks to, such as "Parents," "Students," or "Dear neighbors."',
      'Notice the topic and the words. Are they simple or grown-up?',
      'Ask: Who would care most about this message?',
    ],
    example: {
      problem:
        'Kids, do you love to read? Come to the library on Saturday for free stories, games, and a bookmark to take home! Who is the audience?',
      solution:
        'The audience is children. The text starts with "Kids," and it talks about things children enjoy, like stories, games, and bookmarks.',
    },
    tip: 'The audience is who the text is for, not who the text is about.',
  },
  {
    code: '3.10A',
    subject: 'reading',
    bigIdea:
      'Authors write for a reason: to inform, to entertain, or to persuade. The message is the big idea the author wants readers to take away.',
    steps: [
      'Ask: Is the author teaching facts, telling a story, or trying to change my mind?',
      'Look at the kind of text: an article, a story, a poem, or an ad.',
      'Think about what the author wants you to learn or feel at the end.',
    ],
    example: {
      problem:
        'Penguins cannot fly, but they are great swimmers. Their wings work like flippers to push them through the water. Why did the author most likely write this?',
      solution:
        'To inform readers about penguins. The text gives facts about how penguins swim. It does not tell a made-up story or try to get you to do something.',
    },
    tip: '"Why did the author write this?" and "What is it about?" are different questions. Make sure you answer the right one.',
  },
  {
    code: '3.10B',
    subject: 'reading',
    bigIdea:
      'Authors choose how to organize a text to fit their purpose. A how-to text uses steps in order, and a story tells events in time order.',
    steps: [
      'Notice how the text is organized: steps, time order, or problem and solution.',
      'Ask why the author chose that order.',
      'Think about how the order helps readers understand or follow along.',
    ],
    example: {
      problem:
        'A text about making a paper boat uses numbered steps: 1. Fold the paper in half. 2. Fold the corners down. 3. Open the bottom. Why did the author use numbered steps?',
      solution:
        'The purpose is to teach readers how to make a boat. Numbered steps show what to do first, next, and last, so readers can follow along without skipping anything.',
    },
    tip: 'Ask: If the author had used a different order, would the text still work as well?',
  },
  {
    code: '3.10C',
    subject: 'reading',
    bigIdea:
      "Authors add features like bold words, captions, diagrams, and maps to help readers. Each feature has a job that supports the author's purpose.",
    steps: [
      'Find the feature: a bold word, caption, photo, diagram, or map.',
      'Ask what the feature shows that the words alone do not.',
      'Explain how it helps the author teach or show the idea.',
    ],
    example: {
      problem:
        "An article about how a butterfly grows has a diagram with arrows: egg, caterpillar, chrysalis, butterfly. How does the diagram help the author's purpose?",
      solution:
        'The author wants to teach how a butterfly grows. The diagram shows the four stages in order, and the arrows show that one stage leads to the next. It is easier to see than to read.',
    },
    tip: "Don't skip captions! They often hold facts that are not in the main text.",
  },
  {
    code: '3.10D',
    subject: 'reading',
    bigIdea:
      'Authors use describing words to help you picture and hear what is happening. A simile compares two things using the word like or as.',
    steps: [
      'Find words that help you see, hear, smell, taste, or feel something.',
      'Look for similes that use like or as, such as "as quiet as a mouse."',
      'Notice sound words like buzz, crash, or splash.',
      'Ask how these words make the writing come alive.',
    ],
    example: {
      problem:
        "The snowflakes drifted down like tiny feathers. Crunch, crunch went Mia's boots as she walked. What simile and what sound word does the author use?",
      solution:
        '"Like tiny feathers" is a simile. It helps you see how light and soft the snowflakes are. "Crunch" is a sound word. It lets you hear Mia\'s steps, so the scene feels real.',
    },
    tip: 'Not every "like" starts a simile. "I like pizza" does not compare two things.',
  },
  {
    code: '3.10E',
    subject: 'reading',
    bigIdea:
      'Point of view is who tells the story. In first person, a character tells it using I and we. In third person, a narrator tells it using he, she, and they.',
    steps: [
      'Look at the words outside the quotation marks.',
      'If the narrator says I, me, or we, the story is in first person.',
      'If the narrator says he, she, or they about the characters, it is in third person.',
    ],
    example: {
      problem:
        'I grabbed my backpack and raced to the bus. My heart pounded. Would I make it in time? Which point of view is this?',
      solution:
        'First person. The narrator uses "I" and "my," so a character in the story is telling it. We learn what this character thinks and feels.',
    },
    tip: 'Skip the words inside quotation marks. Characters say "I" when they talk in any kind of story.',
  },
  {
    code: '3.10F',
    subject: 'reading',
    bigIdea:
      "Voice is the way a writer's words sound, like a personality on the page. Word choice can make writing sound funny, excited, calm, or serious.",
    steps: [
      'Read a part aloud. How does it sound?',
      'Look at the words the author chooses, like "Wow!" or "gently."',
      'Notice the punctuation. Lots of exclamation points can show excitement.',
      'Describe the voice with one word, like silly or serious.',
    ],
    example: {
      problem:
        'Zoom! The roller coaster shot up the hill. My stomach did flip-flops. This was the best day EVER! What voice does the writer have?',
      solution:
        'The voice is excited and full of energy. Words like "Zoom!" and "flip-flops," the exclamation points, and "EVER" in capital letters all show how thrilled the writer feels.',
    },
    tip: 'Voice comes from word choice. Ask: How would someone else say this in a different way?',
  },
  {
    code: '3.10G',
    subject: 'reading',
    bigIdea:
      'Hyperbole is a huge exaggeration that is not meant to be taken as true. Authors use it to be funny or to show strong feelings.',
    steps: [
      'Look for a statement that is impossible or much too big to be true.',
      'Ask what the author really means.',
      'Think about why the author exaggerated: to be funny or to show a feeling.',
    ],
    example: {
      problem:
        'Kofi\'s backpack weighed a ton after he packed all his library books. What does "weighed a ton" mean?',
      solution:
        'It is hyperbole. A backpack cannot really weigh a ton. The author means the backpack was very heavy, and the exaggeration helps you feel how hard it was to carry.',
    },
    tip: "If something can't be true and it isn't a comparison with like or as, it might be hyperbole.",
  },
  {
    code: '3.11B(i)',
    subject: 'reading',
    bigIdea:
      'Good writing has a clear order. It starts with an introduction, gives details in the middle, and ends with a conclusion.',
    steps: [
      'Begin with an introduction that tells what your writing is about.',
      'Put the details in an order that makes sense, like time order.',
      'End with a conclusion that wraps up your main idea.',
    ],
    example: {
      problem:
        'Put these sentences in order: (A) That is why the pond is my favorite place. (B) My favorite place is the pond near my house. (C) I like to watch ducks swim there.',
      solution:
        'B, C, A. Sentence B introduces the topic, so it goes first. Sentence C gives a detail. Sentence A starts with "That is why," which wraps things up, so it is the conclusion.',
    },
    tip: 'Your conclusion should match your introduction, so the reader knows you stayed on topic.',
  },
  {
    code: '3.11B(ii)',
    subject: 'reading',
    bigIdea:
      'Strong writing has details that explain and support the main idea. Every detail should stay on topic and help the reader understand.',
    steps: [
      'Write your main idea.',
      'Add details that tell who, what, where, when, why, or how.',
      'Take out any detail that does not fit the main idea.',
    ],
    example: {
      problem:
        'Main idea: Recess is important. Which detail fits best? (A) Running and playing help kids stay healthy. (B) My cousin has a red bike. (C) Lunch is at noon.',
      solution:
        'Detail A fits best. It explains why recess is important. Details B and C are about other things, so they do not support the main idea.',
    },
    tip: 'Read each detail and ask, "Does this help explain my main idea?"',
  },
  {
    code: '3.11C',
    subject: 'reading',
    bigIdea:
      'Revising means making your writing clearer and stronger. You can add, delete, combine, or move words and sentences.',
    steps: [
      'Add details or stronger words where the writing is unclear.',
      'Delete words or sentences that repeat or go off topic.',
      'Combine short, choppy sentences that share an idea.',
      'Move sentences so the order makes sense.',
    ],
    example: {
      problem: 'Combine these sentences into one: "Maya has a dog. The dog is brown. The dog is friendly."',
      solution:
        '"Maya has a friendly brown dog." All three sentences are about the same dog, so you can move the describing words into one smooth sentence.',
    },
    tip: 'Read your writing aloud. Choppy or confusing parts are easier to hear than to see.',
  },
  {
    code: '3.11D(i)',
    subject: 'reading',
    bigIdea:
      'A complete sentence has a subject and a verb and tells a complete thought. The subject and verb must agree: one dog barks, but two dogs bark.',
    steps: [
      'Find the subject: who or what the sentence is about.',
      'Find the verb: what the subject does or is.',
      'One person or thing takes a verb with -s (the bird sings). More than one takes no -s (the birds sing).',
      'A compound sentence joins two complete sentences with a comma and a word like and, but, or so.',
    ],
    example: {
      problem: 'Fix the sentence: "The birds sings in the tree."',
      solution:
        '"The birds sing in the tree." The subject "birds" means more than one, so the verb should be "sing," not "sings."',
    },
    tip: 'Try the sentence with "he" or "they": he sings, they sing. That shows which verb agrees.',
  },
  {
    code: '3.11D(ii)',
    subject: 'reading',
    bigIdea:
      'Verb tense tells when something happens. Past tense already happened, present tense is happening now, and future tense will happen later.',
    steps: [
      'Look for time clues like yesterday, now, or tomorrow.',
      'Past tense often ends in -ed: I walked.',
      'Future tense uses will: I will walk.',
      'Keep the same tense unless the time changes.',
    ],
    example: {
      problem: 'Fix the verb: "Yesterday, Luis plays soccer with his cousins."',
      solution:
        '"Yesterday, Luis played soccer with his cousins." The time clue "yesterday" shows it already happened, so the verb needs the past tense, "played."',
    },
    tip: 'Time words are your best clue. Circle them before you choose a verb.',
  },
  {
    code: '3.11D(iii)',
    subject: 'reading',
    bigIdea:
      'Nouns name people, places, and things. A common noun names any one, like "city." A proper noun names a special one, like "Austin," and starts with a capital letter.',
    steps: [
      'Use a capital letter for proper nouns, like names of people, places, and days.',
      'Add -s to make most nouns plural: cat, cats.',
      'Add -es to nouns that end in s, x, ch, or sh: box, boxes.',
      'Learn special plurals: child, children; mouse, mice.',
    ],
    example: {
      problem: 'Fix the nouns: "Our class read two storys about texas."',
      solution:
        '"Our class read two stories about Texas." "Story" ends with a consonant and a y, so change the y to i and add -es. Texas is the name of a state, so it needs a capital T.',
    },
    tip: 'If a noun ends with a vowel and a y, like "toy," just add -s: toys.',
  },
  {
    code: '3.11D(iv)',
    subject: 'reading',
    bigIdea:
      'Adjectives describe nouns. To compare two things, add -er or use "more." To compare three or more things, add -est or use "most."',
    steps: [
      'Count how many things are being compared.',
      'For two things, use -er: taller. For three or more, use -est: tallest.',
      'For long adjectives, use more or most: more colorful, most colorful.',
      'Learn the special ones: good, better, best; bad, worse, worst.',
    ],
    example: {
      problem: 'Choose the right word: "Of the three puppies, Pepper is the (smaller, smallest)."',
      solution:
        '"Smallest." The sentence compares three puppies, so you need the -est form. Use "smaller" only when you compare two things.',
    },
    tip: 'Never use both at once. Say "taller," not "more taller."',
  },
  {
    code: '3.11D(v)',
    subject: 'reading',
    bigIdea:
      'Adverbs tell more about verbs. Adverbs of manner tell how something happens, like "quietly." Adverbs of time tell when, like "today."',
    steps: [
      'Find the verb in the sentence.',
      'To tell how, use an adverb, often one that ends in -ly: slowly, softly.',
      'To tell when, use a time word: now, later, soon, yesterday.',
      'Don\'t use an adjective to tell how: "sang beautiful" should be "sang beautifully."',
    ],
    example: {
      problem: 'Fix the sentence: "The baby slept peaceful in her crib."',
      solution:
        '"The baby slept peacefully in her crib." The word tells how the baby slept, so it must be the adverb "peacefully." "Peaceful" is an adjective, as in "a peaceful baby."',
    },
    tip: 'Ask "How?" or "When?" about the verb. The word that answers is the adverb.',
  },
  {
    code: '3.11D(vi)',
    subject: 'reading',
    bigIdea:
      'Prepositions show how a noun is connected to the rest of a sentence, often telling where or when. A prepositional phrase starts with one, like "under the table."',
    steps: [
      'Learn common prepositions: in, on, under, over, behind, between, after, during.',
      'Find the phrase: the preposition plus the noun that comes after it.',
      'Choose the preposition that makes the meaning clear.',
    ],
    example: {
      problem: 'Choose the best word: "The cat hid (between, under) the bed until the thunder stopped."',
      solution:
        '"Under." The cat went below the bed. "Between" needs two things, like "between the bed and the wall," so it does not fit here.',
    },
    tip: 'Think of a box: a bug can be in, on, under, beside, or behind it. Those words are all prepositions.',
  },
  {
    code: '3.11D(vii)',
    subject: 'reading',
    bigIdea:
      'Pronouns take the place of nouns. Subject pronouns like I and she do the action, object pronouns like me and her receive it, and possessive pronouns like my show who owns something.',
    steps: [
      'Subject pronouns do the action: I, he, she, we, they.',
      'Object pronouns receive the action or come after words like to and with: me, him, her, us, them.',
      'Possessive pronouns show who owns something: my, his, her, our, their.',
    ],
    example: {
      problem: 'Fix the sentence: "Me and Kiara walked to school."',
      solution:
        '"Kiara and I walked to school." The pronoun is part of the subject, so use "I." Try it alone: "I walked" sounds right, but "Me walked" does not. It is polite to name the other person first.',
    },
    tip: 'Take out the other person and read the sentence with just the pronoun. Your ear will help you choose.',
  },
  {
    code: '3.11D(viii)',
    subject: 'reading',
    bigIdea:
      'Joining words like and, but, and or connect ideas. They can join two subjects, two actions, or two whole sentences.',
    steps: [
      'Use and to add ideas, but to show a difference, and or to show a choice.',
      'Compound subject: two subjects share one verb, as in "Ava and Jin swim."',
      'Compound predicate: one subject does two things, as in "Ava jumped and laughed."',
      'Compound sentence: join two sentences with a comma before and, but, or so.',
    ],
    example: {
      problem: 'Join these sentences with a joining word: "I wanted to play outside. It was raining."',
      solution:
        '"I wanted to play outside, but it was raining." The word "but" shows the two ideas go against each other. Put a comma before "but" because it joins two complete sentences.',
    },
    tip: 'Choose the joining word by meaning: "and" adds, "but" shows a difference, "or" gives a choice, and "so" shows a result.',
  },
  {
    code: '3.11D(ix)',
    subject: 'reading',
    bigIdea:
      "Some special names always start with capital letters: people's titles before their names, holidays, and names of places like rivers, cities, and states.",
    steps: [
      'Capitalize a title that comes before a name: Mayor Lopez, Dr. Kim.',
      'Capitalize holidays: Thanksgiving, Independence Day.',
      'Capitalize place names: Rio Grande, Houston, Texas.',
      "Don't capitalize words like mayor, river, or city when they are not part of a name.",
    ],
    example: {
      problem: 'Fix the capital letters: "On memorial day, mayor Brooks spoke by the colorado river."',
      solution:
        '"On Memorial Day, Mayor Brooks spoke by the Colorado River." Memorial Day is a holiday, Mayor is a title before a name, and Colorado River is the name of a place.',
    },
    tip: 'Ask: Is this the name of one special person, place, or day? If it is, capitalize it.',
  },
  {
    code: '3.11D(x)',
    subject: 'reading',
    bigIdea:
      "Apostrophes show that letters are missing, as in can't, or that something belongs to someone, as in Jen's hat. Commas separate items in a list and help join sentences.",
    steps: [
      "Use an apostrophe in a contraction: do not becomes don't.",
      "Add 's to show that one person owns something: the dog's bowl.",
      'Put commas between three or more items in a list: apples, pears, and plums.',
      'Put a comma before and, but, or so when they join two sentences.',
    ],
    example: {
      problem: 'Fix the sentence: "Sofias lunch had grapes cheese and crackers."',
      solution:
        '"Sofia\'s lunch had grapes, cheese, and crackers." The lunch belongs to Sofia, so add \'s. The list has three foods, so commas go between them.',
    },
    tip: '"It\'s" means "it is," but "its" shows owning, as in "The dog wagged its tail."',
  },
  {
    code: '3.11D(xi)',
    subject: 'reading',
    bigIdea:
      'When you edit, check the spelling of every word, especially common words you use all the time, like because, friend, and said.',
    steps: [
      'Read your writing slowly, one word at a time.',
      'Circle any word that looks wrong.',
      'Use spelling patterns you know, a word wall, or a dictionary to fix it.',
    ],
    example: {
      problem:
        'Find and fix the two misspelled words: "My freind and I went to the park becuase it was sunny."',
      solution:
        '"Friend" and "because." In "friend," the i comes before the e. "Because" ends with the word "cause": be + cause.',
    },
    tip: 'Some words break the rules, like said, were, and does. Practice them until you know them by heart.',
  },
  {
    code: '3.12B',
    subject: 'reading',
    bigIdea:
      'Informational writing teaches the reader about a topic. It has one clear central idea, facts and details that explain it, and a strong ending.',
    steps: [
      'Write an introduction that states your central idea.',
      'Give facts, examples, or definitions that explain it.',
      'Group details that go together, and use linking words like also and for example.',
      'End with a conclusion that sums up what the reader learned.',
    ],
    example: {
      problem:
        'Topic: How plants grow. Which sentence would make the best central idea? (A) I like plants. (B) Plants need sunlight, water, and soil to grow. (C) My grandma has a garden.',
      solution:
        'B is the best central idea. It tells what the writing will teach, and each part (sunlight, water, soil) can be explained with facts. A is an opinion, and C is off topic.',
    },
    tip: 'Stick to facts in informational writing. Save "I think" for opinion writing.',
  },
  {
    code: '3.12C',
    subject: 'reading',
    bigIdea:
      'In opinion writing, you tell what you think and give reasons to convince the reader. Each reason needs a fact or an example to back it up.',
    steps: [
      'State your opinion clearly in the first sentence.',
      'Give at least two reasons for your opinion.',
      'Support each reason with a fact or example.',
      'End by saying your opinion again in a new way.',
    ],
    example: {
      problem:
        'Opinion: Our class should get a class pet. Which reason is strongest? (A) Pets are cute. (B) Caring for a pet teaches us to be responsible. (C) My friend has a cat.',
      solution:
        "B is the strongest reason. It explains how a class pet would help students. A is only a feeling, and C is about a friend's cat, not the class.",
    },
    tip: 'Use linking words like because, also, and for example to connect your reasons to your opinion.',
  },
];
