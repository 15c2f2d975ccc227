import { useRef, useState } from 'react';
import { viewCommands } from '../../../commands/app-commands.ts';
import type { PrivatePayoutsView } from '../../../commands/offer-form.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { CommandButton, RowCommandButton } from '../../app/CommandButton.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { NumberField } from '../../system/NumberField.tsx';
import * as css from '../list/offers.css.ts';
import type { FormBinding } from './fields.tsx';
import { PartnerPicker } from './PartnerPicker.tsx';
import type { PrivatePayoutRow } from './form-state.ts';

/**
 * Private payouts of the general tab (spec 2 §3): a partner id and its own payout per row. The
 * general PUT replaces the whole list, so the rows the offer has are shown and sent back as edited.
 * The partner is searched among the brand's partners (PartnerPicker).
 */
export function PrivatePayoutsInput({ f }: { f: FormBinding }) {
  const { LL } = useI18n();
  const F = LL.offers.fields;
  const rows = f.draft.private_payouts;
  // stable keys: the payout field keeps its own text (defaultValue), so a removed row must not shift its neighbours
  const keys = useRef<number[]>([]);
  const next = useRef(0);
  while (keys.current.length < rows.length) keys.current.push(next.current++);
  keys.current.length = rows.length;
  // the row that last held focus: the palette's "Remove private payout N" removes it (decision 098)
  const [focused, setFocused] = useState<number | null>(null);
  const setRow = (i: number, patch: Partial<PrivatePayoutRow>) =>
    f.set({ private_payouts: rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const remove = (i: number) => {
    keys.current.splice(i, 1);
    f.set({ private_payouts: rows.filter((_, j) => j !== i) });
    setFocused(null);
  };
  const view: PrivatePayoutsView = {
    focusedPayout: focused !== null && focused < rows.length ? focused : null,
    addPrivatePayout: () => f.set({ private_payouts: [...rows, { partner_id: 0, payout: '' }] }),
    removePrivatePayout: remove,
  };
  useViewCommands(f.page === 'offerEdit' ? viewCommands.privatePayoutsEdit : viewCommands.privatePayoutsNew, view);
  return (
    <fieldset className={css.section} data-field="private_payouts">
      <legend>{F.privatePayouts()}</legend>
      <p className={css.hint}>{F.privatePayoutsHint()}</p>
      {rows.map((r, i) => (
        <div key={keys.current[i]} className={css.rowInline} onFocus={() => setFocused(i)}>
          <PartnerPicker
            value={r.partner_id}
            onChange={(id) => setRow(i, { partner_id: id })}
            errorMessage={f.errors[`private_payouts.${i}.partner_id`]}
          />
          <NumberField
            label={F.partnerPayout()}
            currency={f.currency}
            maxDecimals={4}
            minValue={0}
            defaultValue={r.payout === '' ? undefined : Number(r.payout)}
            onDecimalChange={(v) => setRow(i, { payout: v ?? '' })}
            errorMessage={f.errors[`private_payouts.${i}.payout`]}
          />
          <RowCommandButton size="sm" tone="ghost" command="offerForm.removePrivatePayout" onPress={() => remove(i)}>
            {F.remove()}
          </RowCommandButton>
        </div>
      ))}
      <CommandButton size="sm" tone="secondary" command="offerForm.addPrivatePayout">
        {F.addPrivatePayout()}
      </CommandButton>
    </fieldset>
  );
}
