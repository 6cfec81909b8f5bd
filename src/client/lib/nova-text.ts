/**
 * Nova writes plain text: paragraphs split by blank lines, "1. …" steps and "• …" bullets, one per
 * line (src/core/nova/tutor.ts, and the AI provider's replies). This turns it into blocks a screen can
 * show as paragraphs and real lists, so a screen reader announces "list, 3 items".
 */
export type NovaTextBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'numbered'; start: number; items: string[] }
  | { kind: 'bullets'; items: string[] };

const NUMBERED_LINE = /^(\d{1,3})[.)]\s+(.*)$/;
const BULLET_LINE = /^[•\-*]\s+(.*)$/;

export function novaTextBlocks(text: string): NovaTextBlock[] {
  const blocks: NovaTextBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };

  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    const numbered = NUMBERED_LINE.exec(line);
    const bullet = BULLET_LINE.exec(line);
    if (!numbered && !bullet) {
      if (line === '') endParagraph();
      else paragraph.push(line);
      continue;
    }
    endParagraph();
    const last = blocks.at(-1);
    if (numbered) {
      const [, number = '1', item = ''] = numbered;
      // A number that does not follow on (a list, a line, then "1." again) starts a list of its own.
      if (last?.kind === 'numbered' && Number(number) === last.start + last.items.length)
        last.items.push(item);
      else blocks.push({ kind: 'numbered', start: Number(number), items: [item] });
    } else {
      const item = bullet?.[1] ?? '';
      if (last?.kind === 'bullets') last.items.push(item);
      else blocks.push({ kind: 'bullets', items: [item] });
    }
  }
  endParagraph();
  return blocks;
}
