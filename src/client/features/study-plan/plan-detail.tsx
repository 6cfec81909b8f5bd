import { Brain, CalendarCheck, CalendarDays, Hourglass, type LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import type { StudyPlanView } from '../../../contracts/study-plans';
import { Card } from '../../components/ui/card';
import { PlanOverview } from './plan-overview';
import { PlanWeeks } from './plan-weeks';
import { formatTestDateLong, timeUntilTest } from './study-plan-display';
import { ThisWeekCard } from './this-week-card';

function Fact({ icon: Icon, testId, children }: { icon: LucideIcon; testId?: string; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-2xl bg-indigo-100 px-3 py-1.5 text-indigo-900">
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span data-testid={testId}>{children}</span>
    </li>
  );
}

/**
 * The selected plan (spec section 2): its title, the time left and the test date, this week's progress,
 * the overview, then every week. The title takes focus when a plan is chosen, so a phone user (whose
 * plan sits below the form) and a screen-reader user both land on it.
 */
export function PlanDetail({
  plan,
  now,
  titleRef,
}: {
  plan: StudyPlanView;
  now: Date;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Card
      // Card pads by 6; a phone gets a narrower edge so the weeks inside keep their width.
      className="space-y-6 max-sm:p-3"
      role="region"
      aria-labelledby="plan-title"
      data-testid="plan-detail"
    >
      <div className="space-y-3">
        <h2
          id="plan-title"
          ref={titleRef}
          tabIndex={-1}
          className="flex scroll-mt-4 items-start gap-3 rounded-xl text-2xl font-black sm:text-3xl"
        >
          <Brain aria-hidden="true" className="mt-1 size-8 shrink-0 text-brand-700" />
          {plan.title}
        </h2>
        <ul className="flex flex-wrap gap-2 text-base font-bold">
          <Fact icon={Hourglass} testId="time-until-test">
            {timeUntilTest(plan.staarTestDate, now)}
          </Fact>
          <Fact icon={CalendarDays} testId="plan-test-date">
            Test Date: {formatTestDateLong(plan.staarTestDate)}
          </Fact>
          <Fact icon={CalendarCheck}>
            {plan.totalWeeks} {plan.totalWeeks === 1 ? 'week' : 'weeks'} in this plan
          </Fact>
        </ul>
      </div>

      {plan.currentWeek ? <ThisWeekCard progress={plan.currentWeek} /> : null}

      <PlanOverview planData={plan.planData} />

      <section aria-labelledby="plan-weeks-title" className="space-y-3">
        <h3 id="plan-weeks-title" className="text-xl font-black">
          Week by Week
        </h3>
        <p className="text-base text-indigo-900">Tap a week to open it and see what to practice.</p>
        <PlanWeeks
          key={plan.id}
          weeks={plan.planData.weeks}
          currentWeekNumber={plan.currentWeek?.weekNumber ?? null}
        />
      </section>
    </Card>
  );
}
