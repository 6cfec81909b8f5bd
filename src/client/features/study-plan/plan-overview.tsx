import { Goal, Lightbulb, Trophy, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StudyPlanDataView } from '../../../contracts/study-plans';

function OverviewSection({
  icon: Icon,
  title,
  iconClass,
  children,
}: {
  icon: LucideIcon;
  title: string;
  iconClass: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-2 rounded-2xl border-2 border-indigo-100 bg-white p-3 sm:p-5">
      <h3 className="flex items-center gap-2 text-xl font-black">
        <span className={`grid size-9 shrink-0 place-items-center rounded-full ${iconClass}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}

function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6 text-base text-ink marker:text-brand-700">
      {items.map((item, index) => (
        <li key={`${index}:${item}`}>{item}</li>
      ))}
    </ul>
  );
}

/** The whole plan at a glance: Overall Goals, Study Tips and Final Week Strategy (spec section 2). */
export function PlanOverview({ planData }: { planData: StudyPlanDataView }) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <OverviewSection icon={Goal} title="Overall Goals" iconClass="bg-brand-100 text-brand-800">
        <TextList items={planData.overallGoals} />
      </OverviewSection>
      <OverviewSection icon={Lightbulb} title="Study Tips" iconClass="bg-sun-200 text-brand-800">
        <TextList items={planData.studyTips} />
      </OverviewSection>
      <div className="xl:col-span-2">
        <OverviewSection icon={Trophy} title="Final Week Strategy" iconClass="bg-green-100 text-green-800">
          <p className="text-base text-ink">{planData.finalWeekStrategy}</p>
        </OverviewSection>
      </div>
    </div>
  );
}
