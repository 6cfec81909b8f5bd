import { format, parseISO } from 'date-fns';
import { BarChart3 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { Analytics } from '../../../contracts/progress';
import { Card } from '../../components/ui/card';
import { chartDays, dayDescription } from './analytics-display';

// Recharts is big; loading it on demand keeps it out of every other screen's download.
const WeeklyProgressChart = lazy(() => import('./weekly-progress-chart'));

const CHART_HEIGHT = 'h-[280px]';
// Day names and bar labels: small enough on a 390 px phone that seven "100%" labels never touch.
const CHART_TEXT =
  '[&_.recharts-label-list_text]:text-xs sm:[&_.recharts-label-list_text]:text-base ' +
  '[&_.recharts-xAxis_text]:text-[13px] sm:[&_.recharts-xAxis_text]:text-base [&_.recharts-yAxis_text]:text-sm';

/**
 * "Weekly Progress": percent correct each day, Monday to Sunday. A day without answers has no bar
 * (not a bar at zero). Screen readers get the same figures as a table; the drawing is hidden from them.
 */
export function WeeklyProgress({ week }: { week: Analytics['weeklyProgress'] }) {
  const days = chartDays(week);
  const practisedDays = days.filter((day) => day.accuracy !== null).length;
  return (
    <Card className="space-y-3 px-4 sm:px-6" aria-labelledby="weekly-title" role="region">
      <div className="space-y-1">
        <h2 id="weekly-title" className="flex items-center gap-2 text-2xl font-black">
          <BarChart3 aria-hidden="true" className="size-7 text-brand-700" />
          Weekly Progress
        </h2>
        <p className="text-base text-indigo-900">
          {practisedDays === 0
            ? 'No practice yet this week. Each day you practice gets a bar!'
            : 'Percent correct each day this week. Days without practice have no bar.'}
        </p>
      </div>
      <div aria-hidden="true" data-testid="weekly-chart" className={`${CHART_HEIGHT} ${CHART_TEXT}`}>
        <Suspense fallback={<div className={`${CHART_HEIGHT} animate-pulse rounded-2xl bg-indigo-50`} />}>
          <WeeklyProgressChart days={days} />
        </Suspense>
      </div>
      <table className="sr-only" data-testid="weekly-table">
        <caption>Percent correct each day this week</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{format(parseISO(day.date), 'EEEE')}</th>
              <td>{dayDescription(day)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
