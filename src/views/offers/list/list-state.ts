import type { OfferListParams } from '../../../api/offers.ts';
import type { OfferSortField } from '../../../domain/offers/enums.ts';

/**
 * The offer list's request as plain data (spec 2 §4, §9): status 1, page 1 of 25, no sort field
 * (the server's default order: status ascending, then id descending). Header clicks pick a field and
 * flip its direction; any filter change goes back to page 1.
 */
export const PAGE_SIZES = [25, 50, 100] as const;
export const SEARCH_MAX = 128;
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListFilters {
  status: number;
  payoutModel: number | null;
  vertical: number | null;
  group: number | null;
  tag: string;
  /** ISO yyyy-MM-dd (DatePicker) */
  from: string | null;
  to: string | null;
}

export interface ListState {
  filters: ListFilters;
  search: string;
  sortBy: OfferSortField | null;
  sort: 'asc' | 'desc';
  page: number;
  limit: number;
}

export const DEFAULT_FILTERS: ListFilters = { status: 1, payoutModel: null, vertical: null, group: null, tag: '', from: null, to: null };
export const DEFAULT_STATE: ListState = { filters: DEFAULT_FILTERS, search: '', sortBy: null, sort: 'desc', page: 1, limit: 25 };

/** ISO → the contract's MM/dd/yyyy. */
const mdy = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : undefined);

export function toParams(s: ListState): OfferListParams {
  const f = s.filters;
  const search = s.search.trim().slice(0, SEARCH_MAX);
  return {
    query: {
      page: s.page,
      limit: s.limit,
      status: f.status,
      ...(search ? { search_value: search } : {}),
      ...(s.sortBy ? { sort_by: s.sortBy, sort: s.sort } : {}),
    },
    filters: {
      ...(f.payoutModel ? { payout_model_ids: [f.payoutModel] } : {}),
      ...(f.vertical ? { vertical_ids: [f.vertical] } : {}),
      ...(f.group ? { offer_group_ids: [f.group] } : {}),
      ...(f.tag.trim() ? { tags: [f.tag.trim()] } : {}),
      ...(f.from ? { created_from: mdy(f.from) } : {}),
      ...(f.to ? { created_to: mdy(f.to) } : {}),
    },
  };
}

/** Header click: a new field starts descending for numbers and dates, ascending for names; the same field flips. */
export function nextSort(s: ListState, field: OfferSortField): ListState {
  if (s.sortBy === field) return { ...s, sort: s.sort === 'asc' ? 'desc' : 'asc', page: 1 };
  return { ...s, sortBy: field, sort: field === 'name' ? 'asc' : 'desc', page: 1 };
}
