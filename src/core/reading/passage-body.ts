import { parseSpans, stripInline } from './inline-markdown';
import type { PassageBlock, PassageKind, PassagePart, ReadingGenre, TextSpan } from './passage-types';

/**
 * The Markdown body of a content file → parts and blocks (content/reading/README.md, "The body").
 * Blocks are separated by blank lines. Within a block, lines of one sort stay together: table rows,
 * list items, headings, or text. Text becomes a stanza in a poem, dialogue or stage directions in a
 * play, numbered sentences in an editing draft, and a paragraph otherwise.
 */

type LineSort = 'table' | 'bullet' | 'ordered' | 'heading' | 'text';

const BULLET = /^\s*[-*+]\s+/;
const ORDERED = /^\s*\d+[.)]\s+/;
const HEADING = /^#{1,6}\s+/;
const DIALOGUE = /^\*\*([^*]+?):\*\*\s*(.*)$|^\*\*([^*]+?)\*\*:\s*(.*)$/;
const STAGE_DIRECTION = /^_(\(.*\))_$/;
const WHOLE_LINE_BOLD = /^\*\*([^*]+)\*\*$/;
const SENTENCE_NUMBER = /\((\d+)\)\s*/g;

function sortOf(line: string): LineSort {
  if (line.trimStart().startsWith('|')) return 'table';
  if (HEADING.test(line)) return 'heading';
  if (ORDERED.test(line)) return 'ordered';
  if (BULLET.test(line)) return 'bullet';
  return 'text';
}

/** Runs of lines of one sort, split at blank lines; each heading line stands alone. */
function lineGroups(text: string): { sort: LineSort; lines: string[] }[] {
  const groups: { sort: LineSort; lines: string[] }[] = [];
  let current: { sort: LineSort; lines: string[] } | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '') {
      current = undefined;
      continue;
    }
    const sort = sortOf(line);
    if (current?.sort !== sort || sort === 'heading') {
      current = { sort, lines: [] };
      groups.push(current);
    }
    current.lines.push(line);
  }
  return groups;
}

const cellsOf = (row: string) =>
  row
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => stripInline(cell.trim()));

/** Where the parser is in a part: the next numbers to give, and the problems found so far. */
interface Numbering {
  paragraph: number;
  stanza: number;
  draftParagraph: number;
  /** Draft sentences count across the whole draft, not per paragraph. */
  sentence: number;
  problems: string[];
}

function tableBlock(lines: string[], numbering: Numbering): PassageBlock {
  const [header = '', separator = '', ...rows] = lines;
  if (!/^\s*\|?\s*:?-{3,}/.test(separator)) {
    numbering.problems.push(`table "${header.trim()}" needs a |---| line under its header`);
  }
  return { kind: 'table', headers: cellsOf(header), rows: rows.map(cellsOf) };
}

function draftParagraph(text: string, numbering: Numbering): PassageBlock {
  const markers = [...text.matchAll(SENTENCE_NUMBER)];
  if ((markers[0]?.index ?? 0) > 0 && text.slice(0, markers[0]!.index).trim() !== '') {
    numbering.problems.push(`draft text before a sentence number: "${text.slice(0, 40)}…"`);
  }
  const sentences = markers.map((marker, index) => {
    const number = Number(marker[1]);
    if (number !== numbering.sentence) {
      numbering.problems.push(`draft sentence (${number}) should be (${numbering.sentence})`);
    }
    numbering.sentence = number + 1;
    const end = markers[index + 1]?.index ?? text.length;
    return { number, text: stripInline(text.slice(marker.index + marker[0].length, end).trim()) };
  });
  numbering.draftParagraph += 1;
  return { kind: 'draft-paragraph', number: numbering.draftParagraph, sentences };
}

function paragraph(lines: string[], numbering: Numbering): PassageBlock {
  numbering.paragraph += 1;
  return { kind: 'paragraph', number: numbering.paragraph, spans: parseSpans(lines.join(' ')) };
}

