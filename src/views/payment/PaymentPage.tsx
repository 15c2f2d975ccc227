import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { viewCommands } from '../../commands/app-commands.ts';
import { PAYMENT_TABS, type PaymentTab } from '../../commands/cross-check.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useViewCommands } from '../app/useViewCommands.ts';
import { Tabs } from '../system/Tabs.tsx';
import { CrossCheckView, type CrossCheckHandle } from './cross-check/CrossCheckView.tsx';
import { page } from '../system/page.css.ts';
import * as css from './cross-check/cross-check.css.ts';
import { paymentView } from './cross-check/payment-view.ts';

/**
 * /payment (spec 3 §2): a tab per `filterActive` — crossCheck, performanceInvoice, platformInvoice,
 * retainer — each also a palette command (src/commands/cross-check.ts). Cross-check is built
 * (decision 090); the invoice tabs come with the invoices feature, which edits the switch below.
 */
export function PaymentPage() {
  const { LL } = useI18n();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const asked = search.get('filterActive');
  const tab: PaymentTab = PAYMENT_TABS.find((x) => x === asked) ?? 'crossCheck';
  const showTab = (next: PaymentTab) => navigate(`/payment?filterActive=${next}`);
  const crossCheck = useRef<CrossCheckHandle | null>(null);
  useViewCommands(viewCommands.payment, paymentView(tab, showTab, crossCheck));
  const panel = (id: PaymentTab) => {
    if (id !== tab) return null;
    switch (id) {
      case 'crossCheck':
        return <CrossCheckView handle={crossCheck} />;
      case 'performanceInvoice':
      case 'platformInvoice':
      case 'retainer':
        return <p className={css.hint}>{LL.crossCheck.notBuilt()}</p>;
    }
  };
  return (
    <section className={page} aria-labelledby="payment-title">
      <h1 id="payment-title">{LL.routes.payment()}</h1>
      <Tabs
        label={LL.routes.payment()}
        selectedKey={tab}
        onSelectionChange={(k) => showTab(k as PaymentTab)}
        items={PAYMENT_TABS.map((id) => ({ id, label: LL.crossCheck.tabs[id](), content: panel(id) }))}
      />
    </section>
  );
}
