import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { authCalls } from '../../api/auth.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { TextField } from '../system/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { formErrors, noErrors, type FormErrors } from '../app/form-errors.ts';
import * as css from './auth.css.ts';

/** Asks for a reset link; the answer is the same whether the account exists or not. */
export function ForgotPasswordPage() {
  const { LL } = useI18n();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [pending, setPending] = useState(false);
  return (
    <AuthCard
      title={LL.auth.forgotTitle()}
      alert={errors.form}
      info={sentTo ? LL.auth.linkSent({ email: sentTo }) : null}
      links={[{ href: '/auth/login', label: LL.auth.haveAccount() }]}
    >
      <p className={css.muted}>{LL.auth.forgotHelp()}</p>
      <Form
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault();
          setPending(true);
          setErrors(noErrors);
          authCalls
            .forgotPassword(client, email.trim())
            .then(() => setSentTo(email.trim()))
            .catch((error: unknown) => setErrors(formErrors(LL, error)))
            .finally(() => setPending(false));
        }}
      >
        <TextField
          label={LL.auth.email()}
          name="email"
          type="email"
          isRequired
          autoFocus
          value={email}
          onChange={setEmail}
          errorMessage={errors.fields.email}
        />
        <Button type="submit" tone="primary" isPending={pending}>
          {LL.auth.sendLink()}
        </Button>
      </Form>
    </AuthCard>
  );
}
