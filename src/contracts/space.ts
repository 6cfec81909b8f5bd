import { z } from 'zod';
import { RARITIES } from '../core/space/space-types';
import { practiceAnswerSchema, practiceSetQuestionSchema, submitPracticeResponseSchema } from './practice';
import { subjectSchema } from './teks';
import { gradeSchema } from './user';

/**
 * StarSpace calls (spec sections 3, 4 and 7; issue 9). The spec's four calls keep their paths and
 * payloads; finishing a mission and opening a chapter with enough StarPower are calls of our own.
 */

/** A chapter's id as the URL carries it, e.g. "chapter-2". */
export const chapterParamsSchema = z.strictObject({ id: z.string().min(1).max(40) });

export const chapterStateSchema = z.enum(['unlocked', 'unlockable', 'locked']);

/** Spec section 3, Chapter, plus what the card and modal say about its mission. */
export const chapterSchema = z.strictObject({
  id: z.string(),
  chapterNumber: z.number().int().min(1),
  title: z.string(),
  planet: z.string(),
  description: z.string(),
  /** The story; empty until the chapter is unlocked for the signed-in student, so it stays a surprise. */
  storyText: z.string(),
  starPowerRequired: z.number().int().min(0),
  rewards: z.strictObject({
    starPower: z.number().int().min(0),
    /** Character ids. */
    characters: z.array(z.string()),
  }),
  mission: z.strictObject({
    title: z.string(),
    subject: subjectSchema,
    questionCount: z.number().int().min(1),
    rightAnswersToPass: z.number().int().min(1),
  }),
});
export type ChapterView = z.infer<typeof chapterSchema>;
export const chaptersResponseSchema = z.array(chapterSchema);

/** Spec section 3, Character, plus the lines a companion says in practice feedback. */
export const characterSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  description: z.string(),
  rarity: z.enum(RARITIES),
  unlockedAtChapter: z.number().int().min(1),
  cheer: z.string(),
  comfort: z.string(),
});
export type CharacterView = z.infer<typeof characterSchema>;
export const charactersResponseSchema = z.array(characterSchema);

/** Spec section 3, Space progress, plus what the server decided about every chapter. */
export const spaceProgressSchema = z.strictObject({
  unlockedChapters: z.array(z.number().int().min(1)),
  unlockedCharacters: z.array(z.string()),
  selectedCharacter: z.string().nullable(),
  currentChapter: z.number().int().min(1),
  completedChapters: z.array(z.number().int().min(1)),
  /** The StarPower the states were decided with. */
  starPower: z.number().int(),
  chapters: z.array(
    z.strictObject({
      chapterNumber: z.number().int().min(1),
      state: chapterStateSchema,
      completed: z.boolean(),
      /** True when the Unlock button works now: the chapter before is completed and StarPower is enough. */
      canUnlock: z.boolean(),
    }),
  ),
});
export type SpaceProgressView = z.infer<typeof spaceProgressSchema>;

export const selectCharacterRequestSchema = z.strictObject({ characterId: z.string().min(1).max(60) });

// ── Missions ──────────────────────────────────────────────────────────────────────────────────────

export const missionQuestionSchema = practiceSetQuestionSchema.extend({
  /** The story line shown above this question. */
  beat: z.string(),
});

export const missionSchema = z.strictObject({
  /** The practice set's id: answers go to POST /api/practice/answer with it as sessionId. */
  id: z.uuid(),
  chapterId: z.string(),
  chapterNumber: z.number().int().min(1),
  title: z.string(),
  briefing: z.string(),
  subject: subjectSchema,
  grade: gradeSchema,
  rightAnswersToPass: z.number().int().min(1),
  questions: z.array(missionQuestionSchema).min(1),
});
export type MissionView = z.infer<typeof missionSchema>;

export const startMissionResponseSchema = z.strictObject({
  mission: missionSchema,
  progress: spaceProgressSchema,
});
export type StartMissionResponse = z.infer<typeof startMissionResponseSchema>;

export const missionParamsSchema = z.strictObject({ missionId: z.uuid() });

export const completeMissionRequestSchema = z.strictObject({
  /** Question id → answer, for questions not answered one by one yet. */
  answers: z.record(z.string().min(1).max(40), practiceAnswerSchema),
  /** Minutes. */
  timeSpent: z
    .number()
    .min(0)
    .max(24 * 60),
});

export const missionResultSchema = z.strictObject({
  missionId: z.uuid(),
  chapterId: z.string(),
  chapterNumber: z.number().int().min(1),
  passed: z.boolean(),
  score: submitPracticeResponseSchema.shape.score,
  correctCount: z.number().int().min(0),
  totalQuestions: z.number().int().min(1),
  rightAnswersToPass: z.number().int().min(1),
  /** The practice set's stars (half the percent), paid for every mission. */
  starsEarned: z.number().int().min(0),
  /** The chapter's reward, paid the first time it is completed; 0 and [] after that. */
  chapterStarPower: z.number().int().min(0),
  newCharacters: z.array(z.string()),
  newlyUnlockedChapters: z.array(z.number().int().min(1)),
  /** The story's ending for this mission: the chapter's success or try-again text. */
  storyText: z.string(),
});
export type MissionResult = z.infer<typeof missionResultSchema>;

export const completeMissionResponseSchema = z.strictObject({
  result: missionResultSchema,
  progress: spaceProgressSchema,
});
export type CompleteMissionResponse = z.infer<typeof completeMissionResponseSchema>;

export const unlockChapterResponseSchema = z.strictObject({
  unlockedChapter: z.number().int().min(1),
  progress: spaceProgressSchema,
});
