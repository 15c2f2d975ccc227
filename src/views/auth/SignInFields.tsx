import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { TextField } from '../system/TextField.tsx';

interface SignInFieldsProps {
  email: string;
  onEmail: (value: string) => void;
  password: string;
  onPassword: (value: string) => void;
  pending: boolean;
}

/** Email, password and the sign-in button: the brand's and the agency's doors ask the same (decision 077). */
export function SignInFields(p: SignInFieldsProps) {
  const { LL } = useI18n();
  return (
    <>
      <TextField
        label={LL.auth.email()}
        name="email"
        type="email"
        autoComplete="username"
        isRequired
        autoFocus
        value={p.email}
        onChange={p.onEmail}
      />
      <TextField
        label={LL.auth.password()}
        name="password"
        type="password"
        autoComplete="current-password"
        isRequired
        value={p.password}
        onChange={p.onPassword}
      />
      <Button type="submit" tone="primary" isPending={p.pending}>
        {LL.auth.signIn()}
      </Button>
    </>
  );
}
