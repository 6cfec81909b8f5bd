import { describe, expect, it } from 'vitest';
import { novaTextBlocks } from './nova-text';

describe("Nova's text as blocks", () => {
  it('splits paragraphs at blank lines and keeps line breaks inside one', () => {
    expect(novaTextBlocks('Hello!\n\nExample: 3 × 4\n= 12')).toEqual([
      { kind: 'paragraph', text: 'Hello!' },
      { kind: 'paragraph', text: 'Example: 3 × 4\n= 12' },
    ]);
  });

  it('makes "1. …" lines a numbered list between paragraphs', () => {
    const text = "Good try! Let's look at it step by step:\n1. Count.\n2. Add.\nSo the answer is B. 12.";
    expect(novaTextBlocks(text)).toEqual([
      { kind: 'paragraph', text: "Good try! Let's look at it step by step:" },
      { kind: 'numbered', start: 1, items: ['Count.', 'Add.'] },
      { kind: 'paragraph', text: 'So the answer is B. 12.' },
    ]);
  });

  it('makes "• …" lines a bullet list', () => {
    expect(novaTextBlocks('Practice next:\n• Fractions (3.3A)\n• Area (3.6C)\nYou can do it!')).toEqual([
      { kind: 'paragraph', text: 'Practice next:' },
      { kind: 'bullets', items: ['Fractions (3.3A)', 'Area (3.6C)'] },
      { kind: 'paragraph', text: 'You can do it!' },
    ]);
  });

  it('starts a new list when the numbering starts again', () => {
    expect(novaTextBlocks('1. a\n2. b\n\n1. c')).toEqual([
      { kind: 'numbered', start: 1, items: ['a', 'b'] },
      { kind: 'numbered', start: 1, items: ['c'] },
    ]);
  });

  it('leaves a sentence that starts with a number alone', () => {
    expect(novaTextBlocks('12 apples were left.')).toEqual([
      { kind: 'paragraph', text: '12 apples were left.' },
    ]);
  });

  it('gives nothing for an empty text', () => {
    expect(novaTextBlocks('  \n ')).toEqual([]);
  });
});
