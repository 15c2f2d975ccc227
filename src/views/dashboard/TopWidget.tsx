import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TOP_METRICS } from '../../domain/reports/contract.ts';
import type { Figures } from '../../domain/reports/schema.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { Select } from '../system/Select.tsx';
import * as css from './dashboard.css.ts';
import { formatFigure, plotValue } from './figures.ts';
import { topQuery, type TopBy, type TopMetric } from '../../api/reports.ts';
import type { RangeQuery } from './range.ts';
import { Widget } from './Widget.tsx';
import { TableScroll } from '../system/TableScroll.tsx';

/**
 * Top five offers or partners by a metric. A plain table (readable as is, no chart chunk needed); the
 * bar in each row is decoration relative to the first row and hidden from assistive technology.
 */
export function TopWidget({ range, currency, enabled }: { range: RangeQuery; currency: string; enabled: boolean }) {
  const { LL } = useI18n();
  const [by, setBy] = useState<TopBy>('offer');
  const [metric, setMetric] = useState<TopMetric>('conversions');
  const q = useQuery({ ...topQuery(range, by, metric), enabled });
  const items = q.data?.items ?? [];
  const max = Math.max(0, ...items.map((r) => plotValue((r as Figures)[metric])));
  const heading = by === 'offer' ? LL.dashboard.top.offers() : LL.dashboard.top.partners();
  const tools = (
    <div className={css.presets}>
      <div role="group" aria-label={LL.dashboard.top.by()} className={css.presets}>
        {(['offer', 'partner'] as const).map((b) => (
          <Button key={b} size="sm" tone={by === b ? 'primary' : 'ghost'} aria-pressed={by === b} onPress={() => setBy(b)}>
            {b === 'offer' ? LL.dashboard.top.offers() : LL.dashboard.top.partners()}
          </Button>
        ))}
      </div>
      <Select
        label={LL.dashboard.top.metric()}
        options={TOP_METRICS.map((k) => ({ id: k, label: LL.reports.columns[k]() }))}
        selectedKey={metric}
        onSelectionChange={(k) => setMetric(k as TopMetric)}
      />
    </div>
  );
  return (
    <Widget id="top" title={LL.dashboard.widgets.top()} state={q} tools={tools}>
      {items.length === 0 ? (
        <p className={css.note}>{LL.dashboard.top.none()}</p>
      ) : (
        <TableScroll labelledBy="dashboard-top">
          <table className={css.table}>
            <caption className={css.visuallyHidden}>{`${heading} (${LL.reports.columns[metric]()})`}</caption>
            <thead>
              <tr>
                <th scope="col" className={css.cell}>
                  {LL.dashboard.top.rank()}
                </th>
                <th scope="col" className={css.cell}>
                  {by === 'offer' ? LL.reports.columns.offer() : LL.reports.columns.partner()}
                </th>
                <th scope="col" className={css.numeric}>
                  {LL.reports.columns[metric]()}
                </th>
                <th aria-hidden="true" className={css.cell} />
              </tr>
            </thead>
            <tbody>
              {items.map((r, i) => {
                const v = (r as Figures)[metric];
                const width = max > 0 ? `${Math.max(2, (plotValue(v) / max) * 100)}%` : '0%';
                return (
                  <tr key={r.id}>
                    <td className={css.cell}>{i + 1}</td>
                    <th scope="row" className={css.cell}>
                      {r.name}
                    </th>
                    <td className={css.numeric}>{formatFigure(metric, v, currency)}</td>
                    <td className={css.cell} aria-hidden="true">
                      <div className={css.barTrack}>
                        <div className={css.barFill} style={{ width }} />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Widget>
  );
}
