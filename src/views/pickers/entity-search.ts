import { useQueries, useQuery } from '@tanstack/react-query';
import { offerNamesQuery } from '../../api/offers.ts';
import { partnerNameQuery } from '../../api/partners.ts';
import type { Entity } from '../system/EntityPicker.tsx';

/**
 * The names of ids that arrive without one (a notification link, a drill-down, a typed URL), for the
 * offer and partner pickers. The searches themselves are `offerSearchQuery` (src/api/offers.ts) and
 * `partnerSearchQuery` (src/api/partners.ts).
 */
/** Names of `ids`, asked once per id and cached; `undefined` while unknown (or not found). */
export function usePartnerNames(ids: readonly number[], enabled: boolean): (id: number) => string | undefined {
  const answers = useQueries({ queries: ids.map((id) => partnerNameQuery(id, enabled)) });
  const names = new Map<number, string>();
  ids.forEach((id, i) => {
    const n = answers[i]?.data;
    if (n) names.set(id, n);
  });
  return (id) => names.get(id);
}

/** Names of `ids` in one call (the `ids` filter of the offer list). */
export function useOfferNames(ids: readonly number[], enabled: boolean): (id: number) => string | undefined {
  const answer = useQuery(offerNamesQuery(ids, enabled));
  const names = new Map((answer.data?.items ?? []).map((o) => [o.id, o.name]));
  return (id) => names.get(id);
}

export const toEntities = (rows: readonly { id: number; name: string }[] | undefined): Entity[] =>
  (rows ?? []).map((r) => ({ id: r.id, name: r.name }));
