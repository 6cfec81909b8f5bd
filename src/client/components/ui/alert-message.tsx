import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** A message that screen readers announce as soon as it appears. */
export function AlertMessage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={clsx(
        'flex items-start gap-3 rounded-2xl border-2 border-red-200 bg-red-50 p-4 text-base font-semibold text-red-800',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
