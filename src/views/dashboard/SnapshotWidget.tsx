import type { UseQueryResult } from '@tanstack/react-query';
import type { ResponseOf } from '../../domain/contract.ts';
import type { snapshot } from '../../domain/reports/contract.ts';
import type { Figures } from '../../domain/reports/schema.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useFormat } from '../app/useFormat.ts';
import { formatFigure } from './figures.ts';
import { DeltaText } from './OverviewCards.tsx';
import { Widget } from './Widget.tsx';
import { ListTable } from '../table/ListTable.tsx';

const KEYS = ['clicks', 'conversions', 'payout', 'revenue', 'profit', 'cr', 'epc'] as const;

/**
 * Today so far against yesterday at the same time and the whole of yesterday. Independent of the
 * range (always today); the page shares its query because it also tells the report zone.
 */
export function SnapshotWidget({ q }: { q: UseQueryResult<ResponseOf<typeof snapshot>> }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const d = q.data;
  const col = LL.reports.dashboard;
  return (
    <Widget id="snapshot" title={LL.dashboard.widgets.snapshot()} state={q}>
      {d && (
        <ListTable
          labelledBy="dashboard-snapshot"
          layout="pinned"
          rows={KEYS}
          rowKey={(k) => k}
          columns={[
            { key: 'figure', label: LL.dashboard.snapshot.figure(), role: 'name', rowHeader: true, value: (k) => LL.reports.columns[k]() },
            {
              key: 'today',
              label: col.today(),
              role: 'figure',
              priority: 1,
              value: (k) => formatFigure(k, (d.today as Figures)[k], fmt),
            },
            {
              key: 'yesterday_same_time',
              label: col.yesterdaySameTime(),
              role: 'figure',
              priority: 2,
              value: (k) => formatFigure(k, (d.yesterday_same_time as Figures)[k], fmt),
            },
            {
              key: 'change',
              label: LL.dashboard.snapshot.change(),
              role: 'figure',
              priority: 2,
              cell: (k) => <DeltaText percent={d.delta_percent[k]} short />,
            },
            {
              key: 'yesterday',
              label: col.yesterday(),
              role: 'figure',
              priority: 3,
              value: (k) => formatFigure(k, (d.yesterday as Figures)[k], fmt),
            },
          ]}
        />
      )}
    </Widget>
  );
}
