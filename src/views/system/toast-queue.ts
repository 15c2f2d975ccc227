import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/*
 * Spec 1 §9: toasts stay 5 s, at most 3 are visible, newest on top. react-aria's queue puts new
 * toasts first and shows the first `maxVisibleToasts`; the rest wait and appear when one closes.
 * Timers run only while a toast is rendered (and pause on hover/focus), so nobody misses a toast
 * that was queued behind three others.
 */
export const TOAST_TIMEOUT_MS = 5000;
export const MAX_VISIBLE_TOASTS = 3;

export type ToastTone = 'info' | 'success' | 'warning' | 'error';
export interface ToastContent {
  tone: ToastTone;
  title: string;
  description?: string;
  /** an action button inside the toast, e.g. Retry */
  action?: { label: string; onAction: () => void };
}

export function createToastQueue(): ToastQueue<ToastContent> {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: MAX_VISIBLE_TOASTS });
}

/** The app's one queue; <ToastRegion /> in the shell renders it. */
export const toastQueue = createToastQueue();

export interface ShowToastOptions {
  /** ms; 0 keeps the toast until closed (e.g. one carrying a Retry action) */
  timeout?: number;
  onClose?: () => void;
}

/** Shows a toast and returns its key (for closeToast). */
export function showToast(content: ToastContent, options: ShowToastOptions = {}, queue = toastQueue): string {
  const timeout = options.timeout ?? TOAST_TIMEOUT_MS;
  return queue.add(content, { timeout: timeout > 0 ? timeout : undefined, onClose: options.onClose });
}

export function closeToast(key: string, queue = toastQueue): void {
  queue.close(key);
}
