import { useQuery } from '@tanstack/react-query';
import type { StarPowerPanel } from '../../../contracts/progress';

/** The default fetch turns this key into GET /api/star-power (the profile dialog shares the cache). */
export const STAR_POWER_QUERY_KEY = ['/api/star-power'] as const;

/**
 * The panel's figures. The panel mounts each time it opens and StarPower changes with every answer on
 * other screens, so opening it always asks the server (cached figures show meanwhile).
 */
export function useStarPowerPanel() {
  return useQuery<StarPowerPanel | null>({ queryKey: STAR_POWER_QUERY_KEY, refetchOnMount: 'always' });
}
