import type { Subject } from '../teks/teks-types';

/** Spec section 3, Character: rarity. */
export const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

/**
 * A chapter's mission: a short practice set told as part of the story. The questions are chosen by the
 * mastery model when it starts; the words around them are written here.
 */
export interface MissionScript {
  /** Math or reading: what the mission's questions practise. */
  subject: Subject;
  /** Shown on the Start Mission button's screen, e.g. "Fix the Moon Rover". */
  title: string;
  /** Two or three sentences before the first question: what is wrong and why the crew needs the student. */
  briefing: string;
  /**
   * One short line above each question, in order, moving the mission along: "The rover's left wheel is
   * stuck. Solve this to free it!" The mission has one question per beat, so 5 to 8 beats. The
   * questions are chosen when the mission starts, so a beat never names a number or a word of one.
   */
  beats: readonly string[];
  /** After a passed mission: what the crew did thanks to the student. */
  success: string;
  /** After a mission short of the pass mark: kind, and says they can try again. */
  retry: string;
}

/** Spec section 3, Chapter, plus the mission the chapter's Start Mission opens. */
export interface Chapter {
  /** Stable id used in URLs and in the StarPower ledger's reference: never rename one. */
  id: string;
  chapterNumber: number;
  title: string;
  /** The planet (or moon, or station) the chapter happens on: the grid groups chapters by it. */
  planet: string;
  /** One sentence for the chapter card. */
  description: string;
  /** The chapter's story, paragraphs separated by a blank line ("\n\n"). */
  storyText: string;
  starPowerRequired: number;
  rewards: {
    starPower: number;
    /** Ids of the characters who join the crew when this chapter's mission is completed. */
    characters: readonly string[];
  };
  mission: MissionScript;
}

/** Spec section 3, Character. */
export interface Character {
  id: string;
  name: string;
  /** Emoji art: one emoji (or a short emoji sequence) that is the character's face. */
  avatar: string;
  description: string;
  rarity: Rarity;
  /** The chapter whose completed mission brings this character into the crew. */
  unlockedAtChapter: number;
  /** What the companion says after a right answer in practice (short, warm, in character). */
  cheer: string;
  /** What the companion says after a wrong answer (kind, never blaming, in character). */
  comfort: string;
}
