/**
 * Text sizes for laying out SVG before the browser measures anything (layouts are pure and also run on
 * the server). Widths are deliberately generous: they assume a wide fallback font (DejaVu Sans), so a
 * label that fits here fits in any font on the font stack.
 */

/** Font sizes in viewBox units. Every visual is 360 units wide, so 16 units are about 16 px on a phone. */
export const FONT = { small: 15, label: 16, big: 18, title: 18 } as const;

/** The width every visual is laid out at; the SVG then scales to its box. */
export const VIEW_WIDTH = 360;

/** The gap kept between the drawing and the edges of the SVG. */
export const EDGE = 8;

const NARROW = new Set([..."il.,:;|!'()[] "]);
const WIDE = new Set([...'mwMW@%']);

/** About how wide `text` is at `fontSize` (bold adds a little). */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const character of text) {
    if (NARROW.has(character)) ems += 0.36;
    else if (WIDE.has(character)) ems += 0.95;
    else if (character >= 'A' && character <= 'Z') ems += 0.72;
    else ems += 0.63;
  }
  return ems * fontSize * (bold ? 1.08 : 1);
}

/** How tall one line of text is, baseline to baseline. */
export const lineHeight = (fontSize: number) => Math.round(fontSize * 1.3);

/**
 * Breaks `text` into lines no wider than `maxWidth`, at spaces. A single word longer than the line is
 * kept whole (a number or name must not be cut in two).
 */
export function wrapWords(text: string, maxWidth: number, fontSize: number, bold = false): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, fontSize, bold) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

export interface FractionParts {
  whole?: string;
  numerator: string;
  denominator: string;
}

/** "3/4" or "1 1/2" as the parts of a stacked fraction; anything else is plain text (undefined). */
export function fractionParts(text: string): FractionParts | undefined {
  const match = /^(?:(\d+) )?(\d+)\/(\d+)$/.exec(text.trim());
  if (!match) return undefined;
  const [, whole, numerator, denominator] = match;
  return { ...(whole ? { whole } : {}), numerator: numerator!, denominator: denominator! };
}

/** The height a math label takes: a stacked fraction is two rows of digits. */
export function mathLabelHeight(text: string, fontSize: number): number {
  return fractionParts(text) ? fontSize * 2.5 : lineHeight(fontSize);
}

/** The width a math label takes (a stacked fraction is as wide as its longer number). */
export function mathLabelWidth(text: string, fontSize: number): number {
  const parts = fractionParts(text);
  if (!parts) return textWidth(text, fontSize);
  const fraction = Math.max(textWidth(parts.numerator, fontSize), textWidth(parts.denominator, fontSize)) + 4;
  return parts.whole ? textWidth(parts.whole, fontSize) + 3 + fraction : fraction;
}
