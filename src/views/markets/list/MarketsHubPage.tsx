import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { agencyListQuery, marketListQuery, stashedFiltersQuery } from '../../../api/markets.ts';
import { DEFAULT_MARKET_LIST, marketListRequest } from '../../../domain/markets/list-url.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { useFormat } from '../../app/useFormat.ts';
import * as css from './markets.css.ts';

/**
 * /markets, the marketplace's entry (decision 049): a short hub — featured boards, partners, saved
 * filters and agencies, each a link with its count from the API — rather than the partner list itself,
 * because the spec gives the list its own route (/markets/partner) and the entry reaches four pages.
 * The counts reuse the lists' own first-page queries, so opening a list after the hub is instant.
 */
export function MarketsHubPage() {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.markets.hub;
  const partners = useQuery(marketListQuery(marketListRequest(DEFAULT_MARKET_LIST))).data?.paging.total_row;
  const agencies = useQuery(agencyListQuery({ page: 1, limit: 25 })).data?.paging.total_row;
  const filters = useQuery(stashedFiltersQuery()).data?.items.length;
  const counted = (n: number | undefined, text: (n: number) => string) => (n === undefined ? t.loading() : text(n));
  const cards = [
    { href: '/markets/featured', title: t.featured(), text: t.featuredText() },
    { href: '/markets/partner', title: t.partners(), text: counted(partners, (count) => t.partnersCount(fmt.count(count))) },
    { href: '/markets/partner/filter', title: t.filters(), text: counted(filters, (count) => t.filtersCount({ count })) },
    { href: '/markets/agency', title: t.agencies(), text: counted(agencies, (count) => t.agenciesCount(fmt.count(count))) },
  ];
  return (
    <section className={css.page} aria-labelledby="markets-hub-title">
      <h1 id="markets-hub-title">{t.title()}</h1>
      <p className={css.hint}>{t.intro()}</p>
      <ul className={css.cards}>
        {cards.map((c) => (
          <li key={c.href} className={css.card}>
            <h2 className={css.cardTitle}>
              <Link href={c.href}>{c.title}</Link>
            </h2>
            <p className={css.hint}>{c.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
