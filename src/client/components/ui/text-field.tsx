import { clsx } from 'clsx';
import { useId, type ComponentProps } from 'react';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'onChange'> & {
  label: string;
  /** Read out after the label: what to type, or where to find it. */
  hint?: string;
  onValueChange: (value: string) => void;
  /** Classes of the outer block, e.g. to let it grow in a row with a button. */
  fieldClassName?: string;
};

/** A labelled text box with an optional hint, big enough for small fingers and tired eyes. */
export function TextField({
  label,
  hint,
  onValueChange,
  fieldClassName,
  className,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={clsx('space-y-2', fieldClassName)}>
      <label htmlFor={id} className="block text-lg font-bold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-base text-indigo-900">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        type="text"
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        className={clsx(
          'block min-h-12 w-full rounded-2xl border-2 border-indigo-400 bg-white px-4 py-2 text-lg text-ink placeholder:text-indigo-700/70 focus-visible:border-focus',
          className,
        )}
        {...inputProps}
      />
    </div>
  );
}
