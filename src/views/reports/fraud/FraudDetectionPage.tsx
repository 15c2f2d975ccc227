import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { fraudCalls, fraudChartQuery, fraudStatisticQuery } from '../../../api/fraud-detection.ts';
import { streamExportWith } from '../../../api/download.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import type { FraudView } from '../../../commands/fraud.ts';
import * as api from '../../../domain/fraud-detection/contract.ts';
import type { FraudGroup, FraudRow } from '../../../domain/fraud-detection/contract.ts';
import type { QueryOf } from '../../../domain/contract.ts';
import { FRAUD_LEVELS, type FraudLevel } from '../../../domain/tracking/fraud.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { Select } from '../../system/Select.tsx';
import { CommandTabs } from '../../app/CommandTabs.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { saveBlob, type ExportFormat } from '../../table/export.ts';
import { ReportTable } from '../../table/ReportTable.tsx';
import type { ReportSource } from '../../table/source.ts';
import * as css from '../reports.css.ts';
import { RangeFields, useFieldErrors, useUrlState } from '../shared.tsx';
import { exportUrl, sortQuery } from '../sources.ts';
import { fraudColumns, fraudTotals } from './columns.tsx';
import { FraudCharts, FraudTiles } from './FraudFigures.tsx';
import { drillPath, fraudFilters, readFraud, writeFraud, type FraudState } from './url-state.ts';

const PATH = '/fraud-detection';
type ReportAnswer = Awaited<ReturnType<typeof fraudCalls.report>>;

/**
 * /fraud-detection (spec 3 §2; decision 089): statistics, flagged traffic by detection area and by
 * level, and the report by day, offer or partner on the analyst table. Enter on a row (or the
 * palette's "Open this row's clicks or conversions") opens its traffic in the event log or the
 * conversions report with the same filters. The route, menu entry and commands need the brand's
 * fraud-detector flag (src/domain/routes.ts).
 */
export function FraudDetectionPage() {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const t = LL.fraud.page;
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [state, setState] = useUrlState(PATH, readFraud, writeFraud);
  const fieldErrors = useFieldErrors();
  const filters = useMemo(() => fraudFilters(state), [state]);
  const statistic = useQuery(fraudStatisticQuery(filters));
  const chart = useQuery(fraudChartQuery(filters));
  const [answer, setAnswer] = useState<ReportAnswer | null>(null);
  const active = useRef<FraudRow | null>(null);
  const update = (patch: Partial<FraudState>) => setState({ ...state, ...patch });

  const source = useMemo(
    () => reportSource(client, state.group, setAnswer, fieldErrors.onError),
    [client, state.group, fieldErrors.onError],
  );
  const columns = useMemo(() => fraudColumns(LL, fmt, state.group), [LL, fmt, state.group]);
  const url = (format: ExportFormat, sort = sortQuery(null, 'key')) =>
    exportUrl(api.reportExport.path, format, locale, { ...filters, group_by: state.group }, sort);
  const fileName = `fraud-detection-by-${state.group}`;

  const view: FraudView = {
    exportFile(format) {
      streamExportWith(client, url(format), { format })
        .then((file) => saveBlob(file.blob, file.filename ?? `${fileName}.${format}`))
        .catch(() => showToast({ tone: 'error', title: LL.reportViews.commands.exportFailed() }));
    },
    hasRow: () => active.current !== null,
    drill: () => {
      if (active.current) navigate(drillPath(state, active.current));
    },
  };
  useViewCommands(viewCommands.fraudDetection, view);

  const table = (group: FraudGroup) => (
    <ReportTable<FraudRow>
      key={`${group}-${state.subject}`}
      report="fraud"
      label={t.grid()}
      columns={columns}
      source={source}
      filters={filters}
      defaultSort={group === 'day' ? { id: 'key', desc: true } : { id: 'flagged', desc: true }}
      totals={answer ? fraudTotals(LL, fmt, answer.totals) : null}
      onOpen={(row) => navigate(drillPath(state, row))}
      onSelectionChange={(s) => {
        active.current = s.rows[0] ?? null;
      }}
      exportUrl={(format, sort) => url(format, sortQuery(sort, 'key'))}
      exportName={fileName}
      mode="pages"
      pageSize={50}
    />
  );

  return (
    <section className={css.page} aria-labelledby="fraud-title">
      <h1 id="fraud-title">{t.title()}</h1>
      <p className={css.hint}>{t.intro()}</p>
      <Toolbar
        role="search"
        filters={
          <>
            <RangeFields
              from={state.from}
              to={state.to}
              errors={fieldErrors.errors}
              onChange={(from, to) => {
                fieldErrors.clear();
                update({ from, to });
              }}
            />
            <Select
              label={t.subject()}
              options={api.FRAUD_SUBJECTS.map((s) => ({ id: s, label: t.subjects[s]() }))}
              selectedKey={state.subject}
              onSelectionChange={(k) => update({ subject: k === 'conversions' ? 'conversions' : 'clicks' })}
            />
            <Select
              label={LL.reportViews.filters.fraudLevel()}
              options={[
                { id: '', label: LL.reportViews.filters.any() },
                ...FRAUD_LEVELS.map((l) => ({ id: l, label: LL.fraud.levels[l]() })),
              ]}
              selectedKey={state.level ?? ''}
              onSelectionChange={(k) => {
                setAnswer(null);
                update({ level: (k || null) as FraudLevel | null });
              }}
            />
          </>
        }
      />
      <FraudTiles statistic={statistic.data ?? null} failed={statistic.isError} />
      <FraudCharts chart={chart.data ?? null} statistic={statistic.data ?? null} />
      <p className={css.hint}>{t.openHint()}</p>
      <CommandTabs
        name="fraudDetection"
        label={t.groups()}
        selectedKey={state.group}
        onSelectionChange={(k) => {
          if (k !== state.group) {
            setAnswer(null);
            active.current = null;
            update({ group: k as FraudGroup });
          }
        }}
        items={[
          { id: 'day', label: t.byDay(), content: state.group === 'day' ? table('day') : null },
          { id: 'offer', label: t.byOffer(), content: state.group === 'offer' ? table('offer') : null },
          { id: 'partner', label: t.byPartner(), content: state.group === 'partner' ? table('partner') : null },
        ]}
      />
    </section>
  );
}

/** The analyst table's source over the report call: numbered pages, the cursor is the first row's index. */
function reportSource(
  client: ReturnType<typeof useQueryClient>,
  group: FraudGroup,
  onAnswer: (a: ReportAnswer) => void,
  onError: (e: unknown) => void,
): ReportSource<FraudRow> {
  return {
    async fetchPage(cursor, sort, filters, signal, limit = 50) {
      const start = cursor === null ? 0 : Number(cursor);
      const size = (api.FRAUD_PAGE_SIZES as readonly number[]).includes(limit) ? limit : 50;
      const query = {
        ...filters,
        group_by: group,
        sort_by: sort?.id ?? 'key',
        sort: sort && !sort.desc ? 'asc' : 'desc',
        page: Math.floor(start / size) + 1,
        limit: size,
      } as unknown as QueryOf<typeof api.report>;
      try {
        const answer = await fraudCalls.report(client, query, signal);
        onAnswer(answer);
        const end = start + answer.items.length;
        return { rows: answer.items, next_cursor: end < answer.paging.total_row ? String(end) : null, total: answer.paging.total_row };
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) onError(error);
        throw error;
      }
    },
    cursorAt: (index) => String(index),
  };
}
