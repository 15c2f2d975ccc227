import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { crossCheckCalls, crossCheckSettingsQuery } from '../../../api/cross-check.ts';
import type { CrossCheckRow } from '../../../domain/cross-check/contract.ts';
import { LOCKING_TERM_DEFAULT_DAYS } from '../../../domain/cross-check/enums.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { FormDialog } from '../../app/FormDialog.tsx';
import { TextField } from '../../system/TextField.tsx';
import { showToast } from '../../system/toast-queue.ts';
import * as css from './cross-check.css.ts';
import { refusalText } from './messages.ts';

/** The first and last day of the month before today (UTC): what a brand cross-checks most. */
function lastMonth(now = new Date()): { start: string; end: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

/** Runs a write; its refusal is the dialog's form error. */
function useWrite() {
  const { LL } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async <T,>(work: () => Promise<T>, done: (t: T) => void) => {
    setBusy(true);
    setError(null);
    try {
      done(await work());
    } catch (e) {
      setError(refusalText(LL, e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

export function CreateDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (p: { period_start: string; period_end: string }) => void;
}) {
  const { LL } = useI18n();
  const calls = crossCheckCalls(useQueryClient());
  const initial = lastMonth();
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const w = useWrite();
  const save = () =>
    w.run(
      () => calls.create(start, end),
      (answer) => {
        showToast({ tone: 'success', title: LL.crossCheck.create.created({ count: answer.created }) });
        onCreated({ period_start: start, period_end: end });
      },
    );
  return (
    <FormDialog
      title={LL.crossCheck.create.title()}
      saveLabel={LL.crossCheck.actions.create()}
      busy={w.busy}
      formError={w.error}
      onSave={save}
      onClose={onClose}
    >
      <div className={css.fields}>
        <TextField label={LL.crossCheck.create.periodStart()} type="date" value={start} onChange={setStart} isRequired />
        <TextField label={LL.crossCheck.create.periodEnd()} type="date" value={end} onChange={setEnd} isRequired />
      </div>
    </FormDialog>
  );
}

export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { LL } = useI18n();
  const calls = crossCheckCalls(useQueryClient());
  const current = useQuery(crossCheckSettingsQuery());
  const [days, setDays] = useState<string | null>(null);
  const value = days ?? String(current.data?.locking_days ?? LOCKING_TERM_DEFAULT_DAYS);
  const w = useWrite();
  const save = () =>
    w.run(
      () => calls.settings(Number(value)),
      () => {
        showToast({ tone: 'success', title: LL.crossCheck.settings.saved() });
        onClose();
      },
    );
  return (
    <FormDialog
      title={LL.crossCheck.settings.title()}
      saveLabel={LL.common.save()}
      busy={w.busy}
      formError={w.error}
      onSave={save}
      onClose={onClose}
    >
      <TextField
        label={LL.crossCheck.settings.days()}
        description={LL.crossCheck.settings.hint()}
        inputMode="numeric"
        value={value}
        onChange={setDays}
      />
    </FormDialog>
  );
}

export function ArrearsDialog({ record, onClose, onSaved }: { record: CrossCheckRow; onClose: () => void; onSaved: () => void }) {
  const { LL } = useI18n();
  const calls = crossCheckCalls(useQueryClient());
  const [value, setValue] = useState(record.arrears);
  const w = useWrite();
  const save = () =>
    w.run(
      () => calls.arrears(record.id, value.trim()),
      () => {
        showToast({ tone: 'success', title: LL.crossCheck.arrears.saved() });
        onSaved();
      },
    );
  return (
    <FormDialog
      title={`${LL.crossCheck.arrears.title()}: #${record.partner_id} ${record.partner_name}`}
      saveLabel={LL.common.save()}
      busy={w.busy}
      formError={w.error}
      onSave={save}
      onClose={onClose}
    >
      <TextField
        label={LL.crossCheck.arrears.title()}
        description={LL.crossCheck.arrears.hint()}
        inputMode="decimal"
        value={value}
        onChange={setValue}
      />
    </FormDialog>
  );
}
