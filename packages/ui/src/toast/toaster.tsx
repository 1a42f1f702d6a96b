import { SESSION_EXPIRED_TOAST_MS, TOAST_MS } from '@playfront/core/site';
import { Toaster as SonnerToaster, toast } from 'sonner';
import '../shared/controls.css';
import './toast.css';

export type ToastVariant = 'warning' | 'error' | 'success' | 'info';
export type ToastPosition = 'top-right' | 'top-center' | 'bottom-right' | 'bottom-center';

export interface ToasterProps {
  /** Where toasts stack. Default "bottom-right". */
  position?: ToastPosition;
  /** Name of each toast's close button. Default "Close". */
  closeLabel?: string;
  /** Name of the notifications region. Default "Notifications". */
  label?: string;
}

const classNames = {
  toast: 'pf-toast',
  title: 'pf-toast__title',
  description: 'pf-toast__description',
  closeButton: 'pf-toast__close',
  content: 'pf-toast__content',
  icon: 'pf-toast__icon',
  success: 'pf-toast--success',
  error: 'pf-toast--error',
  warning: 'pf-toast--warning',
  info: 'pf-toast--info',
};

/** Mount once per page: the live region toasts appear in, styled by the token roles. */
export function Toaster({
  position = 'bottom-right',
  closeLabel = 'Close',
  label = 'Notifications',
}: ToasterProps) {
  return (
    <SonnerToaster
      position={position}
      duration={TOAST_MS}
      closeButton
      containerAriaLabel={label}
      toastOptions={{ unstyled: true, classNames, closeButtonAriaLabel: closeLabel }}
    />
  );
}

export interface ShowToastOptions {
  variant: ToastVariant;
  title: string;
  text?: string;
  /** How long it stays, in ms. Default 3000. */
  durationMs?: number;
  /** Overrides the Toaster's position for this toast. */
  position?: ToastPosition;
}

/** Shows a toast in the mounted Toaster; returns its id. */
export function showToast({
  variant,
  title,
  text,
  durationMs = TOAST_MS,
  position,
}: ShowToastOptions) {
  return toast[variant](title, {
    duration: durationMs,
    ...(text ? { description: text } : {}),
    ...(position ? { position } : {}),
  });
}

/** The session-expiry warning: 10 s at bottom-right. */
export function showSessionExpiredToast(title: string, text: string) {
  return showToast({
    variant: 'warning',
    title,
    text,
    durationMs: SESSION_EXPIRED_TOAST_MS,
    position: 'bottom-right',
  });
}

/** Removes every toast (e.g. on logout) or one by id. */
export const dismissToast = (id?: string | number) => toast.dismiss(id);
