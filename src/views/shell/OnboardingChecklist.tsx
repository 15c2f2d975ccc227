import { Link } from 'react-aria-components';
import type { Me } from '../../domain/auth/contract.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Icon } from '../system/icons.tsx';
import * as css from './shell.css.ts';

const STEPS = [
  { key: 'personal', flag: 'is_personal_info', tab: 'personal-info' },
  { key: 'public', flag: 'is_public_info', tab: 'public-info' },
  { key: 'payment', flag: 'is_payment_info', tab: 'payment-info' },
] as const;

/**
 * Shown to the owner until the admin approves (spec 1 §2). The full checklist (progress chart, submit)
 * arrives with the account area (issue 3); this one lists the three steps and links to their tabs.
 */
export function OnboardingChecklist({ me }: { me: Me }) {
  const { LL } = useI18n();
  return (
    <section className={css.checklist} aria-labelledby="onboarding-title" data-testid="onboarding-checklist">
      <strong id="onboarding-title">
        {LL.shell.onboarding.checklistTitle()} — {me.percentage}%
      </strong>
      <span className={css.muted}>{me.is_submit ? LL.shell.onboarding.submittedOnboarding() : LL.shell.onboarding.incompleteOnboarding()}</span>
      <ul>
        {STEPS.map((step) => (
          <li key={step.key}>
            <Icon name={me[step.flag] ? 'check' : 'circle'} size={14} label={me[step.flag] ? LL.shell.onboarding.stepDone() : LL.shell.onboarding.stepTodo()} />{' '}
            <Link href={`/account-setting?tab=${step.tab}`}>{LL.shell.onboarding[step.key]()}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
