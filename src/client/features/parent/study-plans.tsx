import { CalendarDays } from 'lucide-react';
import type { ChildSummary } from '../../../contracts/parents';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useChildStudyPlans } from './parent-api';
import { shortName, studyPlanLines } from './parent-text';

function PlanList({ child }: { child: ChildSummary }) {
  const plans = useChildStudyPlans(child.id);
  if (plans.isPending) return <Spinner label="Loading study plans" className="p-2" />;
  if (!plans.data) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3 text-base font-bold text-red-800">
        We couldn&apos;t load the study plans.
        <Button variant="outline" size="compact" onClick={() => void plans.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  if (plans.data.length === 0) {
    return (
      <p className="text-base text-indigo-900">
        No study plan yet. {shortName(child.name)} can make one in “AI Study Plan”: it counts the weeks to the
        STAAR test and plans what to practice each week.
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {plans.data.map((plan) => {
        const lines = studyPlanLines(plan);
        return (
          <li key={plan.id} className="flex gap-3 rounded-2xl border-2 border-indigo-100 bg-indigo-50 p-3">
            <CalendarDays aria-hidden="true" className="mt-1 size-5 shrink-0 text-indigo-700" />
            <div className="min-w-0">
              <p className="text-base font-extrabold">{plan.title}</p>
              <p className="text-sm font-semibold text-indigo-900">{lines.summary}</p>
              <p className="text-sm font-semibold text-indigo-900">{lines.testDate}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The child's study plans (titles and test dates) from GET /api/study-plans/{childId}. */
export function StudyPlans({ child }: { child: ChildSummary }) {
  return (
    <Card className="space-y-3 p-5 sm:p-6">
      <h3 className="text-2xl font-black">Study plans</h3>
      <PlanList child={child} />
    </Card>
  );
}
