import { clsx } from 'clsx';
import { useId } from 'react';
import { GRADES, type Grade } from '../../../core/accounts/account';

/** Grade 3, 4 or 5 as three big radio buttons. */
export function GradePicker({ value, onChange }: { value: Grade; onChange: (grade: Grade) => void }) {
  const groupName = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-bold">What grade are you in?</legend>
      <div className="grid grid-cols-3 gap-3">
        {GRADES.map((grade) => (
          <label
            key={grade}
            className={clsx(
              'relative flex min-h-14 cursor-pointer items-center justify-center rounded-2xl border-4 text-xl font-extrabold transition-colors',
              'has-focus-visible:outline-4 has-focus-visible:outline-offset-3 has-focus-visible:outline-focus',
              value === grade
                ? 'border-brand-600 bg-brand-700 text-white'
                : 'border-brand-100 bg-white hover:border-brand-300',
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
