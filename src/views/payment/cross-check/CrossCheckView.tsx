import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type MutableRefObject } from 'react';
import { useLocation, useSearch } from 'wouter';
import { crossCheckCalls, crossCheckStartQuery } from '../../../api/cross-check.ts';
import { downloadUrl, streamExportWith } from '../../../api/download.ts';
import type { PaymentView, SelectedRecord } from '../../../commands/cross-check.ts';
import * as api from '../../../domain/cross-check/contract.ts';
import type { CrossCheckRow, DetailQuery, PeriodRow } from '../../../domain/cross-check/contract.ts';
import { sign } from '../../../domain/money/decimal.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { saveBlob } from '../../table/export.ts';
import { ReportTable } from '../../table/ReportTable.tsx';
import type { ReportSource } from '../../table/source.ts';
import * as css from './cross-check.css.ts';
import { lockSummary, refusalText } from './messages.ts';
import { periodColumns, periodLabel, recordColumns, recordTotals } from './columns.ts';
import { ArrearsDialog, CreateDialog, SettingsDialog } from './CrossCheckDialogs.tsx';
import { periodDetailPath, reconcilePath } from '../paths.ts';

/** What the payment page's commands reach in the cross-check tab (src/commands/cross-check.ts): all but the tab. */
export type CrossCheckHandle = Omit<PaymentView, 'tab' | 'showTab'>;

type Dialog = 'create' | 'settings' | 'arrears' | null;

/**
 * The cross-check tab (spec 3 §2; decision 090): `typeReport=overview` lists the periods on the
 * analyst table (Enter opens one); `typeReport=detail` with periodStart, periodEnd, sort and sortBy
 * lists the period's records, one per partner, with its totals. Selected records are finalized,
 * reopened, locked or given arrears by the buttons or the palette, as the cross-check machine allows.
 */
/** The record and period actions after Back and Create, in their order on screen: each its command's face. */
const ACTION_BUTTONS = ['finalize', 'reopen', 'lock', 'arrears', 'reconcile', 'settings'] as const;

