import { clsx } from 'clsx';
import { CalendarRange, ChevronDown, MapPin } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { StudyPlanWeek } from '../../../core/plans/plan-types';
import { formatWeekRange, spokenWeekRange } from './study-plan-display';
import { PlanWeekBody } from './plan-week-body';

function WeekItem({ week, isCurrent }: { week: StudyPlanWeek; isCurrent: boolean }) {
  return (
    <Accordion.Item
      value={String(week.weekNumber)}
      data-testid="plan-week"
      data-current={isCurrent || undefined}
      className={clsx(
        'overflow-hidden rounded-2xl border-2 bg-white',
        isCurrent ? 'border-brand-600 shadow-md' : 'border-indigo-100',
      )}
    >
      <Accordion.Header asChild>
        <h4>
          <Accordion.Trigger
            className={clsx(
              'group flex min-h-16 w-full items-center gap-3 p-3 text-left transition-colors sm:p-4',
              isCurrent ? 'bg-brand-50 hover:bg-brand-100' : 'hover:bg-indigo-50',
            )}
          >
            <span
              aria-hidden="true"
              className={clsx(
                'grid size-14 shrink-0 place-items-center rounded-full text-center leading-none font-black',
                isCurrent ? 'bg-brand-700 text-white' : 'bg-indigo-100 text-indigo-900',
              )}
            >
              <span>
                <span className="block text-xs tracking-wide uppercase">Week</span>
                <span className="block text-xl">{week.weekNumber}</span>
              </span>
            </span>
            <span className="min-w-0 flex-1 space-y-0.5">
              <span className="sr-only">Week {week.weekNumber}: </span>
              <span className="block text-lg leading-snug font-extrabold text-ink">{week.weekTitle}</span>
              <span className="flex items-center gap-1.5 text-base font-semibold text-indigo-900">
                <CalendarRange aria-hidden="true" className="size-4 shrink-0" />
                <span aria-hidden="true" data-testid="week-range">
                  {formatWeekRange(week.dateRange)}
                </span>
                <span className="sr-only">, {spokenWeekRange(week.dateRange)}</span>
              </span>
              {isCurrent ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-0.5 text-sm font-black text-white">
                  <MapPin aria-hidden="true" className="size-4" />
                  <span className="sr-only">, </span>This week
                </span>
              ) : null}
            </span>
            <ChevronDown
              aria-hidden="true"
              className="size-6 shrink-0 text-indigo-700 transition-transform group-data-[state=open]:rotate-180"
            />
          </Accordion.Trigger>
        </h4>
      </Accordion.Header>
      <Accordion.Content className="border-t-2 border-indigo-100 p-3 sm:p-5">
        <PlanWeekBody week={week} />
      </Accordion.Content>
    </Accordion.Item>
  );
}

/**
 * The plan's weeks as an accordion: a plan can run to 52 weeks, so only the week the child is in (or
 * the first) starts open, and every other week is one tap away.
 */
export function PlanWeeks({
  weeks,
  currentWeekNumber,
}: {
  weeks: readonly StudyPlanWeek[];
  currentWeekNumber: number | null;
}) {
  const firstOpen = currentWeekNumber ?? weeks[0]?.weekNumber;
  return (
    <Accordion.Root
      type="multiple"
      defaultValue={firstOpen === undefined ? [] : [String(firstOpen)]}
      className="space-y-3"
    >
      {weeks.map((week) => (
        <WeekItem key={week.weekNumber} week={week} isCurrent={week.weekNumber === currentWeekNumber} />
      ))}
    </Accordion.Root>
  );
}
