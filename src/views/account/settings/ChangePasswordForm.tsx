import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authCalls } from '../../../api/auth.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { formErrors, noErrors } from '../../app/form-errors.ts';
import { Button } from '../../system/Button.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { TextField } from '../../system/TextField.tsx';
import { showToast } from '../../system/toast-queue.ts';
import * as css from './settings.css.ts';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

/** PUT user/change-password from the personal tab (the palette's "Change password" lands here). */
export function ChangePasswordForm() {
  const { LL } = useI18n();
  const client = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState(noErrors);
  const save = useMutation({
    mutationFn: () => authCalls.changePassword(client, values),
    onSuccess: () => {
      setValues(EMPTY);
      setErrors(noErrors);
      showToast({ tone: 'success', title: LL.auth.changePassword.done() });
    },
    onError: (error) => setErrors(formErrors(LL, error)),
  });
  const T = LL.auth.changePassword;
  const field = (key: keyof typeof EMPTY, label: string) => (
    <TextField
      label={label}
      type="password"
      value={values[key]}
      onChange={(v) => setValues((s) => ({ ...s, [key]: v }))}
      errorMessage={errors.fields[key]}
      isRequired
    />
  );
  return (
    <form id="password" className={css.form} aria-label={T.title()} onSubmit={(e) => (e.preventDefault(), save.mutate())}>
      <h2>{T.title()}</h2>
      {errors.form && <p role="alert">{errors.form}</p>}
      {field('current_password', T.currentPassword())}
      {field('new_password', T.newPassword())}
      {field('confirm_password', T.confirmPassword())}
      <Toolbar
        actions={
          <Button tone="secondary" type="submit" isDisabled={save.isPending || !values.current_password}>
            {T.submit()}
          </Button>
        }
      />
    </form>
  );
}
