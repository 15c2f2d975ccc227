import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { ModalDialog } from './Dialog.tsx';

afterEach(cleanup);

function Harness({ isDismissable }: { isDismissable: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <ModalDialog
      isOpen={open}
      onOpenChange={setOpen}
      isDismissable={isDismissable}
      title="Session expired"
      actions={({ close }) => <Button onPress={close}>Log in</Button>}
    >
      Your session has expired. Please login again.
    </ModalDialog>
  );
}

const pressEscape = () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });

describe('ModalDialog', () => {
  it('a non-dismissable dialog ignores Escape and stays until its own button', () => {
    render(<Harness isDismissable={false} />);
    pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a dismissable dialog closes on Escape', () => {
    render(<Harness isDismissable />);
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy();
    pressEscape();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
