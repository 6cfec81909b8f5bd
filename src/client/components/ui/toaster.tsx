import { CircleAlert, CircleCheck } from 'lucide-react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, useToast } from '../../lib/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/**
 * Shows the toasts from `toast()`: at most one at a time, 5 s each, swipe right past 50 px to dismiss,
 * and F8 (Radix's default hotkey) moves focus to them.
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Message"
    >
      {toasts.map(({ id, title, description, action, variant = 'default', ...props }) => (
        <Toast key={id} variant={variant} {...props}>
          {variant === 'destructive' ? (
            <CircleAlert aria-hidden="true" className="size-7 shrink-0" />
          ) : (
            <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-green-700" />
          )}
          <div className="grid flex-1 gap-0.5">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport label="Messages ({hotkey})" />
    </ToastProvider>
  );
}
