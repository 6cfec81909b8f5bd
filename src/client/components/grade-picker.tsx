import { clsx } from 'clsx';
import { useId } from 'react';
import { GRADES, type Grade } from '../../core/accounts/account';

interface GradePickerProps {
  value: Grade;
  onChange: (grade: Grade) => void;
  /** "What grade are you in?" for a child setting up; "Grade" where a parent picks it in a form. */
  legend: string;
  /** Compact: a little smaller, for a form among other fields. */
  compact?: boolean;
}

/** Grade 3, 4 or 5 as three big radio buttons. */
export function GradePicker({ value, onChange, legend, compact = false }: GradePickerProps) {
  const groupName = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-lg font-bold">{legend}</legend>
      <div className={clsx('grid grid-cols-3', compact ? 'gap-2' : 'gap-3')}>
        {GRADES.map((grade) => (
          <label
            key={grade}
            className={clsx(
              'relative flex cursor-pointer items-center justify-center rounded-2xl font-extrabold transition-colors',
              compact ? 'min-h-12 border-2 text-lg' : 'min-h-14 border-4 text-xl',
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
