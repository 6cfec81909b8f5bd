import { ClipboardList, Flag, ListChecks, Target, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StudyPlanWeek } from '../../../core/plans/plan-types';
import { SkillCard } from './skill-card';

function SubHeading({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <h5 className="flex items-center gap-2 text-lg font-black text-ink">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      {children}
    </h5>
  );
}

function TargetFigure({ value, label }: { value: number; label: string }) {
  return (
    <li className="rounded-2xl border-2 border-indigo-100 bg-indigo-50/60 px-1 py-2 text-center sm:p-3">
      <span className="block text-2xl font-black text-ink tabular-nums sm:text-3xl">{value}</span>
      <span className="block text-sm leading-tight font-bold text-indigo-900 sm:text-base">{label}</span>
    </li>
  );
}

/** Everything a week asks for: goals, targets, skills and the milestone that says it is done. */
export function PlanWeekBody({ week }: { week: StudyPlanWeek }) {
  const { dailyPractice, mockExams, questionsToComplete } = week.practiceTargets;
  return (
    <div className="space-y-5">
      <section className="space-y-2">
        <SubHeading icon={Target}>Week Goals</SubHeading>
        <ul className="list-disc space-y-1 pl-6 text-base text-ink marker:text-brand-700">
          {week.goals.map((goal, index) => (
            <li key={`${index}:${goal}`}>{goal}</li>
          ))}
        </ul>
      </section>

      <section className="space-y-2">
        <SubHeading icon={ClipboardList}>Practice Targets</SubHeading>
        <ul className="grid grid-cols-3 gap-2" data-testid="practice-targets">
          <TargetFigure value={dailyPractice} label="minutes a day" />
          <TargetFigure value={mockExams} label={mockExams === 1 ? 'mock exam' : 'mock exams'} />
          <TargetFigure
            value={questionsToComplete}
            label={questionsToComplete === 1 ? 'question to complete' : 'questions to complete'}
          />
        </ul>
      </section>

      <section className="space-y-2">
        <SubHeading icon={ListChecks}>Skills to Focus On</SubHeading>
        <ul className="space-y-3">
          {week.skills.map((skill) => (
            <SkillCard key={`${skill.teksCode}:${skill.name}`} skill={skill} />
          ))}
        </ul>
      </section>

      <section className="flex items-start gap-3 rounded-2xl border-2 border-green-600 bg-green-50 p-3 sm:p-4">
        <Flag aria-hidden="true" className="mt-1 size-6 shrink-0 text-green-800" />
        <div className="space-y-1">
          <h5 className="text-lg font-black text-green-900">Weekly Milestone</h5>
          <p className="text-base text-ink" data-testid="weekly-milestone">
            {week.weeklyMilestone}
          </p>
        </div>
      </section>
    </div>
  );
}
