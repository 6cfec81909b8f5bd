import { stringify } from 'yaml';

/** Builders for content files in tests: a valid small file, with any field replaced. */

export type RawQuestion = Record<string, unknown>;

export function multipleChoiceQuestion(overrides: RawQuestion = {}): RawQuestion {
  return {
    id: 'q1',
    teks: '3.8C',
    type: 'multiple-choice',
    difficulty: 'easy',
    stem: 'What does Ana find on the beach?',
    choices: [
      { text: 'A pink shell', correct: true },
      {
        text: 'A gray rock',
        misconception: 'Ana sits on the rock in paragraph 1. She finds the shell later.',
      },
      { text: 'A small crab', misconception: 'The crab runs away in paragraph 2.' },
      { text: 'A red hat', misconception: 'Her hat stays on her head.' },
    ],
    explanation: 'In paragraph 2, Ana "found a pink shell" in the sand. That is what she finds.',
    hints: ['Reread paragraph 2.', 'What does Ana pick up?'],
    ...overrides,
  };
}

export const STORY_BODY = [
  'On a windy Saturday morning, Ana walked to the beach with her older brother, carrying a bucket and a yellow shovel. She sat on a gray rock and watched the waves tumble over the shore.',
  'Then she dug carefully in the warm sand with her hands. A small crab scurried away sideways. At last she found a pink shell in the sand.',
  'Ana held the shell up to her ear and listened. She smiled at her brother. "I can hear the sea," she said happily.',
].join('\n\n');

export function readingFileText(
  frontMatter: Record<string, unknown> = {},
  body: string = STORY_BODY,
): string {
  const data = {
    id: 'g3-a-day-at-the-beach',
    kind: 'passage',
    grade: 3,
    title: 'A Day at the Beach',
    genre: 'literary-fiction',
    topics: ['beach', 'family'],
    wordCount: 85,
    questions: Array.from({ length: 6 }, (_, index) =>
      multipleChoiceQuestion({
        id: `q${index + 1}`,
        stem: `Question ${index + 1}: what does Ana find on the beach?`,
      }),
    ),
    ...frontMatter,
  };
  return `---\n${stringify(data)}---\n\n${body}\n`;
}
