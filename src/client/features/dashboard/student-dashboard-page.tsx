import { RotateCcw } from 'lucide-react';
import type { User } from '../../../contracts/user';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { readableErrorMessage } from '../../lib/error-message';
import { AssignmentsCard } from './assignments-card';
import { ContinueCard } from './continue-card';
import { DailyChallenges } from './daily-challenges';
import { useDashboard } from './dashboard-api';
import { GreetingBanner } from './greeting-banner';
import { StarPowerCards } from './star-power-cards';
import { StatCards } from './stat-cards';

/** Grey blocks in the shape of the screen while the figures load, so nothing jumps when they arrive. */
function DashboardSkeleton() {
  const block = 'animate-pulse rounded-card bg-indigo-100';
  return (
    <div role="status" aria-label="Loading your dashboard" className="space-y-8">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className={`${block} h-28`} />
        ))}
      </div>
      <div className={`${block} h-28`} />
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <div key={key} className={`${block} h-64`} />
        ))}
      </div>
    </div>
  );
}

/**
 * /dashboard (spec section 2): the greeting banner, four stat cards, "continue where you left off",
 * the three daily challenges with their countdown and the StarPower cards, all from GET /api/dashboard;
 * and the assignments a teacher set (issue 11, GET /api/assignments).
 */
export function StudentDashboardPage({ user }: { user: User }) {
  const dashboard = useDashboard();
  const data = dashboard.data ?? undefined;
  return (
    <div className="space-y-8">
      <title>Dashboard — StarPrep</title>
      <GreetingBanner user={user} dashboard={data} />
      {dashboard.isPending ? <DashboardSkeleton /> : null}
      {!dashboard.isPending && !data ? (
        <Card className="space-y-4 border-red-200 bg-red-50">
          <p role="alert" className="text-xl font-bold text-red-800">
            We couldn&apos;t load your dashboard.{' '}
            {dashboard.error ? readableErrorMessage(dashboard.error, '') : null}
          </p>
          <Button onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </Card>
      ) : null}
      {data ? (
        <>
          <StatCards dashboard={data} />
          <AssignmentsCard />
          <ContinueCard entry={data.continue} />
          <DailyChallenges
            challenges={data.challenges}
            resetAt={data.challengesResetAt}
            onReset={() => void dashboard.refetch()}
          />
          <StarPowerCards totals={data.starPower} />
        </>
      ) : null}
    </div>
  );
}
