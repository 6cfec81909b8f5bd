import { clsx } from 'clsx';
import { formatDistanceStrict, parseISO } from 'date-fns';
import { BookCheck, ClipboardCheck, ClipboardList, Rocket, type LucideIcon } from 'lucide-react';
import { scoreBand } from '../../../core/mastery/display';
import type { ClassroomDashboard } from '../../../contracts/classrooms';
import { SCORE_BAND_STYLES } from '../../lib/score-band-styles';

type Entry = ClassroomDashboard['recentActivity'][number];

const KIND_ICONS: Record<Entry['kind'], LucideIcon> = {
  'practice-set': BookCheck,
  'mock-exam': ClipboardList,
  assignment: ClipboardCheck,
  'space-mission': Rocket,
};

/** Recent Activity (spec section 2): the class's latest finished sets, exams, missions and assignments. */
export function RecentActivity({ activity }: { activity: ClassroomDashboard['recentActivity'] }) {
  const now = new Date();
  return (
    <section
      aria-labelledby="activity-title"
      className="space-y-4 rounded-card border-2 border-brand-100 bg-white p-5 shadow-md"
    >
      <h2 id="activity-title" className="text-2xl font-black">
        Recent Activity
      </h2>
      {activity.length === 0 ? (
        <p className="text-base text-indigo-900">
          Nothing yet. Finished practice and assignments show up here.
        </p>
      ) : (
        <ul className="space-y-3" data-testid="recent-activity">
          {activity.map((entry, index) => {
            const Icon = KIND_ICONS[entry.kind];
            return (
              <li key={`${entry.studentId}-${entry.at}-${index}`} className="flex items-start gap-3">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-800">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-base">
                    <strong className="font-extrabold">{entry.studentName}</strong> {entry.text}
                  </p>
                  <p className="text-sm font-semibold text-indigo-900">
                    <time dateTime={entry.at}>
                      {formatDistanceStrict(parseISO(entry.at), now, { addSuffix: true })}
                    </time>
                  </p>
                </div>
                {entry.score !== null ? (
                  <span
                    className={clsx(
                      'shrink-0 rounded-full border-2 px-2.5 py-0.5 text-base font-black tabular-nums',
                      SCORE_BAND_STYLES[scoreBand(entry.score)].ring,
                      SCORE_BAND_STYLES[scoreBand(entry.score)].tint,
                      SCORE_BAND_STYLES[scoreBand(entry.score)].text,
                    )}
                  >
                    {entry.score}%
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
