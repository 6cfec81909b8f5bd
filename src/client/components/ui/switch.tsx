import { clsx } from 'clsx';
import { Switch as SwitchPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/** An on/off switch (Radix Switch, role "switch"): big enough for small fingers, green when on. */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={clsx(
        'relative inline-flex h-9 w-16 shrink-0 cursor-pointer items-center rounded-full border-2 transition-colors',
        'border-indigo-300 bg-indigo-100 data-[state=checked]:border-green-700 data-[state=checked]:bg-green-600',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-7 translate-x-0.5 rounded-full bg-white shadow-md ring-1 ring-indigo-300 transition-transform data-[state=checked]:translate-x-[1.85rem] data-[state=checked]:ring-green-700" />
    </SwitchPrimitive.Root>
  );
}
