import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={clsx('flex items-center justify-center p-8', className)}>
      <LoaderCircle aria-hidden="true" className="size-12 animate-spin text-brand-700" />
    </div>
  );
}

export function FullPageSpinner() {
  return <Spinner className="min-h-dvh" />;
}
