import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractCalls } from '../../../api/partner-contracts.ts';
import {
  CONTRACT_BUDGET_FREQUENCIES,
  CONTRACT_BUDGET_TYPES,
  type ContractBudgetFrequency,
  type ContractBudgetType,
} from '../../../domain/partners/enums.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { FormDialog } from '../../app/FormDialog.tsx';
import { formErrors, noErrors, type FormErrors } from '../../app/form-errors.ts';
import { OfferFilterPicker, PartnerFilterPicker } from '../../pickers/EntityPickers.tsx';
import { Button } from '../../system/Button.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { DatePicker } from '../../system/DatePicker.tsx';
import { Select } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { showToast } from '../../system/toast-queue.ts';
import * as css from './contracts.css.ts';

interface BudgetDraft {
  key: number;
  budget_type: ContractBudgetType;
  frequency: ContractBudgetFrequency;
  value: string;
}
let nextKey = 0;

/**
 * Draw up partner contracts from one template (spec 3 §7 contract/template and /create; decision
 * 074): offers × partners, budgets {type, frequency, value} (the server refuses a lower timeframe over
 * a higher one with the field's code, shown on that value), payout tier, terms, message, end date, and
 * send now or keep pending. Pairs the server refuses (a live contract exists, a blocked partner) are
 * named in the toast with their reasons; the others are made.
 */
export function DrawUpDialog({ onClose }: { onClose(): void }) {
  const { LL } = useI18n();
  const t = LL.partnerContracts.form;
  const words = LL.partners.contract;
  const client = useQueryClient();
  const [offers, setOffers] = useState<number[]>([]);
  const [partners, setPartners] = useState<number[]>([]);
  const [budgets, setBudgets] = useState<BudgetDraft[]>([]);
  const [tier, setTier] = useState('');
  const [terms, setTerms] = useState('');
  const [message, setMessage] = useState('');
  const [endDate, setEndDate] = useState<string | null>(null);
  const [send, setSend] = useState(true);
  const [errors, setErrors] = useState<FormErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const field = (name: string) => errors.fields[name];

  const update = (key: number, change: Partial<BudgetDraft>) =>
    setBudgets((bs) => bs.map((b) => (b.key === key ? { ...b, ...change } : b)));
  const save = () => {
    if (offers.length === 0) return setErrors({ form: null, fields: { offer_ids: t.noOffers() } });
    if (partners.length === 0) return setErrors({ form: null, fields: { partner_ids: t.noPartners() } });
    setBusy(true);
    contractCalls(client)
      .drawUp({
        offer_ids: offers,
        partner_ids: partners,
        budgets: budgets.map(({ key: _k, ...b }) => b),
        payout_tier: tier.trim() === '' ? null : tier.trim(),
        terms,
        message,
        end_date: endDate ? `${endDate}T23:59:59Z` : null,
        send,
      })
      .then(async ({ items }) => {
        const made = items.filter((r) => r.contract_id !== null).length;
        const refused = items.filter((r) => r.reason !== null);
        showToast({ tone: made > 0 ? 'success' : 'error', title: t.made({ n: made }) });
        if (refused.length > 0) {
          const reasons = [...new Set(refused.map((r) => LL.partners.refusals[r.reason!]()))].join(' ');
          showToast({ tone: 'error', title: t.refused({ n: refused.length, reasons }) });
        }
        await contractCalls(client).refresh();
        if (made > 0) onClose();
      })
      .catch((error: unknown) => setErrors(formErrors(LL, error)))
      .finally(() => setBusy(false));
  };

  return (
    <FormDialog title={t.title()} saveLabel={t.save()} busy={busy} formError={errors.form} onSave={save} onClose={onClose}>
      <p className={css.muted}>{t.intro()}</p>
      <OfferFilterPicker value={offers} onChange={setOffers} multiple errorMessage={field('offer_ids')} />
      <PartnerFilterPicker value={partners} onChange={setPartners} multiple errorMessage={field('partner_ids')} />
      <fieldset className={css.fieldset}>
        <legend>{t.budgets()}</legend>
        {budgets.map((b, i) => (
          <div key={b.key} className={css.budgetRow}>
            <Select
              label={t.budgetType({ n: i + 1 })}
              selectedKey={b.budget_type}
              onSelectionChange={(k) => update(b.key, { budget_type: k as ContractBudgetType })}
              options={CONTRACT_BUDGET_TYPES.map((id) => ({ id, label: words.budgetType[id]() }))}
              errorMessage={field(`budgets.${i}.budget_type`)}
            />
            <Select
              label={t.frequency({ n: i + 1 })}
              selectedKey={b.frequency}
              onSelectionChange={(k) => update(b.key, { frequency: k as ContractBudgetFrequency })}
              options={CONTRACT_BUDGET_FREQUENCIES.map((id) => ({ id, label: words.frequency[id]() }))}
              errorMessage={field(`budgets.${i}.frequency`)}
              isInvalid={field(`budgets.${i}.frequency`) !== undefined}
            />
            <TextField
              label={t.value({ n: i + 1 })}
              value={b.value}
              onChange={(value) => update(b.key, { value })}
              inputMode="decimal"
              errorMessage={field(`budgets.${i}.value`)}
              isInvalid={field(`budgets.${i}.value`) !== undefined}
            />
            <Button tone="secondary" size="sm" onPress={() => setBudgets((bs) => bs.filter((x) => x.key !== b.key))}>
              {t.removeBudget({ n: i + 1 })}
            </Button>
          </div>
        ))}
        <Button
          tone="secondary"
          size="sm"
          isDisabled={budgets.length >= 6}
          onPress={() => setBudgets((bs) => [...bs, { key: nextKey++, budget_type: 'conversions', frequency: 'monthly', value: '' }])}
        >
          {t.addBudget()}
        </Button>
      </fieldset>
      <TextField
        label={t.payoutTier()}
        description={t.payoutTierHint()}
        value={tier}
        onChange={setTier}
        inputMode="decimal"
        errorMessage={field('payout_tier')}
        isInvalid={field('payout_tier') !== undefined}
      />
      <TextField
        label={t.terms()}
        value={terms}
        onChange={setTerms}
        multiline
        errorMessage={field('terms')}
        isInvalid={field('terms') !== undefined}
      />
      <TextField
        label={t.message()}
        value={message}
        onChange={setMessage}
        multiline
        errorMessage={field('message')}
        isInvalid={field('message') !== undefined}
      />
      <DatePicker label={t.endDate()} value={endDate} onChange={setEndDate} errorMessage={field('end_date')} />
      <Checkbox isSelected={send} onChange={setSend}>
        {t.send()}
      </Checkbox>
    </FormDialog>
  );
}
