import { BookOpen, ClipboardList, Clock, MapPin, type LucideIcon } from 'lucide-react';
import type { WeekProgressView } from '../../../contracts/study-plans';
import { ProgressBar } from '../../components/ui/progress-bar';

// Three side by side even on a phone: there the icon sits above the words.
const FIGURE_CLASSES =
  'flex flex-col items-center gap-1 rounded-2xl bg-white/80 p-2 text-center sm:flex-row sm:gap-3 sm:p-3 sm:text-left';

function FigureIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-sun-200 text-brand-800">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

function Figure({
  icon,
  label,
  done,
  target,
  unit,
}: {
  icon: LucideIcon;
  label: string;
  done: number;
  target: number;
  unit: string;
}) {
  return (
    <li className={FIGURE_CLASSES}>
      <FigureIcon icon={icon} />
      <span className="min-w-0">
        <span className="block text-base font-bold text-indigo-900">{label}</span>
        <span className="block text-xl font-black text-ink tabular-nums">
          <span aria-hidden="true">
            {done}/{target}
          </span>
          <span className="sr-only">
            {done} of {target} {unit}
          </span>
        </span>
      </span>
    </li>
  );
}

/** "This Week": the student's real practice against the current week's targets (server figures). */
export function ThisWeekCard({ progress }: { progress: WeekProgressView }) {
  return (
    <section
      aria-labelledby="this-week-title"
      data-testid="this-week"
      className="space-y-4 rounded-2xl border-2 border-brand-200 bg-gradient-to-br from-sun-200/60 to-brand-50 p-3 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="this-week-title" className="flex items-center gap-2 text-xl font-black">
          <MapPin aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
          This Week: Week {progress.weekNumber}
        </h3>
        <p className="text-2xl font-black text-ink tabular-nums" data-testid="this-week-percent">
          {progress.percent}%<span className="sr-only"> done</span>
        </p>
      </div>
      <ProgressBar
        value={progress.percent}
        max={100}
        label="This week's progress"
        valueText={`${progress.percent}% of this week's targets`}
        className="h-5"
      />
      <ul className="grid grid-cols-3 gap-2">
        <Figure
          icon={BookOpen}
          label="Questions"
          done={progress.questionsAnswered}
          target={progress.questionsTarget}
          unit="questions"
        />
        <Figure
          icon={Clock}
          label="Minutes"
          done={progress.minutesPracticed}
          target={progress.minutesTarget}
          unit="minutes"
        />
        {progress.mockExamsTarget > 0 ? (
          <Figure
            icon={ClipboardList}
            label="Mock exams"
            done={progress.mockExamsTaken}
            target={progress.mockExamsTarget}
            unit="mock exams"
          />
        ) : (
          <li className={FIGURE_CLASSES}>
            <FigureIcon icon={ClipboardList} />
            <span className="min-w-0">
              <span className="block text-base font-bold text-indigo-900">Mock exams</span>
              <span className="block text-xl font-black text-ink">
                None<span className="sr-only"> this week</span>
              </span>
            </span>
          </li>
        )}
      </ul>
    </section>
  );
}
