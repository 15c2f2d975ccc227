import { useAtom } from 'jotai';
import { Link } from 'react-aria-components';
import { useLocation } from 'wouter';
import type { Me } from '../../../domain/auth/contract.ts';
import { FEEDBACK_HOURS, ONBOARDING_STEPS, stepPath } from '../../../domain/onboarding/progress.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { textOf } from '../../../commands/text.ts';
import { Button } from '../../system/Button.tsx';
import { ModalDialog } from '../../system/Dialog.tsx';
import { Icon } from '../../system/icons.tsx';
import { onboardingConfirmOpenAtom } from '../../../atoms/onboarding.ts';
import { RadialProgress } from './RadialProgress.tsx';
import { useOnboardingView, useSubmitOnboarding } from './useOnboarding.ts';
import * as css from './onboarding.css.ts';
import { useFormat } from '../../app/useFormat.ts';

/**
 * The owner's onboarding checklist (spec 1 §2, §4): the radial chart, the three steps each opening its
 * account-settings tab, "continue" to the first unfinished one, and submit with a confirmation. After
 * submission the button stays disabled and the title reads 'onboarding submitted'; under review it
 * shows when feedback is due (72 h).
 */
export function OnboardingPanel({ me }: { me: Me }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const [, navigate] = useLocation();
  const view = useOnboardingView(me);
  const { submit, pending } = useSubmitOnboarding();
  const [confirmOpen, setConfirmOpen] = useAtom(onboardingConfirmOpenAtom);
  const submitted = view.status === 'submitted' || view.status === 'underReview';
  return (
    <section className={css.panel} aria-labelledby="onboarding-title" data-testid="onboarding-checklist" data-status={view.status}>
      <RadialProgress percentage={view.percentage} label={LL.onboarding.progressLabel({ percentage: view.percentage })} />
      <div className={css.body}>
        <h2 id="onboarding-title" className={css.title}>
          {submitted ? LL.onboarding.status[view.status]() : LL.onboarding.title()}
        </h2>
        <p className={css.muted} data-testid="onboarding-status">
          {LL.onboarding.status[view.status]()}
          {submitted && ` — ${LL.onboarding.feedbackWithin({ hours: FEEDBACK_HOURS })}`}
          {submitted && view.feedbackDueAt && ` ${LL.onboarding.feedbackBy({ date: fmt.dateTime(view.feedbackDueAt) })}`}
        </p>
        {view.rejectionReason && view.status === 'incomplete' && (
          <p className={css.rejected}>{LL.onboarding.rejected({ reason: view.rejectionReason })}</p>
        )}
        <ul className={css.steps} aria-label={LL.onboarding.title()}>
          {ONBOARDING_STEPS.map((step) => (
            <li key={step} className={css.step} data-done={view.flags[step]}>
              <Icon
                name={view.flags[step] ? 'check' : 'circle'}
                size={14}
                label={view.flags[step] ? LL.onboarding.stepDone() : LL.onboarding.stepTodo()}
              />
              <Link href={stepPath(step)} className={view.flags[step] ? css.done : undefined}>
                {LL.onboarding.steps[step]()}
              </Link>
            </li>
          ))}
        </ul>
        <div className={css.actions}>
          {view.nextStep && !submitted && (
            <Button tone="secondary" onPress={() => navigate(stepPath(view.nextStep!))}>
              {LL.onboarding.continue()}
            </Button>
          )}
          <Button tone="primary" isDisabled={!view.canSubmit || pending} onPress={() => setConfirmOpen(true)}>
            {submitted ? LL.onboarding.submitted() : LL.onboarding.submit()}
          </Button>
          {view.submitReason && !submitted && <span className={css.muted}>{textOf(LL, view.submitReason)}</span>}
        </div>
      </div>
      <ModalDialog
        isOpen={confirmOpen && view.canSubmit}
        onOpenChange={setConfirmOpen}
        role="alertdialog"
        size="sm"
        title={LL.onboarding.confirmTitle()}
        actions={({ close }) => (
          <>
            <Button tone="secondary" onPress={close}>
              {LL.onboarding.cancel()}
            </Button>
            <Button
              tone="primary"
              isDisabled={pending}
              onPress={() => {
                close();
                void submit();
              }}
            >
              {LL.onboarding.confirm()}
            </Button>
          </>
        )}
      >
        <p>{LL.onboarding.confirmBody()}</p>
      </ModalDialog>
    </section>
  );
}
