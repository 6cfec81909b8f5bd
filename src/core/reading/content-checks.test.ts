import { describe, expect, it } from 'vitest';
import { fileProblems, libraryProblems } from './content-checks';
import { parseReadingFile } from './parse-reading-file';
import { multipleChoiceQuestion, readingFileText, STORY_BODY } from './testing/reading-file-builder';

const PATH = 'grade-3/a-day-at-the-beach.md';
const parse = (frontMatter: Record<string, unknown> = {}, body?: string, path = PATH) =>
  parseReadingFile(readingFileText(frontMatter, body), path);
const sixQuestions = (first: Record<string, unknown>) => [
  first,
  ...Array.from({ length: 5 }, (_, i) =>
    multipleChoiceQuestion({ id: `q${i + 2}`, stem: `Question ${i + 2}?` }),
  ),
];

describe('fileProblems', () => {
  it('finds nothing wrong with a well-made file', () => {
    expect(fileProblems(parse())).toEqual([]);
  });

  it('checks the id against the file name and folder, and the question count', () => {
    expect(fileProblems(parse({}, undefined, 'grade-4/a-day-at-the-beach.md'))).toContain(
      'a grade 3 file belongs in grade-3/',
    );
    expect(fileProblems(parse({}, undefined, 'grade-3/another-name.md'))).toContain(
      'id g3-a-day-at-the-beach should be g3-another-name',
    );
    expect(fileProblems(parse({ questions: sixQuestions(multipleChoiceQuestion()).slice(0, 5) }))).toContain(
      '5 questions; a passage has 6 to 10',
    );
  });

  it('recounts the words and measures the reading level', () => {
    expect(fileProblems(parse({ wordCount: 100 }))).toContain(
      'wordCount says 100, but the body has 85 words',
    );
    const hard =
      'Photosynthesis transforms electromagnetic radiation into biochemical potential energy continuously. '.repeat(
        8,
      );
    expect(
      fileProblems(parse({ wordCount: 72 }, hard)).some((p) => p.startsWith('Flesch–Kincaid grade')),
    ).toBe(true);
  });

  it('finds places and quotations the passage does not have', () => {
    const question = multipleChoiceQuestion({
      stem: 'In paragraph 7, what does Ana find?',
      explanation: 'Ana "found a blue bottle" in the sand.',
    });
    const problems = fileProblems(parse({ questions: sixQuestions(question) }));
    expect(problems).toContain('q1: names paragraph 7 (paragraph 7), which the passage does not have');
    expect(problems).toContain('q1: explanation quotes "found a blue bottle", which is not in the passage');
  });

  it('holds multiselect, TEKS and short response to the rules', () => {
    const multiselect = multipleChoiceQuestion({
      type: 'multiselect',
      stem: 'Which details fit? Select THREE correct answers.',
      choices: [
        { text: 'sand', correct: true },
        { text: 'waves', correct: true },
        { text: 'snow', misconception: 'a' },
        { text: 'a desk', misconception: 'b' },
        { text: 'a bus', misconception: 'c' },
      ],
    });
    const essay = multipleChoiceQuestion({ id: 'q2', teks: '3.7B' });
    const short = {
      id: 'q3',
      teks: '3.6F',
      type: 'short-response',
      difficulty: 'hard',
      stem: 'How does Ana feel?',
      rubric: {
        points: 2,
        evidence: [['smiled', 'important'], ['hear the sea']],
        minEvidence: 2,
        sampleAnswer: 'Ana is happy.',
      },
      explanation: 'She smiled.',
      hints: ['Look at the end.', 'What does she do?'],
    };
    const problems = fileProblems(
      parse({
        questions: [
          multiselect,
          essay,
          short,
          ...sixQuestions(multipleChoiceQuestion({ id: 'q4' })).slice(1),
        ],
      }),
    );
    expect(problems).toContain('q1: the stem must end "Select TWO correct answers."');
    expect(problems).toContain('q2: 3.7B is assessed only by the essay');
    expect(problems.find((p) => p.startsWith('q3: the sample answer earns 0/2'))).toBeDefined();
    expect(problems).toContain('q3: evidence "important" is a word almost any answer uses');
  });

  it('keeps editing drafts to writing codes', () => {
    const draft = parse(
      {
        id: 'g3-a-day-at-the-beach',
        kind: 'editing-draft',
        genre: 'literary-nonfiction',
        wordCount: 10,
        questions: sixQuestions(multipleChoiceQuestion()).slice(0, 5),
      },
      '(1) We went to the beach. (2) We found a shell.',
    );
    expect(fileProblems(draft)).toContain(
      'q1: 3.8C is a reading code; an editing draft asks writing questions',
    );
  });
});

describe('libraryProblems', () => {
  it('finds repeated passages, paragraphs and questions across files, and too few files per grade', () => {
    const first = parse();
    const copy = parse({ id: 'g3-copy' }, STORY_BODY, 'grade-3/copy.md');
    const problems = libraryProblems([first, copy], [3]);
    expect(problems).toContain(
      `grade-3/copy.md: repeats a passage id of ${PATH}`.replace('passage id', 'passage'),
    );
    expect(problems.some((p) => p.includes('repeats a paragraph'))).toBe(true);
    expect(problems.some((p) => p.includes('repeats a question'))).toBe(true);
    expect(problems).toContain('grade 3 has 2 passages; it needs at least 12');
    expect(problems).toContain('grade 3 has 0 editing drafts; it needs at least 6');
  });
});
