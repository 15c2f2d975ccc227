import { ToggleButton } from 'react-aria-components';
import { Link } from 'wouter';
import type { MarketPartnerRow } from '../../../domain/markets/contract.ts';
import { partnerRelation } from '../../../domain/partners/relation.ts';
import { relationPhrase } from '../../../i18n/partner-relation.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { ListTable } from '../../table/ListTable.tsx';
import * as css from './markets.css.ts';
import { RankBadge } from './RankBadge.tsx';
import type { MarketReference } from './reference.ts';
import { useFormat } from '../../app/useFormat.ts';
import { useCommandControl } from '../../app/useCommandControl.ts';

/** Rows show this many verticals / geos by name, then "+n" (the whole list is in the cell's title). */
const SHOWN = 3;

export const partnerPath = (id: number) => `/markets/partner/${id}`;

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

function Names({ ids, nameOf }: { ids: readonly number[]; nameOf: (id: number) => string }) {
  const { LL } = useI18n();
  const names = ids.map(nameOf);
  return (
    <span className={css.tags} title={names.join(', ')}>
      {names.slice(0, SHOWN).map((n, i) => (
        <span key={ids[i]} className={css.tag}>
          {n}
        </span>
      ))}
      {names.length > SHOWN && <span className={css.tag}>{LL.markets.row.more({ count: names.length - SHOWN })}</span>}
    </span>
  );
}

/**
 * The partner rows of spec 3 §2–3: initials, name (a link to the detail), rank badge, verticals, geos,
 * rating with its review count, new and the relation to the brand as one phrase ("Joined 3 Mar 2026 ·
 * blocked since 12 Nov 2026"), and the favourite star (a toggle button named
 * "Favourite <name>", aria-pressed; the row's face of `markets.favorite`). A page holds at most 100 rows, so it is a plain table (decision
 * 049) in the shared list table: a card per partner on a phone (decision 065); the active row (j / k)
 * is `aria-current` and styled by `data-active`.
 */
export function PartnerTable({
  rows,
  activeIndex,
  reference,
  canFavorite,
  onActivate,
  onFavorite,
}: {
  rows: readonly MarketPartnerRow[];
  activeIndex: number;
  reference: MarketReference;
  canFavorite: boolean;
  onActivate(index: number): void;
  onFavorite(row: MarketPartnerRow): void;
}) {
  const { LL, locale } = useI18n();
  const fmt = useFormat();
  const star = useCommandControl('markets.favorite');
  const c = LL.markets.columns;
  return (
    <ListTable
      label={LL.markets.list.title()}
      rows={rows}
      rowKey={(row) => row.id}
      activeIndex={activeIndex}
      onRowClick={(index) => onActivate(index)}
      rowAttributes={(row, index) => ({ 'aria-current': index === activeIndex ? 'true' : undefined, 'data-partner-id': row.id })}
      columns={[
        {
          key: 'partner',
          label: c.partner(),
          role: 'name',
          cell: (row) => (
            <span className={css.nameCell}>
              <span className={css.avatar} aria-hidden="true">
                {initials(row.display_name)}
              </span>
              <Link href={partnerPath(row.id)} title={`${row.display_name} (#${row.id})`}>
                {row.display_name}
              </Link>
            </span>
          ),
        },
        { key: 'rank', label: c.rank(), priority: 2, cell: (row) => <RankBadge rank={row.rank} /> },
        {
          key: 'verticals',
          label: c.verticals(),
          priority: 2,
          cell: (row) => <Names ids={row.vertical_ids} nameOf={reference.verticalName} />,
        },
        { key: 'geos', label: c.geos(), priority: 3, cell: (row) => <Names ids={row.country_ids} nameOf={reference.geoName} /> },
        {
          key: 'rating',
          label: c.rating(),
          role: 'figure',
          value: (row) => LL.markets.row.ratingValue({ rating: row.rating, count: row.total_reviews }),
        },
        {
          key: 'status',
          label: c.status(),
          role: 'status',
          cell: (row) => (
            <span className={css.tags} title={fmt.dateTime(row.created_at)}>
              {row.is_new && <span className={css.tag}>{LL.markets.row.new()}</span>}
              {row.is_joined && (
                <span className={css.tag} data-relation={row.working_mode ?? ''}>
                  {relationPhrase(LL, locale, partnerRelation(row), { timeZone: fmt.timeZone })}
                </span>
              )}
            </span>
          ),
        },
        {
          key: 'favorite',
          label: c.favorite(),
          role: 'actions',
          cell: (row) => (
            <ToggleButton
              className={css.star}
              aria-label={LL.markets.row.favorite({ name: row.display_name })}
              isSelected={row.is_favorite}
              isDisabled={!canFavorite}
              onChange={() => onFavorite(row)}
              data-favorite={row.is_favorite}
              // the row's own face of the palette's favourite toggle on the active row (decision 098); a read-only
              // user's star, disabled, only shows the favourite and names no command (the palette does not list it)
              data-command={star.visible ? star.command : undefined}
              data-command-row={star.visible || undefined}
            >
              <span aria-hidden="true">{row.is_favorite ? '★' : '☆'}</span>
            </ToggleButton>
          ),
        },
      ]}
    />
  );
}
