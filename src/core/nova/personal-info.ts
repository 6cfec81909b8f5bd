/*
 * Personal information in a child's message is removed before the message is stored, shown to anyone
 * or sent to an AI provider (issue 10). The patterns favour removing too much: a lost word costs
 * little, a leaked address a great deal. The child is then reminded, kindly, not to share such things.
 */

export type PersonalInfoKind =
  'email' | 'link' | 'phone' | 'address' | 'name' | 'school' | 'birthday' | 'password';

interface Rule {
  kind: PersonalInfoKind;
  pattern: RegExp;
  /** What replaces the match; `$1` keeps a leading phrase such as "my name is". */
  replacement: string;
}

const RULES: readonly Rule[] = [
  { kind: 'email', pattern: /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, replacement: '[email removed]' },
  { kind: 'link', pattern: /\b(?:https?:\/\/|www\.)\S+/gi, replacement: '[link removed]' },
  // Ten-digit phone numbers need separators, so 1000000000 (a grade 4 number) stays.
  {
    kind: 'phone',
    pattern: /(?:\+?1[\s.-])?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g,
    replacement: '[phone removed]',
  },
  { kind: 'phone', pattern: /\b\d{3}-\d{4}\b/g, replacement: '[phone removed]' },
  {
    kind: 'address',
    pattern:
      /\b\d{1,6}\s+(?:[A-Za-z0-9.']+\s+){0,3}(?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|way|court|ct|circle|cir|trail|trl|parkway|pkwy|place|pl|highway|hwy)\b\.?/gi,
    replacement: '[address removed]',
  },
  {
    kind: 'address',
    pattern: /\b(i live (?:at|on|in|near)|my address is|my house is (?:at|on))\s+[^.,!?\n]{2,60}/gi,
    replacement: '$1 [address removed]',
  },
  {
    kind: 'name',
    pattern:
      /\b(my (?:full |real |last )?name is|my name'?s|i am called|call me|my (?:mom|dad|mother|father|sister|brother|teacher)(?:'s name)? is)\s+[A-Za-z'-]+(?:\s+[A-Z][a-z'-]+)?/gi,
    replacement: '$1 [name removed]',
  },
  {
    kind: 'school',
    pattern:
      /\b(i go to|my school is|i attend|i'm at|i am at)\s+[^.,!?\n]{0,40}\b(?:school|elementary|academy|isd)\b/gi,
    replacement: '$1 [school removed]',
  },
  {
    kind: 'birthday',
    pattern: /\b(my birthday is|i was born on|i was born in)\s+[^.,!?\n]{2,30}/gi,
    replacement: '$1 [birthday removed]',
  },
  {
    kind: 'password',
    pattern: /\b(my password is|password:?)\s+\S+/gi,
    replacement: '$1 [password removed]',
  },
];

export interface ScrubResult {
  text: string;
  /** What kinds of personal information were taken out (empty when none). */
  removed: PersonalInfoKind[];
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Takes personal information out of `text`. `known` lists what the server knows identifies this child
 * (their name's parts, their school): any mention of it goes too.
 */
export function scrubPersonalInfo(
  text: string,
  known: { names?: readonly string[]; schools?: readonly string[] } = {},
): ScrubResult {
  const removed = new Set<PersonalInfoKind>();
  let result = text;
  for (const rule of RULES) {
    const next = result.replace(rule.pattern, rule.replacement);
    if (next !== result) removed.add(rule.kind);
    result = next;
  }
  const knownRules: [PersonalInfoKind, readonly string[]][] = [
    ['school', known.schools ?? []],
    ['name', known.names ?? []],
  ];
  for (const [kind, values] of knownRules) {
    for (const value of values) {
      const trimmed = value.trim();
      // Very short parts ("Al", "Jo") would also match ordinary words.
      if (trimmed.length < 3) continue;
      const pattern = new RegExp(`\\b${escapeForPattern(trimmed)}\\b`, 'gi');
      const next = result.replace(pattern, `[${kind} removed]`);
      if (next !== result) removed.add(kind);
      result = next;
    }
  }
  return { text: result, removed: [...removed] };
}

/** What Nova says when it took something out. */
export const PERSONAL_INFO_REMINDER =
  "I took out some personal information to keep you safe. Please don't share things like your name, address, school, phone number or email in the chat.";

/** True when text still looks like it holds personal information (used on replies before they are shown). */
export function containsPersonalInfo(text: string): boolean {
  return scrubPersonalInfo(text).removed.some((kind) => ['email', 'link', 'phone', 'address'].includes(kind));
}
