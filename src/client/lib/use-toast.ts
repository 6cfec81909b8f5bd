import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

/*
 * Toasts in the shadcn style (spec sections 8 and 9): a title, a description, an optional action,
 * a default and a destructive variant, and at most one toast on screen. Call `toast()` from anywhere;
 * the <Toaster> mounted in the app's providers shows them.
 */

/** At most this many toasts are shown at a time; a newer one replaces the older. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the list this long before it is removed (spec section 9). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** How long a toast stays open on its own. */
export const TOAST_DURATION_MS = 5_000;
/** Swiping a toast right this far dismisses it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  /** A <ToastAction altText="…"> element. */
  action?: ReactElement;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToasterToast extends ToastOptions {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Action =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'dismiss'; toastId?: string }
  | { type: 'remove'; toastId?: string };

interface State {
  toasts: ToasterToast[];
}

let state: State = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let idCounter = 0;

function scheduleRemoval(toastId: string): void {
  if (removeTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(toastId);
    dispatch({ type: 'remove', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(toastId, timer);
}

export function toastReducer(current: State, action: Action): State {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...current.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: current.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'dismiss':
      return {
        toasts: current.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'remove':
      return {
        toasts: action.toastId === undefined ? [] : current.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

function dispatch(action: Action): void {
  // Side effect kept out of the reducer: a dismissed toast is removed after the delay.
  if (action.type === 'dismiss') {
    const ids = action.toastId === undefined ? state.toasts.map((t) => t.id) : [action.toastId];
    ids.forEach(scheduleRemoval);
  }
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

/** Shows a toast; answers with its id and functions to dismiss or change it. */
export function toast(options: ToastOptions) {
  idCounter = (idCounter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(idCounter);
  const dismiss = () => dispatch({ type: 'dismiss', toastId: id });
  const update = (next: ToastOptions) => dispatch({ type: 'update', toast: { ...next, id } });
  dispatch({
    type: 'add',
    toast: {
      ...options,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: 'dismiss', toastId });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

/** The toasts in the list right now (newest first), outside React. */
export function currentToasts(): readonly ToasterToast[] {
  return state.toasts;
}

export function useToast() {
  const { toasts } = useSyncExternalStore(subscribe, getState, getState);
  return { toasts, toast, dismiss: dismissToast };
}