export function CrossCheckView({ handle }: { handle: MutableRefObject<CrossCheckHandle | null> }) {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const client = useQueryClient();
  const calls = crossCheckCalls(client);
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const periodStart = search.get('periodStart');
  const periodEnd = search.get('periodEnd');
  const inDetail = search.get('typeReport') === 'detail' && periodStart !== null && periodEnd !== null;
  const sortBy: DetailQuery['sortBy'] =
    api.detailQuerySchema.shape.sortBy.safeParse(search.get('sortBy') ?? undefined).data ?? 'partner_id';
  const sort = search.get('sort') === 'desc' ? 'desc' : 'asc';
  const start = useQuery(crossCheckStartQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [selection, setSelection] = useState<CrossCheckRow[]>([]);
  const [activePeriod, setActivePeriod] = useState<PeriodRow | null>(null);
  const [totals, setTotals] = useState<Record<string, string> | null>(null);
  const [version, setVersion] = useState(0);

  const go = (q: Record<string, string>) => navigate(`/payment?${new URLSearchParams({ filterActive: 'crossCheck', ...q }).toString()}`);
  const openPeriod = (r: Pick<PeriodRow, 'period_start' | 'period_end'>) => navigate(periodDetailPath(r));
  const refresh = () => {
    setSelection([]);
    setVersion((v) => v + 1);
  };
  const fail = (error: unknown) => showToast({ tone: 'error', title: refusalText(LL, error) });

  const selected: SelectedRecord[] = selection.map((r) => ({ id: r.id, status: r.status, negative: sign(r.subtotal) < 0 }));
  const exportQuery = (format: 'csv' | 'xlsx') => ({
    format,
    lang: locale === 'vi' ? 'vi' : 'en',
    sort,
    sortBy,
    ...(inDetail ? { periodStart: periodStart!, periodEnd: periodEnd! } : {}),
  });
  handle.current = {
    selected,
    inDetail,
    backToOverview: () => go({ typeReport: 'overview' }),
    activePeriod: !inDetail && activePeriod ? periodLabel(fmt, activePeriod.period_start, activePeriod.period_end) : null,
    openActivePeriod: () => activePeriod && openPeriod(activePeriod),
    openReconcile: () => inDetail && navigate(reconcilePath({ period_start: periodStart!, period_end: periodEnd! })),
    openCreate: () => setDialog('create'),
    openSettings: () => setDialog('settings'),
    openArrears: () => setDialog('arrears'),
    act: (action) => {
      const one = selection[0];
      if (one) calls.act(one.id, action).then(refresh, fail);
    },
    lock: () => {
      if (selection.length === 0) return;
      calls.lock(selection.map((r) => r.id)).then((answer) => {
        for (const line of lockSummary(LL, answer.summary)) showToast(line);
        refresh();
      }, fail);
    },
    exportFile: (format) => {
      streamExportWith(client, downloadUrl(api.exportCrossCheck.path, exportQuery(format)), { format })
        .then((file) => saveBlob(file.blob, file.filename ?? `cross-check.${format}`))
        .catch(fail);
    },
  };

  const overviewSource = useMemo(() => overviewPages(client), [client]);
  const detailSource = useMemo(
    () => (inDetail ? detailPages(client, periodStart!, periodEnd!, (a) => setTotals(recordTotals(LL, fmt, a.totals))) : null),
    [client, inDetail, periodStart, periodEnd, LL, fmt],
  );
  const h = handle.current;
  // the reconcile view replaces this one on the same page: no stale selection for the page's commands there
  useEffect(() => {
    handle.current = h;
    return () => {
      handle.current = null;
    };
  });
  return (
    <div className={css.fields}>
      <p className={css.hint}>
        {LL.crossCheck.intro()}{' '}
        {start.data &&
          (start.data.start_date
            ? LL.crossCheck.startDate({ date: fmt.date(`${start.data.start_date}T00:00:00`) })
            : LL.crossCheck.noStartDate())}
      </p>
      {/* every button is the face of its palette command (decision 097): shown, enabled and explained by it */}
      <div className={css.actions}>
        <CommandButton tone="secondary" command="crossCheck.backToOverview">
          {LL.crossCheck.back()}
        </CommandButton>
        <CommandButton tone="primary" command="crossCheck.create">
          {LL.crossCheck.actions.create()}
        </CommandButton>
        {ACTION_BUTTONS.map((action) => (
          <CommandButton key={action} tone="secondary" command={`crossCheck.${action}`}>
            {LL.crossCheck.actions[action]()}
          </CommandButton>
        ))}
      </div>
      {inDetail ? (
        <>
          <h2>
            {LL.crossCheck.detail()} · {periodLabel(fmt, periodStart!, periodEnd!)}
          </h2>
          <ReportTable<CrossCheckRow>
            key={`${periodStart}-${periodEnd}-${version}`}
            report="crossCheckDetail"
            label={LL.crossCheck.listLabel()}
            columns={recordColumns(LL, fmt)}
            source={detailSource!}
            defaultSort={{ id: sortBy, desc: sort === 'desc' }}
            onSortChange={(s) =>
              go({
                typeReport: 'detail',
                periodStart: periodStart!,
                periodEnd: periodEnd!,
                sort: s?.desc ? 'desc' : 'asc',
                sortBy: s?.id ?? 'partner_id',
              })
            }
            totals={totals}
            onSelectionChange={(s) => setSelection(s.rows)}
            mode="pages"
            pageSize={25}
          />
        </>
      ) : (
        <ReportTable<PeriodRow>
          key={`overview-${version}`}
          report="crossCheckOverview"
          label={LL.crossCheck.periodsLabel()}
          columns={periodColumns(LL, fmt)}
          source={overviewSource}
          onOpen={openPeriod}
          onSelectionChange={(s) => setActivePeriod(s.rows[0] ?? null)}
          mode="pages"
          pageSize={25}
        />
      )}
      {dialog === 'create' && (
        <CreateDialog
          onClose={() => setDialog(null)}
          onCreated={(period) => {
            setDialog(null);
            refresh();
            openPeriod(period);
          }}
        />
      )}
      {dialog === 'settings' && <SettingsDialog onClose={() => setDialog(null)} />}
      {dialog === 'arrears' && selection[0] && (
        <ArrearsDialog
          record={selection[0]}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
    </div>
  );
}

type Client = ReturnType<typeof useQueryClient>;
type DetailAnswer = Awaited<ReturnType<ReturnType<typeof crossCheckCalls>['detail']>>;
const PAGE_SIZES = [25, 50, 100] as const;
const sizeOf = (limit: number | undefined) => (PAGE_SIZES as readonly number[]).find((s) => s === limit) ?? 25;
const pageOf = <R,>(first: number, answer: { items: R[]; paging: { total_row: number } }) => {
  const end = first + answer.items.length;
  return { rows: answer.items, next_cursor: end < answer.paging.total_row ? String(end) : null, total: answer.paging.total_row };
};

/** The overview's periods, numbered pages; the cursor is the first row's index. */
function overviewPages(client: Client): ReportSource<PeriodRow> {
  return {
    async fetchPage(cursor, _sort, _filters, signal, limit) {
      const first = cursor === null ? 0 : Number(cursor);
      const size = sizeOf(limit);
      return pageOf(first, await crossCheckCalls(client).overview(Math.floor(first / size) + 1, size, signal));
    },
    cursorAt: (index) => String(index),
  };
}

/** One period's records, sorted by the server, numbered pages. */
function detailPages(
  client: Client,
  periodStart: string,
  periodEnd: string,
  onAnswer: (a: DetailAnswer) => void,
): ReportSource<CrossCheckRow> {
  return {
    async fetchPage(cursor, sort, _filters, signal, limit) {
      const first = cursor === null ? 0 : Number(cursor);
      const size = sizeOf(limit);
      const sortBy = api.detailQuerySchema.shape.sortBy.safeParse(sort?.id).data ?? 'partner_id';
      const answer = await crossCheckCalls(client).detail(
        { periodStart, periodEnd, sortBy, sort: sort?.desc ? 'desc' : 'asc', page: Math.floor(first / size) + 1, limit: size },
        signal,
      );
      onAnswer(answer);
      return pageOf(first, answer);
    },
    cursorAt: (index) => String(index),
  };
}
