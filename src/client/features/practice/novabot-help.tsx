import { useQuery } from '@tanstack/react-query';
import { Bot, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { AnswerResponse } from '../../../contracts/practice';
import type { PublicItem } from '../../../core/items/item-types';
import { NovaText } from '../../components/nova-text';
import { Button } from '../../components/ui/button';
import { withMinimumWait } from '../../lib/minimum-wait';
import {
  NOVABOT_THINKING_MS,
  NOVABOT_TROUBLE,
  explainRequestFor,
  novaBotReplyFrom,
  type NovaBotExplanation,
} from './novabot-explanation';
import { explainAnswer } from './practice-center-api';

function Thinking() {
  return (
    <p className="flex items-center gap-2 text-lg font-bold text-indigo-900">
      NovaBot is thinking…
      <span aria-hidden="true" className="flex gap-1">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-typing-dot rounded-full bg-indigo-700"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
    </p>
  );
}

/** The built-in tutor's explanation: the hint ladder, each rung a little further in, then the steps. */
function StepByStep({ explanation }: { explanation: NovaBotExplanation }) {
  return (
    <div data-testid="novabot-explanation" className="space-y-4 text-lg text-ink">
      <p>{explanation.opening}</p>
      {explanation.hints.length > 0 ? (
        <ol aria-label="Hints" className="space-y-2">
          {explanation.hints.map((hint, index) => (
            <li key={index} className="rounded-xl bg-white p-3" style={{ marginLeft: `${index * 0.75}rem` }}>
              <span className="font-black text-indigo-800">Hint {index + 1}: </span>
              {hint}
            </li>
          ))}
        </ol>
      ) : null}
      {explanation.steps.length > 0 ? (
        <div className="space-y-2">
          <p className="font-extrabold">Now step by step:</p>
          <ol className="list-decimal space-y-1 pl-7">
            {explanation.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <p className="font-bold text-green-900">{explanation.closing}</p>
    </div>
  );
}

/**
 * NovaBot's answer to "Ask NovaBot" (spec section 4): "thinking…" while POST /api/nova/explain runs (at
 * least a second), then the server's explanation of this very question, or the spec's trouble message
 * with Try Again. Mounted when the child asks; the panel takes focus so the vanished button does not
 * drop it.
 */
export function NovaBotHelp({ item, result }: { item: PublicItem; result: AnswerResponse }) {
  const panelRef = useRef<HTMLElement>(null);
  const explained = useQuery({
    queryKey: ['/api/nova/explain', item.id],
    queryFn: () => withMinimumWait(explainAnswer(explainRequestFor(item, result)), NOVABOT_THINKING_MS),
    // An explanation of an answered question does not change.
    staleTime: Infinity,
  });

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  const reply = explained.isSuccess ? novaBotReplyFrom(explained.data, result) : NOVABOT_TROUBLE;
  const tryAgain = () => {
    panelRef.current?.focus();
    void explained.refetch();
  };

  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="novabot-title"
      data-testid="novabot-help"
      className="space-y-4 rounded-2xl border-2 border-indigo-200 bg-indigo-50 p-4 sm:p-5"
    >
      <h3 id="novabot-title" className="flex items-center gap-3 text-xl font-black text-indigo-900">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-indigo-700 text-white">
          <Bot aria-hidden="true" className="size-6" />
        </span>
        NovaBot
      </h3>
      <div role="status" className="space-y-4">
        {explained.isFetching ? (
          <Thinking />
        ) : reply.kind === 'steps' ? (
          <StepByStep explanation={reply.explanation} />
        ) : reply.kind === 'text' ? (
          <NovaText data-testid="novabot-explanation" text={reply.text} className="text-lg text-ink" />
        ) : (
          <p className="text-lg font-bold text-indigo-900">{reply.message}</p>
        )}
      </div>
      {!explained.isFetching && reply.kind === 'trouble' ? (
        <Button variant="secondary" onClick={tryAgain}>
          <RotateCcw aria-hidden="true" />
          Try Again
        </Button>
      ) : null}
    </section>
  );
}
