import { RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { readableErrorMessage } from '../../lib/error-message';

/** Dark shapes where the banner and the chapter cards will be, so nothing jumps when they arrive. */
export function SpaceSkeleton() {
  const block = 'animate-pulse rounded-card bg-indigo-100';
  return (
    <div role="status" aria-label="Loading StarSpace" className="space-y-8">
      <div className="space-sky h-48 rounded-card" />
      {[0, 1].map((planet) => (
        <div key={planet} className="space-y-4">
          <div className={`${block} h-16 w-64`} />
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((card) => (
              <div key={card} className={`${block} h-64`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function SpaceError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Card className="space-y-4 border-red-200 bg-red-50">
      <div role="alert" className="space-y-1">
        <p className="text-xl font-bold text-red-800">We couldn&apos;t load StarSpace.</p>
        <p className="text-base text-red-800">{readableErrorMessage(error)}</p>
      </div>
      <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </Card>
  );
}
