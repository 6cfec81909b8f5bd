import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, currentToasts, dismissToast, toast } from './use-toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  dismissToast();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('toasts (spec sections 8 and 9)', () => {
  it('shows at most one toast: a newer one replaces the older', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'Settings saved' });
    const second = toast({ title: 'Profile saved' });
    expect(currentToasts().map((t) => [t.id, t.title])).toEqual([[second.id, 'Profile saved']]);
  });

  it('closes a dismissed toast at once and removes it after 1000000 ms', () => {
    const shown = toast({ title: 'Settings saved', variant: 'default' });
    shown.dismiss();
    expect(currentToasts()).toMatchObject([{ id: shown.id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
  });

  it('closing from the toast itself (onOpenChange) dismisses it', () => {
    const shown = toast({ title: 'Oops', variant: 'destructive' });
    currentToasts()[0]!.onOpenChange(false);
    expect(currentToasts()).toMatchObject([{ id: shown.id, open: false, variant: 'destructive' }]);
  });
});
