import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={clsx(
        'rounded-card border-2 border-brand-100 bg-white p-6 shadow-lg shadow-brand-900/5',
        className,
      )}
      {...props}
    />
  );
}
