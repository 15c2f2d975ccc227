import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import { agencyCalls } from '../../api/agency-inside.ts';
import { isApiError } from '../../api/api-error.ts';
import { AGENCY_BRANDS_PATH } from '../../commands/agency-inside.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { errorText } from '../../i18n/translate.ts';
import { AuthCard } from './AuthCard.tsx';
import { SignInFields } from './SignInFields.tsx';
import * as css from './auth.css.ts';

/**
 * The agency's own sign-in (decision 077): a page of its own rather than an account-type switch on
 * the brand's, because the two accounts live in different tables, get different tokens and land on
 * different pages. The same throttle and the same one answer for every failure as the brand sign-in.
 */
export function AgencyLoginPage() {
  const { LL } = useI18n();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = LL.agencies.inside;
  return (
    <AuthCard
      title={t.signInTitle()}
      info={t.signInIntro()}
      alert={error ? errorText(LL, error) : null}
      links={[{ href: '/auth/login', label: t.brandSignIn() }]}
    >
      <Form
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault();
          setPending(true);
          setError(null);
          agencyCalls.login(email.trim(), password).then(
            () => navigate(AGENCY_BRANDS_PATH),
            (err: unknown) => {
              setPending(false);
              setError(isApiError(err) ? err.code : 'errorOccurred');
            },
          );
        }}
      >
        <SignInFields email={email} onEmail={setEmail} password={password} onPassword={setPassword} pending={pending} />
      </Form>
    </AuthCard>
  );
}
