/*
 * Keeping Nova safe and on school topics (issue 10). A child's message is checked before anything else
 * happens; every reply, ours or an AI provider's, is checked before it is shown.
 */

export type SafetyConcern = 'self-harm' | 'danger' | 'violence' | 'adult' | 'drugs' | 'hateful';

const CONCERNS: readonly [SafetyConcern, RegExp][] = [
  [
    'self-harm',
    /\b(kill(ing)? myself|hurt(ing)? myself|want to die|wanna die|end my life|suicide|cut(ting)? myself|self[- ]harm)\b/i,
  ],
  [
    'danger',
    /\b((someone|somebody|he|she|they|a grown[- ]?up|an adult) (is )?(hurts?|hit|hits|touch(es|ed)?) me|i('?m| am) (being )?(abused|bullied|hurt)|i('?m| am) (not safe|in danger|scared to go home)|run(ning)? away from home)\b/i,
  ],
  [
    'violence',
    /\b(guns?|shoot(ing)? (someone|people|him|her|them)|bombs?|weapons?|knives to|stab(bing)?|murder|how to (kill|hurt|fight))\b/i,
  ],
  ['adult', /\b(sex|sexy|porn\w*|naked|nude|boyfriend|girlfriend|kiss(ing)? (a|my)|dating)\b/i],
  [
    'drugs',
    /\b(drugs?|weed|marijuana|vape|vaping|cigarettes?|alcohol|beer|wine|get(ting)? drunk|cocaine)\b/i,
  ],
  ['hateful', /\b(hate (black|white|asian|mexican|gay|jewish|muslim)|racist jokes?|stupid (girls|boys))\b/i],
];

/** The first concern a message raises, or null. */
export function safetyConcernOf(text: string): SafetyConcern | null {
  for (const [concern, pattern] of CONCERNS) if (pattern.test(text)) return concern;
  return null;
}

/**
 * Nova's kind answers. A child who may be in danger is sent to a trusted adult first: Nova is not the
 * help they need, and it must say so plainly.
 */
export const SAFETY_REPLIES: Record<SafetyConcern, string> = {
  'self-harm':
    'I care about you, and what you said is really important. Please tell a grown-up you trust right now, like a parent, a teacher or your school counselor. You can also call or text 988 to talk to someone kind any time. If you are in danger, call 911.',
  danger:
    'Thank you for telling me. You deserve to be safe. Please talk to a grown-up you trust today, like a parent, a teacher or your school counselor. If you are in danger right now, call 911.',
  violence:
    "That's not something I can help with. I'm here for math and reading. Want to try a practice question?",
  adult:
    "That's not something I can talk about. Let's get back to math and reading! What are you working on?",
  drugs: "That's a question for a grown-up you trust. I'm here to help with math and reading!",
  hateful:
    "Let's be kind to everyone. I'm here to help with math and reading, so let's learn something together!",
};

/** Words that show a message is about school work. */
const SCHOOL_WORDS =
  /\b(math|maths|add|adding|subtract|multiply|multiplication|divide|division|fraction|decimal|number|numbers|place value|round|estimate|equation|area|perimeter|volume|angles?|shapes?|sides?|vertex|vertices|triangle|square|rectangle|hexagon|pentagon|polygon|circle|lines?|graph|data|money|budget|save|saving|measure|time|read|reading|story|passage|poem|drama|word|words|vocabulary|meaning|author|character|plot|setting|theme|main idea|summary|summarize|inference|text|paragraph|sentence|spell|spelling|grammar|punctuation|comma|capital|writing|write|essay|question|questions|answer|hint|explain|teks|staar|test|exam|practice|practise|study|homework|learn|problem|skill|lesson|wrong|right|help|why|how)\b/i;

export function looksLikeSchoolTalk(text: string): boolean {
  return SCHOOL_WORDS.test(text) || /\d/.test(text);
}

export const OFF_TOPIC_REPLY =
  "That sounds fun! I'm best at math and reading, though. You could ask me for a hint, ask me to explain a skill, or ask what you should practice next.";

/** Longest reply Nova shows; a longer one from a provider is not used. */
export const MAX_REPLY_LENGTH = 1_200;

export type ReplyProblem = 'empty' | 'too-long' | 'link' | 'personal-info' | 'unsafe';

/**
 * Why a reply must not be shown, or null when it may. Our tutor's replies pass by construction; an AI
 * provider's are checked here, and a failing one is replaced by the built-in tutor's.
 */
export function replyProblem(reply: string): ReplyProblem | null {
  const text = reply.trim();
  if (text === '') return 'empty';
  if (text.length > MAX_REPLY_LENGTH) return 'too-long';
  if (/\b(?:https?:\/\/|www\.)\S+/i.test(text)) return 'link';
  if (/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/.test(text) || /\b\d{3}[\s.-]\d{3}[\s.-]\d{4}\b/.test(text)) {
    return 'personal-info';
  }
  const concern = safetyConcernOf(text);
  // A provider's reply may point a child to a trusted adult, as ours do; it may not raise anything else.
  if (concern !== null && concern !== 'self-harm' && concern !== 'danger') return 'unsafe';
  return null;
}
