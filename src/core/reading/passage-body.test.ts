import { describe, expect, it } from 'vitest';
import { parseBody } from './passage-body';

const one =
  (genre: Parameters<typeof parseBody>[2][number]['genre'], kind: 'passage' | 'editing-draft' = 'passage') =>
  (body: string) =>
    parseBody(body, kind, [{ title: 'T', genre }]);

describe('parseBody', () => {
  it('numbers paragraphs and keeps bold and italic as spans', () => {
    const { parts, problems } = one('informational')(
      'A **bold** idea.\n\nA _soft_ one\nthat wraps.\n\n### Facts\n\n- one\n- two\n\n1. first\n2. second',
    );
    expect(problems).toEqual([]);
    expect(parts[0]!.blocks).toEqual([
      {
        kind: 'paragraph',
        number: 1,
        spans: [{ text: 'A ' }, { text: 'bold', bold: true }, { text: ' idea.' }],
      },
      {
        kind: 'paragraph',
        number: 2,
        spans: [{ text: 'A ' }, { text: 'soft', italic: true }, { text: ' one that wraps.' }],
      },
      { kind: 'heading', text: 'Facts' },
      { kind: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] },
      { kind: 'list', ordered: true, items: [[{ text: 'first' }], [{ text: 'second' }]] },
    ]);
  });

  it('reads a table, and asks for the line under its header', () => {
    const table = '| Size | Width |\n| ---- | ----- |\n| Pea  | 1/4 inch |';
    expect(one('informational')(table).parts[0]!.blocks).toEqual([
      { kind: 'table', headers: ['Size', 'Width'], rows: [['Pea', '1/4 inch']] },
    ]);
    expect(one('informational')('| a | b |\n| c | d |').problems[0]).toMatch(/needs a \|---\| line/);
  });

  it('reads a poem as numbered stanzas of lines', () => {
    const blocks = one('poetry')('The monarchs come,  \nthey rest.\n\nThey go.').parts[0]!.blocks;
    expect(blocks).toEqual([
      { kind: 'stanza', number: 1, lines: [[{ text: 'The monarchs come,' }], [{ text: 'they rest.' }]] },
      { kind: 'stanza', number: 2, lines: [[{ text: 'They go.' }]] },
    ]);
  });

  it('reads a play: cast title, dialogue with inline directions, and stage directions', () => {
    const play =
      '**CAST OF CHARACTERS**\n\n- LINH\n\n_(A kitchen.)_\n\n**LINH:** _(smiling)_ Hello!\n\n**BAO:** Hi.';
    expect(one('drama')(play).parts[0]!.blocks).toEqual([
      { kind: 'heading', text: 'CAST OF CHARACTERS' },
      { kind: 'list', ordered: false, items: [[{ text: 'LINH' }]] },
      { kind: 'stage-direction', text: '(A kitchen.)' },
      {
        kind: 'dialogue',
        speaker: 'LINH',
        spans: [{ text: '(smiling)', italic: true }, { text: ' Hello!' }],
      },
      { kind: 'dialogue', speaker: 'BAO', spans: [{ text: 'Hi.' }] },
    ]);
  });

  it('reads a draft: numbered sentences across paragraphs, and a letter greeting as a line', () => {
    const { parts, problems } = one(
      'correspondence',
      'editing-draft',
    )('Dear Ms. Ortiz,\n\n(1) Thank you. (2) It was fun.\n\n(3) We liked it.');
    expect(problems).toEqual([]);
    expect(parts[0]!.blocks).toEqual([
      { kind: 'line', spans: [{ text: 'Dear Ms. Ortiz,' }] },
      {
        kind: 'draft-paragraph',
        number: 1,
        sentences: [
          { number: 1, text: 'Thank you.' },
          { number: 2, text: 'It was fun.' },
        ],
      },
      { kind: 'draft-paragraph', number: 2, sentences: [{ number: 3, text: 'We liked it.' }] },
    ]);
    expect(one('correspondence', 'editing-draft')('(1) One. (3) Three.').problems).toEqual([
      'draft sentence (3) should be (2)',
    ]);
  });
});
