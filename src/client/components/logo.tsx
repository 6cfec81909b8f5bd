import { clsx } from 'clsx';
import { Star } from 'lucide-react';

/** The StarPrep mark and word. Decorative star; the word carries the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 text-2xl font-black tracking-tight', className)}>
      <span className="grid size-10 place-items-center rounded-full bg-sun-300 shadow-inner">
        <Star aria-hidden="true" className="size-6 fill-brand-600 text-brand-700" />
      </span>
      <span>
        Star<span className="text-brand-700">Prep</span>
      </span>
    </span>
  );
}
