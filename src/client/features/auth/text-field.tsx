import { useId, type ComponentProps } from 'react';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'onChange'> & {
  label: string;
  hint?: string;
  onValueChange: (value: string) => void;
};

/** A labelled text box with an optional hint read out after the label. */
export function TextField({ label, hint, onValueChange, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-lg font-bold">
        {label}
      </label>
      <input
        id={id}
        type="text"
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        className="block min-h-12 w-full rounded-2xl border-2 border-indigo-200 bg-white px-4 py-2 text-lg text-ink placeholder:text-indigo-700/70 focus-visible:border-focus"
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-base text-indigo-900">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
