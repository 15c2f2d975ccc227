import type { ResponseOf } from '../../../domain/contract.ts';
import type * as api from '../../../domain/fraud-detection/contract.ts';
import { FRAUD_FACTORS, FRAUD_LEVELS } from '../../../domain/tracking/fraud.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { ChartTable } from '../../system/charts/ChartTable.tsx';
import { ShareBarChart } from '../../system/charts/lazy-charts.tsx';
import * as panels from '../../system/panels.css.ts';

type Statistic = ResponseOf<typeof api.statistic>;
type Chart = ResponseOf<typeof api.chartDetectionArea>;
const TILES = ['total', 'flagged', 'flagged_share', 'givt', 'sivt'] as const;

/** The statistics: counted, flagged, its share, GIVT and SIVT (words and figures, no colour needed). */
export function FraudTiles({ statistic, failed }: { statistic: Statistic | null; failed: boolean }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.fraud.page;
  const label = {
    total: t.total(),
    flagged: t.flagged(),
    flagged_share: t.flaggedShare(),
    givt: LL.fraud.kinds.givt(),
    sivt: LL.fraud.kinds.sivt(),
  };
  return (
    <section className={panels.panel} aria-labelledby="fraud-statistics">
      <h2 id="fraud-statistics" className={panels.panelTitle}>
        {t.statistics()}
      </h2>
      {failed && <p className={panels.error}>{LL.errors.requestFailed({ status: 0 })}</p>}
      <ul className={panels.cards}>
        {TILES.map((k) => (
          <li key={k} className={panels.card}>
            <p className={panels.cardLabel}>{label[k]}</p>
            <p className={panels.cardValue}>
              {statistic ? (k === 'flagged_share' ? fmt.percent(statistic.flagged_share) : fmt.number(statistic[k])) : '—'}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Flagged traffic by detection area (one bar per factor, its level split in words on the bar's name)
 * and the traffic by level; each chart has its data as a table for screen readers beside it.
 */
export function FraudCharts({ chart, statistic }: { chart: Chart | null; statistic: Statistic | null }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.fraud.page;
  const cell = (factor: string, level: string) => chart?.items.find((c) => c.factor === factor && c.level === level)?.count ?? 0;
  const areas = FRAUD_FACTORS.map((f) => {
    const [bad, warning, drop] = [cell(f, 'bad'), cell(f, 'warning'), cell(f, 'drop')];
    const flagged = bad + warning + drop;
    return {
      key: f,
      label: LL.fraud.factors[f](),
      value: flagged,
      text: t.factorText({ flagged: fmt.number(flagged), bad: fmt.number(bad), warning: fmt.number(warning), drop: fmt.number(drop) }),
    };
  });
  const levels = FRAUD_LEVELS.map((l) => ({
    key: l,
    label: LL.fraud.levels[l](),
    value: statistic?.[l] ?? 0,
    text: fmt.number(statistic?.[l] ?? 0),
  }));
  return (
    <div className={panels.grid}>
      <section className={panels.panel} aria-labelledby="fraud-areas">
        <h2 id="fraud-areas" className={panels.panelTitle}>
          {t.areasTitle()}
        </h2>
        <p className={panels.note}>{t.areasNote()}</p>
        {chart && <ShareBarChart title={t.areasTitle()} points={areas} formatTick={(v) => fmt.number(v)} />}
        <ChartTable
          caption={t.areasTitle()}
          head={[t.factor(), ...FRAUD_LEVELS.map((l) => LL.fraud.levels[l]())]}
          rows={FRAUD_FACTORS.map((f) => [LL.fraud.factors[f](), ...FRAUD_LEVELS.map((l) => fmt.number(cell(f, l)))])}
        />
      </section>
      <section className={panels.panel} aria-labelledby="fraud-levels">
        <h2 id="fraud-levels" className={panels.panelTitle}>
          {t.levelsTitle()}
        </h2>
        {statistic && <ShareBarChart title={t.levelsTitle()} points={levels} formatTick={(v) => fmt.number(v)} />}
        <ChartTable caption={t.levelsTitle()} head={[t.level(), t.count()]} rows={levels.map((p) => [p.label, p.text])} />
      </section>
    </div>
  );
}
