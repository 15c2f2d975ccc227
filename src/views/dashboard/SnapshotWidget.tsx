import type { UseQueryResult } from '@tanstack/react-query';
import type { ResponseOf } from '../../domain/contract.ts';
import type { snapshot } from '../../domain/reports/contract.ts';
import type { Figures } from '../../domain/reports/schema.ts';
import { useI18n } from '../../i18n/runtime.ts';
import * as css from './dashboard.css.ts';
import { formatFigure } from './figures.ts';
import { DeltaText } from './OverviewCards.tsx';
import { Widget } from './Widget.tsx';
import { TableScroll } from '../system/TableScroll.tsx';

const KEYS = ['clicks', 'conversions', 'payout', 'revenue', 'profit', 'cr', 'epc'] as const;

/**
 * Today so far against yesterday at the same time and the whole of yesterday. Independent of the
 * range (always today); the page shares its query because it also tells the report zone.
 */
export function SnapshotWidget({ q, currency }: { q: UseQueryResult<ResponseOf<typeof snapshot>>; currency: string }) {
  const { LL } = useI18n();
  const d = q.data;
  const col = LL.reports.dashboard;
  return (
    <Widget id="snapshot" title={LL.dashboard.widgets.snapshot()} state={q}>
      {d && (
        <TableScroll labelledBy="dashboard-snapshot">
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col" className={css.cell}>
                  {LL.dashboard.snapshot.figure()}
                </th>
                <th scope="col" className={css.numericHead}>
                  {col.today()}
                </th>
                <th scope="col" className={css.numericHead}>
                  {col.yesterdaySameTime()}
                </th>
                <th scope="col" className={css.numericHead}>
                  {LL.dashboard.snapshot.change()}
                </th>
                <th scope="col" className={css.numericHead}>
                  {col.yesterday()}
                </th>
              </tr>
            </thead>
            <tbody>
              {KEYS.map((k) => (
                <tr key={k}>
                  <th scope="row" className={css.cell}>
                    {LL.reports.columns[k]()}
                  </th>
                  <td className={css.numeric}>{formatFigure(k, (d.today as Figures)[k], currency)}</td>
                  <td className={css.numeric}>{formatFigure(k, (d.yesterday_same_time as Figures)[k], currency)}</td>
                  <td className={css.numeric}>
                    <DeltaText percent={d.delta_percent[k]} currency={currency} short />
                  </td>
                  <td className={css.numeric}>{formatFigure(k, (d.yesterday as Figures)[k], currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Widget>
  );
}
