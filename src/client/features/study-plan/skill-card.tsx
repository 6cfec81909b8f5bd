import { Clock } from 'lucide-react';
import type { StudyPlanWeek } from '../../../core/plans/plan-types';
import { PriorityBadge } from './priority-badge';
import { minutesText } from './study-plan-display';

type Skill = StudyPlanWeek['skills'][number];

/** One skill of a week: its name and TEKS code, priority, planned minutes and what to do. */
export function SkillCard({ skill }: { skill: Skill }) {
  return (
    <li
      data-testid="plan-skill"
      className="space-y-2 rounded-2xl border-2 border-indigo-100 bg-white p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 text-lg leading-snug font-extrabold text-ink">
          {skill.name}{' '}
          {skill.teksCode ? (
            <span className="text-base font-bold whitespace-nowrap text-indigo-800">
              <span className="sr-only">TEKS </span>({skill.teksCode})
            </span>
          ) : null}
        </p>
        <PriorityBadge priority={skill.priority} />
      </div>
      <p className="flex items-center gap-1.5 text-base font-semibold text-indigo-900">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        About {minutesText(skill.estimatedTime)} this week
      </p>
      {skill.activities.length > 0 ? (
        <ul className="list-disc space-y-1 pl-6 text-base text-ink marker:text-brand-700">
          {skill.activities.map((activity, index) => (
            <li key={`${index}:${activity}`}>{activity}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
