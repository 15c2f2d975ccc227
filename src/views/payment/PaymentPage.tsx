import { useLocation, useSearch } from 'wouter';
import { INVOICE_TABS, TYPE_OF_TAB, type InvoiceTab } from '../../domain/invoices/enums.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Tabs } from '../system/Tabs.tsx';
import { InvoicesTab } from './invoices/InvoicesTab.tsx';
import * as css from './payment.css.ts';
import { ReconcileView } from './reconcile/ReconcileView.tsx';

const TABS = ['crossCheck', ...INVOICE_TABS] as const;
type PaymentTab = (typeof TABS)[number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isTab = (v: string | null): v is PaymentTab => (TABS as readonly string[]).includes(v ?? '');

/**
 * /payment (spec 3 §2): a small switch on `filterActive` — crossCheck (the cross-check engineer's
 * tab; a placeholder in this branch; `typeReport=reconcile` with a period opens its reconciliation) or one of
 * the three invoice tabs. The tab lives in the URL, so a
 * notification's `/payment?filterActive=retainer&search=<invoice id>` opens that tab searched.
 */
export function PaymentPage() {
  const { LL } = useI18n();
  const t = LL.invoices;
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const filterActive = query.get('filterActive');
  const tab: PaymentTab = isTab(filterActive) ? filterActive : 'crossCheck';
  const search = query.get('search') ?? '';
  // a cross-check period's guided reconciliation (decision 093)
  const [start, end] = [query.get('periodStart') ?? '', query.get('periodEnd') ?? ''];
  if (tab === 'crossCheck' && query.get('typeReport') === 'reconcile' && DAY.test(start) && DAY.test(end))
    return <ReconcileView period={{ period_start: start, period_end: end }} />;
  const content = (id: PaymentTab) =>
    id === 'crossCheck' ? (
      <p className={css.muted}>{t.crossCheckPlaceholder()}</p>
    ) : (
      <InvoicesTab key={`${id}:${search}`} type={TYPE_OF_TAB[id as InvoiceTab]} initialSearch={search} />
    );
  return (
    <section className={css.page} aria-labelledby="payment-title">
      <h1 id="payment-title">{t.title()}</h1>
      <Tabs
        label={t.tabsLabel()}
        selectedKey={tab}
        onSelectionChange={(k) => k !== tab && navigate(`/payment?filterActive=${String(k)}`)}
        items={TABS.map((id) => ({ id, label: t.tabs[id](), content: content(id) }))}
      />
    </section>
  );
}
