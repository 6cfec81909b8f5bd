import { clsx } from 'clsx';
import { GraduationCap, Heart, School, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { AccountType } from '../../../core/accounts/account';

interface AccountTypeOption {
  value: AccountType;
  title: string;
  description: string;
  icon: LucideIcon;
}

const OPTIONS: readonly AccountTypeOption[] = [
  {
    value: 'student',
    title: 'Student',
    description: 'Practice, play StarSpace and earn StarPower.',
    icon: GraduationCap,
  },
  {
    value: 'teacher',
    title: 'Teacher',
    description: 'Help your class and see how everyone is doing.',
    icon: School,
  },
  {
    value: 'parent',
    title: 'Parent',
    description: "Follow your child's progress and cheer them on.",
    icon: Heart,
  },
];

interface AccountTypePickerProps {
  legend: string;
  value: AccountType | null;
  onChange: (accountType: AccountType) => void;
  disabled?: boolean;
}

/**
 * Three big cards that behave as one radio group: Tab reaches the group, the arrow keys choose.
 * Each radio is named by its title alone and described by its one-line description.
 */
export function AccountTypePicker({ legend, value, onChange, disabled = false }: AccountTypePickerProps) {
  const groupName = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-3 text-xl font-extrabold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {OPTIONS.map(({ value: optionValue, title, description, icon: Icon }) => {
          const titleId = `${groupName}-${optionValue}-title`;
          const descriptionId = `${groupName}-${optionValue}-description`;
          const checked = value === optionValue;
          return (
            <label
              key={optionValue}
              className={clsx(
                'relative flex min-h-11 cursor-pointer flex-col items-center gap-2 rounded-card border-4 p-5 text-center transition-colors',
                'has-focus-visible:outline-4 has-focus-visible:outline-offset-3 has-focus-visible:outline-focus',
                checked
                  ? 'border-brand-600 bg-brand-100 shadow-lg'
                  : 'border-brand-100 bg-white hover:border-brand-300 hover:bg-brand-50',
              )}
            >
              <input
                type="radio"
                name={groupName}
                value={optionValue}
                checked={checked}
                onChange={() => onChange(optionValue)}
                aria-labelledby={titleId}
                aria-describedby={descriptionId}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
              />
              <span
                className={clsx(
                  'grid size-14 place-items-center rounded-full',
                  checked ? 'bg-brand-700 text-white' : 'bg-sun-200 text-brand-800',
                )}
              >
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <span id={titleId} className="text-xl font-extrabold">
                {title}
              </span>
              <span id={descriptionId} className="text-base text-indigo-900">
                {description}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
