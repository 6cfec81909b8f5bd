/*
 * What a child is asking Nova for, recognised from the common ways children ask (issue 10). The order
 * matters: "why is my answer wrong" is about the answer, not a request to explain a skill.
 */

export const INTENTS = [
  'answer-request',
  'why-wrong',
  'hint',
  'what-to-practice',
  'explain-skill',
  'feelings',
  'study-tip',
  'greeting',
  'thanks',
  'goodbye',
  'other',
] as const;
export type Intent = (typeof INTENTS)[number];

const PATTERNS: readonly [Intent, RegExp][] = [
  [
    'answer-request',
    /\b(what'?s|what is|tell me|give me|just say|show me) (the )?(right |correct )?answer\b|\banswer (is|for) (this|it)\?|\bjust tell me\b/i,
  ],
  [
    'why-wrong',
    /\bwhy\b.*\b(wrong|incorrect|not right|isn'?t right|not correct|red|missed)\b|\bwhat did i (do|get) wrong\b|\bwhere did i go wrong\b|\bhow (is|was) (my answer|it|that) wrong\b|\bi got it wrong\b/i,
  ],
  [
    'hint',
    /\b(hints?|clues?|nudge|i'?m stuck|stuck|help me (with|on|start|solve)? ?(this|it|the question)?|how do i (start|begin)|where do i start|give me a tip)\b/i,
  ],
  [
    'what-to-practice',
    /\bwhat (should|can|do) i (practi[cs]e|study|work on|do next|learn)\b|\bwhat (to|next to) (practi[cs]e|study)\b|\b(my )?weak(est)? (skills?|spots?|areas?)\b|\bwhat am i bad at\b|\bwhat do i need to work on\b/i,
  ],
  [
    'explain-skill',
    /\b(explain|teach me|what (is|are|does|do) (a |an |the )?\w+|what'?s (a |an |the )?\w+|how do (i|you)|show me how|i don'?t (get|understand)|help me understand|lesson|what does .* mean)\b/i,
  ],
  [
    'feelings',
    /\b(i'?m (bad|dumb|stupid|not good|not smart|terrible)|i am (bad|dumb|stupid|not good|not smart)|i can'?t do (this|it|math|reading)|too hard|so hard|i hate (math|reading|this|tests?)|give up|frustrat\w*|nervous|scared|worried|anxious|stressed)\b/i,
  ],
  [
    'study-tip',
    /\b(tips?|how (do|can|should) i (study|get ready|prepare)|test day|before the test|staar)\b/i,
  ],
  ['greeting', /^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|yo)\b/i],
  ['thanks', /\b(thanks|thank you|thx|ty)\b/i],
  ['goodbye', /^\s*(bye|goodbye|see you|see ya|gotta go)\b/i],
];

export function recognizeIntent(message: string): Intent {
  for (const [intent, pattern] of PATTERNS) if (pattern.test(message)) return intent;
  return 'other';
}

/** A TEKS code mentioned in a message ("4.4H", "3.9.D", "5.3(K)"), canonical-ish, or null. */
export function mentionedTeksCode(message: string): string | null {
  const match = /\b([345])\.(\d{1,2})\.?\(?([A-Z])\)?/i.exec(message);
  return match ? `${match[1]}.${match[2]}${match[3]!.toUpperCase()}` : null;
}
