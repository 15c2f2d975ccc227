import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import * as css from './form-dialog.css.ts';

export interface FormDialogProps {
  title: ReactNode;
  /** the primary button's text: what saving does ("Save tags") */
  saveLabel: string;
  /** true while the write runs: the primary button waits */
  busy?: boolean;
  /** the refusal that belongs to no field (FormErrors.form), announced */
  formError?: string | null;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame every small edit dialog shares: a form whose Enter saves, the form-level refusal as an
 * alert above the fields, Cancel and the primary button. The dialog owns its fields and errors.
 */
export function FormDialog({ title, saveLabel, busy = false, formError, onSave, onClose, children }: FormDialogProps) {
  const { LL } = useI18n();
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      actions={
        <>
          <Button tone="secondary" onPress={onClose}>
            {LL.common.cancel()}
          </Button>
          <Button tone="primary" isDisabled={busy} onPress={onSave}>
            {saveLabel}
          </Button>
        </>
      }
    >
      {/* noValidate: react-aria marks a refused field invalid on the input itself, and the browser then
          stopped Enter until that field changed; the server is the judge and answers 422 again */}
      <form
        noValidate
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        {formError && (
          <p role="alert" className={css.error}>
            {formError}
          </p>
        )}
        {children}
        {/* Enter in a field submits the form */}
        <button type="submit" hidden />
      </form>
    </ModalDialog>
  );
}
