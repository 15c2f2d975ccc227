import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { viewCommands } from '../../../commands/app-commands.ts';
import { STATUS_ACTIONS, type OfferListView, type StatusAction } from '../../../commands/offers.ts';
import { offerListQuery } from '../../../api/offers.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import type { OfferRow } from '../../../domain/offers/schema.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { CommandButton } from '../../app/CommandButton.tsx';
import { Pager } from '../../app/Pager.tsx';
import { Select } from '../../system/Select.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import { showToast } from '../../system/toast-queue.ts';
import { ColumnSettingsDialog } from '../../table/ColumnSettingsDialog.tsx';
import { useOfferColumns, visibleColumns } from './columns.ts';
import { exportOfferList, exportOfferSelection } from './download.ts';
import { DEFAULT_FILTERS, DEFAULT_STATE, nextSort, PAGE_SIZES, toParams, type ListFilters, type ListState } from './list-state.ts';
import { OfferFilters } from './OfferFilters.tsx';
import { OfferTable } from './OfferTable.tsx';
import * as css from './offers.css.ts';
import { useOfferActions } from './useOfferActions.ts';
import { useOffersLive } from './useOffersLive.ts';

/**
 * /offers (spec 2 §2–§4). Filters, search, sort and paging are server-side; react-query passes its
 * AbortSignal, so a new request cancels the one in flight. j / k move the active row, x toggles its
 * selection, Enter opens it (page keys: scoped commands, src/commands/list-keys.ts); the palette's contextual commands (src/commands/offers.ts) act on the
 * selection while the page is mounted.
 */
