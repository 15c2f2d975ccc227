import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { authCalls } from '../../api/auth.ts';
import { validateNewPassword } from '../../domain/auth/password.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { validateText } from '../../i18n/translate.ts';
import { Button } from '../system/Button.tsx';
import { TextField } from '../system/TextField.tsx';
import { useRuntime } from '../app/runtime.tsx';
import { AuthCard } from './AuthCard.tsx';
import { formErrors, noErrors, type FormErrors } from '../app/form-errors.ts';
import { useRobotCheck } from './useRobotCheck.ts';
import * as css from './auth.css.ts';

const FIELDS = ['company_name', 'first_name', 'last_name', 'email'] as const;
type Field = (typeof FIELDS)[number] | 'password' | 'confirm_password';

/** Sign-up creates the brand and its owner and signs the owner in (the guard then shows account settings). */
export function SignUpPage() {
  const { LL } = useI18n();
  const runtime = useRuntime();
  const client = useQueryClient();
  const { check, renew } = useRobotCheck();
  const [values, setValues] = useState<Record<Field, string>>({
    company_name: '',
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    confirm_password: '',
  });
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [pending, setPending] = useState(false);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const labels: Record<Field, string> = {
    company_name: LL.auth.companyName(),
    first_name: LL.auth.firstName(),
    last_name: LL.auth.lastName(),
    email: LL.auth.email(),
    password: LL.auth.password(),
    confirm_password: LL.auth.confirmPassword(),
  };

  const submit = async () => {
    const local = validateNewPassword({ password: values.password, confirm: values.confirm_password });
    if (local.length) {
      setErrors({ form: null, fields: Object.fromEntries(local.map((e) => [e.field, validateText(LL, e)])) });
      return;
    }
    if (check.status !== 'solved') {
      setErrors({ form: LL.auth.robotFailed(), fields: {} });
      return;
    }
    setPending(true);
    try {
      const session = await authCalls.signUp(client, { ...values, altcha: check.payload });
      runtime.tokens.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
      runtime.tokens.setUser(session.user);
      runtime.actor.send({ type: 'session.restored', user: session.user });
    } catch (error) {
      setErrors(formErrors(LL, error));
      renew(); // a solution is good once: the next attempt needs a fresh challenge
    } finally {
      setPending(false);
    }
  };

  const robotText =
    check.status === 'solving' ? LL.auth.robotChecking() : check.status === 'solved' ? LL.auth.robotDone() : LL.auth.robotFailed();
  return (
    <AuthCard title={LL.auth.signUpTitle()} alert={errors.form} links={[{ href: '/auth/login', label: LL.auth.haveAccount() }]}>
      <Form
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={labels[field]}
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            isRequired
            value={values[field]}
            onChange={set(field)}
            errorMessage={errors.fields[field]}
          />
        ))}
        <TextField
          label={labels.password}
          name="password"
          type="password"
          autoComplete="new-password"
          isRequired
          value={values.password}
          onChange={set('password')}
          errorMessage={errors.fields.password}
        />
        <TextField
          label={labels.confirm_password}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          isRequired
          value={values.confirm_password}
          onChange={set('confirm_password')}
          errorMessage={errors.fields.confirm_password}
        />
        <p className={css.muted} role="status" data-testid="robot-check" data-status={check.status}>
          {robotText}
        </p>
        <Button type="submit" tone="primary" isPending={pending} isDisabled={check.status === 'solving'}>
          {LL.auth.signUp()}
        </Button>
      </Form>
    </AuthCard>
  );
}
