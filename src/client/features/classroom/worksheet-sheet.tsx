import { useQuery } from '@tanstack/react-query';
import type { PublicPassage } from '../../../core/reading/passage-types';
import type { QuestionBankResponse } from '../../../contracts/classrooms';
import { PrintSheet } from '../../components/print-sheet';
import { passageQueryKey } from '../../components/question/question-stem';
import { PassageView } from '../../components/question/passage-view';
import { ItemVisual } from '../../components/visuals/item-visual';
import { AnswerAreaPreview } from './answer-area-preview';

type BankItem = QuestionBankResponse['items'][number];

/** A reading passage printed in full before its first question (on screen it scrolls in a box). */
function PrintedPassage({ passageId }: { passageId: string }) {
  const passage = useQuery<PublicPassage | null>({ queryKey: passageQueryKey(passageId) });
  if (!passage.data) return null;
  return (
    <section className="mb-6 border-2 border-neutral-400 p-4 text-base" data-testid="printed-passage">
      <PassageView passage={passage.data} />
    </section>
  );
}

interface WorksheetProps {
  title: string;
  grade: number;
  items: readonly BankItem[];
}

/**
 * The printed worksheet: a name line, the questions numbered with room to work, then the answer key
 * with the worked steps on a page of its own, so the questions can be copied without the answers.
 */
export function WorksheetSheet({ title, grade, items }: WorksheetProps) {
  return (
    <PrintSheet name="worksheet">
      <div className="space-y-6 text-black">
        <header className="space-y-2 border-b-2 border-black pb-3">
          <p className="text-sm font-bold tracking-wide uppercase">StarPrep worksheet · Grade {grade}</p>
          <h1 className="text-2xl font-black">{title}</h1>
          <p className="flex gap-8 text-lg">
            <span>Name: ______________________</span>
            <span>Date: ____________</span>
          </p>
        </header>
        <ol className="space-y-8">
          {items.map((entry, index) => {
            const previous = items[index - 1];
            const newPassage = entry.item.passageId && entry.item.passageId !== previous?.item.passageId;
            return (
              <li key={entry.item.id} className="break-inside-avoid-page" data-testid="worksheet-question">
                {newPassage ? <PrintedPassage passageId={entry.item.passageId!} /> : null}
                <div className="flex gap-3">
                  <span className="text-xl font-black">{index + 1}.</span>
                  <div className="min-w-0 flex-1 space-y-3">
                    <p className="text-lg leading-relaxed font-semibold">{entry.item.stem}</p>
                    {entry.item.visual ? (
                      <div className="max-w-sm">
                        <ItemVisual visual={entry.item.visual} />
                      </div>
                    ) : null}
                    <AnswerAreaPreview interaction={entry.item.interaction} />
                    {entry.item.subject === 'math' ? (
                      <div className="h-28 rounded-lg border-2 border-dashed border-neutral-400 p-2 text-sm text-neutral-600">
                        Show your work
                      </div>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
        <section className="break-before-page space-y-4" data-testid="answer-key">
          <h2 className="border-b-2 border-black pb-2 text-2xl font-black">Answer key: {title}</h2>
          <ol className="space-y-4">
            {items.map((entry, index) => (
              <li key={entry.item.id} className="break-inside-avoid">
                <p className="text-lg font-black">
                  {index + 1}. {entry.correctAnswerText || entry.correctAnswer}
                </p>
                <ol className="ml-6 list-decimal space-y-1 text-base">
                  {entry.explanation.map((step, stepIndex) => (
                    <li key={stepIndex}>{step}</li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </PrintSheet>
  );
}
