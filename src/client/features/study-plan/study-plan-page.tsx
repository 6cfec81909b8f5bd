import { useQuery } from '@tanstack/react-query';
import { Brain } from 'lucide-react';
import { useState } from 'react';
import type { StudyPlanView } from '../../../contracts/study-plans';
import type { User } from '../../../contracts/user';
import { Spinner } from '../../components/ui/spinner';
import { CURRENT_USER_QUERY_KEY } from '../../lib/session';
import { GeneratePlanForm } from './generate-plan-form';
import { PlanDetail } from './plan-detail';
import { PlanEmptyState } from './plan-empty-state';
import { PlanList } from './plan-list';
import { PlanListError, PlanListLoading } from './plan-list-states';
import { useStudyPlans } from './study-plan-api';
import { useRevealOnSelect } from './use-reveal-on-select';

function StudyPlanScreen({ user }: { user: User }) {
  const plans = useStudyPlans(user.id);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // One "now" per visit: the form's earliest date and the plan's countdown agree with each other.
  const [now] = useState(() => new Date());
  const { targetRef, reveal } = useRevealOnSelect<HTMLHeadingElement>();

  const list = plans.data ?? [];
  const selected = list.find((plan) => plan.id === selectedId) ?? null;
  const select = (plan: StudyPlanView) => {
    setSelectedId(plan.id);
    reveal();
  };

  let listPart;
  if (plans.isPending) listPart = <PlanListLoading />;
  else if (plans.isError)
    listPart = <PlanListError error={plans.error} onRetry={() => void plans.refetch()} />;
  else if (list.length > 0) listPart = <PlanList plans={list} selectedId={selectedId} onSelect={select} />;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <div className="space-y-6">
        <GeneratePlanForm userId={user.id} defaultGrade={user.grade} now={now} onGenerated={select} />
        {listPart}
      </div>
      {selected ? (
        <PlanDetail key={selected.id} plan={selected} now={now} titleRef={targetRef} />
      ) : (
        <PlanEmptyState hasPlans={list.length > 0} />
      )}
    </div>
  );
}

/**
 * /ai-study-plan (spec section 2): the form and the student's plans on the left, the chosen plan on
 * the right; one column on phones, form first.
 */
export function StudyPlanPage() {
  const user = useQuery<User | null>({ queryKey: CURRENT_USER_QUERY_KEY }).data;
  return (
    <section aria-labelledby="study-plan-title" className="space-y-6">
      <title>AI Study Plan — StarPrep</title>
      <div className="space-y-1">
        <h1 id="study-plan-title" className="flex items-center gap-3 text-3xl font-black sm:text-4xl">
          <Brain aria-hidden="true" className="size-9 shrink-0 text-brand-700" />
          AI Study Plan
        </h1>
        <p className="text-lg text-indigo-900">
          A week-by-week plan to get ready for STAAR, made from your own practice.
        </p>
      </div>
      {/* Inside StudentScreen the user is always known; this guard is for types only. */}
      {user ? <StudyPlanScreen user={user} /> : <Spinner />}
    </section>
  );
}
