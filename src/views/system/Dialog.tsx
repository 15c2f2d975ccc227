import { useEffect, useRef, type ReactNode } from 'react';
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
  const dialogRef = useRef<HTMLElement>(null);
  const rendered = useRef(false);
  // a pressed action that disappears (the state it moved to no longer offers it) or is disabled while it
  // runs leaves focus on the page's body, out of the dialog's reach: Escape and Tab did nothing. After
  // every later render focus comes back to the dialog itself (the first render is react-aria's autofocus)
  useEffect(() => {
    if (rendered.current && document.activeElement === document.body) dialogRef.current?.focus();
    rendered.current = true;
  });
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={css.modalOverlay}
    >
      <AriaModal className={css.modal({ size })}>
        <AriaDialog ref={dialogRef} role={role} className={css.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={css.dialogTitle}>
                {title}
              </Heading>
              <div>{typeof children === 'function' ? children({ close }) : children}</div>
              {/* data-dialog-actions: the route walk's commands check knows these buttons as the dialog's answer (decision 103) */}
              {actions && (
                <div className={css.dialogActions} data-dialog-actions>
                  {typeof actions === 'function' ? actions({ close }) : actions}
                </div>
              )}
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export { DialogTrigger } from 'react-aria-components';
