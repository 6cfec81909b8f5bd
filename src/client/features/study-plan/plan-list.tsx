import { clsx } from 'clsx';
import { CalendarDays, ChevronRight, CircleCheck, ListChecks } from 'lucide-react';
import type { StudyPlanView } from '../../../contracts/study-plans';
import { Card } from '../../components/ui/card';
import { formatTestDate, planSummaryLine } from './study-plan-display';

function PlanEntry({
  plan,
  selected,
  onSelect,
}: {
  plan: StudyPlanView;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        data-testid="plan-entry"
        className={clsx(
          'flex min-h-11 w-full items-center gap-3 rounded-2xl border-4 p-3 text-left transition-colors',
          selected
            ? 'border-brand-700 bg-brand-100 shadow-md'
            : 'border-brand-100 bg-white hover:border-brand-300 hover:bg-brand-50',
        )}
      >
        <span className="min-w-0 flex-1 space-y-0.5">
          <span className="block text-lg leading-snug font-extrabold text-ink">{plan.title}</span>
          <span className="block text-base font-semibold text-indigo-900">{planSummaryLine(plan)}</span>
          <span className="flex items-center gap-1.5 text-base text-indigo-900">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            Test Date: {formatTestDate(plan.staarTestDate)}
          </span>
        </span>
        {selected ? (
          <CircleCheck aria-hidden="true" className="size-7 shrink-0 fill-brand-700 text-white" />
        ) : (
          <ChevronRight aria-hidden="true" className="size-6 shrink-0 text-indigo-700" />
        )}
      </button>
    </li>
  );
}

/** "Your Study Plans" (spec section 2): every plan, newest first; the one shown is pressed. */
export function PlanList({
  plans,
  selectedId,
  onSelect,
}: {
  plans: readonly StudyPlanView[];
  selectedId: string | null;
  onSelect: (plan: StudyPlanView) => void;
}) {
  return (
    <Card className="space-y-4 max-sm:p-4" role="region" aria-labelledby="plan-list-title">
      <h2 id="plan-list-title" className="flex items-center gap-2 text-2xl font-black">
        <ListChecks aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
        Your Study Plans
      </h2>
      <ul className="space-y-3">
        {plans.map((plan) => (
          <PlanEntry
            key={plan.id}
            plan={plan}
            selected={plan.id === selectedId}
            onSelect={() => onSelect(plan)}
          />
        ))}
      </ul>
    </Card>
  );
}
