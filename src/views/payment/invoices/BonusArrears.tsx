import { useQuery } from '@tanstack/react-query';
import { bonusArrearsQuery } from '../../../api/invoices.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { dayOf } from './InvoiceDetail.tsx';
import * as css from './invoices.css.ts';

/**
 * Spec 3 §7 bonus-arrears on the performance tab: the bonus and arrears of each performance invoice
 * (partner and period) with their sums, so the brand sees what it pays beyond the commission.
 */
export function BonusArrears() {
  const { LL } = useI18n();
  const t = LL.invoices;
  const fmt = useFormat();
  const q = useQuery(bonusArrearsQuery());
  const rows = (q.data?.items ?? []).filter((r) => r.bonus !== '0.00' || r.arrears !== '0.00');
  if (!q.data || rows.length === 0) return null;
  return (
    <section className={`${css.panel} ${css.detail}`} aria-labelledby="bonus-arrears-title">
      <h2 id="bonus-arrears-title" className={css.heading}>
        {t.bonusArrears.title()}
      </h2>
      <table className={css.lines} aria-labelledby="bonus-arrears-title">
        <thead>
          <tr>
            <th className={css.lineCell}>{t.bonusArrears.partner()}</th>
            <th className={css.lineCell}>{t.columns.period()}</th>
            <th className={css.amountCell}>{t.bonusArrears.bonus()}</th>
            <th className={css.amountCell}>{t.bonusArrears.arrears()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.invoice_id}>
              <td className={css.lineCell}>{r.party_name || '—'}</td>
              <td className={css.dayCell}>{fmt.date(dayOf(r.period_start))}</td>
              <td className={css.amountCell}>{fmt.money(r.bonus)}</td>
              <td className={css.amountCell}>{fmt.money(r.arrears)}</td>
            </tr>
          ))}
          <tr className={css.totalRow}>
            <td className={css.lineCell} colSpan={2}>
              {t.bonusArrears.sum()}
            </td>
            <td className={css.amountCell}>{fmt.money(q.data.totals.bonus)}</td>
            <td className={css.amountCell}>{fmt.money(q.data.totals.arrears)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
