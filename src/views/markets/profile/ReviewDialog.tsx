import { useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { isApiError } from '../../../api/api-error.ts';
import { REVIEW_TEXT_MAX } from '../../../domain/markets/enums.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import type { LL } from '../../../i18n/translate.ts';
import { formErrors, noErrors, type FormErrors } from '../../app/form-errors.ts';
import { Button } from '../../system/Button.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { ModalDialog } from '../../system/Dialog.tsx';
import { Select } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { showToast } from '../../system/toast-queue.ts';
import * as css from './profile.css.ts';

export interface ReviewBody {
  rating: number;
  content: string;
  genuine: boolean;
}

/**
 * The conflicts of a review write have their own sentences: a second review (409 review_exists /
 * agency_review_exists) says the brand writes one and where it is; the rest go through formErrors
 * (422 field codes under validates.*, anything else under errors.*).
 */
export function reviewErrors(ll: LL, error: unknown): FormErrors {
  if (isApiError(error) && (error.code === 'review_exists' || error.code === 'agency_review_exists'))
    return { form: ll.marketProfile.form.exists(), fields: {} };
  if (isApiError(error) && error.code === 'review_not_allowed') return { form: ll.markets.refusals.review_not_allowed(), fields: {} };
  return formErrors(ll, error);
}

/**
 * "Write a review" (spec 3 §3, §5): rating 1–5, the text, the genuine-experience box. The server
 * judges every rule (empty, restricted keywords, emoji, the box): its field codes are shown on their
 * fields, each in the polite live region of the design system's fields, so the error a submit
 * reveals is announced. A 409 closes nothing: the dialog explains it and the list behind shows the
 * review that exists.
 */
export function ReviewDialog(props: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  submit: (body: ReviewBody) => Promise<unknown>;
}) {
  const { LL } = useI18n();
  const t = LL.marketProfile.form;
  const [rating, setRating] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [genuine, setGenuine] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const genuineErrorId = useId();
  const close = () => {
    props.onOpenChange(false);
    setErrors(noErrors);
  };
  const send = async () => {
    setBusy(true);
    try {
      // an unchosen rating goes as 0: the server answers it on the rating field like every other rule
      await props.submit({ rating: rating ?? 0, content, genuine });
      showToast({ tone: 'success', title: t.sent() });
      setRating(null);
      setContent('');
      setGenuine(false);
      close();
    } catch (error) {
      setErrors(reviewErrors(LL, error));
    } finally {
      setBusy(false);
    }
  };
  const formId = `${genuineErrorId}-form`;
  return (
    <ModalDialog
      isOpen={props.isOpen}
      onOpenChange={(open) => (open ? props.onOpenChange(true) : close())}
      title={t.title({ name: props.name })}
      actions={
        <>
          <Button tone="secondary" onPress={close}>
            {t.cancel()}
          </Button>
          <Button tone="primary" type="submit" form={formId} isDisabled={busy}>
            {t.submit()}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        {errors.form && (
          <p role="alert" className={css.formError}>
            {errors.form}
          </p>
        )}
        <Select
          label={t.rating()}
          options={[5, 4, 3, 2, 1].map((s) => ({ id: String(s), label: t.ratingOption({ star: s }) }))}
          selectedKey={rating === null ? null : String(rating)}
          onSelectionChange={(k) => setRating(Number(k))}
          errorMessage={errors.fields.rating}
        />
        <TextField
          label={t.content()}
          description={t.contentHint()}
          multiline
          value={content}
          onChange={setContent}
          maxLength={REVIEW_TEXT_MAX}
          errorMessage={errors.fields.content}
        />
        <div>
          <Checkbox
            isSelected={genuine}
            onChange={setGenuine}
            isInvalid={Boolean(errors.fields.genuine)}
            aria-describedby={errors.fields.genuine ? genuineErrorId : undefined}
          >
            {t.genuine()}
          </Checkbox>
          {/* always present, so the error a submit reveals is announced (as LiveFieldError does for the other fields) */}
          <div aria-live="polite">
            {errors.fields.genuine && (
              <p id={genuineErrorId} className={css.fieldError}>
                {errors.fields.genuine}
              </p>
            )}
          </div>
        </div>
      </Form>
    </ModalDialog>
  );
}
