import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, Lock } from 'lucide-react';
import type { Achievement, StarPowerPanel } from '../../../contracts/progress';
import { ACHIEVEMENT_ICONS } from '../../components/achievement-icon';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { formatCount } from '../../lib/number-format';

/** GET /api/star-power lists all six badges; the StarPower panel reads the same cache entry. */
const STAR_POWER_QUERY_KEY = ['/api/star-power'] as const;

function Badge({ achievement }: { achievement: Achievement }) {
  const Icon = ACHIEVEMENT_ICONS[achievement.id];
  const { earned, progress } = achievement;
  return (
    <li
      className={clsx(
        'flex flex-col items-center gap-1 rounded-2xl border-2 p-3 text-center',
        // Spec section 3: locked badges are outlined; earned ones are filled in.
        earned ? 'border-brand-300 bg-sun-200' : 'border-dashed border-indigo-200 bg-white',
      )}
    >
      <span
        className={clsx(
          'relative grid size-12 place-items-center rounded-full border-2',
          earned ? 'border-brand-700 bg-brand-700 text-white' : 'border-indigo-200 text-indigo-400',
        )}
      >
        <Icon aria-hidden="true" className="size-6" />
        {earned ? null : (
          <Lock
            aria-hidden="true"
            className="absolute -right-1 -bottom-1 size-5 rounded-full bg-white p-0.5 text-indigo-700"
          />
        )}
      </span>
      <span className="text-base font-bold">{achievement.name}</span>
      <span className="text-xs font-semibold text-indigo-900">{achievement.description}</span>
      {earned ? (
        <span className="inline-flex items-center gap-1 text-sm font-bold text-green-800">
          <Check aria-hidden="true" className="size-4 stroke-[3]" />
          Earned
        </span>
      ) : (
        <span className="text-sm font-semibold text-indigo-900">
          Locked{' '}
          <span className="block text-xs">
            {formatCount(progress.current)} of {formatCount(progress.target)}
          </span>
        </span>
      )}
    </li>
  );
}

/**
 * The six badges of spec section 3 with the student's real state: earned ones filled, locked ones
 * outlined with how far along they are.
 */
export function LockedAchievements({ headingId }: { headingId: string }) {
  // Badges are earned on other screens, whose answers mark this query stale (lib/query-client.ts).
  const panel = useQuery<StarPowerPanel | null>({ queryKey: STAR_POWER_QUERY_KEY });
  if (panel.isPending) return <Spinner label="Loading your badges" className="p-2" />;
  if (!panel.data) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3 text-base font-bold text-red-800">
        We couldn&apos;t load your badges.
        <Button variant="outline" size="compact" onClick={() => void panel.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return (
    <ul aria-labelledby={headingId} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-6">
      {panel.data.achievements.map((achievement) => (
        <Badge key={achievement.id} achievement={achievement} />
      ))}
    </ul>
  );
}
