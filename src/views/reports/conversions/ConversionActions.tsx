import Decimal from 'decimal.js';
import { useState, type FormEvent } from 'react';
import { CONVERSION_ACTIONS, MAX_REASON, type ConversionAction } from '../../../domain/conversions/status.ts';
import type { ConversionItem } from '../../../domain/reports/schema.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { Button } from '../../system/Button.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { ModalDialog } from '../../system/Dialog.tsx';
import { TextField } from '../../system/TextField.tsx';
import * as css from '../reports.css.ts';
import { adjustmentFor, PAYOUT_INPUT, type useConversionActions } from './useConversionActions.ts';
import { useFormat } from '../../app/useFormat.ts';

export type ConversionDialog = { kind: 'action'; action: ConversionAction; ids: number[] } | { kind: 'adjust'; row: ConversionItem } | null;
type Actions = ReturnType<typeof useConversionActions>;

/**
 * The toolbar over the conversions table (users with report 15 only): Approve / Reject / Mark as
 * organic for the selection, each enabled when the status chart lets at least one selected
 * conversion take it (the disabled button says why), and Adjust payout for a single row — the faces of
 * the list's commands (conversionListCommands, registered by the list with the selection).
 */
export function ConversionToolbar({ count }: { count: number }) {
  const { LL } = useI18n();
  const t = LL.conversions;
  return (
    <Toolbar
      role="toolbar"
      aria-label={t.toolbar.label()}
      data-slot="conversion-actions"
      status={t.toolbar.selected({ count })}
      actions={
        <>
          {/* the faces of the selection's commands (conversionListCommands): enabled and why not from them */}
          {CONVERSION_ACTIONS.map((a) => (
            <CommandButton key={a} command={`conversions.${a}`} size="sm" tone={a === 'reject' ? 'danger' : 'secondary'}>
              {t.commands[a]({ count })}
            </CommandButton>
          ))}
          <CommandButton command="conversions.adjust" size="sm" tone="ghost">
            {t.adjust.open()}
          </CommandButton>
        </>
      }
    />
  );
}

/** The confirmation of a status change; Reject requires its reason (the partner is told why). */
export function ActionDialog({
  action,
  ids,
  actions,
  onClose,
}: {
  action: ConversionAction;
  ids: number[];
  actions: Actions;
  onClose: () => void;
}) {
  const { LL } = useI18n();
  const t = LL.conversions;
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const required = action === 'reject';
  const error =
    reason.length > MAX_REASON ? t.toolbar.reasonTooLong() : required && tried && !reason.trim() ? t.toolbar.reasonRequired() : undefined;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (busy || reason.length > MAX_REASON || (required && !reason.trim())) return;
    setBusy(true);
    await actions.act(action, ids, reason);
    setBusy(false);
    onClose();
  };
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.confirm[action]({ count: ids.length })}
      size="sm"
    >
      <form onSubmit={(e) => void submit(e)}>
        <TextField
          label={required ? t.reason() : t.toolbar.reasonOptional()}
          description={t.reasonHint()}
          value={reason}
          onChange={setReason}
          autoFocus
          errorMessage={error}
        />
        <div className={css.toolbar} data-dialog-actions>
          <Button type="submit" tone={required ? 'danger' : 'primary'} isDisabled={busy}>
            {t.toolbar.confirm()}
          </Button>
          <Button tone="ghost" onPress={onClose}>
            {t.toolbar.cancel()}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** One conversion's new total payout (4 decimals) and the reason, kept in its audit row. */
export function AdjustDialog({ row, actions, onClose }: { row: ConversionItem; actions: Actions; onClose: () => void }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.conversions;
  const [payout, setPayout] = useState(new Decimal(row.payout).toFixed(4));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const payoutOk = PAYOUT_INPUT.test(payout.trim());
  const reasonOk = reason.trim() !== '' && reason.length <= MAX_REASON;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (busy || !payoutOk || !reasonOk) return;
    setBusy(true);
    const ok = await actions.adjust(row.id, adjustmentFor(row, payout), reason);
    setBusy(false);
    if (ok) onClose();
  };
  const original = new Decimal(row.payout).minus(row.adjustment).toFixed(4);
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t.adjust.title({ id: row.id })}
      size="sm"
    >
      <form onSubmit={(e) => void submit(e)}>
        <p>
          {t.adjust.current({
            payout: fmt.money(row.payout),
            original: fmt.money(original),
            adjustment: fmt.money(row.adjustment),
          })}
        </p>
        <TextField
          label={t.adjust.newPayout()}
          value={payout}
          onChange={setPayout}
          inputMode="decimal"
          autoFocus
          errorMessage={tried && !payoutOk ? t.adjust.invalid() : undefined}
        />
        <TextField
          label={t.reason()}
          value={reason}
          onChange={setReason}
          errorMessage={
            reason.length > MAX_REASON ? t.toolbar.reasonTooLong() : tried && !reason.trim() ? t.toolbar.reasonRequired() : undefined
          }
        />
        <div className={css.toolbar} data-dialog-actions>
          <Button type="submit" tone="primary" isDisabled={busy}>
            {t.adjust.save()}
          </Button>
          <Button tone="ghost" onPress={onClose}>
            {t.toolbar.cancel()}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
