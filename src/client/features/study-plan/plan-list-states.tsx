import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { readableErrorMessage } from '../../lib/error-message';

export function PlanListLoading() {
  return (
    <Card>
      <Spinner label="Loading your study plans" className="p-4" />
    </Card>
  );
}

export function PlanListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card className="space-y-4 border-red-200 bg-red-50">
      <div role="alert" className="space-y-1">
        <p className="text-xl font-bold text-red-800">We couldn&apos;t load your study plans.</p>
        <p className="text-base text-red-800">{readableErrorMessage(error)}</p>
      </div>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}
