import type { QueryClient } from '@tanstack/react-query';
import { downloadWith } from '../../../api/download.ts';
import type { QueryOf } from '../../../domain/contract.ts';
import { exportOffers, type OfferListFilters } from '../../../domain/offers/contract.ts';
import type { OfferListParams } from '../../../api/offers.ts';
import { saveBlob } from '../../table/export.ts';

/**
 * The list's downloads, all streamed by the server (POST /api/offers/export): the filtered list as
 * CSV or XLSX, and "Export selection" as the same export narrowed to the selected ids (the server
 * formula-escapes every cell, so the browser builds no spreadsheet itself).
 */
export async function exportOfferList(client: QueryClient, params: OfferListParams, format: 'csv' | 'xlsx'): Promise<void> {
  const { page: _page, limit: _limit, ...query } = params.query;
  await save(client, { ...query, format }, params.filters, `offers.${format}`);
}

export async function exportOfferSelection(client: QueryClient, params: OfferListParams, ids: readonly number[]): Promise<void> {
  // the list's order, but none of its filters: the selection may span filter changes (with ids the server ignores status)
  const { sort_by, sort } = params.query;
  await save(client, { format: 'csv', status: 0, ...(sort_by ? { sort_by, sort } : {}) }, { ids: [...ids] }, 'offers-selection.csv');
}

async function save(client: QueryClient, query: QueryOf<typeof exportOffers>, filters: OfferListFilters, fallback: string) {
  const file = await downloadWith(client, exportOffers, { query, body: filters });
  saveBlob(file.blob, file.filename ?? fallback);
}
