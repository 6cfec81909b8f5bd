import { clsx } from 'clsx';
import { BookOpen, Calculator, PenLine, type LucideIcon } from 'lucide-react';
import { scoreBand } from '../../../core/mastery/display';
import type { ClassroomDashboard } from '../../../contracts/classrooms';
import { ProgressBar } from '../../components/ui/progress-bar';
import { SCORE_BAND_STYLES, SCORE_BAND_WORDS } from '../../lib/score-band-styles';
import { countText } from './classroom-display';

type SubjectProgress = ClassroomDashboard['progress']['math'];

const SUBJECTS: { key: keyof ClassroomDashboard['progress']; name: string; icon: LucideIcon }[] = [
  { key: 'math', name: 'Math', icon: Calculator },
  { key: 'reading', name: 'Reading', icon: BookOpen },
  { key: 'writing', name: 'Writing', icon: PenLine },
];

function SubjectRow({
  name,
  icon: Icon,
  progress,
}: {
  name: string;
  icon: LucideIcon;
  progress: SubjectProgress;
}) {
  const band = progress.accuracy === null ? null : scoreBand(progress.accuracy);
  const styles = band ? SCORE_BAND_STYLES[band] : null;
  return (
    <li className="space-y-2" data-testid="class-progress-row" data-subject={name} data-band={band ?? 'none'}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="flex items-center gap-2 text-lg font-black">
          <Icon aria-hidden="true" className="size-6 text-indigo-700" />
          {name}
        </h3>
        {progress.accuracy === null || !band ? (
          <p className="text-base font-semibold text-indigo-900">No answers yet</p>
        ) : (
          <p className={clsx('flex items-baseline gap-2', styles?.text)}>
            <span className="text-2xl font-black tabular-nums">{progress.accuracy}%</span>
            <span className="text-base font-bold">{SCORE_BAND_WORDS[band]}</span>
          </p>
        )}
      </div>
      <ProgressBar
        value={progress.accuracy ?? 0}
        max={100}
        label={`${name} accuracy`}
        valueText={progress.accuracy === null ? 'No answers yet' : `${progress.accuracy}%`}
        fillClassName={styles?.bar}
      />
      <p className="text-sm font-semibold text-indigo-900">
        {countText(progress.answered, 'question')} answered ·{' '}
        {countText(progress.studentsPracticing, 'student')} practicing
      </p>
    </li>
  );
}

/** Class progress in Math, Reading and Writing, coloured by the spec's score bands (section 9). */
export function ClassProgress({ progress }: { progress: ClassroomDashboard['progress'] }) {
  return (
    <section
      aria-labelledby="progress-title"
      className="space-y-4 rounded-card border-2 border-brand-100 bg-white p-5 shadow-md"
    >
      <h2 id="progress-title" className="text-2xl font-black">
        Class Progress
      </h2>
      <ul className="space-y-5">
        {SUBJECTS.map((subject) => (
          <SubjectRow
            key={subject.key}
            name={subject.name}
            icon={subject.icon}
            progress={progress[subject.key]}
          />
        ))}
      </ul>
    </section>
  );
}
