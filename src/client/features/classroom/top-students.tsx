import { Star, Trophy } from 'lucide-react';
import type { ClassroomDashboard } from '../../../contracts/classrooms';
import { formatCount } from '../../lib/number-format';

/** Top Students (spec section 2): the week's most StarPower, at most five. */
export function TopStudents({ students }: { students: ClassroomDashboard['topStudents'] }) {
  return (
    <section
      aria-labelledby="top-title"
      className="space-y-4 rounded-card border-2 border-brand-100 bg-white p-5 shadow-md"
    >
      <h2 id="top-title" className="flex items-center gap-2 text-2xl font-black">
        <Trophy aria-hidden="true" className="size-7 text-brand-700" />
        Top Students
      </h2>
      {students.length === 0 ? (
        <p className="text-base text-indigo-900">No StarPower earned this week yet.</p>
      ) : (
        <ol className="space-y-2" data-testid="top-students">
          {students.map((student, index) => (
            <li
              key={student.studentId}
              className="flex items-center gap-3 rounded-2xl bg-sun-200/40 px-3 py-2"
            >
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-indigo-700 text-base font-black text-white"
              >
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 truncate text-base font-extrabold">{student.name}</span>
              <span className="flex shrink-0 items-center gap-1 text-base font-black tabular-nums">
                <Star aria-hidden="true" className="size-5 fill-sun-400 text-brand-700" />
                {formatCount(student.starPowerThisWeek)}
                <span className="sr-only"> StarPower this week</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
