import { Link } from 'wouter';
import { useI18n } from '../../i18n/runtime.ts';
import { routeTitle } from '../../i18n/translate.ts';
import * as css from './reports.css.ts';

const CARDS = [
  { routeId: 'reportPerformance', path: '/reports/performances', text: 'performance' },
  { routeId: 'reportConversions', path: '/reports/conversions', text: 'conversions' },
  { routeId: 'reportLogs', path: '/reports/logs', text: 'logs' },
] as const;

/**
 * /reports (`g r`): the entry to the three reports. A landing rather than a redirect, so `g r`
 * stays one keystroke from each report and the menu's "Reports" is never a dead end.
 */
export function ReportsLanding() {
  const { LL } = useI18n();
  const t = LL.reportViews.landing;
  return (
    <section className={css.page} aria-labelledby="reports-title">
      <h1 id="reports-title">{t.title()}</h1>
      <ul className={css.cards}>
        {CARDS.map((c) => (
          <li key={c.routeId} className={css.card}>
            <h2>
              <Link href={c.path}>{routeTitle(LL, c.routeId)}</Link>
            </h2>
            <p className={css.hint}>{t[c.text]()}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
