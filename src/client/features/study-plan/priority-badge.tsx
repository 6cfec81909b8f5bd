import { clsx } from 'clsx';
import { Flame, Sparkles, Zap, type LucideIcon } from 'lucide-react';
import type { PlanPriority } from '../../../core/plans/plan-types';
import { PRIORITY_WORDS } from './study-plan-display';

// The spec's colours and icons (high red with a fire, medium yellow with a lightning bolt, low green
// with a sparkle), each also with its word, so colour is never the only cue. Text pairs pass AA.
const PRIORITY_STYLES: Record<PlanPriority, { className: string; icon: LucideIcon }> = {
  high: { className: 'border-red-600 bg-red-50 text-red-800', icon: Flame },
  medium: { className: 'border-yellow-500 bg-yellow-50 text-yellow-900', icon: Zap },
  low: { className: 'border-green-600 bg-green-50 text-green-800', icon: Sparkles },
};

export function PriorityBadge({ priority }: { priority: PlanPriority }) {
  const { className, icon: Icon } = PRIORITY_STYLES[priority];
  return (
    <span
      data-testid="priority-badge"
      data-priority={priority}
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 rounded-full border-2 px-2.5 py-0.5 text-sm font-extrabold whitespace-nowrap',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {PRIORITY_WORDS[priority]}
    </span>
  );
}
