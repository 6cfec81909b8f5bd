import type { ItemResponse } from '../../../core/items/item-types';

/** What one question still has to send: a new answer (null clears it), a new flag, or both. */
export interface AnswerPatch {
  answer?: ItemResponse | null;
  flagged?: boolean;
}

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** The overall state from each question's: any failure first, then any save under way. */
export function overallSaveState(states: Iterable<SaveState>): SaveState {
  let overall: SaveState = 'idle';
  for (const state of states) {
    if (state === 'error') return 'error';
    if (state === 'saving') overall = 'saving';
    else if (state === 'saved' && overall === 'idle') overall = 'saved';
  }
  return overall;
}

export interface AnswerSaverOptions<Response> {
  send: (questionId: string, patch: AnswerPatch) => Promise<Response>;
  onStateChange: (questionId: string, state: SaveState) => void;
}

/**
 * Autosave without React: one call per question at a time. Changes made while a call is out are
 * merged and sent when it returns, so the last change made is the last one saved. A failed save keeps
 * its change (under any newer one) to send with the next change or `retry`.
 */
export class AnswerSaver<Response = unknown> {
  private readonly pending = new Map<string, AnswerPatch>();
  private readonly inFlight = new Set<string>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private stopped = false;
  private onSaved: ((response: Response) => void) | undefined;

  constructor(private readonly options: AnswerSaverOptions<Response>) {}

  /** Told of every answer the server acknowledged (the exam view resyncs its clock from it). */
  listen(onSaved: ((response: Response) => void) | undefined): void {
    this.onSaved = onSaved;
  }

  /** Queues a change; with `delayMs` it waits that long for more changes (typing) before sending. */
  save(questionId: string, patch: AnswerPatch, delayMs = 0): void {
    if (this.stopped) return;
    this.pending.set(questionId, { ...this.pending.get(questionId), ...patch });
    this.clearTimer(questionId);
    if (delayMs <= 0) {
      this.flush(questionId);
      return;
    }
    this.options.onStateChange(questionId, 'saving');
    this.timers.set(
      questionId,
      setTimeout(() => {
        this.timers.delete(questionId);
        this.flush(questionId);
      }, delayMs),
    );
  }

  /** Sends again every change still waiting (after a failure). */
  retry(): void {
    for (const questionId of [...this.pending.keys()]) {
      if (!this.timers.has(questionId)) this.flush(questionId);
    }
  }

  /** Sends at once every change still waiting for typing to pause (the view is closing). */
  flushNow(): void {
    for (const questionId of [...this.timers.keys()]) {
      this.clearTimer(questionId);
      this.flush(questionId);
    }
  }

  /** Drops what is waiting and sends nothing more (submit sends every answer itself). */
  stop(): void {
    this.stopped = true;
    for (const questionId of [...this.timers.keys()]) this.clearTimer(questionId);
    this.pending.clear();
  }

  resume(): void {
    this.stopped = false;
  }

  /** True while a change waits or is on its way. */
  get busy(): boolean {
    return this.pending.size > 0 || this.inFlight.size > 0;
  }

  private clearTimer(questionId: string): void {
    const timer = this.timers.get(questionId);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(questionId);
  }

  private flush(questionId: string): void {
    if (this.stopped || this.inFlight.has(questionId)) return;
    const patch = this.pending.get(questionId);
    if (!patch) return;
    this.pending.delete(questionId);
    this.inFlight.add(questionId);
    this.options.onStateChange(questionId, 'saving');
    this.options.send(questionId, patch).then(
      (response) => {
        this.inFlight.delete(questionId);
        this.onSaved?.(response);
        if (!this.pending.has(questionId)) this.options.onStateChange(questionId, 'saved');
        else if (!this.timers.has(questionId)) this.flush(questionId);
      },
      () => {
        this.inFlight.delete(questionId);
        // A newer change (if any) wins over the one that failed.
        this.pending.set(questionId, { ...patch, ...this.pending.get(questionId) });
        if (!this.stopped) this.options.onStateChange(questionId, 'error');
      },
    );
  }
}
