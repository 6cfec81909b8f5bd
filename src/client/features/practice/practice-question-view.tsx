import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Bot, Shuffle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AnswerResponse } from '../../../contracts/practice';
import type { ItemResponse } from '../../../core/items/item-types';
import { AskNovaButton } from '../../components/ask-nova-button';
import { AnswerFeedback } from '../../components/question/answer-feedback';
import { ItemResponseInput, isResponseComplete } from '../../components/question/item-response-input';
import { QuestionStem } from '../../components/question/question-stem';
import { AlertMessage } from '../../components/ui/alert-message';
import { Button } from '../../components/ui/button';
import { describeQuestion, useShowQuestionOnScreen } from '../../lib/question-on-screen';
import { announceRewards } from '../../lib/reward-toast';
import { CURRENT_USER_QUERY_KEY } from '../../lib/session';
import { NovaBotHelp } from './novabot-help';
import { answerQuestion, masteryQueryKey } from './practice-center-api';
import { elapsedMs, progressText } from './practice-center-rules';
import type { ShownQuestion } from './use-practice-run';

interface PracticeQuestionViewProps {
  question: ShownQuestion;
  sessionId: string | null;
  totalQuestions: number;
  skillName: string | undefined;
  onNext: () => void;
  onSimilar: () => void;
}

/**
 * One question of the Practice Center (spec section 2): the TEKS badge, "N of 200+", the question,
 * its answer area, then the server's verdict and Ask NovaBot (wrong answers only), Next Question and
 * Similar Question. A multiple-choice pick is graded at once and locks the choices (spec section 4);
 * other types wait for Check Answer. Ask Nova opens the chat about this question.
 */
export function PracticeQuestionView({
  question,
  sessionId,
  totalQuestions,
  skillName,
  onNext,
  onSimilar,
}: PracticeQuestionViewProps) {
  const { item } = question;
  const queryClient = useQueryClient();
  const [response, setResponse] = useState<ItemResponse | undefined>(undefined);
  const [askedNova, setAskedNova] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useShowQuestionOnScreen(item.id, describeQuestion(question.number, item.teksCode));

  // A new question takes focus (and the scroll) to its heading, as a new page would.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const grading = useMutation({
    mutationFn: (answer: ItemResponse) =>
      answerQuestion({
        sessionId: question.fromSession ? sessionId : null,
        questionId: item.id,
        answer,
        timeSpentMs: elapsedMs(question.shownAt, performance.now()),
      }),
    onSuccess: (result: AnswerResponse) => {
      if (result.correct || result.starPowerEarned > 0 || result.rewards.length > 0)
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      announceRewards(result.rewards);
      void queryClient.invalidateQueries({ queryKey: masteryQueryKey(item.subject) });
    },
  });
  const result = grading.data;
  const locked = grading.isPending || result !== undefined;
  const isMultipleChoice = item.interaction.type === 'multiple-choice';

  const submit = (answer: ItemResponse | undefined) => {
    if (locked || !isResponseComplete(item, answer)) return;
    grading.mutate(answer!);
  };

  const onChange = (value: ItemResponse) => {
    setResponse(value);
    if (isMultipleChoice) submit(value);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2 text-base font-bold">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mr-auto rounded-full bg-white px-4 py-1.5 text-lg font-black text-ink shadow-sm"
        >
          {progressText(question.number, totalQuestions)}
        </h2>
        <p data-testid="teks-badge" className="flex flex-wrap gap-2">
          <span className="rounded-full bg-indigo-100 px-3 py-1.5 text-indigo-900">TEKS {item.teksCode}</span>
          {skillName ? (
            <span className="rounded-full bg-brand-100 px-3 py-1.5 text-brand-800">{skillName}</span>
          ) : null}
        </p>
        <AskNovaButton />
      </div>

      <div className="rounded-card border-2 border-brand-100 bg-white p-3 shadow-lg shadow-brand-900/5 sm:p-6">
        <QuestionStem item={item}>
          <ItemResponseInput
            item={item}
            value={response}
            onChange={onChange}
            locked={locked}
            result={result}
            onSubmitRequest={() => submit(response)}
          />
          {!isMultipleChoice && !result ? (
            <Button
              size="lg"
              onClick={() => submit(response)}
              disabled={locked || !isResponseComplete(item, response)}
              aria-busy={grading.isPending}
            >
              {grading.isPending ? 'Checking…' : 'Check Answer'}
            </Button>
          ) : null}
          {isMultipleChoice && grading.isPending ? (
            <p role="status" className="text-lg font-bold text-indigo-900">
              Checking your answer…
            </p>
          ) : null}
          {grading.isError ? (
            <AlertMessage>We couldn&apos;t check your answer. Please try again.</AlertMessage>
          ) : null}
          {result ? <AnswerFeedback result={result} /> : null}
          {result && !result.correct && askedNova ? <NovaBotHelp item={item} result={result} /> : null}
          {result ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {!result.correct && !askedNova ? (
                <Button size="lg" variant="secondary" onClick={() => setAskedNova(true)}>
                  <Bot aria-hidden="true" />
                  Ask NovaBot
                </Button>
              ) : null}
              <Button size="lg" onClick={onNext}>
                Next Question
                <ArrowRight aria-hidden="true" />
              </Button>
              <Button size="lg" variant="outline" onClick={onSimilar}>
                <Shuffle aria-hidden="true" />
                Similar Question
              </Button>
            </div>
          ) : null}
        </QuestionStem>
      </div>
    </div>
  );
}
