import type { ReactNode } from 'react';
import { FieldError } from 'react-aria-components';
import * as css from './field.css.ts';

/**
 * A field's error inside a polite live region that is always there, so the error a submit reveals is
 * announced (a region that appears together with its text is not read). react-aria still ties the
 * error to its input with aria-describedby. Every system field uses this, not FieldError itself.
 */
export function LiveFieldError({ children }: { children?: ReactNode }) {
  return (
    <div aria-live="polite" className={css.errorSlot}>
      <FieldError className={css.fieldError}>{children}</FieldError>
    </div>
  );
}
