import type { ChildSummary } from '../../../contracts/parents';
import { AccountActions } from './account-actions';
import { ChildHeader } from './child-header';
import { NovaConversations } from './nova-conversations';
import { RecentActivity } from './recent-activity';
import { StudyPlans } from './study-plans';
import { SubjectProgress } from './subject-progress';
import { WeeklySummary } from './weekly-summary';

/** Everything about one child: who they are, their week, math and reading, activity, Nova, plans, account. */
export function ChildView({ child, parentIsGuest }: { child: ChildSummary; parentIsGuest: boolean }) {
  const headingId = `child-${child.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-8">
      <ChildHeader child={child} headingId={headingId} />
      <WeeklySummary child={child} />
      <SubjectProgress child={child} />
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <RecentActivity child={child} />
        <div className="space-y-6">
          <NovaConversations child={child} />
          <StudyPlans child={child} />
        </div>
      </div>
      <AccountActions child={child} parentIsGuest={parentIsGuest} />
    </article>
  );
}
