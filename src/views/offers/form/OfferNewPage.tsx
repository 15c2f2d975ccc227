import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../../api/api-error.ts';
import { offerKeys, offerMutations } from '../../../api/offers.ts';
import type { CreateOfferInput } from '../../../domain/offers/schema.ts';
import type { FieldError } from '../../../domain/errors.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { errorText } from '../../../i18n/translate.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { useCommandControl } from '../../app/useCommandControl.ts';
import { Button } from '../../system/Button.tsx';
import { CommandButton } from '../../app/CommandButton.tsx';
import { showToast } from '../../system/toast-queue.ts';
import * as css from '../list/offers.css.ts';
import { createBodyOf, emptyDraft, STEPS, tabOfField, validateTab, type OfferDraft, type Step } from './form-state.ts';
import { errorTexts, focusField, TabSection } from './sections.tsx';
import { OfferReview } from './OfferReview.tsx';

/**
 * /offers/new: the stepper general → tracking → targeting → schedule & budget → creative → review,
 * completable by keyboard alone. Enter in a field (or Ctrl+Enter anywhere) checks the step and moves
 * on, focusing the first field of the next step; on review it creates the offer. A refusal (422) takes
 * the user to the step of the first field it names, with `validates.<code>` under each field.
 */
export function OfferNewPage() {
  const { LL } = useI18n();
  const { me } = useShellSession();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<OfferDraft>(() => emptyDraft(me?.timezone ?? 'UTC'));
  // the latest draft, updated synchronously: Enter in a number field commits and submits in one event
  const latest = useRef(draft);
  const set = (patch: Partial<OfferDraft>) => {
    latest.current = { ...latest.current, ...patch };
    setDraft(latest.current);
  };
  const [step, setStep] = useState<Step>('general');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLFormElement>(null);
  const index = STEPS.indexOf(step);
  const texts = errorTexts(LL, errors);

  // focus the first field with an error, else the first field of the step
  useEffect(() => {
    focusField(root.current, errors.find((e) => tabOfField(e.field) === step)?.field);
  }, [step, errors]);

  const create = async () => {
    setBusy(true);
    setFormError(null);
    try {
      const offer = await offerMutations(client).create(createBodyOf(latest.current) as CreateOfferInput);
      void client.invalidateQueries({ queryKey: offerKeys.all });
      showToast({ tone: 'success', title: LL.offers.steps.created({ name: offer.name }) });
      navigate(`/offers/${offer.id}/detail`);
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) {
        setErrors(error.errors);
        const first = error.errors.map((e) => tabOfField(e.field)).find(Boolean);
        if (first) setStep(first);
        setFormError(LL.offers.steps.fixErrors());
      } else {
        setFormError(isApiError(error) ? errorText(LL, error.code) : LL.errors.somethingWentWrong());
      }
    } finally {
      setBusy(false);
    }
  };

  const next = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    if (step === 'review') return void create();
    const found = validateTab(step, latest.current);
    setErrors(found);
    if (found.length === 0) {
      setFormError(null);
      setStep(STEPS[index + 1]!);
    }
  };
  const submit = () => {
    // let a number field commit what was typed (it commits on blur) before the step is checked
    (document.activeElement as HTMLElement | null)?.blur();
    setTimeout(() => root.current?.requestSubmit(), 0);
  };
  useViewCommands(viewCommands.offerNewKeys, { submit });
  // Next / Create and Back are the faces of these (decision 097); Next stays the form's submit button, so Enter in a field submits
  useViewCommands(viewCommands.offerNewForm, {
    review: step === 'review',
    canGoBack: index > 0,
    dirty: true,
    submit,
    back: () => {
      setErrors([]);
      setStep(STEPS[index - 1]!);
    },
    cancel: () => navigate('/offers'),
  });
  const nextControl = useCommandControl('offerNew.next');
  const name = (s: Step) => LL.offers.steps[s]();
  return (
    <section className={css.page} aria-labelledby="offer-new-title">
      <h1 id="offer-new-title">{LL.offers.steps.create()}</h1>
      <ol className={css.steps} aria-label={LL.offers.steps.progress({ n: index + 1, total: STEPS.length, name: name(step) })}>
        {STEPS.map((s, i) => (
          <li key={s} className={css.step} aria-current={s === step ? 'step' : undefined}>
            {i + 1}. {name(s)}
          </li>
        ))}
      </ol>
      <p className={css.hint}>{LL.offers.steps.nextHint()}</p>
      <form ref={root} className={css.form} onSubmit={next} noValidate aria-label={name(step)}>
        <h2>{name(step)}</h2>
        {formError && (
          <p role="alert" className={css.error}>
            {formError}
          </p>
        )}
        {step === 'review' ? (
          <OfferReview draft={draft} errors={texts} />
        ) : (
          <TabSection key={step} tab={step} f={{ draft, set, errors: texts, currency: me?.currency ?? 'USD', page: 'offerNew' }} />
        )}
        <div className={css.actions}>
          <CommandButton tone="ghost" command="offerNew.back">
            {LL.common.back()}
          </CommandButton>
          {nextControl.visible && (
            <Button
              type="submit"
              tone="primary"
              command={nextControl.command}
              isDisabled={nextControl.isDisabled || busy}
              disabledReason={nextControl.disabledReason}
            >
              {step === 'review' ? LL.offers.steps.create() : LL.common.next()}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
