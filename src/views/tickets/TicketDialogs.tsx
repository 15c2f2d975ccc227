import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { searchKeys } from '../../api/search.ts';
import { ticketCalls, ticketKeys } from '../../api/tickets.ts';
import type { ReviewState, TicketDto } from '../../domain/tickets/contract.ts';
import {
  TICKET_CATEGORIES,
  TICKET_RATING_MAX,
  TICKET_REFUSALS,
  type TicketCategory,
  type TicketRefusal,
} from '../../domain/tickets/enums.ts';
import { useI18n } from '../../i18n/runtime.ts';
import type { LL } from '../../i18n/translate.ts';
import { formErrors, noErrors, type FormErrors } from '../app/form-errors.ts';
import { FormDialog } from '../app/FormDialog.tsx';
import { useFormat } from '../app/useFormat.ts';
import { useFormWrite } from '../app/useFormWrite.ts';
import { Select } from '../system/Select.tsx';
import { TextField } from '../system/TextField.tsx';
import { AttachFiles, type PickedFile } from './AttachFiles.tsx';
import * as css from './tickets.css.ts';

/** This feature's refusal codes have their own texts (tickets.refusals), on the form and on the fields they name. */
export function ticketErrors(ll: LL, error: unknown): FormErrors {
  if (isApiError(error) && (TICKET_REFUSALS as readonly string[]).includes(error.code)) {
    const text = ll.tickets.refusals[error.code as TicketRefusal]();
    return { form: text, fields: Object.fromEntries(error.errors.map((e) => [e.field, text])) };
  }
  return formErrors(ll, error);
}

/** Runs a write, refreshes every ticket query and the palette's ticket index, toasts `done`. */
export function useTicketWrite() {
  const client = useQueryClient();
  const write = useFormWrite(ticketErrors, [ticketKeys.all, searchKeys.index('ticket')]);
  return { ...write, calls: ticketCalls(client) };
}

/** Raise a ticket: title, category, what happened, attachments. */
export function CreateTicketDialog({ onClose }: { onClose: (made?: TicketDto) => void }) {
  const { LL } = useI18n();
  const t = LL.tickets;
  const { busy, run, calls } = useTicketWrite();
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<TicketCategory>('tracking');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const save = async () => {
    let made: TicketDto | undefined;
    const failed = await run(
      async () => (made = await calls.create({ title, category, body, file_ids: files.map((f) => f.id) })),
      (m) => t.toast.created({ id: m.id }),
    );
    if (failed) setErrors(failed);
    else onClose(made);
  };
  const e = errors.fields;
  return (
    <FormDialog
      title={t.actions.create()}
      saveLabel={t.form.submit()}
      busy={busy}
      formError={errors.form}
      onSave={() => void save()}
      onClose={() => onClose()}
    >
      <TextField label={t.form.title()} value={title} onChange={setTitle} errorMessage={e.title} autoFocus />
      <Select
        label={t.form.category()}
        selectedKey={category}
        onSelectionChange={(k) => setCategory(k as TicketCategory)}
        options={TICKET_CATEGORIES.map((c) => ({ id: c, label: t.category[c]() }))}
        errorMessage={e.category}
      />
      <TextField label={t.form.body()} value={body} onChange={setBody} multiline errorMessage={e.body} />
      <AttachFiles files={files} onChange={setFiles} error={e.file_ids} />
    </FormDialog>
  );
}

/** The brand's reply on an open ticket, with attachments. */
export function ReplyDialog({ ticket, onClose }: { ticket: TicketDto; onClose: () => void }) {
  const { LL } = useI18n();
  const t = LL.tickets;
  const { busy, run, calls } = useTicketWrite();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const save = async () => {
    const failed = await run(
      () => calls.message(ticket.id, { body, file_ids: files.map((f) => f.id) }),
      () => t.toast.replied(),
    );
    if (failed) setErrors(failed);
    else onClose();
  };
  return (
    <FormDialog
      title={`${t.actions.reply()}: #${ticket.id}`}
      saveLabel={t.actions.reply()}
      busy={busy}
      formError={errors.form}
      onSave={() => void save()}
      onClose={onClose}
    >
      <TextField label={t.form.reply()} value={body} onChange={setBody} multiline errorMessage={errors.fields.body} autoFocus />
      <AttachFiles files={files} onChange={setFiles} error={errors.fields.file_ids} />
    </FormDialog>
  );
}

/** A review of the support (spec 1 §9): a rating and a text, 30 days apart. */
export function ReviewDialog({ state, onClose }: { state: ReviewState | undefined; onClose: () => void }) {
  const { LL } = useI18n();
  const t = LL.tickets.review;
  const fmt = useFormat();
  const { busy, run, calls } = useTicketWrite();
  const [rating, setRating] = useState(5);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const save = async () => {
    const failed = await run(
      () => calls.review({ rating, body }),
      () => t.saved(),
    );
    if (failed) setErrors(failed);
    else onClose();
  };
  const last = state?.last;
  return (
    <FormDialog title={t.title()} saveLabel={t.submit()} busy={busy} formError={errors.form} onSave={() => void save()} onClose={onClose}>
      <p className={css.muted}>
        {last ? t.last({ rating: last.rating, date: fmt.date(last.created_at) }) : t.none()}
        {state?.next_allowed_at && ` ${t.nextAllowed({ date: fmt.date(state.next_allowed_at) })}`}
      </p>
      <Select
        label={t.rating()}
        selectedKey={rating}
        onSelectionChange={(k) => setRating(Number(k))}
        options={Array.from({ length: TICKET_RATING_MAX }, (_, i) => TICKET_RATING_MAX - i).map((n) => ({ id: n, label: t.stars({ n }) }))}
        errorMessage={errors.fields.rating}
      />
      <TextField label={t.body()} value={body} onChange={setBody} multiline errorMessage={errors.fields.body} autoFocus />
    </FormDialog>
  );
}
