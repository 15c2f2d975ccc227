import { useQuery } from '@tanstack/react-query';
import { marketPerformanceQuery } from '../../../api/markets.ts';
import type { MarketPartnerDetail } from '../../../domain/markets/contract.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { ChartTable } from '../../system/charts/ChartTable.tsx';
import type { ChartPoint } from '../../system/charts/types.ts';
import { LineChart, ShareBarChart } from '../../system/charts/lazy-charts.tsx';
import type { Names } from './reference.ts';
import * as css from './profile.css.ts';

/** "Highest X with Y" of a chart, in words, or that it has no data. */
function useSummary(chart: string, points: readonly ChartPoint[]) {
  const { LL } = useI18n();
  const top = points.reduce<ChartPoint | null>((best, p) => (p.value > 0 && (!best || p.value > best.value) ? p : best), null);
  return top ? LL.marketProfile.charts.summary({ chart, label: top.label, value: top.text }) : LL.marketProfile.charts.empty({ chart });
}

/** Traffic shares (by vertical, by country) as horizontal bars, largest first, with their table. */
function ShareChart({
  id,
  title,
  shares,
  name,
}: {
  id: string;
  title: string;
  shares: MarketPartnerDetail['vertical_traffic'];
  name: (id: number) => string;
}) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const sorted = [...shares].sort((a, b) => b.share - a.share);
  // shares are percentages already (0–100, one decimal; docs/decisions/048)
  const points = sorted.map((s) => ({ key: String(s.id), label: name(s.id), value: s.share, text: fmt.percent(s.share, 1) }));
  const summary = useSummary(title, points);
  return (
    <section className={css.card} aria-labelledby={id}>
      <h3 id={id} className={css.cardTitle}>
        {title}
      </h3>
      <p className={css.note}>{summary}</p>
      {points.length > 0 && (
        <>
          <ShareBarChart title={title} points={points} formatTick={(v) => `${v}%`} />
          <ChartTable
            caption={LL.marketProfile.charts.table({ chart: title })}
            head={[title, LL.marketProfile.charts.share()]}
            rows={points.map((p) => [p.label, p.text])}
          />
        </>
      )}
    </section>
  );
}

/** The 90 days of visits (partnerVisitTraffic) as a line, clicks and conversions in its table. */
function VisitsChart({ partnerId }: { partnerId: number }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const q = useQuery(marketPerformanceQuery(partnerId));
  const title = LL.marketProfile.charts.visitsOverTime();
  const days = q.data?.visits ?? [];
  const points = days.map((d) => {
    const label = fmt.date(d.day);
    return { key: d.day, label, tick: fmt.shortDay(d.day), value: d.visits, text: fmt.number(d.visits) };
  });
  const summary = useSummary(title, points);
  const o = LL.marketProfile.overview;
  return (
    <section className={`${css.card} ${css.wide}`} aria-labelledby="profile-visits" aria-busy={q.isPending}>
      <h3 id="profile-visits" className={css.cardTitle}>
        {title}
      </h3>
      {q.isError ? (
        <p role="alert" className={css.error}>
          {LL.marketProfile.loadFailed()}
        </p>
      ) : q.isPending ? (
        <p className={css.note}>{LL.marketProfile.loading()}</p>
      ) : (
        <>
          <p className={css.note}>{summary}</p>
          {points.length > 0 && <LineChart title={title} points={points} formatTick={(v) => fmt.abbreviate(v)} />}
          <ChartTable
            caption={LL.marketProfile.charts.table({ chart: title })}
            head={[LL.marketProfile.charts.day(), o.visits(), o.clicks(), o.conversions()]}
            rows={days.map((d, i) => [points[i]!.label, fmt.number(d.visits), fmt.number(d.clicks), fmt.number(d.conversions)])}
          />
        </>
      )}
    </section>
  );
}

/** Traffic by vertical, by country and visits over time (spec 3 §3's partnerVerticalTraffic, …CountryTraffic, …VisitTraffic). */
export function TrafficCharts({ partner, names }: { partner: MarketPartnerDetail; names: Names }) {
  const { LL } = useI18n();
  return (
    <>
      <ShareChart
        id="profile-by-vertical"
        title={LL.marketProfile.charts.byVertical()}
        shares={partner.vertical_traffic}
        name={names.vertical}
      />
      <ShareChart
        id="profile-by-country"
        title={LL.marketProfile.charts.byCountry()}
        shares={partner.country_traffic}
        name={names.country}
      />
      <VisitsChart partnerId={partner.id} />
    </>
  );
}
