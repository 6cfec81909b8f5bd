import { useCallback, useRef, useState } from 'react';

/**
 * State for a header button whose dialog is its own lazy chunk: the dialog's code loads when the
 * pointer or keyboard focus reaches the button (or at the latest on the first click), and once
 * opened it stays mounted so its closing hands focus back to the button.
 */
export function useOnDemandOverlay(load: () => Promise<unknown>) {
  const [state, setState] = useState({ open: false, mounted: false });
  const triggerRef = useRef<HTMLButtonElement>(null);

  const setOpen = useCallback((open: boolean) => setState({ open, mounted: true }), []);
  const preload = useCallback(() => {
    // A failed download shows up when the dialog is opened; nothing to do here.
    load().catch(() => {});
  }, [load]);

  return {
    open: state.open,
    /** Render the lazy dialog only when this is true, so its code is not fetched before it is wanted. */
    mounted: state.mounted,
    setOpen,
    triggerRef,
    triggerProps: {
      ref: triggerRef,
      onClick: () => setOpen(true),
      onPointerEnter: preload,
      onFocus: preload,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': state.open,
    },
  };
}
