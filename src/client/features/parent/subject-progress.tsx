import { clsx } from 'clsx';
import { BookOpen, Calculator, type LucideIcon } from 'lucide-react';
import type { ChildSummary } from '../../../contracts/parents';
import { ProgressBar } from '../../components/ui/progress-bar';
import { SCORE_BAND_STYLES, SCORE_BAND_WORDS } from '../../lib/score-band-styles';
import { shortName, subjectFigure } from './parent-text';

function SubjectCard(props: {
  id: 'math' | 'reading';
  title: string;
  icon: LucideIcon;
  figure: ChildSummary['progress']['math'];
}) {
  const Icon = props.icon;
  const shown = subjectFigure(props.figure);
  const band = shown.band ? SCORE_BAND_STYLES[shown.band] : null;
  return (
    <li
      data-testid={`progress-${props.id}`}
      className={clsx(
        'space-y-3 rounded-card border-2 bg-white p-5 shadow-md',
        band ? band.ring : 'border-brand-100',
      )}
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-2xl bg-indigo-100 text-indigo-800">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h4 className="text-xl font-black">{props.title}</h4>
        {shown.band ? (
          <span
            className={clsx('ml-auto rounded-full px-3 py-1 text-sm font-extrabold', band?.tint, band?.text)}
          >
            {SCORE_BAND_WORDS[shown.band]}
          </span>
        ) : null}
      </div>
      {shown.percent !== null && props.figure.accuracy !== null ? (
        <>
          <p className={clsx('text-4xl font-black tabular-nums', band?.text)}>
            <span data-testid="figure-value">{shown.percent}</span>{' '}
            <span className="text-base font-bold text-indigo-900">right</span>
          </p>
          <ProgressBar
            value={props.figure.accuracy}
            max={100}
            label={`${props.title}: percent right`}
            valueText={`${shown.percent} right`}
            fillClassName={band?.bar}
          />
        </>
      ) : null}
      <p data-testid="figure-answered" className="text-base font-semibold text-indigo-900">
        {shown.answered}
      </p>
    </li>
  );
}

/** All-time percent right in math and reading, in the spec's score colours, with the answer counts. */
export function SubjectProgress({ child }: { child: ChildSummary }) {
  return (
    <section aria-labelledby="progress-title" className="space-y-3">
      <div>
        <h3 id="progress-title" className="text-2xl font-black">
          Math and reading
        </h3>
        <p className="text-base text-indigo-900">
          Percent of answers right since {shortName(child.name)} started
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        <SubjectCard id="math" title="Math" icon={Calculator} figure={child.progress.math} />
        <SubjectCard id="reading" title="Reading" icon={BookOpen} figure={child.progress.reading} />
      </ul>
    </section>
  );
}
