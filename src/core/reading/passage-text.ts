import { spansText } from './inline-markdown';
import type { Passage, PassageBlock, PassagePart } from './passage-types';

/**
 * Plain text of a passage, for counting words, measuring readability, finding duplicates and giving an
 * AI scorer the passage. Sentence numbers of a draft are not part of the text.
 */

export function blockText(block: PassageBlock): string {
  switch (block.kind) {
    case 'heading':
    case 'stage-direction':
      return block.text;
    case 'paragraph':
    case 'line':
      return spansText(block.spans);
    case 'dialogue':
      return `${block.speaker}: ${spansText(block.spans)}`;
    case 'stanza':
      return block.lines.map(spansText).join('\n');
    case 'list':
      return block.items.map(spansText).join('\n');
    case 'table':
      return [block.headers, ...block.rows].map((row) => row.join(' | ')).join('\n');
    case 'draft-paragraph':
      return block.sentences.map((sentence) => sentence.text).join(' ');
  }
}

export function partText(part: PassagePart): string {
  return part.blocks.map(blockText).join('\n\n');
}

/** The whole passage as the student reads it, titles included. */
export function passageText(passage: Passage): string {
  return passage.parts.map((part) => `${part.title}\n\n${partText(part)}`).join('\n\n');
}

const WORD = /[\p{L}\p{N}]+(?:['’.,/-][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** Words of the body (part titles of a paired set are headings the writer counts too). */
export function bodyWordCount(passage: Passage): number {
  const titles = passage.kind === 'paired' ? passage.parts.map((part) => part.title) : [];
  return countWords([...titles, ...passage.parts.map(partText)].join('\n'));
}

/**
 * The running prose a reader meets, for the Flesch–Kincaid check: paragraphs, dialogue, stanzas and
 * list items. Headings, tables and speaker names are left out, since they are not sentences.
 */
export function readabilityText(passage: Passage): string {
  const sentence = (text: string) => (/[.!?]["”’)]?$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
  return passage.parts
    .flatMap((part) =>
      part.blocks.flatMap((block): string[] => {
        switch (block.kind) {
          case 'paragraph':
          case 'line':
          case 'dialogue':
            return [spansText(block.spans)];
          case 'stage-direction':
            return [block.text.replace(/^\(|\)$/g, '')];
          case 'stanza':
            return [block.lines.map(spansText).join(' ')];
          case 'list':
            return block.items.map((item) => sentence(spansText(item)));
          case 'draft-paragraph':
            return [blockText(block)];
          case 'heading':
          case 'table':
            return [];
        }
      }),
    )
    .join('\n');
}
