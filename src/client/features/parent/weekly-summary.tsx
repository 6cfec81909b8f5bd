import { clsx } from 'clsx';
import { CalendarCheck, Clock, ListChecks, Percent, type LucideIcon } from 'lucide-react';
import type { ChildSummary } from '../../../contracts/parents';
import { SCORE_BAND_STYLES, SCORE_BAND_WORDS } from '../../lib/score-band-styles';
import { weekFigures, type WeekFigure } from './parent-text';

const ICONS: Record<WeekFigure['id'], { icon: LucideIcon; tint: string }> = {
  questions: { icon: ListChecks, tint: 'bg-brand-100 text-brand-800' },
  hours: { icon: Clock, tint: 'bg-blue-100 text-blue-800' },
  score: { icon: Percent, tint: 'bg-green-100 text-green-800' },
  days: { icon: CalendarCheck, tint: 'bg-purple-100 text-purple-800' },
};

function Figure({ figure }: { figure: WeekFigure }) {
  const { icon: Icon, tint } = ICONS[figure.id];
  const band = figure.band ? SCORE_BAND_STYLES[figure.band] : null;
  return (
    <li
      data-testid={`week-${figure.id}`}
      className="flex flex-col gap-2 rounded-card border-2 border-brand-100 bg-white p-4 shadow-md sm:p-5"
    >
      <span className={clsx('grid size-11 place-items-center rounded-2xl', tint)}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h4 className="text-base font-bold text-indigo-900">{figure.label}</h4>
      <p
        data-testid="figure-value"
        className={clsx('text-2xl font-black tabular-nums sm:text-3xl', band?.text ?? 'text-ink')}
      >
        {figure.value}
      </p>
      <p className="text-sm font-semibold text-indigo-900">
        {figure.band ? `${SCORE_BAND_WORDS[figure.band]} · ` : null}
        {figure.note}
      </p>
    </li>
  );
}

/** The spec's weekly summary: questions answered, hours practiced, average score and days active. */
export function WeeklySummary({ child }: { child: ChildSummary }) {
  return (
    <section aria-labelledby="week-title" className="space-y-3">
      <div>
        <h3 id="week-title" className="text-2xl font-black">
          This week
        </h3>
        {/* The server's week starts on Monday, as StarPower's weekly total does. */}
        <p className="text-base text-indigo-900">Since Monday</p>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {weekFigures(child.week).map((figure) => (
          <Figure key={figure.id} figure={figure} />
        ))}
      </ul>
    </section>
  );
}
