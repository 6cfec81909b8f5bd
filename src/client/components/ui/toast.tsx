import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import type { ToastVariant } from '../../lib/use-toast';

/* Radix Toast pieces in the shadcn style; <Toaster> puts them together. */

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={clsx(
        'fixed right-0 bottom-0 z-[60] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:max-w-md',
        className,
      )}
      {...props}
    />
  );
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-green-200 bg-white text-ink',
  destructive: 'border-red-700 bg-red-700 text-white',
};

export function Toast({
  variant = 'default',
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      className={clsx(
        'group pointer-events-auto relative flex w-full items-center gap-3 overflow-hidden rounded-2xl border-2 p-4 pr-14 shadow-xl',
        'data-[state=open]:animate-toast-in',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={clsx('text-lg font-extrabold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={clsx('text-base', className)} {...props} />;
}

/** A button inside a toast; `altText` tells screen-reader users how to reach the same action. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={clsx(
        'inline-flex min-h-11 shrink-0 items-center rounded-xl border-2 border-current px-3 text-base font-bold',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Dismiss"
      className={clsx(
        'absolute top-1/2 right-2 grid size-11 -translate-y-1/2 place-items-center rounded-full hover:bg-black/10',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-5" />
    </ToastPrimitive.Close>
  );
}