export function OfferListPage() {
  const { LL } = useI18n();
  const fmt = useFormat();
  const queryClient = useQueryClient();
  const { access } = useShellSession();
  const [, navigate] = useLocation();
  const canWrite = access !== null && can(access, 'offers', LEVEL.full);
  const [state, setState] = useState<ListState>(DEFAULT_STATE);
  const [active, setActive] = useState(0);
  const [selected, setSelected] = useState<ReadonlyMap<number, OfferRow>>(new Map());
  const [columnsOpen, setColumnsOpen] = useState(false);
  // the row whose Status menu is open (the palette's `offers.rowStatus` opens the active row's)
  const [statusMenu, setStatusMenu] = useState<number | null>(null);
  // a new filter bar (its search text too) after Clear filters
  const [filterBar, setFilterBar] = useState(0);
  const params = toParams(state);
  const list = useQuery(offerListQuery(params));
  const rows = list.data?.items ?? [];
  const paging = list.data?.paging;
  const columns = useOfferColumns();
  const actions = useOfferActions();
  useOffersLive();

  // stable, so the filter bar (memoized) does not re-render on every j / k
  const setFilters = useCallback((filters: ListFilters) => setState((s) => ({ ...s, filters, page: 1 })), []);
  const onSearch = useCallback((search: string) => setState((s) => (s.search === search ? s : { ...s, search, page: 1 })), []);
  const toggle = (row: OfferRow) =>
    setSelected((m) => {
      const next = new Map(m);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const setStatus = async (ids: number[], status: number) => {
    const results = await actions.bulkStatus(ids, status);
    // keep refused offers selected so the user can see and retry them
    setSelected((m) => new Map([...m].filter(([id]) => results.some((r) => r.id === id && !r.ok))));
  };
  const exportFailed = () => showToast({ tone: 'error', title: LL.offers.exportFailed() });
  const exportFile = (format: 'csv' | 'xlsx') => void exportOfferList(queryClient, params, format).catch(exportFailed);
  const exportSelection = () => void exportOfferSelection(queryClient, params, [...selected.keys()]).catch(exportFailed);

  const activeRow = rows[Math.min(active, Math.max(0, rows.length - 1))];
  const view: OfferListView = {
    selected: [...selected.values()].map((r) => ({ id: r.id, status: r.status })),
    active: activeRow ? { id: activeRow.id, name: activeRow.name } : null,
    // after the palette has closed (it gives the focus back first), so the menu keeps it
    openStatusMenu: () => activeRow && setTimeout(() => setStatusMenu(activeRow.id), 0),
    clearFilters: () => {
      setState((s) => ({ ...s, filters: DEFAULT_FILTERS, search: '', page: 1 }));
      setFilterBar((n) => n + 1);
    },
    setStatus: (ids, status) => void setStatus(ids, status).catch(() => undefined),
    exportFile,
    exportSelection,
    openColumns: () => setColumnsOpen(true),
  };
  useViewCommands(viewCommands.offerList, view);
  const current = Math.min(active, Math.max(0, rows.length - 1));
  useViewCommands(viewCommands.offerListKeys, {
    rows: rows.length,
    move: (step) => setActive(Math.max(0, Math.min(rows.length - 1, current + step))),
    toggle: () => toggle(rows[current]!),
    open: () => navigate(`/offers/${rows[current]!.id}/detail`),
  });
  useEffect(() => {
    document.querySelector(`tr[data-active="true"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  return (
    <section className={css.page} aria-labelledby="offers-title">
      <Toolbar
        status={<h1 id="offers-title">{LL.offers.list.title()}</h1>}
        actions={
          <>
            {/* each is the face of its palette command (decision 097) */}
            <CommandButton tone="primary" command="offers.create">
              {LL.offers.list.create()}
            </CommandButton>
            <CommandButton tone="secondary" command="offers.exportCsv">
              {LL.offers.list.exportCsv()}
            </CommandButton>
            <CommandButton tone="secondary" command="offers.exportXlsx">
              {LL.offers.list.exportXlsx()}
            </CommandButton>
            <CommandButton tone="ghost" command="offers.columns">
              {LL.offers.list.columns()}
            </CommandButton>
          </>
        }
      />
      <OfferFilters key={filterBar} filters={state.filters} onFilters={setFilters} onSearch={onSearch} />
      <p className={css.hint}>{LL.offers.list.keyboardHint()}</p>
      {selected.size > 0 && (
        <div className={css.toolbar} role="toolbar" aria-label={LL.offers.list.selected({ count: selected.size })}>
          <span>{LL.offers.list.selected({ count: selected.size })}</span>
          {(Object.keys(STATUS_ACTIONS) as StatusAction[]).map((a) => (
            <CommandButton key={a} size="sm" tone={a === 'delete' ? 'danger' : 'secondary'} command={`offers.bulk.${a}`}>
              {LL.offers.commands.setSelection({ action: LL.offers.commands.actions[a](), count: selected.size })}
            </CommandButton>
          ))}
          <CommandButton size="sm" tone="ghost" command="offers.exportSelection">
            {LL.offers.commands.exportSelection({ count: selected.size })}
          </CommandButton>
        </div>
      )}
      {list.isError && (
        <p role="alert" className={css.error}>
          {LL.offers.list.loadFailed()}
        </p>
      )}
      {list.isPending && <p>{LL.offers.list.loading()}</p>}
      {list.isSuccess && rows.length === 0 && <p>{LL.offers.list.empty()}</p>}
      {rows.length > 0 && (
        <OfferTable
          rows={rows}
          columns={visibleColumns(columns.settings)}
          activeIndex={Math.min(active, rows.length - 1)}
          selected={new Set(selected.keys())}
          sortBy={state.sortBy}
          sort={state.sort}
          canWrite={canWrite}
          onSort={(field) => setState((s) => nextSort(s, field))}
          onToggle={toggle}
          onToggleAll={(on) =>
            setSelected((m) => {
              const next = new Map(m);
              for (const r of rows) {
                if (on) next.set(r.id, r);
                else next.delete(r.id);
              }
              return next;
            })
          }
          onActivate={setActive}
          onStatus={(row, status) => void actions.setStatus(row.id, status).catch(() => undefined)}
          statusMenu={statusMenu}
          onStatusMenu={setStatusMenu}
        />
      )}
      {paging && (
        <Pager
          label={LL.offers.list.pager()}
          page={paging.current_page}
          pages={paging.total_page}
          onPage={(page) => setState((s) => ({ ...s, page }))}
        >
          <span>{LL.offers.list.total(fmt.count(paging.total_row))}</span>
          <Select
            label={LL.offers.list.pageSize()}
            options={PAGE_SIZES.map((n) => ({ id: n, label: String(n) }))}
            selectedKey={state.limit}
            onSelectionChange={(k) => setState((s) => ({ ...s, limit: Number(k), page: 1 }))}
          />
        </Pager>
      )}
      {columnsOpen && (
        <ColumnSettingsDialog
          settings={columns.settings}
          onSave={columns.save}
          onRestore={columns.restore}
          onClose={() => setColumnsOpen(false)}
        />
      )}
    </section>
  );
}
