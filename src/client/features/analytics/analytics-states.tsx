import { BarChart3, CircleCheck, Rocket, Star } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button-styles';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { readableErrorMessage } from '../../lib/error-message';

/** Grey shapes where the tiles, cards and chart will be, so the page does not jump when they arrive. */
export function AnalyticsSkeleton() {
  const block = 'animate-pulse rounded-card bg-indigo-50';
  return (
    <div role="status" aria-label="Loading your analytics" className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className={`${block} h-40`} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <div key={key} className={`${block} h-64`} />
        ))}
      </div>
      <div className={`${block} h-80`} />
    </div>
  );
}

export function AnalyticsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card className="space-y-4 border-red-200 bg-red-50">
      <div role="alert" className="space-y-1">
        <p className="text-xl font-bold text-red-800">We couldn&apos;t load your analytics.</p>
        <p className="text-base text-red-800">{readableErrorMessage(error)}</p>
      </div>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}

const FIRST_STEPS = [
  'Pick a subject in Practice and answer a few questions.',
  'Come back here to see how you did, day by day.',
  'Earn stars and build your day streak by practicing every day!',
];

/** A brand-new student: no figures yet, so say what to do first instead of a page of zeros. */
export function AnalyticsEmpty() {
  return (
    <Card className="space-y-5 bg-gradient-to-br from-sun-200/60 to-brand-50" data-testid="analytics-empty">
      <div className="flex items-center gap-4">
        <span className="grid size-16 shrink-0 place-items-center rounded-full bg-white shadow-md">
          <BarChart3 aria-hidden="true" className="size-9 text-brand-700" />
        </span>
        <div className="space-y-1">
          <h2 className="text-2xl font-black">Your progress starts here!</h2>
          <p className="text-lg text-indigo-900">
            Answer a few questions in Practice and your progress shows up here.
          </p>
        </div>
      </div>
      <ol className="space-y-2">
        {FIRST_STEPS.map((step, index) => (
          <li key={step} className="flex items-start gap-3 text-lg font-semibold text-ink">
            {index === FIRST_STEPS.length - 1 ? (
              <Star aria-hidden="true" className="mt-1 size-5 shrink-0 fill-sun-400 text-brand-700" />
            ) : (
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-green-700" />
            )}
            {step}
          </li>
        ))}
      </ol>
      <Link href="/practice" className={buttonClasses({ size: 'lg' })}>
        <Rocket aria-hidden="true" />
        Start Practicing
      </Link>
    </Card>
  );
}
