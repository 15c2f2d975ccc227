import type { AgencyContractDto } from '../../domain/agencies/contract.ts';
import { DURATIONS } from '../../domain/reference/data/business.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { agencyContractActions, agencyContractEditable } from '../../machines/agency-contract.ts';
import { useFormat } from '../app/useFormat.ts';
import { CommandButton } from '../app/CommandButton.tsx';
import { levelName } from './levels.ts';
import * as css from './agencies.css.ts';

export interface AgencyContractDetailProps {
  contract: AgencyContractDto;
  /** false: the user may not act (partnership read-only) */
  mayAct: boolean;
}

/**
 * One contract: agency and brand, fees and retainer schedule, period, texts, files, the agency's module
 * levels in the display order, its history, and the actions the chart allows now (spec 3 §3) — the
 * faces of the page's commands on the selected contract, which this is (decision 097).
 */
export function AgencyContractDetail({ contract: c, mayAct }: AgencyContractDetailProps) {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const t = LL.agencies;
  const d = t.detail;
  const duration = DURATIONS.find((x) => x.id === c.duration_id);
  const fact = (label: string, value: string) => (
    <div className={css.fact}>
      <dt className={css.term}>{label}</dt>
      <dd className={css.value}>{value || d.none()}</dd>
    </div>
  );
  const history: [string, string | null][] = [
    [d.created(), c.created_at],
    [d.sent(), c.sent_at],
    [d.signed(), c.signed_at],
    [d.terminationRequested(), c.termination_requested_at],
    [d.terminated(), c.terminated_at],
  ];
  return (
    <section className={css.detail} aria-labelledby="agency-contract-detail">
      <h2 id="agency-contract-detail" className={css.heading}>
        {t.contractTitle({ id: c.id, agency: c.agency.name })}
      </h2>
      <dl className={css.facts}>
        {fact(t.columns.status(), t.status[c.status]())}
        {fact(d.agency(), `${c.agency.name} · ${c.agency.email} · ${c.agency.phone}`)}
        {fact(d.brand(), `${c.brand.name} · ${c.brand.email}`)}
        {fact(d.fee(), t.feeType[c.fee_type]())}
        {c.retainer_fee !== null &&
          fact(
            d.retainer(),
            t.feeSummary.retainer({
              amount: fmt.money(c.retainer_fee),
              frequency: c.retainer_frequency ? t.frequency[c.retainer_frequency]() : '',
            }),
          )}
        {c.retainer_fee !== null && fact(d.schedule(), c.retainer_month_end ? t.monthEnd() : t.dueDay({ day: c.retainer_due_day ?? 0 }))}
        {c.performance_fee_percent !== null &&
          fact(d.performance(), t.feeSummary.performance({ percent: fmt.number(c.performance_fee_percent, 2) }))}
        {fact(d.duration(), duration ? duration.name[locale] : '')}
        {fact(d.start(), fmt.dateTime(c.start_at))}
        {fact(d.end(), c.end_at ? fmt.dateTime(c.end_at) : t.openEnded())}
        {fact(d.viewContract(), c.is_enable_view_contract ? d.viewContractYes() : d.viewContractNo())}
        {fact(d.terms(), c.terms)}
        {fact(d.updateNotice(), c.update_notice)}
      </dl>
      <h3 className={css.subheading}>{d.permissions()}</h3>
      <dl className={css.levels}>
        {c.permissions.map((p) => (
          <div key={p.module} className={css.fact}>
            <dt className={css.term}>{LL.employees.modules[p.module]()}</dt>
            <dd className={css.value}>{t.levels[levelName(p.level)]()}</dd>
          </div>
        ))}
      </dl>
      <h3 className={css.subheading}>{d.files()}</h3>
      {c.files.length === 0 ? (
        <p className={css.muted}>{d.noFiles()}</p>
      ) : (
        <ul className={css.list}>
          {c.files.map((f) => (
            <li key={f.id}>{f.name}</li>
          ))}
        </ul>
      )}
      <h3 className={css.subheading}>{d.history()}</h3>
      <dl className={css.facts}>
        {history.filter(([, at]) => at !== null).map(([label, at]) => fact(label, fmt.dateTime(at!)))}
        {c.ended_by && fact(t.columns.status(), `${t.status[c.status]()} ${d.endedBy[c.ended_by]()}`)}
      </dl>
      {mayAct && (
        <span className={css.actions}>
          {agencyContractEditable(c.status) && (
            <CommandButton size="sm" tone="secondary" command="agencyContracts.edit">
              {t.actions.edit()}
            </CommandButton>
          )}
          {agencyContractActions(c.status).map((action) => (
            <CommandButton
              key={action}
              size="sm"
              tone={action === 'terminate' || action === 'cancel' ? 'danger' : 'primary'}
              command={`agencyContracts.${action}`}
            >
              {t.actions[action]()}
            </CommandButton>
          ))}
        </span>
      )}
    </section>
  );
}
