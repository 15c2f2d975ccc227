import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { agencyListQuery } from '../../../api/markets.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import { Pager } from '../../app/Pager.tsx';
import { ListTable } from '../../table/ListTable.tsx';
import { TextField } from '../../system/TextField.tsx';
import { Toolbar } from '../../system/Toolbar.tsx';
import * as css from '../list/markets.css.ts';
import { useMarketReference } from '../list/reference.ts';

const PATH = '/markets/agency';
const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_MAX = 128;

/** ?search=&page= of the agency list; anything else is dropped. */
export function readAgencyQuery(qs: string): { search: string; page: number } {
  const p = new URLSearchParams(qs);
  const page = Number(p.get('page'));
  return { search: (p.get('search') ?? '').slice(0, SEARCH_MAX), page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}
function agencyPath(q: { search: string; page: number }): string {
  const p = new URLSearchParams();
  if (q.search.trim()) p.set('search', q.search.trim());
  if (q.page > 1) p.set('page', String(q.page));
  const qs = p.toString();
  return qs ? `${PATH}?${qs}` : PATH;
}

/**
 * /markets/agency (spec 3 §2; decision 049): the marketplace's agencies, newest first, searched by
 * name (in the URL, like the partner list), 25 a page, each linking to its profile /markets/agency/<id>.
 */
export function AgencyListPage() {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.markets.agencies;
  const search = useSearch();
  const [, navigate] = useLocation();
  const q = useMemo(() => readAgencyQuery(search), [search]);
  const list = useQuery(agencyListQuery({ page: q.page, limit: 25, ...(q.search.trim() ? { search: q.search.trim() } : {}) }));
  const reference = useMarketReference();
  const [text, setText] = useState(q.search);
  const latest = useRef(q);
  latest.current = q;
  useEffect(() => {
    if (text === latest.current.search) return undefined;
    const timer = setTimeout(() => navigate(agencyPath({ search: text, page: 1 }), { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, navigate]);
  const rows = list.data?.items ?? [];
  const paging = list.data?.paging;
  const names = (ids: readonly number[], nameOf: (id: number) => string) => ids.map(nameOf).join(', ');

  return (
    <section className={css.page} aria-labelledby="market-agencies-title">
      <h1 id="market-agencies-title">{t.title()}</h1>
      <Toolbar
        role="search"
        aria-label={t.search()}
        filters={<TextField label={t.search()} type="search" value={text} maxLength={SEARCH_MAX} onChange={setText} />}
      />
      {list.isError && (
        <p role="alert" className={css.error}>
          {t.loadFailed()}
        </p>
      )}
      {list.isPending && <p>{t.loading()}</p>}
      {list.isSuccess && rows.length === 0 && <p>{t.empty()}</p>}
      {rows.length > 0 && (
        <ListTable
          label={t.title()}
          rows={rows}
          rowKey={(a) => a.id}
          rowAttributes={(a) => ({ 'data-agency-id': a.id })}
          columns={[
            { key: 'name', label: t.name(), role: 'name', cell: (a) => <Link href={`${PATH}/${a.id}`}>{a.name}</Link> },
            {
              key: 'verticals',
              label: t.verticals(),
              priority: 2,
              value: (a) => names(a.vertical_ids, reference.verticalName),
              title: (a) => names(a.vertical_ids, reference.verticalName),
            },
            {
              key: 'geos',
              label: t.geos(),
              priority: 3,
              value: (a) => names(a.country_ids, reference.geoName),
              title: (a) => names(a.country_ids, reference.geoName),
            },
            { key: 'team_size', label: t.teamSize(), role: 'figure', priority: 3, value: (a) => a.team_size },
            { key: 'founded', label: t.founded(), role: 'figure', priority: 3, value: (a) => a.year_founded ?? '' },
            {
              key: 'rating',
              label: t.rating(),
              role: 'figure',
              value: (a) => LL.markets.row.ratingValue({ rating: a.rating, count: a.total_reviews }),
            },
          ]}
        />
      )}
      {paging && (
        <Pager
          label={t.pager()}
          page={paging.current_page}
          pages={paging.total_page}
          onPage={(page) => navigate(agencyPath({ ...q, page }), { replace: true })}
        >
          <span role="status">{t.total(fmt.count(paging.total_row))}</span>
        </Pager>
      )}
    </section>
  );
}
