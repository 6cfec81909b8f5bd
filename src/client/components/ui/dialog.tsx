import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, RefObject } from 'react';

/*
 * Radix Dialog in our look: focus is trapped inside, Escape and the Close button close it, and every
 * dialog must have a DialogTitle and a DialogDescription (Radix names and describes the dialog by them).
 */

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** "center": a card in the middle; "right": a full-height side panel (a full screen on phones). */
  placement?: 'center' | 'right';
  /** The widest the card grows on large screens. */
  size?: 'md' | 'lg' | 'xl';
  /**
   * Where focus goes back to on close, for dialogs opened by a plain button rather than a
   * DialogTrigger (the header loads its dialogs on demand).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

export function DialogContent({
  placement = 'center',
  size = 'md',
  returnFocusTo,
  onCloseAutoFocus,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      {/* The content sits inside the overlay, which centres it and scrolls when a phone is short. */}
      <DialogPrimitive.Overlay
        className={clsx(
          'fixed inset-0 z-40 flex bg-indigo-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in',
          placement === 'center' ? 'items-center justify-center p-3 sm:p-6' : 'justify-end',
        )}
      >
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented || !returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className={clsx(
            'relative flex flex-col overflow-hidden bg-white text-ink shadow-2xl outline-none',
            placement === 'center'
              ? [
                  'max-h-full w-full rounded-card data-[state=open]:animate-pop-in',
                  { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-[58rem]' }[size],
                ]
              : 'h-dvh w-full data-[state=open]:animate-slide-in-right sm:max-w-md sm:rounded-l-card',
            className,
          )}
          {...props}
        >
          {children}
          {/* Last in the DOM, so opening a dialog focuses its first real control, not Close. */}
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 grid size-11 place-items-center rounded-full bg-white/80 text-indigo-900 transition-colors hover:bg-indigo-100"
          >
            <X aria-hidden="true" className="size-6" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}

/** The coloured top of a dialog: an icon, the title and one line saying what the dialog is for. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('shrink-0 space-y-1 px-6 pt-6 pr-16 pb-4', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={clsx('flex items-center gap-3 text-2xl font-black sm:text-3xl', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={clsx('text-base text-indigo-900', className)} {...props} />;
}

/** The part that scrolls when the dialog is taller than the screen. */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('min-h-0 flex-1 overflow-y-auto px-6 pb-6', className)} {...props} />;
}

/** The buttons, always visible at the bottom: the main action last (on the right). */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={clsx(
        'flex shrink-0 gap-3 border-t-2 border-brand-100 bg-brand-50 px-4 py-4 *:flex-auto *:whitespace-nowrap sm:justify-end sm:px-6 sm:*:flex-none',
        className,
      )}
      {...props}
    />
  );
}
