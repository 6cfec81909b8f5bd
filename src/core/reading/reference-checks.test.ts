import { describe, expect, it } from 'vitest';
import type { PassageLandmarks } from './passage-landmarks';
import { missingReferences, referencesIn } from './reference-checks';

const landmarks: PassageLandmarks = {
  parts: [
    { title: 'The State Flower', paragraphs: 6, stanzas: 0, stanzaLines: [], scenes: 0 },
    { title: 'Waiting for Blue', paragraphs: 18, stanzas: 0, stanzaLines: [], scenes: 0 },
  ],
  sentences: 0,
};
const poem: PassageLandmarks = {
  parts: [{ title: 'P', paragraphs: 0, stanzas: 3, stanzaLines: [4, 4, 2], scenes: 0 }],
  sentences: 0,
};
const draft: PassageLandmarks = {
  parts: [{ title: 'D', paragraphs: 3, stanzas: 0, stanzaLines: [], scenes: 0 }],
  sentences: 15,
};

describe('references to places in a passage', () => {
  it('reads single places, lists, ranges and ordinals', () => {
    const found = referencesIn(
      'In paragraphs 3 and 5, and paragraphs 12 to 14, the third paragraph and line 2 of stanza 3.',
    );
    expect(found.map((r) => `${r.place} ${r.number}${r.stanza ? `/${r.stanza}` : ''}`)).toEqual([
      'paragraph 3',
      'paragraph 5',
      'paragraph 12',
      'paragraph 13',
      'paragraph 14',
      'line 2/3',
      'paragraph 3',
    ]);
  });

  it('finds places a paired set does not have, in the part named or in any part', () => {
    expect(missingReferences('In paragraph 12 of "Waiting for Blue," Zoe waits.', landmarks, false)).toEqual(
      [],
    );
    expect(
      missingReferences('In paragraph 12 of "The State Flower," it blooms.', landmarks, false),
    ).toHaveLength(1);
    expect(missingReferences('Paragraph 19 says so.', landmarks, false)).toEqual([
      'Paragraph 19 (paragraph 19)',
    ]);
  });

  it('checks lines against their stanza, and sentences only in drafts', () => {
    expect(missingReferences('Line 3 of stanza 3 rhymes.', poem, false)).toHaveLength(1);
    expect(missingReferences('Lines 2 and 4 rhyme in stanza 1.', poem, false)).toEqual([]);
    expect(missingReferences('Combine sentences 15 and 16.', draft, true)).toEqual([
      'sentences 15 and 16 (sentence 16)',
    ]);
    expect(missingReferences('The second sentence of paragraph 2.', landmarks, false)).toEqual([]);
  });
});
