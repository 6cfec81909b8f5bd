import { useQuery } from '@tanstack/react-query';
import type { StarPowerPanel } from '../../../contracts/progress';

/** The default fetch turns this key into GET /api/star-power (the profile dialog shares the cache). */
export const STAR_POWER_QUERY_KEY = ['/api/star-power'] as const;

/**
 * The panel's figures. StarPower changes with every answer on other screens; each one marks these
 * stale (PROGRESS_QUERY_PATHS in lib/query-client.ts), so the next opening asks the server.
 */
export function useStarPowerPanel() {
  return useQuery<StarPowerPanel | null>({ queryKey: STAR_POWER_QUERY_KEY });
}
