import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { viewCommands } from '../../commands/app-commands.ts';
import { PAYMENT_TABS, type PaymentTab } from '../../commands/cross-check.ts';
import { TYPE_OF_TAB, type InvoiceTab } from '../../domain/invoices/enums.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useViewCommands } from '../app/useViewCommands.ts';
import { Tabs } from '../system/Tabs.tsx';
import { CrossCheckView, type CrossCheckHandle } from './cross-check/CrossCheckView.tsx';
import { paymentView } from './cross-check/payment-view.ts';
import { InvoicesTab } from './invoices/InvoicesTab.tsx';
import * as css from './payment.css.ts';
import { ReconcileView } from './reconcile/ReconcileView.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /payment (spec 3 §2): a tab per `filterActive` — crossCheck (decision 090), performanceInvoice,
 * platformInvoice, retainer (decision 092) — each also a palette command (src/commands/cross-check.ts).
 * The tab lives in the URL, so a notification's `/payment?filterActive=retainer&search=<invoice id>`
 * opens that tab searched; `typeReport=reconcile` with a period opens its reconciliation (decision 093).
 */
export function PaymentPage() {
  const { LL } = useI18n();
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const asked = query.get('filterActive');
  const tab: PaymentTab = PAYMENT_TABS.find((x) => x === asked) ?? 'crossCheck';
  const search = query.get('search') ?? '';
  const showTab = (next: PaymentTab) => navigate(`/payment?filterActive=${next}`);
  const crossCheck = useRef<CrossCheckHandle | null>(null);
  useViewCommands(viewCommands.payment, paymentView(tab, showTab, crossCheck));
  const [start, end] = [query.get('periodStart') ?? '', query.get('periodEnd') ?? ''];
  if (tab === 'crossCheck' && query.get('typeReport') === 'reconcile' && DAY.test(start) && DAY.test(end))
    return <ReconcileView period={{ period_start: start, period_end: end }} />;
  const content = (id: PaymentTab) =>
    id !== tab ? null : id === 'crossCheck' ? (
      <CrossCheckView handle={crossCheck} />
    ) : (
      <InvoicesTab key={`${id}:${search}`} type={TYPE_OF_TAB[id as InvoiceTab]} initialSearch={search} />
    );
  return (
    <section className={css.page} aria-labelledby="payment-title">
      <h1 id="payment-title">{LL.invoices.title()}</h1>
      <Tabs
        label={LL.invoices.tabsLabel()}
        selectedKey={tab}
        onSelectionChange={(k) => k !== tab && showTab(k as PaymentTab)}
        items={PAYMENT_TABS.map((id) => ({ id, label: LL.invoices.tabs[id](), content: content(id), command: `payment.tab.${id}` }))}
      />
    </section>
  );
}
