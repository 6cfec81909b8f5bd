import { useCallback, useRef, useState } from 'react';
import { FRESH_SESSION_LENGTH } from '../../../contracts/practice';
import type { PublicItem } from '../../../core/items/item-types';
import type { Grade, Subject } from '../../../core/teks/teks-types';
import {
  generateFallbackQuestion,
  generateSimilarQuestion,
  getSessionQuestion,
  startFreshSession,
} from './practice-center-api';
import { isSessionFinished, pickSubCategory } from './practice-center-rules';

/** The card a run practises: its name is the session's category; `codes` are its sub-categories. */
export interface ChosenCard {
  grade: Grade;
  subject: Subject;
  name: string;
  codes: readonly string[];
}

export interface ShownQuestion {
  item: PublicItem;
  /** Answered with the session's id; a generated (fallback or similar) question is answered without. */
  fromSession: boolean;
  /** Questions shown in this run so far, this one included. */
  number: number;
  /** performance.now() when it appeared, for timeSpentMs. */
  shownAt: number;
}

/** Spec section 4: browse (no run), then loading, then the practice view. */
export type PracticeRun =
  | { phase: 'loading'; card: ChosenCard }
  | {
      phase: 'question';
      card: ChosenCard;
      sessionId: string | null;
      totalQuestions: number;
      question: ShownQuestion;
    }
  | { phase: 'unavailable'; card: ChosenCard };

type QuestionRun = Extract<PracticeRun, { phase: 'question' }>;

/**
 * The fresh-session flow of the Practice Center. Failures of the fallback, next and similar calls are
 * only logged (spec section 8); each step falls back to the next-best question so a child is never
 * stuck, and "unavailable" is shown only when nothing at all could be served.
 */
export function usePracticeRun() {
  const [run, setRun] = useState<PracticeRun | null>(null);
  // A newer action (or Back) makes the answer of an older call stale: it must not replace the screen.
  const generation = useRef(0);

  const show = useCallback(
    (
      token: number,
      next: Omit<QuestionRun, 'phase' | 'question'>,
      item: PublicItem,
      fromSession: boolean,
      number: number,
    ) => {
      if (token !== generation.current) return;
      setRun({
        phase: 'question',
        ...next,
        question: { item, fromSession, number, shownAt: performance.now() },
      });
    },
    [],
  );

  const loadFromCategory = useCallback(
    async (token: number, card: ChosenCard, number: number) => {
      const startWith = pickSubCategory(card.codes, Math.random());
      try {
        const session = await startFreshSession({
          grade: card.grade,
          subject: card.subject,
          category: card.name,
          ensureComprehensiveTeks: true,
          ...(startWith ? { startWith } : {}),
        });
        const served = await getSessionQuestion(session.sessionId, card.name);
        show(
          token,
          { card, sessionId: session.sessionId, totalQuestions: served.totalQuestions },
          served.question.item,
          true,
          number,
        );
        return;
      } catch (error) {
        console.warn('The practice session could not start; generating one question instead.', error);
      }
      try {
        const item = await generateFallbackQuestion(card.grade, card.subject, startWith ?? card.name);
        show(token, { card, sessionId: null, totalQuestions: FRESH_SESSION_LENGTH }, item, false, number);
      } catch (error) {
        console.warn('No fallback question could be generated.', error);
        if (token === generation.current) setRun({ phase: 'unavailable', card });
      }
    },
    [show],
  );

  const begin = (card: ChosenCard): number => {
    generation.current += 1;
    setRun({ phase: 'loading', card });
    return generation.current;
  };

  /** Choosing a card: a random sub-category, a fresh session and its first question. */
  const start = (card: ChosenCard) => {
    void loadFromCategory(begin(card), card, 1);
  };

  /** The session's next question; a finished session, or none, restarts from the category. */
  const nextWith = async (token: number, current: QuestionRun) => {
    const number = current.question.number + 1;
    if (current.sessionId) {
      try {
        const served = await getSessionQuestion(current.sessionId, current.card.name);
        show(
          token,
          { card: current.card, sessionId: current.sessionId, totalQuestions: served.totalQuestions },
          served.question.item,
          true,
          number,
        );
        return;
      } catch (error) {
        if (!isSessionFinished(error)) console.warn('The next session question did not arrive.', error);
      }
    }
    await loadFromCategory(token, current.card, number);
  };

  /** A lookalike of the current question; the session stays, so Next carries on from where it was. */
  const similar = async (current: QuestionRun) => {
    const token = begin(current.card);
    const number = current.question.number + 1;
    try {
      const item = await generateSimilarQuestion(current.question.item, current.card.name);
      show(
        token,
        { card: current.card, sessionId: current.sessionId, totalQuestions: current.totalQuestions },
        item,
        false,
        number,
      );
    } catch (error) {
      console.warn('No similar question could be generated; serving the next one instead.', error);
      // The next question keeps the child moving rather than leaving a button that did nothing.
      if (token === generation.current) await nextWith(token, current);
    }
  };

  const back = () => {
    generation.current += 1;
    setRun(null);
  };

  return {
    run,
    start,
    next: (current: QuestionRun) => void nextWith(begin(current.card), current),
    similar: (current: QuestionRun) => void similar(current),
    back,
  };
}
