import { BookOpenText, Calculator } from 'lucide-react';
import { Fragment, useState } from 'react';
import { AnswerChoice, type ChoiceResult } from './answer-choice';
import { NovaFeedback } from './nova-feedback';
import type { ChoiceLetter, SampleQuestion } from './sample-questions';

/** Shows `word` in bold wherever it appears in `text`. */
function withWordHighlighted(text: string, word: string, markClassName: string) {
  return text.split(word).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <mark className={markClassName}>{word}</mark> : null}
      {part}
    </Fragment>
  ));
}

/**
 * One interactive sample question (spec section 4): unanswered, then answered: the choices lock, the
 * right one turns green, a wrong pick red, and Nova's feedback appears. There is no reset.
 */
export function SampleQuestionCard({ question }: { question: SampleQuestion }) {
  const [picked, setPicked] = useState<ChoiceLetter | null>(null);
  const pickedChoice = question.choices.find((choice) => choice.letter === picked);
  const titleId = `${question.id}-title`;
  const promptId = `${question.id}-prompt`;
  const Icon = question.subject === 'Mathematics' ? Calculator : BookOpenText;
  const word = question.passage?.highlight;

  const resultOf = (letter: ChoiceLetter): ChoiceResult => {
    if (picked === null) return 'neutral';
    if (letter === question.correct) return 'correct';
    return letter === picked ? 'wrong' : 'neutral';
  };

  return (
    <article
      aria-labelledby={titleId}
      data-testid={`sample-question-${question.id}`}
      data-answered={picked !== null}
      className="flex flex-col gap-5 rounded-card border-2 border-white/60 bg-white p-5 shadow-xl shadow-ink/20 sm:p-8"
    >
      <header className="space-y-3">
        <h3 id={titleId} className="flex items-center gap-3 text-2xl font-extrabold text-ink">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-700">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          Grade {question.grade} {question.subject}
        </h3>
        <div className="flex flex-wrap gap-2 text-base font-bold">
          <p className="rounded-full bg-indigo-100 px-3 py-1 text-indigo-900">TEKS {question.teks}</p>
          <p className="rounded-full bg-brand-100 px-3 py-1 text-brand-800">{question.skill}</p>
        </div>
      </header>

      {question.passage && word ? (
        <p className="rounded-2xl border-l-8 border-sun-400 bg-sun-200/40 p-4 text-lg leading-relaxed text-ink">
          {withWordHighlighted(question.passage.text, word, 'rounded bg-sun-300 px-1 font-bold text-ink')}
        </p>
      ) : null}

      <p id={promptId} className="text-xl leading-relaxed font-bold text-ink">
        {word
          ? withWordHighlighted(question.prompt, word, 'bg-transparent font-black text-brand-800 italic')
          : question.prompt}
      </p>

      <div role="group" aria-labelledby={promptId} className="grid gap-3">
        {question.choices.map((choice) => (
          <AnswerChoice
            key={choice.letter}
            choice={choice}
            result={resultOf(choice.letter)}
            picked={picked === choice.letter}
            locked={picked !== null}
            onPick={() => setPicked((current) => current ?? choice.letter)}
          />
        ))}
      </div>

      <div aria-live="polite">
        {pickedChoice ? <NovaFeedback question={question} pickedChoice={pickedChoice} /> : null}
      </div>
    </article>
  );
}
