import { CircleCheck, CloudAlert, LoaderCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { SaveState } from './use-exam-autosave';

/**
 * A small line under the timer: "Saving…", "Saved", or on a failure a note with Try again. The answer
 * on screen stays either way and is sent again with the next change or at submit.
 */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  if (state === 'error') {
    return (
      <div
        role="alert"
        data-testid="save-status"
        data-state="error"
        className="flex flex-wrap items-center gap-2 rounded-xl border-2 border-red-200 bg-red-50 px-3 py-1 text-base font-bold text-red-800"
      >
        <CloudAlert aria-hidden="true" className="size-5 shrink-0" />
        Not saved yet. Your answer is still here.
        <Button variant="outline" size="compact" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p
      data-testid="save-status"
      data-state={state}
      className="flex min-h-7 items-center gap-1.5 text-base font-bold text-indigo-900"
    >
      {state === 'saving' ? (
        <>
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          Saving…
        </>
      ) : state === 'saved' ? (
        <>
          <CircleCheck aria-hidden="true" className="size-5 text-green-700" />
          Saved
        </>
      ) : (
        'Your answers save by themselves.'
      )}
    </p>
  );
}
