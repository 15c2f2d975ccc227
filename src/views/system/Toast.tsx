import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { Button } from './Button.tsx';
import { toastQueue, type ToastContent } from './toast-queue.ts';
import * as css from './toast.css.ts';

export interface ToastRegionProps {
  queue?: ToastQueue<ToastContent>;
  /** accessible label of the close button, translated by the caller */
  closeLabel: string;
}

/**
 * Renders the queue as a landmark region (F6 reaches it); each toast is role=alertdialog/status with
 * aria-live handled by react-aria. Mount once, in the shell.
 */
export function ToastRegion({ queue = toastQueue, closeLabel }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className={css.region}>
      {({ toast }) => (
        // data-toast: a toast is an alertdialog, but it never holds the keyboard (see useShortcuts)
        <AriaToast toast={toast} className={css.toast({ tone: toast.content.tone })} data-tone={toast.content.tone} data-toast>
          <AriaToastContent className={css.toastContent}>
            <Text slot="title" className={css.toastTitle}>
              {toast.content.title}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={css.toastDescription}>
                {toast.content.description}
              </Text>
            )}
          </AriaToastContent>
          {toast.content.action && (
            <Button
              size="sm"
              onPress={() => {
                toast.content.action?.onAction();
                queue.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </Button>
          )}
          <AriaButton slot="close" aria-label={closeLabel} className={css.toastDescription}>
            ×
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