/** A play's text: each line is dialogue, a stage direction, a bold title, or part of a paragraph. */
function dramaBlocks(lines: string[], numbering: Numbering): PassageBlock[] {
  const blocks: PassageBlock[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (prose.length > 0) blocks.push(paragraph(prose, numbering));
    prose = [];
  };
  for (const line of lines) {
    const dialogue = DIALOGUE.exec(line);
    const direction = STAGE_DIRECTION.exec(line);
    const title = WHOLE_LINE_BOLD.exec(line);
    const previous = blocks[blocks.length - 1];
    if (dialogue) {
      flush();
      const speaker = (dialogue[1] ?? dialogue[3] ?? '').trim();
      blocks.push({ kind: 'dialogue', speaker, spans: parseSpans(dialogue[2] ?? dialogue[4] ?? '') });
    } else if (direction) {
      flush();
      blocks.push({ kind: 'stage-direction', text: stripInline(direction[1]!) });
    } else if (title) {
      flush();
      blocks.push({ kind: 'heading', text: title[1]!.trim() });
    } else if (previous?.kind === 'dialogue' && prose.length === 0) {
      // A speech that runs on to the next line.
      previous.spans.push({ text: ' ' }, ...parseSpans(line));
    } else {
      prose.push(line);
    }
  }
  flush();
  return blocks;
}

function textBlocks(lines: string[], genre: ReadingGenre, kind: PassageKind, numbering: Numbering) {
  const joined = lines.join(' ');
  const title = WHOLE_LINE_BOLD.exec(joined);
  if (lines.length === 1 && title) return [{ kind: 'heading', text: title[1]!.trim() } as PassageBlock];
  if (kind === 'editing-draft') {
    if (/\(\d+\)/.test(joined)) return [draftParagraph(joined, numbering)];
    return lines.map((line): PassageBlock => ({ kind: 'line', spans: parseSpans(line.trim()) }));
  }
  if (genre === 'drama') return dramaBlocks(lines, numbering);
  if (genre === 'poetry') {
    numbering.stanza += 1;
    const verse: TextSpan[][] = lines.map((line) => parseSpans(line.replace(/\\$/, '').trim()));
    return [{ kind: 'stanza', number: numbering.stanza, lines: verse } as PassageBlock];
  }
  return [paragraph(lines, numbering)];
}

function partBlocks(text: string, genre: ReadingGenre, kind: PassageKind, numbering: Numbering) {
  return lineGroups(text).flatMap(({ sort, lines }): PassageBlock[] => {
    switch (sort) {
      case 'heading':
        return [{ kind: 'heading', text: stripInline(lines[0]!.replace(HEADING, '').trim()) }];
      case 'table':
        return [tableBlock(lines, numbering)];
      case 'bullet':
      case 'ordered':
        return [
          {
            kind: 'list',
            ordered: sort === 'ordered',
            items: lines.map((line) => parseSpans(line.replace(sort === 'ordered' ? ORDERED : BULLET, ''))),
          },
        ];
      case 'text':
        return textBlocks(lines, genre, kind, numbering);
    }
  });
}

const PART_HEADING = /^##\s+(.+)$/;

/** Splits a paired set at its `## Title` lines; any other file is one part. */
function partTexts(body: string, kind: PassageKind, problems: string[]): { title?: string; text: string }[] {
  if (kind !== 'paired') return [{ text: body }];
  const sections: { title?: string; lines: string[] }[] = [{ lines: [] }];
  for (const line of body.split('\n')) {
    const heading = PART_HEADING.exec(line.trimEnd());
    if (heading) sections.push({ title: stripInline(heading[1]!.trim()), lines: [] });
    else sections[sections.length - 1]!.lines.push(line);
  }
  const [before, ...parts] = sections;
  if (before!.lines.join('').trim() !== '') problems.push('a paired set starts with its first "## Title"');
  return parts.map((part) => ({
    ...(part.title === undefined ? {} : { title: part.title }),
    text: part.lines.join('\n'),
  }));
}

export function parseBody(
  body: string,
  kind: PassageKind,
  parts: readonly { title: string; genre: ReadingGenre }[],
): { parts: PassagePart[]; problems: string[] } {
  const problems: string[] = [];
  const texts = partTexts(body.replace(/\r\n?/g, '\n'), kind, problems);
  if (texts.length !== parts.length) {
    problems.push(`the body has ${texts.length} part(s); the front matter names ${parts.length}`);
  }
  let sentence = 1;
  const parsed = texts.slice(0, parts.length).map((text, index): PassagePart => {
    const meta = parts[index]!;
    if (text.title !== undefined && text.title !== meta.title) {
      problems.push(
        `part ${index + 1} is headed "${text.title}" but the front matter calls it "${meta.title}"`,
      );
    }
    const numbering: Numbering = { paragraph: 0, stanza: 0, draftParagraph: 0, sentence, problems };
    const blocks = partBlocks(text.text, meta.genre, kind, numbering);
    sentence = numbering.sentence;
    if (blocks.length === 0) problems.push(`part "${meta.title}" has no text`);
    return { title: meta.title, genre: meta.genre, blocks };
  });
  return { parts: parsed, problems };
}
