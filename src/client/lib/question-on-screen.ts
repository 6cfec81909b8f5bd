import { useEffect } from 'react';
import { createMemoryStore, useMemoryStore } from './memory-store';

/**
 * The practice question on screen, if any, for Nova's chat: "can I have a hint?" is about it. The
 * question screens (Practice Center, practice sets, StarSpace missions) say which one they show; the
 * chat, which lives in the header and knows no feature, reads it from here.
 */
export interface QuestionOnScreen {
  /** The served question's handle, sent to Nova as `questionId`. */
  id: string;
  /** How the chat names it, e.g. "Question 3 (TEKS 4.4H)". */
  label: string;
}

const questionOnScreen = createMemoryStore<QuestionOnScreen | null>(null);

/** "Question 3 (TEKS 4.4H)": the number the child sees and the skill's code. */
export function describeQuestion(number: number, teksCode: string): string {
  return `Question ${number} (TEKS ${teksCode})`;
}

/** The question on screen now, or null when no question screen is showing one. */
export function useQuestionOnScreen(): QuestionOnScreen | null {
  return useMemoryStore(questionOnScreen);
}

export function currentQuestionOnScreen(): QuestionOnScreen | null {
  return questionOnScreen.get();
}

/**
 * Puts `question` on screen; the returned function takes it off again, unless another screen has put
 * its own question there since (a new screen can mount before the old one unmounts).
 */
export function showQuestionOnScreen(question: QuestionOnScreen): () => void {
  const shown = { ...question };
  questionOnScreen.set(shown);
  return () => questionOnScreen.set((current) => (current === shown ? null : current));
}

/** Marks the question as on screen while the calling component shows it. */
export function useShowQuestionOnScreen(id: string, label: string): void {
  useEffect(() => showQuestionOnScreen({ id, label }), [id, label]);
}
