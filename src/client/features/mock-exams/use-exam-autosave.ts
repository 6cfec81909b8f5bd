import { useEffect, useState } from 'react';
import { AnswerSaver, overallSaveState, type SaveState } from './answer-saver';
import { saveExamAnswer, type SaveAnswerResponse } from './mock-exams-api';

export type { AnswerPatch, SaveState } from './answer-saver';

/** Typing waits this long after the last key before it is saved; a tap is saved at once. */
export const TYPING_SAVE_DELAY_MS = 700;

/**
 * Autosave (PUT /api/exam-attempts/{attemptId}/answers/{questionId}) as the student picks, with
 * one overall state for the "Saving…" / "Saved" / retry line. The answer on screen is never touched.
 */
export function useExamAutosave(attemptId: string, onSaved: (response: SaveAnswerResponse) => void) {
  const [states, setStates] = useState<ReadonlyMap<string, SaveState>>(new Map());
  const [saver] = useState(
    () =>
      new AnswerSaver<SaveAnswerResponse>({
        send: (questionId, patch) => saveExamAnswer(attemptId, questionId, patch),
        onStateChange: (questionId, state) => setStates((current) => new Map(current).set(questionId, state)),
      }),
  );
  useEffect(() => {
    saver.listen(onSaved);
  }, [saver, onSaved]);
  // Leaving the exam view sends what typing was still waiting to save.
  useEffect(() => () => saver.flushNow(), [saver]);
  return { saveState: overallSaveState(states.values()), saver };
}
