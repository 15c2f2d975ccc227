import { useSearch } from 'wouter';
import type { WebRoute } from '../../domain/routes.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { routeTitle } from '../../i18n/translate.ts';
import * as panels from '../system/panels.css.ts';
import { ReconcileView } from './reconcile/ReconcileView.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /payment — TEMPORARY switch of the reconcile branch (issue 27 item 3): only the reconcile view,
 * `?filterActive=crossCheck&typeReport=reconcile&periodStart=…&periodEnd=…`. At the merge the lead
 * keeps the cross-check branch's PaymentPage and adds the reconcile line there.
 */
export function PaymentPage({ route }: { route: WebRoute }) {
  const { LL } = useI18n();
  const params = new URLSearchParams(useSearch());
  const start = params.get('periodStart') ?? '';
  const end = params.get('periodEnd') ?? '';
  if (params.get('filterActive') === 'crossCheck' && params.get('typeReport') === 'reconcile' && DAY.test(start) && DAY.test(end))
    return <ReconcileView period={{ period_start: start, period_end: end }} />;
  return (
    // the payment page itself arrives with the cross-check branch: until the merge it says so
    <section className={panels.page} data-testid="placeholder-page">
      <h1 className={panels.title}>{routeTitle(LL, route.id)}</h1>
      <p className={panels.note}>{LL.shell.pages.arrivesLater()}</p>
    </section>
  );
}
