import type { InvoiceDto } from '../../../domain/invoices/contract.ts';
import { invoiceActions } from '../../../machines/invoice.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import * as css from './invoices.css.ts';

/** A day of the API ("YYYY-MM-DD") at noon UTC: the same calendar day in every zone within ±12 h. */
export const dayOf = (d: string) => `${d.slice(0, 10)}T12:00:00Z`;

/**
 * One invoice opened from the list: its facts, its lines, then subtotal, VAT and total, and what
 * the invoice machine allows now (mark paid / unpaid) beside the two PDFs. Each button is the face
 * of its palette command (src/commands/invoices.ts, decision 097), registered by the invoice tab.
 */
export function InvoiceDetail(props: { invoice: InvoiceDto }) {
  const { LL } = useI18n();
  const t = LL.invoices;
  const fmt = useFormat();
  const inv = props.invoice;
  const lineLabel = (l: InvoiceDto['lines'][number]) =>
    l.kind === 'platform_fee' ? t.line.platform_fee({ percent: l.percent ?? '', base: fmt.money(l.base ?? '0') }) : t.line[l.kind]();
  const facts: [string, string][] = [
    [t.columns.type(), t.type[inv.type]()],
    [t.columns.party(), inv.party_name || '—'],
    [t.columns.period(), `${fmt.date(dayOf(inv.period_start))} – ${fmt.date(dayOf(inv.period_end))}`],
    [t.columns.status(), t.status[inv.status]()],
    [t.columns.issued(), fmt.date(inv.issued_at)],
    [t.columns.due(), fmt.date(dayOf(inv.due_date))],
    ...(inv.paid_at ? ([[t.columns.paid(), fmt.date(inv.paid_at)]] as [string, string][]) : []),
  ];
  return (
    <section className={`${css.panel} ${css.detail}`} aria-labelledby="invoice-detail-title" data-testid="invoice-detail">
      <h2 id="invoice-detail-title" className={css.heading}>
        {t.detail.title({ id: inv.id })}
      </h2>
      <dl className={css.facts}>
        {facts.map(([label, value], i) => (
          <div key={i} className={css.fact}>
            <dt className={css.factLabel}>{label}</dt>
            <dd className={css.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {inv.based_on_id !== null && <p className={css.muted}>{t.detail.basedOn({ id: inv.based_on_id })}</p>}
      <table className={css.lines} aria-label={t.detail.lines()}>
        <thead>
          <tr>
            <th className={css.lineCell}>{t.detail.item()}</th>
            <th className={css.amountCell}>{t.detail.amount()}</th>
          </tr>
        </thead>
        <tbody>
          {inv.lines
            .filter((l) => l.kind !== 'vat')
            .map((l) => (
              <tr key={l.position}>
                <td className={css.lineCell}>{lineLabel(l)}</td>
                <td className={css.amountCell}>{fmt.money(l.amount)}</td>
              </tr>
            ))}
          <tr className={css.totalRow}>
            <td className={css.lineCell}>{t.columns.subtotal()}</td>
            <td className={css.amountCell}>{fmt.money(inv.subtotal)}</td>
          </tr>
          <tr>
            <td className={css.lineCell}>{t.columns.vat()}</td>
            <td className={css.amountCell}>{fmt.money(inv.vat)}</td>
          </tr>
          <tr className={css.totalRow}>
            <td className={css.lineCell}>{t.columns.total()}</td>
            <td className={css.amountCell} data-testid="invoice-total">
              {fmt.money(inv.total)} {inv.currency}
            </td>
          </tr>
        </tbody>
      </table>
      <div className={css.actions}>
        {invoiceActions(inv.status).map((a) => (
          <CommandButton key={a} tone="primary" command={`invoices.${a}`}>
            {t.actions[a]()}
          </CommandButton>
        ))}
        <CommandButton tone="secondary" command="invoices.pdf">
          {t.actions.pdf()}
        </CommandButton>
        <CommandButton tone="secondary" command="invoices.pdfVi">
          {t.actions.pdfVi()}
        </CommandButton>
        <CommandButton tone="secondary" command="invoices.closeDetail">
          {t.detail.close()}
        </CommandButton>
      </div>
    </section>
  );
}
