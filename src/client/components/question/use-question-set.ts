import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AnswerRequest, AnswerResponse } from '../../../contracts/practice';
import type { ItemResponse, PublicItem } from '../../../core/items/item-types';
import { apiJson } from '../../lib/api';
import { millisecondsBetween } from '../../lib/elapsed-time';
import { describeQuestion, useShowQuestionOnScreen } from '../../lib/question-on-screen';
import { announceRewards } from '../../lib/reward-toast';
import { isResponseComplete } from './response-rules';

/** A question of a set the student works through one at a time (a practice set, a StarSpace mission). */
export interface SetQuestion {
  id: string;
  teksStandard: string;
  item: PublicItem;
}

/** The server grades the answer and sends the key and explanation back only now. */
export function answerSetQuestion(body: AnswerRequest): Promise<AnswerResponse> {
  return apiJson<AnswerResponse>('POST', '/api/practice/answer', body);
}

/**
 * One question at a time of a set: the answers typed, the server's results, the clock of each question,
 * Submit Answer and Next Question. Practice sets and missions differ only around it (headings, story
 * lines, what Finish does).
 */
export function useQuestionSet<Q extends SetQuestion>(
  sessionId: string,
  questions: readonly Q[],
  startedAt: number,
  /** Where focus goes when a question is shown (the button pressed, Start or Next, is gone). */
  focusTarget: (index: number) => HTMLElement | null | undefined,
) {
  const [index, setIndex] = useState(0);
  const [responses, setResponses] = useState<Record<string, ItemResponse>>({});
  const [results, setResults] = useState<Record<string, AnswerResponse>>({});
  const questionShownAt = useRef(startedAt);

  const count = questions.length;
  const question = questions[index]!;
  const response = responses[question.id];
  const result = results[question.id];
  // Nova's chat, opened on this screen, is about this question.
  useShowQuestionOnScreen(question.id, describeQuestion(index + 1, question.teksStandard));

  const answer = useMutation({
    mutationFn: answerSetQuestion,
    onSuccess: (graded, variables) => {
      setResults((current) => ({ ...current, [variables.questionId]: graded }));
      announceRewards(graded.rewards);
    },
  });

  // A new question starts its own clock.
  useEffect(() => {
    questionShownAt.current = Date.now();
    focusTarget(index)?.focus();
    // focusTarget reads refs; only a new question moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);

  const canSubmit = !result && isResponseComplete(question.item, response) && !answer.isPending;
  return {
    index,
    count,
    question,
    response,
    result,
    responses,
    isLast: index === count - 1,
    canSubmit,
    answer,
    setResponse: (value: ItemResponse) => setResponses((current) => ({ ...current, [question.id]: value })),
    submitAnswer: () => {
      if (!canSubmit || response === undefined) return;
      answer.mutate({
        sessionId,
        questionId: question.id,
        answer: response,
        timeSpentMs: millisecondsBetween(questionShownAt.current, Date.now()),
      });
    },
    goNext: () => {
      answer.reset();
      setIndex((current) => Math.min(current + 1, count - 1));
      window.scrollTo({ top: 0 });
    },
  };
}

export type QuestionSetState = ReturnType<typeof useQuestionSet>;
