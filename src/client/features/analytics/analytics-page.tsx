import { TrendingUp } from 'lucide-react';
import type { Analytics } from '../../../contracts/progress';
import { useAnalytics } from './analytics-api';
import { AnalyticsEmpty, AnalyticsError, AnalyticsSkeleton } from './analytics-states';
import { ImprovementAreas } from './improvement-areas';
import { StatTiles } from './stat-tiles';
import { SubjectCards } from './subject-cards';
import { WeeklyProgress } from './weekly-progress';

function AnalyticsFigures({ analytics }: { analytics: Analytics }) {
  return (
    <div className="space-y-8">
      <StatTiles tiles={analytics.tiles} />
      <SubjectCards subjects={analytics.subjects} />
      <div className="grid gap-6 xl:grid-cols-2">
        <WeeklyProgress week={analytics.weeklyProgress} />
        <ImprovementAreas
          areas={analytics.improvementAreas}
          overallAccuracy={analytics.tiles.overallAccuracy.value}
        />
      </div>
    </div>
  );
}

/**
 * /analytics (spec section 2): the student's own figures from GET /api/analytics, computed by the
 * server from their answers. Signed in only: the router shows the login screen to anyone else, and if
 * the session ends while here (the fetch answers null) the screen renders nothing, as the spec says.
 */
export function AnalyticsPage() {
  const analytics = useAnalytics();

  let body;
  if (analytics.isPending) body = <AnalyticsSkeleton />;
  else if (analytics.isError)
    body = <AnalyticsError error={analytics.error} onRetry={() => void analytics.refetch()} />;
  else if (analytics.data === null) return null;
  else if (analytics.data.isEmpty) body = <AnalyticsEmpty />;
  else body = <AnalyticsFigures analytics={analytics.data} />;

  return (
    <section aria-labelledby="analytics-title" className="space-y-6">
      <title>Analytics Dashboard — StarPrep</title>
      <div className="space-y-1">
        <h1 id="analytics-title" className="flex items-center gap-3 text-3xl font-black sm:text-4xl">
          <TrendingUp aria-hidden="true" className="size-9 shrink-0 text-brand-700" />
          Analytics Dashboard
        </h1>
        <p className="text-lg text-indigo-900">
          Track your progress and see how much you&apos;re growing every week.
        </p>
      </div>
      {body}
    </section>
  );
}
