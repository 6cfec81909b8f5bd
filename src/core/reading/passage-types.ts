import type { Grade } from '../teks/teks-types';

/**
 * A reading passage as the app holds it: its parts (one, or two for a paired set), each a list of
 * blocks the browser draws in order. Text keeps only bold and italic (as spans), so nothing is ever
 * rendered as HTML. Paragraphs, stanzas and draft paragraphs carry the numbers questions use
 * ("paragraph 3", "stanza 2"); each part of a paired set counts from 1.
 */

export const PASSAGE_KINDS = ['passage', 'paired', 'editing-draft'] as const;
export type PassageKind = (typeof PASSAGE_KINDS)[number];

export const READING_GENRES = [
  'literary-fiction',
  'literary-nonfiction',
  'poetry',
  'drama',
  'informational',
  'argumentative',
  'persuasive',
  'correspondence',
] as const;
export type ReadingGenre = (typeof READING_GENRES)[number];

export interface TextSpan {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export interface HeadingBlock {
  kind: 'heading';
  text: string;
}

export interface ParagraphBlock {
  kind: 'paragraph';
  number: number;
  spans: TextSpan[];
}

export interface StanzaBlock {
  kind: 'stanza';
  number: number;
  /** Each line's spans; questions count lines within a stanza. */
  lines: TextSpan[][];
}

export interface ListBlock {
  kind: 'list';
  ordered: boolean;
  items: TextSpan[][];
}

export interface TableBlock {
  kind: 'table';
  headers: string[];
  rows: string[][];
}

export interface DialogueBlock {
  kind: 'dialogue';
  speaker: string;
  spans: TextSpan[];
}

export interface StageDirectionBlock {
  kind: 'stage-direction';
  text: string;
}

/** A line outside the numbered text, such as a letter's greeting or closing. */
export interface LineBlock {
  kind: 'line';
  spans: TextSpan[];
}

/** A paragraph of an editing draft: every sentence numbered, counted across the whole draft. */
export interface DraftParagraphBlock {
  kind: 'draft-paragraph';
  number: number;
  sentences: { number: number; text: string }[];
}

export type PassageBlock =
  | HeadingBlock
  | ParagraphBlock
  | StanzaBlock
  | ListBlock
  | TableBlock
  | DialogueBlock
  | StageDirectionBlock
  | LineBlock
  | DraftParagraphBlock;

export interface PassagePart {
  title: string;
  genre: ReadingGenre;
  blocks: PassageBlock[];
}

export interface Passage {
  /** "g3-bluebonnets-paired": unique across grades. */
  id: string;
  kind: PassageKind;
  grade: Grade;
  /** The passage's title, or both titles of a paired set joined by " / ". */
  title: string;
  /** The first part's genre (a paired set's parts may differ). */
  genre: ReadingGenre;
  topics: string[];
  /** As the front matter states it; the validator recounts. */
  wordCount: number;
  parts: PassagePart[];
}

/** What the browser shows: the text and its titles, without the bookkeeping. */
export interface PublicPassage {
  id: string;
  kind: PassageKind;
  grade: Grade;
  title: string;
  parts: PassagePart[];
}

export function toPublicPassage(passage: Passage): PublicPassage {
  return {
    id: passage.id,
    kind: passage.kind,
    grade: passage.grade,
    title: passage.title,
    parts: passage.parts,
  };
}
