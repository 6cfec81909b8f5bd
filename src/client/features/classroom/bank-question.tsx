import { CircleCheck } from 'lucide-react';
import type { QuestionBankResponse } from '../../../contracts/classrooms';
import { NumberedSteps } from '../../components/numbered-steps';
import { QuestionStem } from '../../components/question/question-stem';
import { AnswerAreaPreview } from './answer-area-preview';

type BankItem = QuestionBankResponse['items'][number];

/** One question of the bank as a teacher previews it: the question, its answer and the worked steps. */
export function BankQuestion({ entry, number }: { entry: BankItem; number: number }) {
  return (
    <li className="space-y-4 rounded-2xl border-2 border-indigo-100 p-4 sm:p-5" data-testid="bank-question">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="text-xl font-black text-brand-800">Question {number}</h4>
        <span className="rounded-full bg-indigo-100 px-3 py-0.5 text-base font-bold text-indigo-900">
          TEKS {entry.item.teksCode}
        </span>
        <span className="rounded-full bg-indigo-50 px-3 py-0.5 text-base font-bold text-indigo-900 capitalize">
          {entry.difficulty}
        </span>
      </div>
      <QuestionStem item={entry.item}>
        <AnswerAreaPreview interaction={entry.item.interaction} correctAnswer={entry.correctAnswer} />
      </QuestionStem>
      <div className="space-y-3 rounded-2xl border-2 border-green-600 bg-green-50 p-4">
        <p className="flex items-start gap-2 text-lg font-black text-green-900" data-testid="bank-answer">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>Answer: {entry.correctAnswerText || entry.correctAnswer}</span>
        </p>
        <div className="space-y-2">
          <p className="text-base font-bold text-green-900">How to solve it</p>
          <NumberedSteps steps={entry.explanation} />
        </div>
      </div>
    </li>
  );
}
