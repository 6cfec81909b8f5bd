import { clsx } from 'clsx';

/** A row of big radio chips: Tab reaches the group, the arrow keys choose. */
export function ChipGroup<T extends string | number>(props: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-bold">{props.legend}</legend>
      <div className="flex flex-wrap gap-2">
        {props.options.map((option) => (
          <label
            key={option}
            className={clsx(
              'relative inline-flex min-h-12 cursor-pointer items-center rounded-2xl border-2 px-4 text-lg font-bold',
              'has-focus-visible:outline-4 has-focus-visible:outline-offset-3 has-focus-visible:outline-focus',
              props.value === option
                ? 'border-brand-700 bg-brand-100 text-brand-900'
                : 'border-indigo-200 bg-white text-indigo-900 hover:border-indigo-300',
            )}
          >
            <input
              type="radio"
              name={props.name}
              checked={props.value === option}
              onChange={() => props.onChange(option)}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0"
            />
            {props.label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
