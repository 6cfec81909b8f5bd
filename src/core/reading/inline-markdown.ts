import type { TextSpan } from './passage-types';

/**
 * The inline Markdown our content uses: **bold** (key words, speaker names) and _italic_ or *italic*
 * (sound words, stage directions, titles). Anything else stays as typed.
 */
const INLINE =
  /\*\*(.+?)\*\*|(?<![\p{L}\p{N}_])_(?!\s)(.+?)(?<!\s)_(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}*])\*(?![\s*])(.+?)(?<![\s*])\*(?![\p{L}\p{N}*])/gu;

export function parseSpans(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index) });
    const [, bold, underscored, starred] = match;
    if (bold !== undefined) {
      // Italic inside bold is rare in our content; the inner marks are dropped.
      spans.push({ text: stripInline(bold), bold: true });
    } else {
      spans.push({ text: stripInline(underscored ?? starred ?? ''), italic: true });
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last) });
  return spans.filter((span) => span.text !== '');
}

/** The text without its emphasis marks. */
export function stripInline(text: string): string {
  return text.replace(INLINE, (_, bold?: string, underscored?: string, starred?: string) =>
    stripInline(bold ?? underscored ?? starred ?? ''),
  );
}

export const spansText = (spans: readonly TextSpan[]) => spans.map((span) => span.text).join('');
