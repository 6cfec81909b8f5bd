import { describe, expect, it } from 'vitest';
import { parseReadingFile, readReadingFile, ReadingContentError } from './parse-reading-file';
import { multipleChoiceQuestion, readingFileText } from './testing/reading-file-builder';

const PATH = 'grade-3/a-day-at-the-beach.md';
const problemsOf = (text: string) => {
  const result = readReadingFile(text, PATH);
  return result.ok ? [] : result.problems;
};
const withQuestion = (question: Record<string, unknown>) => readingFileText({ questions: [question] });

describe('parseReadingFile', () => {
  const file = parseReadingFile(readingFileText(), PATH);

  it('reads the passage and turns each question into an item named by passage and question', () => {
    expect(file.passage).toMatchObject({
      id: 'g3-a-day-at-the-beach',
      kind: 'passage',
      grade: 3,
      wordCount: 85,
    });
    expect(file.passage.parts[0]!.blocks.map((block) => block.kind)).toEqual([
      'paragraph',
      'paragraph',
      'paragraph',
    ]);
    expect(file.items).toHaveLength(6);
    expect(file.items[0]).toMatchObject({
      id: 'reading:g3-a-day-at-the-beach:q1',
      origin: { source: 'content', passageId: 'g3-a-day-at-the-beach', questionId: 'q1' },
      subject: 'reading',
      passageId: 'g3-a-day-at-the-beach',
      teksCode: '3.8C',
      explanation: ['In paragraph 2, Ana "found a pink shell" in the sand.', 'That is what she finds.'],
    });
  });

  it('shuffles choices in an order fixed by the item id, with a note for each wrong one', () => {
    const correctPlaces = file.items.map((item) =>
      item.key.type === 'multiple-choice' ? item.key.correct : '',
    );
    expect(new Set(correctPlaces).size).toBeGreaterThan(1);
    expect(parseReadingFile(readingFileText(), PATH).items).toEqual(file.items);
    const { interaction, key } = file.items[0]!;
    if (interaction.type !== 'multiple-choice' || key.type !== 'multiple-choice')
      throw new Error('not multiple choice');
    const correct = interaction.choices.find((choice) => choice.label === key.correct);
    expect(correct?.text).toBe('A pink shell');
    expect(key.misconceptions).toHaveLength(3);
  });

  it('keeps choices that name numbered places in number order', () => {
    const numbered = multipleChoiceQuestion({
      choices: [
        { text: 'Sentence 4', correct: true },
        { text: 'Sentence 1', misconception: 'a' },
        { text: 'Sentence 12', misconception: 'b' },
        { text: 'Sentence 2', misconception: 'c' },
      ],
    });
    const [item] = parseReadingFile(withQuestion(numbered), PATH).items;
    expect(
      item!.interaction.type === 'multiple-choice' && item!.interaction.choices.map((c) => c.text),
    ).toEqual(['Sentence 1', 'Sentence 2', 'Sentence 4', 'Sentence 12']);
  });

  it('reads inline choice, multiselect and short response questions', () => {
    const inline = multipleChoiceQuestion({
      id: 'q2',
      type: 'inline-choice',
      stem: 'Choose the correct verb for sentence 2: "Ana [___] in the sand."',
      choices: [
        { text: 'dug', correct: true },
        { text: 'digged', misconception: 'x' },
        { text: 'dig', misconception: 'y' },
      ],
    });
    const multiselect = multipleChoiceQuestion({
      id: 'q3',
      type: 'multiselect',
      stem: 'Which details show Ana is at a beach? Select TWO correct answers.',
      choices: [
        { text: 'sand', correct: true },
        { text: 'waves', correct: true },
        { text: 'snow', misconception: 'a' },
        { text: 'a desk', misconception: 'b' },
        { text: 'a bus', misconception: 'c' },
      ],
    });
    const short = {
      id: 'q4',
      teks: '3.6F',
      type: 'short-response',
      difficulty: 'hard',
      stem: 'How does Ana feel at the end? Use evidence.',
      rubric: {
        points: 2,
        evidence: [['smiled', 'smile'], ['hear the sea']],
        minEvidence: 1,
        sampleAnswer: 'Ana is happy because she smiled.',
      },
      explanation: 'She smiled.',
      hints: ['Look at the end.', 'What does she do?'],
    };
    const items = parseReadingFile(readingFileText({ questions: [inline, multiselect, short] }), PATH).items;
    expect(items[0]).toMatchObject({
      stem: 'Choose the correct verb for sentence 2.',
      interaction: {
        type: 'inline-choice',
        segments: [
          { kind: 'text', text: 'Ana ' },
          { kind: 'blank' },
          { kind: 'text', text: ' in the sand.' },
        ],
      },
    });
    expect(items[1]).toMatchObject({ interaction: { type: 'multiselect', selectCount: 2 } });
    expect(items[2]).toMatchObject({
      interaction: { type: 'short-response', maxLength: 500, points: 2 },
      key: { type: 'short-response', rubric: { minEvidence: 1 } },
      explanation: ['She smiled.'],
    });
  });

  it('lists every problem of a broken file at once, naming where each is', () => {
    const broken = readingFileText({
      grade: 3,
      colour: 'blue',
      questions: [
        multipleChoiceQuestion({ id: 'q1', teks: '4.8C' }),
        multipleChoiceQuestion({
          id: 'q2',
          choices: [{ text: 'A', correct: true }, { text: 'B', correct: true }, { text: 'C' }],
        }),
        multipleChoiceQuestion({ id: 'q3', type: 'inline-choice', stem: 'No blank here.' }),
        multipleChoiceQuestion({ id: 'q4', type: 'essay' }),
        multipleChoiceQuestion({ id: 'q5', hints: ['only one'] }),
      ],
    });
    expect(problemsOf(broken)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^colour: is not a known field/),
        'q1.teks: 4.8C is not a grade 3 reading code in the catalogue',
        'q2.choices[2]: a wrong choice needs a misconception',
        'q2.choices: exactly one must be correct, not 2',
        'q3.stem: an inline choice needs exactly one [___]',
        expect.stringMatching(/^q4.type: must be one of/),
        'q5.hints: needs 2 to 3 entries, not 1',
      ]),
    );
    expect(() => parseReadingFile(broken, PATH)).toThrow(ReadingContentError);
  });

  it('says when the front matter is missing or not YAML', () => {
    expect(problemsOf('Just text')).toEqual(['the file must start with front matter between --- lines']);
    expect(problemsOf('---\nid: [unclosed\n---\nText')[0]).toMatch(/not valid YAML/);
  });

  it('checks a paired set has its two parts, headed as the front matter names them', () => {
    const paired = (body: string) =>
      readingFileText(
        {
          id: 'g3-two-texts',
          kind: 'paired',
          title: undefined,
          genre: undefined,
          parts: [
            { title: 'Sea Shells', genre: 'informational' },
            { title: 'Ana at the Beach', genre: 'literary-fiction' },
          ],
        },
        body,
      );
    const good = parseReadingFile(
      paired('## Sea Shells\n\nShells are homes.\n\n## Ana at the Beach\n\nAna found one.'),
      PATH,
    );
    expect(good.passage.title).toBe('Sea Shells / Ana at the Beach');
    expect(good.passage.parts.map((part) => part.blocks[0])).toEqual([
      { kind: 'paragraph', number: 1, spans: [{ text: 'Shells are homes.' }] },
      { kind: 'paragraph', number: 1, spans: [{ text: 'Ana found one.' }] },
    ]);
    expect(problemsOf(paired('## Sea Shells\n\nOnly one part.'))).toContain(
      'the body has 1 part(s); the front matter names 2',
    );
    expect(problemsOf(paired('## Shells\n\nA.\n\n## Ana at the Beach\n\nB.'))).toContain(
      'part 1 is headed "Shells" but the front matter calls it "Sea Shells"',
    );
  });
});
