import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import * as css from './overlay.css.ts';

export interface ModalDialogProps {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** buttons, right-aligned under the content */
  actions?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /**
   * false → Escape and clicks outside do nothing (the session-expired dialog of spec 1 §7: the only
   * way out is its own button). Default true.
   */
  isDismissable?: boolean;
  /** alertdialog for errors and confirmations */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A modal dialog. Controlled with isOpen/onOpenChange, or placed inside react-aria's DialogTrigger
 * next to its trigger button (then leave isOpen unset).
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  isDismissable = true,
  role = 'dialog',
  size,
}: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={css.modalOverlay}
    >
      <AriaModal className={css.modal({ size })}>
        <AriaDialog role={role} className={css.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={css.dialogTitle}>
                {title}
              </Heading>
              <div>{typeof children === 'function' ? children({ close }) : children}</div>
              {actions && <div className={css.dialogActions}>{typeof actions === 'function' ? actions({ close }) : actions}</div>}
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export { DialogTrigger } from 'react-aria-components';
