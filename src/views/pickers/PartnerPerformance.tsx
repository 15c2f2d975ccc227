import { useQuery } from '@tanstack/react-query';
import { marketPerformanceQuery } from '../../api/markets.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useFormat } from '../app/useFormat.ts';
import { Button } from '../system/Button.tsx';
import { TableScroll } from '../system/TableScroll.tsx';
import { ChartTable } from '../system/charts/ChartTable.tsx';
import { ShareBarChart } from '../system/charts/lazy-charts.tsx';
import * as css from './partner-panels.css.ts';

/**
 * A partner's performance (the marketplace profile's and partner management's tab): this brand's tracked figures with the partner over the last 30 days
 * (rollup_hourly) as a table and a chart of its counts, beside the platform's statistics.
 */
export function PartnerPerformance({ partnerId }: { partnerId: number }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const q = useQuery(marketPerformanceQuery(partnerId));
  const t = LL.marketProfile.performance;
  const o = LL.marketProfile.overview;
  if (q.isError)
    return (
      <p role="alert" className={css.error}>
        {LL.marketProfile.loadFailed()}
        <Button size="sm" tone="secondary" onPress={() => void q.refetch()}>
          {LL.marketProfile.retry()}
        </Button>
      </p>
    );
  if (!q.data) return <p className={css.note}>{LL.marketProfile.loading()}</p>;
  const { brand, platform } = q.data;
  const rows: [string, string][] = [
    [o.clicks(), fmt.number(brand.clicks)],
    [o.conversions(), fmt.number(brand.conversions)],
    [t.approved(), fmt.number(brand.approved)],
    [t.payout(), fmt.money(brand.payout)],
    [t.revenue(), fmt.money(brand.revenue)],
    [o.cr(), fmt.percent(brand.cr, 2)],
    [o.epc(), fmt.money(brand.epc, 4)],
  ];
  const points = [
    { key: 'clicks', label: o.clicks(), value: brand.clicks, text: fmt.number(brand.clicks) },
    { key: 'conversions', label: o.conversions(), value: brand.conversions, text: fmt.number(brand.conversions) },
    { key: 'approved', label: t.approved(), value: brand.approved, text: fmt.number(brand.approved) },
  ];
  const platformRows: [string, string][] = [
    [o.clicks(), fmt.number(platform.clicks)],
    [o.conversions(), fmt.number(platform.conversions)],
    [o.visits(), fmt.number(platform.visits)],
    [o.cr(), fmt.percent(platform.cr, 2)],
    [o.epc(), fmt.money(platform.epc, 4)],
    [o.score(), fmt.number(platform.score)],
  ];
  const table = (id: string, data: [string, string][]) => (
    <TableScroll labelledBy={id}>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>
              {t.figure()}
            </th>
            <th scope="col" className={css.numeric}>
              {t.value()}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map(([k, v]) => (
            <tr key={k}>
              <th scope="row" className={css.cell}>
                {k}
              </th>
              <td className={css.numeric}>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
  return (
    <div className={css.grid}>
      <section className={css.card} aria-labelledby="performance-brand">
        <h2 id="performance-brand" className={css.cardTitle}>
          {t.brandTitle()}
        </h2>
        {brand.clicks === 0 && brand.conversions === 0 && <p className={css.note}>{t.brandNone()}</p>}
        {table('performance-brand', rows)}
        <ShareBarChart title={t.chart()} points={points} formatTick={(v) => fmt.abbreviate(v)} />
        <ChartTable
          caption={LL.marketProfile.charts.table({ chart: t.chart() })}
          head={[t.figure(), t.value()]}
          rows={points.map((p) => [p.label, p.text])}
        />
      </section>
      <section className={css.card} aria-labelledby="performance-platform">
        <h2 id="performance-platform" className={css.cardTitle}>
          {t.platformTitle()}
        </h2>
        {table('performance-platform', platformRows)}
      </section>
    </div>
  );
}
