import type { Passage, PassagePart } from './passage-types';

/**
 * The numbered places of a passage that questions may name: paragraphs and stanzas per part, lines
 * per stanza, scenes of a play, and a draft's numbered sentences.
 */
export interface PartLandmarks {
  title: string;
  paragraphs: number;
  stanzas: number;
  /** Lines in stanza i + 1. */
  stanzaLines: number[];
  scenes: number;
}

export interface PassageLandmarks {
  parts: PartLandmarks[];
  /** A draft's numbered sentences (0 for a passage). */
  sentences: number;
}

function partLandmarks(part: PassagePart): PartLandmarks {
  let paragraphs = 0;
  const stanzaLines: number[] = [];
  let scenes = 0;
  for (const block of part.blocks) {
    if (block.kind === 'paragraph' || block.kind === 'draft-paragraph')
      paragraphs = Math.max(paragraphs, block.number);
    if (block.kind === 'stanza') stanzaLines.push(block.lines.length);
    if (block.kind === 'heading' && /^scene \d+/i.test(block.text)) scenes += 1;
  }
  return { title: part.title, paragraphs, stanzas: stanzaLines.length, stanzaLines, scenes };
}

export function passageLandmarks(passage: Passage): PassageLandmarks {
  const sentences = passage.parts
    .flatMap((part) => part.blocks)
    .reduce(
      (most, block) =>
        block.kind === 'draft-paragraph' ? Math.max(most, ...block.sentences.map((s) => s.number)) : most,
      0,
    );
  return { parts: passage.parts.map(partLandmarks), sentences };
}
