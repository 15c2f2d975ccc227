import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, Link } from 'react-aria-components';
import { useSearch } from 'wouter';
import { authCalls } from '../../api/auth.ts';
import { validateNewPassword } from '../../domain/auth/password.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { validateText } from '../../i18n/translate.ts';
import { Button } from '../system/Button.tsx';
import { TextField } from '../system/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { formErrors, noErrors, type FormErrors } from '../app/form-errors.ts';
import * as css from './auth.css.ts';

const EXPIRED_CODE = { set: 'set_password_link_invalid', reset: 'reset_password_link_invalid' } as const;

/**
 * Set password (an invited employee's first password) and reset password (after "forgot password"):
 * the emailed link carries `?token=`. An expired or used link shows the spec's message and offers a
 * fresh link by email.
 */
export function NewPasswordPage({ mode }: { mode: 'set' | 'reset' }) {
  const { LL } = useI18n();
  const client = useQueryClient();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>(token ? noErrors : { form: LL.auth.missingToken(), fields: {} });
  const [expired, setExpired] = useState(!token);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const expiredCode = EXPIRED_CODE[mode];

  const submit = () => {
    const local = validateNewPassword({ password, confirm });
    if (local.length) return setErrors({ form: null, fields: Object.fromEntries(local.map((e) => [e.field, validateText(LL, e)])) });
    setPending(true);
    authCalls
      .newPassword(client, mode, { token, password, confirm_password: confirm })
      .then(() => setDone(LL.auth.passwordSaved()))
      .catch((error: unknown) => {
        const next = formErrors(LL, error);
        setErrors(next);
        if ((error as { code?: string }).code === expiredCode) setExpired(true);
      })
      .finally(() => setPending(false));
  };
  const sendNewLink = () => {
    setPending(true);
    authCalls
      .resendLink(client, mode, email.trim())
      .then(() => setDone(LL.auth.linkSent({ email: email.trim() })))
      .catch((error: unknown) => setErrors(formErrors(LL, error)))
      .finally(() => setPending(false));
  };

  const title = mode === 'set' ? LL.auth.setTitle() : LL.auth.resetTitle();
  if (done) {
    return (
      <AuthCard title={title} info={done}>
        <Link href="/auth/login">{LL.auth.signIn()}</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} alert={errors.form} links={[{ href: '/auth/login', label: LL.auth.haveAccount() }]}>
      {expired ? (
        <Form className={css.form} onSubmit={(e) => (e.preventDefault(), sendNewLink())}>
          <TextField
            label={LL.auth.email()}
            name="email"
            type="email"
            isRequired
            value={email}
            onChange={setEmail}
            errorMessage={errors.fields.email}
          />
          <Button type="submit" tone="primary" isPending={pending}>
            {LL.auth.resendLink()}
          </Button>
        </Form>
      ) : (
        <Form className={css.form} onSubmit={(e) => (e.preventDefault(), submit())}>
          <TextField
            label={LL.auth.newPassword()}
            name="password"
            type="password"
            autoComplete="new-password"
            isRequired
            autoFocus
            value={password}
            onChange={setPasswordValue}
            errorMessage={errors.fields.password}
          />
          <TextField
            label={LL.auth.confirmPassword()}
            name="confirm_password"
            type="password"
            autoComplete="new-password"
            isRequired
            value={confirm}
            onChange={setConfirm}
            errorMessage={errors.fields.confirm_password}
          />
          <Button type="submit" tone="primary" isPending={pending}>
            {LL.auth.savePassword()}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
