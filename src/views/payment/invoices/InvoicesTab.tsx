import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveRefresh } from '../../app/useLiveRefresh.ts';
import { useRef, useState } from 'react';
import { invoiceCalls, INVOICE_CHANGED, invoiceKeys, invoiceQuery, invoicesQuery } from '../../../api/invoices.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import type { InvoicesView } from '../../../commands/invoices.ts';
import type { ListKeysView } from '../../../commands/list-keys.ts';
import type { InvoiceRow } from '../../../domain/invoices/contract.ts';
import {
  INVOICE_STATUSES,
  type InvoiceBrandAction,
  type InvoiceLang,
  type InvoiceStatus,
  type InvoiceType,
} from '../../../domain/invoices/enums.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Pager } from '../../app/Pager.tsx';
import { chip, useFilterFold } from '../../app/useFilterFold.ts';
import { useFormat } from '../../app/useFormat.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { Select } from '../../system/Select.tsx';
import { TextField } from '../../system/TextField.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { Toolbar } from '../../system/Toolbar.tsx';
import { saveBlob } from '../../table/export.ts';
import { ListTable } from '../../table/ListTable.tsx';
import { selectableRow } from '../../table/selectable-row.ts';
import { BonusArrears } from './BonusArrears.tsx';
import { dayOf, InvoiceDetail } from './InvoiceDetail.tsx';
import * as css from './invoices.css.ts';

const ALL = 'all';
const LIMIT = 25;

/** Refetches the invoices when the server says one changed (the overdue job, an invoice issued on a lock). */
const useInvoicesLive = (): void => useLiveRefresh(INVOICE_CHANGED, invoiceKeys.all);

/**
 * One invoice tab of /payment (filterActive performanceInvoice | platformInvoice | retainer; issue 27
 * item 4, decision 092): the brand's invoices of `type`, searched by invoice id (a notification's
 * `search=<id>` arrives as `initialSearch`) or party and filtered by status, with the sums by status;
 * Enter or the id opens the invoice with its lines, marks and PDFs. Every action is a palette command.
 */
