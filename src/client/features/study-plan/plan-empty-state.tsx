import { Brain } from 'lucide-react';
import { Card } from '../../components/ui/card';

/** The right column before a plan is chosen; what to do next depends on whether any plan exists. */
export function PlanEmptyState({ hasPlans }: { hasPlans: boolean }) {
  return (
    <Card
      data-testid="plan-empty"
      className="flex flex-col items-center gap-4 border-dashed px-6 py-12 text-center"
    >
      <span className="grid size-20 place-items-center rounded-full bg-sun-200">
        <Brain aria-hidden="true" className="size-11 text-brand-700" />
      </span>
      <h2 className="text-2xl font-black">No Study Plan Selected</h2>
      <p className="max-w-md text-lg text-indigo-900">
        {hasPlans
          ? 'Choose one of Your Study Plans, or make a new one with the form.'
          : 'Pick your STAAR test date, grade and subject, then press Generate AI Study Plan. Your week-by-week plan will show up here!'}
      </p>
    </Card>
  );
}
