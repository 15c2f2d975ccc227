import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { useI18n } from '../../i18n/runtime.ts';
import { useFormat } from '../app/useFormat.ts';
import type { ReportColumn } from './columns.ts';
import { ReportTable } from './ReportTable.tsx';
import { syntheticSource, type SyntheticRow } from './source.ts';

/**
 * /__bench/table — ReportTable over synthetic rows (1,000,000 by default), for the scroll benchmark.
 * Registered only in the dev server or in a build made with VITE_BENCH=1 (src/views/App.tsx); a
 * normal production build contains neither the route nor this chunk.
 * Query: ?rows=N, ?delay=ms (per page), ?unknown=1 (total not known up front), ?mode=pages.
 */
export function BenchTablePage() {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.table.bench;
  const q = new URLSearchParams(useSearch());
  const rows = Number(q.get('rows') ?? 1_000_000);
  const delay = Number(q.get('delay') ?? 0);
  const unknown = q.get('unknown') === '1';
  const mode = q.get('mode') === 'pages' ? 'pages' : 'scroll';
  const source = useMemo(() => syntheticSource(rows, { delay, pageSize: 200 }), [rows, delay]);
  const columns: ReportColumn<SyntheticRow>[] = useMemo(
    () => [
      { key: 'id', header: t.id(), value: (r) => String(r.id), numeric: true, sortable: true, width: 100 },
      { key: 'day', header: t.day(), value: (r) => r.day, width: 120 },
      { key: 'offer', header: t.offer(), value: (r) => r.offer },
      { key: 'partner', header: t.partner(), value: (r) => r.partner },
      { key: 'clicks', header: t.clicks(), value: (r) => String(r.clicks), numeric: true },
      { key: 'conversions', header: t.conversions(), value: (r) => String(r.conversions), numeric: true },
      { key: 'payout', header: t.payout(), value: (r) => r.payout, numeric: true },
    ],
    [t],
  );
  return (
    <main style={{ padding: 16 }}>
      <h1 style={{ fontSize: 18, margin: '0 0 8px' }}>{t.title({ count: fmt.number(rows) })}</h1>
      <ReportTable
        report="bench"
        label={t.title({ count: fmt.number(rows) })}
        columns={columns}
        source={source}
        mode={mode}
        pageSize={mode === 'pages' ? 25 : 200}
        totalRows={unknown ? null : rows}
        totals={{ clicks: '—', payout: '—' }}
        height={Math.max(320, (typeof window === 'undefined' ? 800 : window.innerHeight) - 160)}
      />
    </main>
  );
}
