import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TOP_METRICS } from '../../domain/reports/contract.ts';
import type { Figures } from '../../domain/reports/schema.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useFormat } from '../app/useFormat.ts';
import { viewCommands } from '../../commands/app-commands.ts';
import { CommandButton } from '../app/CommandButton.tsx';
import { useViewCommands } from '../app/useViewCommands.ts';
import { Select } from '../system/Select.tsx';
import * as css from './dashboard.css.ts';
import { formatFigure, plotValue } from './figures.ts';
import { topQuery, type TopBy, type TopMetric } from '../../api/reports.ts';
import type { RangeQuery } from './range.ts';
import { Widget } from './Widget.tsx';
import { ListTable } from '../table/ListTable.tsx';

/**
 * Top five offers or partners by a metric. A plain table (readable as is, no chart chunk needed); the
 * bar in each row is decoration relative to the first row and hidden from assistive technology.
 */
export function TopWidget({ range, enabled }: { range: RangeQuery; enabled: boolean }) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const [by, setBy] = useState<TopBy>('offer');
  const [metric, setMetric] = useState<TopMetric>('conversions');
  // "Top offers" / "Top partners" are the faces of `dashboard.top.*` (issue 29 item 1)
  useViewCommands(viewCommands.dashboardTop, { show: setBy });
  const q = useQuery({ ...topQuery(range, by, metric), enabled });
  const items = q.data?.items ?? [];
  const max = Math.max(0, ...items.map((r) => plotValue((r as Figures)[metric])));
  const heading = by === 'offer' ? LL.dashboard.top.offers() : LL.dashboard.top.partners();
  const tools = (
    <div className={css.presets}>
      <div role="group" aria-label={LL.dashboard.top.by()} className={css.presets}>
        {(['offer', 'partner'] as const).map((b) => (
          <CommandButton key={b} command={`dashboard.top.${b}`} size="sm" tone={by === b ? 'primary' : 'ghost'} aria-pressed={by === b}>
            {b === 'offer' ? LL.dashboard.top.offers() : LL.dashboard.top.partners()}
          </CommandButton>
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
        <ListTable
          labelledBy="dashboard-top"
          layout="pinned"
          caption={`${heading} (${LL.reports.columns[metric]()})`}
          rows={items}
          rowKey={(r) => r.id}
          columns={[
            { key: 'rank', label: LL.dashboard.top.rank(), role: 'figure', priority: 3, cell: (_r, i) => i + 1 },
            {
              key: 'name',
              label: by === 'offer' ? LL.reports.columns.offer() : LL.reports.columns.partner(),
              role: 'name',
              rowHeader: true,
              value: (r) => r.name,
            },
            {
              key: 'metric',
              label: LL.reports.columns[metric](),
              role: 'figure',
              priority: 1,
              // the figure, then its bar against the first row's (decoration: hidden from assistive technology)
              cell: (r) => {
                const v = (r as Figures)[metric];
                const width = max > 0 ? `${Math.max(2, (plotValue(v) / max) * 100)}%` : '0%';
                return (
                  <span className={css.figureBar}>
                    {formatFigure(metric, v, fmt)}
                    <span className={css.barTrack} aria-hidden="true">
                      <span className={css.barFill} style={{ width }} />
                    </span>
                  </span>
                );
              },
            },
          ]}
        />
      )}
    </Widget>
  );
}
