import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useI18n } from '../../i18n/runtime.ts';
import { errorText } from '../../i18n/translate.ts';
import { useRuntime, useSessionState, useSignInError } from '../app/runtime.tsx';
import { AuthCard } from './AuthCard.tsx';
import { SignInFields } from './SignInFields.tsx';
import * as css from './auth.css.ts';

/**
 * Sign-in. The session machine does the work (signing in → active, or back with an error code); once
 * active the route guard moves the user on (home, or the `next` path kept by rule 1). A wrong email or
 * password shows 'Email or password incorrect.' without saying which.
 */
export function LoginPage() {
  const { LL } = useI18n();
  const runtime = useRuntime();
  const state = useSessionState();
  const error = useSignInError();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const pending = state === 'signingIn';
  return (
    <AuthCard
      title={LL.auth.signInTitle()}
      alert={error && !pending ? errorText(LL, error) : null}
      links={[
        { href: '/auth/forgot-password', label: LL.auth.forgotLink() },
        { href: '/auth/sign-up', label: LL.auth.noAccount() },
        // agencies have their own door (decision 077)
        { href: '/agency/login', label: LL.auth.agencyLink() },
      ]}
    >
      <Form
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault();
          runtime.login({ email: email.trim(), password });
        }}
      >
        <SignInFields email={email} onEmail={setEmail} password={password} onPassword={setPassword} pending={pending} />
      </Form>
    </AuthCard>
  );
}
