import { clsx } from 'clsx';
import { ClipboardList, Dumbbell, Rocket, School, type LucideIcon } from 'lucide-react';
import { scoreBand } from '../../../core/mastery/display';
import type { ChildSummary } from '../../../contracts/parents';
import { Card } from '../../components/ui/card';
import { SCORE_BAND_STYLES } from '../../lib/score-band-styles';
import { activityKindName, shortName, whenText } from './parent-text';

type Activity = ChildSummary['recentActivity'][number];

const KIND_ICONS: Record<Activity['kind'], LucideIcon> = {
  'practice-set': Dumbbell,
  practice: Dumbbell,
  'mock-exam': ClipboardList,
  assignment: School,
  'space-mission': Rocket,
};

function ActivityRow({ activity, now }: { activity: Activity; now: Date }) {
  const Icon = KIND_ICONS[activity.kind];
  const band = activity.score === null ? null : SCORE_BAND_STYLES[scoreBand(activity.score)];
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-100 text-indigo-800">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-base font-bold">{activity.text}</p>
        <p className="text-sm font-semibold text-indigo-900">
          {activityKindName(activity.kind)} ·{' '}
          <time dateTime={activity.at}>{whenText(new Date(activity.at), now)}</time>
        </p>
      </div>
      {activity.score !== null && band ? (
        <span
          className={clsx(
            'shrink-0 rounded-full border-2 px-3 py-1 text-base font-black',
            band.ring,
            band.tint,
            band.text,
          )}
        >
          {activity.score}%<span className="sr-only"> right</span>
        </span>
      ) : null}
    </li>
  );
}

/** The child's latest finished practice sets, exams, assignments and missions, newest first. */
export function RecentActivity({ child }: { child: ChildSummary }) {
  const now = new Date();
  return (
    <Card className="space-y-2 p-5 sm:p-6">
      <h3 id="activity-title" className="text-2xl font-black">
        Recent activity
      </h3>
      {child.recentActivity.length === 0 ? (
        <p className="text-base text-indigo-900">
          Nothing finished yet. When {shortName(child.name)} completes a practice set or a mock exam, it shows
          up here with the score.
        </p>
      ) : (
        <ul aria-labelledby="activity-title" className="divide-y-2 divide-brand-50">
          {child.recentActivity.map((activity) => (
            <ActivityRow key={`${activity.kind}-${activity.at}`} activity={activity} now={now} />
          ))}
        </ul>
      )}
    </Card>
  );
}
