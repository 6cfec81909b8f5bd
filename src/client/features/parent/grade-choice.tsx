import { clsx } from 'clsx';
import { useId } from 'react';
import { GRADES, type Grade } from '../../../core/accounts/account';

/** The child's grade, 3, 4 or 5, as three big radio buttons (a parent picks it once, when creating). */
export function GradeChoice({ value, onChange }: { value: Grade; onChange: (grade: Grade) => void }) {
  const groupName = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-bold">Grade</legend>
      <div className="grid grid-cols-3 gap-2">
        {GRADES.map((grade) => (
          <label
            key={grade}
            className={clsx(
              'relative flex min-h-12 cursor-pointer items-center justify-center rounded-2xl border-2 text-lg font-extrabold',
              'has-focus-visible:outline-4 has-focus-visible:outline-offset-3 has-focus-visible:outline-focus',
              value === grade
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-indigo-200 bg-white text-ink hover:border-indigo-300',
            )}
          >
            <input
              type="radio"
              name={groupName}
              value={grade}
              checked={value === grade}
              onChange={() => onChange(grade)}
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
            />
            Grade {grade}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