export function InvoicesTab({ type, initialSearch = '' }: { type: InvoiceType; initialSearch?: string }) {
  const { LL, locale } = useI18n();
  const t = LL.invoices;
  const fmt = useFormat();
  const client = useQueryClient();
  const [search, setSearch] = useState(initialSearch);
  const [status, setStatus] = useState<InvoiceStatus | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(/^#?\d+$/.test(initialSearch.trim()) ? Number(initialSearch.replace('#', '')) : null);
  useInvoicesLive();
  const filters = { type, search: search.trim() || undefined, status: status === ALL ? undefined : status };
  const list = useQuery(invoicesQuery({ ...filters, page, limit: LIMIT }));
  const detail = useQuery({ ...invoiceQuery(openId ?? 0), enabled: openId !== null });
  const items = list.data?.items ?? [];
  const selectedRow = items.find((r) => r.id === selectedId) ?? items[0] ?? null;
  const opened = openId !== null && detail.data?.id === openId ? detail.data : null;
  const current = opened ?? selectedRow;
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const calls = invoiceCalls(client);
  const failed = () => showToast({ tone: 'error', title: LL.errors.somethingWentWrong() });

  const act = (action: InvoiceBrandAction) => {
    if (!current) return;
    calls
      .act(current.id, action)
      .then(async (after) => {
        await client.invalidateQueries({ queryKey: invoiceKeys.all });
        showToast({ tone: 'success', title: action === 'pay' ? t.toast.paid({ id: after.id }) : t.toast.unpaid({ id: after.id }) });
      })
      .catch(failed);
  };
  const downloadPdf = (lang: InvoiceLang) => {
    if (!current) return;
    calls
      .pdf(current.id, lang)
      .then((f) => saveBlob(f.blob, f.filename ?? `invoice-${current.id}-${lang}.pdf`))
      .catch(failed);
  };
  const view: InvoicesView = {
    selected: current ? { id: current.id, status: current.status } : null,
    act,
    downloadPdf,
    opened: opened !== null,
    closeDetail: () => setOpenId(null),
    exportList: () => {
      calls
        .export(filters, locale === 'vi' ? 'vi' : 'en')
        .then((f) => saveBlob(f.blob, f.filename ?? 'invoices.csv'))
        .catch(failed);
    },
    issueDue: () => {
      calls
        .issueDue()
        .then(async ({ issued }) => {
          await client.invalidateQueries({ queryKey: invoiceKeys.all });
          showToast({ tone: 'success', title: t.toast.issued({ n: issued.length }) });
        })
        .catch(failed);
    },
  };
  useViewCommands(viewCommands.invoices, view);
  const select = (r: InvoiceRow | undefined, focus = false) => {
    if (!r) return;
    setSelectedId(r.id);
    if (focus) rows.current[items.indexOf(r)]?.focus();
  };
  const keys: ListKeysView = {
    rows: items.length,
    move: (step) => {
      const index = selectedRow ? items.indexOf(selectedRow) : -1;
      select(items[Math.max(0, Math.min(items.length - 1, index + step))], true);
    },
    toggle: () => selectedRow && select(selectedRow, true),
    open: () => selectedRow && setOpenId(selectedRow.id),
  };
  useViewCommands(viewCommands.invoiceKeys, keys);
  const fold = useFilterFold([
    chip('search', t.search(), search.trim(), () => setSearch('')),
    chip('status', t.statusFilter(), status === ALL ? null : t.status[status](), () => setStatus(ALL)),
  ]);
  const totals = list.data?.totals;
  const searched = Boolean(filters.search || filters.status);

  return (
    <div className={css.tab}>
      <Toolbar
        role="search"
        aria-label={t.search()}
        fold={fold}
        filters={
          <>
            <TextField
              label={t.search()}
              value={search}
              onChange={(v) => {
                setSearch(v);
                setPage(1);
              }}
            />
            <Select
              label={t.statusFilter()}
              selectedKey={status}
              onSelectionChange={(key) => {
                setStatus(key as InvoiceStatus | typeof ALL);
                setPage(1);
              }}
              options={[{ id: ALL, label: t.anyStatus() }, ...INVOICE_STATUSES.map((s) => ({ id: s, label: t.status[s]() }))]}
            />
          </>
        }
        actions={
          <>
            {/* the faces of the palette's commands (decision 097) */}
            <CommandButton tone="secondary" command="invoices.export">
              {t.actions.export()}
            </CommandButton>
            {type === 'retainer' && (
              <CommandButton tone="primary" command="invoices.issueDue">
                {t.actions.issueDue()}
              </CommandButton>
            )}
          </>
        }
      />
      {totals && (
        <p className={css.muted} data-testid="invoice-totals">
          {t.totals({ unpaid: fmt.money(totals.unpaid), overdue: fmt.money(totals.overdue), paid: fmt.money(totals.paid) })}
        </p>
      )}
      {list.isError && <p role="alert">{LL.errors.somethingWentWrong()}</p>}
      {list.isSuccess && items.length === 0 && <p className={css.muted}>{searched ? t.noResult() : t.empty()}</p>}
      {items.length > 0 && (
        <ListTable
          labelledBy="payment-title"
          label={t.listLabel()}
          rows={items}
          rowKey={(r) => r.id}
          isSelected={(r) => r.id === selectedRow?.id}
          rowAttributes={(r, index) => selectableRow(rows, index, selectedRow?.id === r.id, () => setSelectedId(r.id))}
          columns={[
            {
              key: 'id',
              label: t.columns.id(),
              role: 'select',
              cell: (r) => (
                <label className={css.pick}>
                  <input
                    type="radio"
                    name="invoice-selected"
                    aria-label={t.openInvoice({ id: r.id })}
                    checked={r.id === selectedRow?.id}
                    onChange={() => setSelectedId(r.id)}
                  />
                  <a
                    href={`/payment?filterActive=${type === 'performance' ? 'performanceInvoice' : type === 'platform' ? 'platformInvoice' : 'retainer'}&search=${r.id}`}
                    onClick={(e) => (e.preventDefault(), setSelectedId(r.id), setOpenId(r.id))}
                  >
                    {r.id}
                  </a>
                </label>
              ),
            },
            { key: 'party', label: t.columns.party(), role: 'name', value: (r) => r.party_name || '—', title: (r) => r.party_name },
            {
              key: 'period',
              label: t.columns.period(),
              priority: 2,
              value: (r) =>
                r.period_start === r.period_end
                  ? fmt.date(dayOf(r.period_start))
                  : `${fmt.date(dayOf(r.period_start))} – ${fmt.date(dayOf(r.period_end))}`,
            },
            { key: 'total', label: t.columns.total(), role: 'figure', value: (r) => fmt.money(r.total) },
            { key: 'due', label: t.columns.due(), priority: 2, value: (r) => fmt.date(dayOf(r.due_date)) },
            { key: 'status', label: t.columns.status(), role: 'status', value: (r) => t.status[r.status]() },
          ]}
        />
      )}
      {list.data && list.data.paging.total_page > 1 && (
        <Pager label={t.listLabel()} page={page} pages={list.data.paging.total_page} onPage={setPage} />
      )}
      {detail.isError && <p role="alert">{t.refusals.invoice_not_found()}</p>}
      {opened && <InvoiceDetail invoice={opened} />}
      {type === 'performance' && !opened && <BonusArrears />}
    </div>
  );
}
