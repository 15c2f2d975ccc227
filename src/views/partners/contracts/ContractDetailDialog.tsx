import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { contractCalls, contractListQuery, contractQuery, contractRefusalOf, contractUsageQuery } from '../../../api/partner-contracts.ts';
import { CONTRACT_PAGE_SIZE, type ContractAction } from '../../../domain/partners/enums.ts';
import type { BudgetUsage, ContractRow } from '../../../domain/partners/contracts.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { partnerContractActions } from '../../../machines/partner-contract.ts';
import { useFormat } from '../../app/useFormat.ts';
import { Button } from '../../system/Button.tsx';
import { DatePicker } from '../../system/DatePicker.tsx';
import { ModalDialog } from '../../system/Dialog.tsx';
import { showToast } from '../../system/toast-queue.ts';
import * as css from './contracts.css.ts';

export interface ContractDetailDialogProps {
  contractId: number;
  /** the list row when the dialog opened from it: names the partner and offer */
  row: ContractRow | null;
  mayAct: boolean;
  onClose(): void;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * One partner contract (spec 3 §3; decision 074): parties, dates of its lifecycle, payout tier, each
 * budget with what tracking counted against it in its current period (a meter, asked again every
 * 30 s), terms and message, and the actions its machine allows now. Approval takes effect from the
 * day picked (default today: now); a day is sent as its start in UTC.
 */
export function ContractDetailDialog({ contractId, row, mayAct, onClose }: ContractDetailDialogProps) {
  const { LL } = useI18n();
  const t = LL.partnerContracts.detail;
  const words = LL.partners.contract;
  const fmt = useFormat();
  const client = useQueryClient();
  const contract = useQuery(contractQuery(contractId));
  const usage = useQuery(contractUsageQuery(contractId));
  // opened from ?id= or the palette, no list row is at hand: the list's search by id names the parties
  const found = useQuery({
    ...contractListQuery({ page: 1, limit: CONTRACT_PAGE_SIZE, search: String(contractId) }),
    enabled: row === null,
  });
  const named = row ?? found.data?.items.find((r) => r.id === contractId) ?? null;
  const [effective, setEffective] = useState<string | null>(today());
  const [busy, setBusy] = useState(false);
  const c = contract.data;

  const act = (action: ContractAction) => {
    setBusy(true);
    const date = action === 'approve' && effective && effective !== today() ? `${effective}T00:00:00Z` : undefined;
    contractCalls(client)
      .change(contractId, action, date)
      .then(async (after) => {
        showToast({ tone: 'success', title: LL.partnerContracts.changed({ id: after.id, status: words.status[after.status]() }) });
        await contractCalls(client).refresh();
      })
      .catch((error: unknown) => {
        const code = contractRefusalOf(error);
        showToast({ tone: 'error', title: code ? LL.partners.refusals[code]() : LL.errors.internal() });
      })
      .finally(() => setBusy(false));
  };
  const actions = c && mayAct ? partnerContractActions(c.status) : [];

  return (
    <ModalDialog
      isOpen
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t.title({ id: contractId })}
      actions={({ close }) => (
        <>
          {actions.map((action) => (
            <Button key={action} tone={action === 'approve' ? 'primary' : 'secondary'} isDisabled={busy} onPress={() => act(action)}>
              {words.actions[action]()}
            </Button>
          ))}
          <Button tone="secondary" onPress={close}>
            {t.close()}
          </Button>
        </>
      )}
    >
      {c && (
        <div className={css.detail}>
          <dl className={css.facts}>
            <dt>{LL.partnerContracts.colStatus()}</dt>
            <dd>{words.status[c.status]()}</dd>
            <dt>{t.partner()}</dt>
            <dd>{named ? `${named.partner_name} (#${c.partner_id})` : `#${c.partner_id}`}</dd>
            <dt>{t.offer()}</dt>
            <dd>{named ? `${named.offer_name} (#${c.offer_id})` : `#${c.offer_id}`}</dd>
            {named?.application_id != null && (
              <>
                <dt>{t.application()}</dt>
                <dd>{named.application_id}</dd>
              </>
            )}
            <dt>{t.author()}</dt>
            <dd>{c.author_id ?? '—'}</dd>
            <dt>{t.requested()}</dt>
            <dd>{fmt.dateTime(c.requested_at)}</dd>
            <dt>{t.contractDate()}</dt>
            <dd>{c.contract_date ? fmt.dateTime(c.contract_date) : '—'}</dd>
            <dt>{t.endDate()}</dt>
            <dd>{c.end_date ? fmt.dateTime(c.end_date) : '—'}</dd>
            {c.ended_by && (
              <>
                <dt>{t.ended()}</dt>
                <dd>
                  {words.endedBy[c.ended_by]()}
                  {c.ended_at ? `, ${fmt.dateTime(c.ended_at)}` : ''}
                </dd>
              </>
            )}
            <dt>{t.payoutTier()}</dt>
            <dd>{c.payout_tier === null ? t.tierGroupApplies() : fmt.percent(c.payout_tier)}</dd>
          </dl>
          <section aria-labelledby="contract-budgets">
            <h3 id="contract-budgets" className={css.subtitle}>
              {words.budgets()}
            </h3>
            {c.budgets.length === 0 ? <p className={css.muted}>{t.noBudgets()}</p> : <Usage items={usage.data?.items ?? []} />}
          </section>
          <section aria-labelledby="contract-terms">
            <h3 id="contract-terms" className={css.subtitle}>
              {words.terms()}
            </h3>
            <p className={css.text}>{c.terms || t.noTerms()}</p>
          </section>
          <section aria-labelledby="contract-message">
            <h3 id="contract-message" className={css.subtitle}>
              {words.message()}
            </h3>
            <p className={css.text}>{c.message || t.noMessage()}</p>
          </section>
          {actions.includes('approve') && <DatePicker label={t.effectiveDate()} value={effective} onChange={setEffective} />}
        </div>
      )}
    </ModalDialog>
  );
}

/** Each budget: its name, a meter of used / value and the figures in words (the meter is not read as text). */
function Usage({ items }: { items: readonly BudgetUsage[] }) {
  const { LL } = useI18n();
  const t = LL.partnerContracts.detail;
  const words = LL.partners.contract;
  const fmt = useFormat();
  const figure = (u: BudgetUsage, v: string) => (u.budget_type === 'payout' ? fmt.money(v) : fmt.number(v));
  return (
    <ul className={css.budgets}>
      {items.map((u) => {
        const label = t.budgetLabel({ type: words.budgetType[u.budget_type](), frequency: words.frequency[u.frequency]() });
        const used = figure(u, u.used);
        const value = figure(u, u.value);
        return (
          <li key={`${u.budget_type}-${u.frequency}`} className={css.budget}>
            <span>{label}</span>
            <meter className={css.meter} min={0} max={Number(u.value) || 1} value={Number(u.used)} aria-label={label} />
            <span className={css.muted}>
              {u.frequency === 'lifetime' ? t.usageLifetime({ used, value }) : t.usage({ used, value, since: fmt.date(u.period_start) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
