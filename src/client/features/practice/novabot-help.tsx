import { Bot } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AnswerResponse } from '../../../contracts/practice';
import { askNovaBot, type NovaBotReply } from './novabot-explanation';

/**
 * NovaBot's answer to "Ask NovaBot": "thinking…" for a moment, then the hint ladder and the steps.
 * Mounted when the child asks; the panel takes focus so the disappearing button does not drop it.
 */
export function NovaBotHelp({ result }: { result: AnswerResponse }) {
  const [reply, setReply] = useState<NovaBotReply | null>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    let current = true;
    panelRef.current?.focus();
    void askNovaBot(result).then((answer) => {
      if (current) setReply(answer);
    });
    return () => {
      current = false;
    };
  }, [result]);

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
        {reply === null ? (
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
        ) : reply.ok ? (
          <div data-testid="novabot-explanation" className="space-y-4 text-lg text-ink">
            <p>{reply.explanation.opening}</p>
            {reply.explanation.hints.length > 0 ? (
              <ol aria-label="Hints" className="space-y-2">
                {reply.explanation.hints.map((hint, index) => (
                  <li
                    key={index}
                    className="rounded-xl bg-white p-3"
                    style={{ marginLeft: `${index * 0.75}rem` }}
                  >
                    <span className="font-black text-indigo-800">Hint {index + 1}: </span>
                    {hint}
                  </li>
                ))}
              </ol>
            ) : null}
            {reply.explanation.steps.length > 0 ? (
              <div className="space-y-2">
                <p className="font-extrabold">Now step by step:</p>
                <ol className="list-decimal space-y-1 pl-7">
                  {reply.explanation.steps.map((step, index) => (
                    <li key={index}>{step}</li>
                  ))}
                </ol>
              </div>
            ) : null}
            <p className="font-bold text-green-900">{reply.explanation.closing}</p>
          </div>
        ) : (
          <p className="text-lg font-bold text-indigo-900">{reply.message}</p>
        )}
      </div>
    </section>
  );
}
