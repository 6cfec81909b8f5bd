import { GraduationCap, School, Star } from 'lucide-react';
import type { ChildSummary } from '../../../contracts/parents';
import { formatCount } from '../../lib/number-format';
import { shortName } from './parent-text';

const CHIP =
  'inline-flex min-h-10 items-center gap-2 rounded-full bg-indigo-50 px-3 py-1.5 text-base font-bold text-ink';

/** Who this is: avatar, name, grade, StarPower (with what it is) and the classes they are in. */
export function ChildHeader({ child, headingId }: { child: ChildSummary; headingId: string }) {
  return (
    <div className="flex flex-col gap-4 rounded-card border-2 border-brand-100 bg-white p-5 shadow-lg shadow-brand-900/5 sm:flex-row sm:items-center sm:p-6">
      <span
        aria-hidden="true"
        className="grid size-20 shrink-0 place-items-center rounded-full bg-sun-200 text-5xl ring-4 ring-brand-200"
      >
        {child.avatar}
      </span>
      <div className="min-w-0 flex-1 space-y-3">
        <h2 id={headingId} className="text-3xl font-black break-words">
          {child.name}
        </h2>
        <ul className="flex flex-wrap gap-2" aria-label={`About ${child.name}`}>
          <li className={CHIP}>
            <GraduationCap aria-hidden="true" className="size-5 text-indigo-700" />
            Grade {child.grade}
          </li>
          <li className={CHIP}>
            <Star aria-hidden="true" className="size-5 fill-sun-400 text-brand-700" />
            {formatCount(child.starPower)} StarPower
          </li>
          {child.classrooms.length === 0 ? (
            <li className={CHIP}>
              <School aria-hidden="true" className="size-5 text-indigo-700" />
              Not in a class yet
            </li>
          ) : (
            child.classrooms.map((classroom) => (
              <li key={`${classroom.name}-${classroom.teacherName}`} className={CHIP}>
                <School aria-hidden="true" className="size-5 text-indigo-700" />
                {classroom.name} with {classroom.teacherName}
              </li>
            ))
          )}
        </ul>
        <p className="text-base text-indigo-900">
          StarPower is the points {shortName(child.name)} earns by practicing. They unlock new chapters in the
          StarSpace story game.
        </p>
      </div>
    </div>
  );
}
