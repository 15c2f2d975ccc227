import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/runtime.ts';
import { TextField } from '../system/TextField.tsx';
import { FormDialog } from './FormDialog.tsx';

afterEach(cleanup);

function open(props: { formError?: string | null; busy?: boolean; fieldError?: string }) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(
    <I18nProvider locale="en">
      <FormDialog title="Rename group" saveLabel="Save name" onSave={onSave} onClose={onClose} {...props}>
        <TextField label="Name" defaultValue="Gold" errorMessage={props.fieldError} />
      </FormDialog>
    </I18nProvider>,
  );
  return { onSave, onClose };
}

describe('FormDialog', () => {
  it('saves on its button and on Enter in a field; Cancel closes without saving', async () => {
    const { onSave, onClose } = open({});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save name' })));
    expect(onSave).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.submit(screen.getByRole('textbox', { name: 'Name' }).closest('form')!));
    expect(onSave).toHaveBeenCalledTimes(2);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('announces the refusal that belongs to no field, and waits while busy', () => {
    open({ formError: 'The group name is taken.', busy: true });
    expect(screen.getByRole('alert').textContent).toBe('The group name is taken.');
    const save = screen.getByRole('button', { name: 'Save name' });
    expect(save.hasAttribute('disabled') || save.getAttribute('data-disabled') === 'true').toBe(true);
  });

  it('a field still marked invalid (the last answer refused it) does not stop Enter: the server checks again', async () => {
    const { onSave } = open({ fieldError: 'The name is taken.' });
    const form = screen.getByRole('textbox', { name: 'Name' }).closest('form')!;
    // requestSubmit is what Enter in a field does: it runs the browser's constraint check first
    await act(async () => form.requestSubmit());
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('shows no alert without a refusal', () => {
    open({ formError: null });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
