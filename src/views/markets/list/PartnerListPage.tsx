import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { marketListQuery, stashedFiltersQuery } from '../../../api/markets.ts';
import { viewCommands } from '../../../commands/app-commands.ts';
import { stashedFiltersKey, type MarketListView } from '../../../commands/markets.ts';
import { MARKET_TABS, type MarketTab } from '../../../domain/markets/enums.ts';
import {
  DEFAULT_MARKET_LIST,
  filterCount,
  MARKET_PAGE_SIZES,
  marketListPath,
  marketListRequest,
  readMarketList,
  writeMarketList,
  type MarketListState,
} from '../../../domain/markets/list-url.ts';
import { NO_FILTERS } from '../../../domain/markets/schema.ts';
import { can, LEVEL } from '../../../domain/permissions.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { CommandButton } from '../../app/CommandButton.tsx';
import { useFormat } from '../../app/useFormat.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { useViewCommands } from '../../app/useViewCommands.ts';
import { InviteToOfferDialog } from '../../pickers/InviteToOfferDialog.tsx';
import { Pager } from '../../app/Pager.tsx';
import { Select } from '../../system/Select.tsx';
import { CommandTabs } from '../../app/CommandTabs.tsx';
import * as css from './markets.css.ts';
import { PartnerFilters } from './PartnerFilters.tsx';
import { partnerPath, PartnerTable } from './PartnerTable.tsx';
import { useMarketReference } from './reference.ts';
import { useFavorite } from './useFavorite.ts';

export const FILTER_PAGE_PATH = '/markets/partner/filter';

/**
 * /markets/partner (spec 3 §2; decision 049): tabs all / suggested (≤ 100), the filter bar, search,
 * sort (most recent first), paging — all in the URL, so a link reproduces the list. j / k move the
 * active row, Enter opens its profile, f toggles its favourite in place (page keys); the palette has
 * every action (src/commands/markets.ts).
 */
export function PartnerListPage() {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.markets;
  const search = useSearch();
  const [, navigate] = useLocation();
  const { access } = useShellSession();
  const canFavorite = access !== null && can(access, 'market', LEVEL.full);
  const state = useMemo(() => readMarketList(new URLSearchParams(search)), [search]);
  // filters are not pages to go back through
  const setState = useCallback((next: MarketListState) => navigate(marketListPath(next), { replace: true }), [navigate]);
  const list = useQuery(marketListQuery(marketListRequest(state)));
  const rows = list.data?.items ?? [];
  const paging = list.data?.paging;
  const reference = useMarketReference();
  const favorite = useFavorite();
  const [active, setActive] = useState(0);
  const [inviting, setInviting] = useState<number | null>(null);
  const current = Math.min(active, Math.max(0, rows.length - 1));
  const row = rows[current] ?? null;
  const count = filterCount(state);
  // a new list starts at its first row
  useEffect(() => setActive(0), [search]);
  useEffect(() => {
    document.querySelector('tr[data-active="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const clearFilters = () => setState({ ...state, search: '', filters: NO_FILTERS, page: 1 });
  const saveFilter = () => {
    const qs = writeMarketList({ ...DEFAULT_MARKET_LIST, tab: state.tab, search: state.search, filters: state.filters });
    navigate(qs ? `${FILTER_PAGE_PATH}?${qs}` : FILTER_PAGE_PATH);
  };
  const toggleFavorite = () => {
    if (row && canFavorite) favorite({ id: row.id, name: row.display_name, is_favorite: row.is_favorite });
  };
  const view: MarketListView = {
    tab: state.tab,
    filterCount: count,
    row: row && { id: row.id, name: row.display_name, is_favorite: row.is_favorite },
    setTab: (tab) => setState({ ...state, tab, page: 1 }),
    clearFilters,
    saveFilter,
    toggleFavorite,
    open: () => row && navigate(partnerPath(row.id)),
  };
  useViewCommands(viewCommands.marketList, view);
  useViewCommands(viewCommands.marketListKeys, {
    rows: rows.length,
    canFavorite,
    move: (step) => setActive(Math.max(0, Math.min(rows.length - 1, current + step))),
    open: () => row && navigate(partnerPath(row.id)),
    toggleFavorite,
  });
  // i or the palette: invite the active row's partner to offers (the shared dialog); a partner this brand blocked is refused
  useViewCommands(viewCommands.marketRowInvite, {
    openInvite: row ? () => setInviting(row.id) : null,
    refusal: !row ? 'markets.reasons.noRow' : row.is_blocked ? 'partners.invite.blocked' : null,
  });
  // "Restore saved filter …" from the palette here too
  const stashed = useQuery(stashedFiltersQuery()).data?.items ?? [];
  useViewCommands(
    viewCommands.stashedFilters,
    { filters: stashed, confirmDelete: () => navigate(FILTER_PAGE_PATH) },
    stashedFiltersKey(stashed),
  );

  const body = (
    <div className={css.panel}>
      {state.tab === 'suggested' && <p className={css.hint}>{t.list.suggestedHint()}</p>}
      {list.isError && (
        <p role="alert" className={css.error}>
          {t.list.loadFailed()}
        </p>
      )}
      {list.isPending && <p>{t.list.loading()}</p>}
      {list.isSuccess && rows.length === 0 && <p>{t.list.empty()}</p>}
      {rows.length > 0 && (
        <PartnerTable
          rows={rows}
          activeIndex={current}
          reference={reference}
          canFavorite={canFavorite}
          onActivate={setActive}
          onFavorite={(r) => favorite({ id: r.id, name: r.display_name, is_favorite: r.is_favorite })}
        />
      )}
      {paging && (
        <Pager label={t.list.pager()} page={paging.current_page} pages={paging.total_page} onPage={(page) => setState({ ...state, page })}>
          <span role="status">{t.list.total(fmt.count(paging.total_row))}</span>
          <Select
            label={t.list.pageSize()}
            options={MARKET_PAGE_SIZES.map((n) => ({ id: n, label: String(n) }))}
            selectedKey={state.limit}
            onSelectionChange={(k) => setState({ ...state, limit: Number(k), page: 1 })}
          />
        </Pager>
      )}
    </div>
  );

  return (
    <section className={css.page} aria-labelledby="market-partners-title">
      <h1 id="market-partners-title">{t.list.title()}</h1>
      <PartnerFilters
        state={state}
        reference={reference}
        onChange={setState}
        actions={
          <>
            <CommandButton tone="ghost" command="markets.clearFilters">
              {t.list.clearFilters()}
            </CommandButton>
            <CommandButton tone="secondary" command="markets.saveFilter">
              {t.list.saveFilter()}
            </CommandButton>
            <Link href={FILTER_PAGE_PATH}>{t.list.savedFilters()}</Link>
          </>
        }
      />
      <p className={css.hint}>{t.list.keyboardHint()}</p>
      <CommandTabs
        name="marketsPartner"
        label={t.list.tabs()}
        selectedKey={state.tab}
        onSelectionChange={(k) => k !== state.tab && setState({ ...state, tab: k as MarketTab, page: 1 })}
        items={MARKET_TABS.map((tab) => ({
          id: tab,
          label: tab === 'suggested' ? t.list.suggested() : t.list.all(),
          content: body,
          command: `markets.tab.${tab}`,
        }))}
      />
      {inviting !== null && <InviteToOfferDialog isOpen onOpenChange={(open) => !open && setInviting(null)} partnerId={inviting} />}
    </section>
  );
}
