import { AGENCY_CONTRACT_STATUSES } from '../../domain/agencies/enums.ts';
import { PROMO_CODE_STATUSES } from '../../domain/discounts/enums.ts';
import { TICKET_STATUSES } from '../../domain/tickets/enums.ts';
import { badgeOf } from '../../domain/markets/enums.ts';
import { CONTRACT_STATUSES } from '../../domain/partners/enums.ts';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { extendsQuery, rankEntities, type Entity, type EntityIndex, type EntityKind } from '../../commands/entity-search.ts';
import { useI18n } from '../../i18n/runtime.ts';
import * as css from './palette.css.ts';

export const ROW_PX = 40;
export const LIST_PX = 360;
const PAGE_ROWS = Math.floor(LIST_PX / ROW_PX) - 1;

/**
 * Ranks on every keystroke, narrowing within the previous matches while the user types on (the
 * matches of "sum" hold every match of "summ"). Synchronous on purpose: the results paint in the
 * same frame as the typed letter (the ≤ 50 ms keystroke-to-paint target, `npm run bench:palette`).
 */
function useRanked(index: EntityIndex | undefined, query: string): number[] {
  const last = useRef<{ index: EntityIndex; query: string; hits: number[] } | null>(null);
  return useMemo(() => {
    if (!index) return [];
    const prev = last.current;
    const within = prev && prev.index === index && extendsQuery(prev.query, query) ? prev.hits : undefined;
    const hits = rankEntities(index, query, within);
    last.current = { index, query, hits };
    return hits;
  }, [index, query]);
}

export interface EntityListProps {
  kind: EntityKind;
  index: EntityIndex | undefined;
  query: string;
  onQuery(query: string): void;
  /** Esc, or Backspace on an empty query */
  onBack(): void;
  onOpen(entity: Entity): void;
  /** shown instead of the list (loading, failed); Enter then calls onRetry */
  notice?: string;
  onRetry?(): void;
  placeholder: string;
  footer?: string;
}

/**
 * The search mode of the palette: an input (a combobox) over a virtualized listbox — only the rows in
 * view are in the DOM, so 10,000 matches cost what 15 do. The active row is `aria-activedescendant`;
 * focus stays in the input. Keys: ↑ ↓, PageUp / PageDown, Home / End, Enter opens, Esc goes back.
 */
export function EntityList({ kind, index, query, onQuery, onBack, onOpen, notice, onRetry, placeholder, footer }: EntityListProps) {
  const { LL } = useI18n();
  const listId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const hits = useRanked(index, query);
  // the active row belongs to the query it was chosen for: a new query starts at the best match
  const [active, setActive] = useState({ query, row: 0 });
  const row = active.query === query ? Math.min(active.row, Math.max(0, hits.length - 1)) : 0;
  const virtualizer = useVirtualizer({
    count: hits.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 6,
    // no layout (tests, first frame): the list's fixed height
    initialRect: { width: 0, height: LIST_PX },
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: LIST_PX })),
  });
  const move = (to: number) => {
    const next = Math.max(0, Math.min(hits.length - 1, to));
    setActive({ query, row: next });
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(row + 1),
      ArrowUp: () => move(row - 1),
      PageDown: () => move(row + PAGE_ROWS),
      PageUp: () => move(row - PAGE_ROWS),
      Home: () => move(0),
      End: () => move(hits.length - 1),
      Enter: () => {
        if (notice) onRetry?.();
        else if (hits[row] !== undefined) onOpen(index!.entities[hits[row]!]!);
      },
      Escape: onBack,
    };
    const act = keys[e.key] ?? (e.key === 'Backspace' && !query ? onBack : undefined);
    if (!act) return;
    e.preventDefault();
    act();
  };
  const statusOf = (status: number) =>
    kind === 'offer'
      ? LL.offers.status[String(status) as keyof typeof LL.offers.status]?.()
      : kind === 'marketPartner'
        ? LL.markets.badges.label({ rank: status, badge: LL.markets.badges[badgeOf(status)]() })
        : kind === 'agency' || kind === 'product'
          ? undefined
          : kind === 'agencyContract'
            ? LL.agencies.status[AGENCY_CONTRACT_STATUSES[status] ?? 'pending']()
            : kind === 'contract'
              ? LL.partners.contract.status[CONTRACT_STATUSES[status] ?? 'pending']()
              : kind === 'promoCode'
                ? LL.discounts.status[PROMO_CODE_STATUSES[status] ?? 'active']()
                : kind === 'ticket'
                  ? LL.tickets.status[TICKET_STATUSES[status] ?? 'created']()
                  : LL.partners.workingMode[String(status) as keyof typeof LL.partners.workingMode]?.();
  const optionId = (i: number) => `${listId}-o${i}`;
  return (
    <div className={css.root}>
      <input
        className={css.searchInput}
        autoFocus
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={!notice && hits.length ? optionId(row) : undefined}
        placeholder={placeholder}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={onKeyDown}
        data-testid="entity-search-input"
      />
      {notice ? (
        <p className={css.hint} role="status">
          {notice}
        </p>
      ) : (
        <>
          <div ref={scrollRef} className={css.virtualScroll} style={{ height: Math.min(LIST_PX, hits.length * ROW_PX) }}>
            <div
              id={listId}
              role="listbox"
              aria-label={LL.palette.searchResults()}
              data-query={query}
              data-count={hits.length}
              style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
            >
              {virtualizer.getVirtualItems().map((v) => {
                const entity = index!.entities[hits[v.index]!]!;
                return (
                  <div
                    key={entity.id}
                    id={optionId(v.index)}
                    role="option"
                    aria-selected={v.index === row}
                    aria-posinset={v.index + 1}
                    aria-setsize={hits.length}
                    className={css.entityRow}
                    style={{ transform: `translateY(${v.start}px)`, height: ROW_PX }}
                    onMouseMove={() => v.index !== row && setActive({ query, row: v.index })}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => onOpen(entity)}
                  >
                    <span className={css.itemTitle}>{entity.name}</span>
                    {entity.detail && (
                      <span className={css.reason}>
                        {kind === 'agencyContract' ? `${LL.agencies.detail.agency()} #${entity.detail}` : entity.detail}
                      </span>
                    )}
                    <span className={css.reason}>{statusOf(entity.status)}</span>
                    <span className={css.entityId}>#{entity.id}</span>
                  </div>
                );
              })}
            </div>
          </div>
          {!hits.length && <p className={css.hint}>{LL.palette.empty()}</p>}
        </>
      )}
      <p className={css.searchFooter}>
        {!notice && <span>{LL.palette.searchCount({ shown: hits.length, total: index?.entities.length ?? 0 })}</span>}
        <span>{footer ?? LL.palette.searchKeys()}</span>
      </p>
    </div>
  );
}
