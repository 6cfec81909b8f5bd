import type { InlineSegment } from '../items/item-types';

/**
 * An inline-choice stem holds one blank, `[___]`, inside a sentence. The sentence with the blank
 * becomes the drop-down text; what comes before it becomes the stem:
 *   'Choose the correct verb for sentence 6: "Two students [___] on duty."' → stem "Choose the correct
 *   verb for sentence 6.", text "Two students ▾ on duty."
 * When the stem is that one sentence ("In paragraph 8, the word "pelted" means [___]."), the stem
 * says what to do instead.
 */
export const BLANK = '[___]';
export const BLANK_ID = 'answer';
export const COMPLETE_THE_SENTENCE = 'Choose the answer that best completes the sentence.';

const QUOTED = /^(.*?)[:.]\s*["“](.*)["”]\s*$/s;
// A sentence ends at . ? ! or : followed by a capital, but not after Mr. or Mrs.
const SENTENCE_BREAK = /(?<!\b(?:Mr|Mrs|Ms|Dr|St|Mt))[.?!:]["”’)]?\s+(?=["“]?[A-Z[])/g;

const asLead = (text: string) => {
  const lead = text.trim().replace(/:$/, '');
  return /[.?!]["”’)]?$/.test(lead) ? lead : `${lead}.`;
};

function segmentsOf(sentence: string): InlineSegment[] {
  const [before = '', after = ''] = sentence.split(BLANK);
  return [
    ...(before === '' ? [] : [{ kind: 'text' as const, text: before }]),
    { kind: 'blank', blankId: BLANK_ID },
    ...(after === '' ? [] : [{ kind: 'text' as const, text: after }]),
  ];
}

export function splitInlineStem(stem: string): { stem: string; segments: InlineSegment[] } | undefined {
  const text = stem.replace(/\s+/g, ' ').trim();
  if (text.split(BLANK).length !== 2) return undefined;
  const quoted = QUOTED.exec(text);
  if (quoted && quoted[2]!.includes(BLANK) && !quoted[1]!.includes(BLANK) && quoted[1]!.trim() !== '') {
    return { stem: asLead(quoted[1]!), segments: segmentsOf(quoted[2]!) };
  }
  const blankAt = text.indexOf(BLANK);
  const breaks = [...text.matchAll(SENTENCE_BREAK)].filter((match) => match.index < blankAt);
  const last = breaks[breaks.length - 1];
  if (last === undefined) return { stem: COMPLETE_THE_SENTENCE, segments: segmentsOf(text) };
  const cut = last.index + last[0].length;
  return { stem: asLead(text.slice(0, cut)), segments: segmentsOf(text.slice(cut)) };
}
