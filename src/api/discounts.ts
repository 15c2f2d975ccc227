import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { createProgram, getProgram, listPrograms, setProgramStatus, updateProgram } from '../domain/discounts/contract.ts';
import type { CodeFormat, ImageType, ProgramStatus, PromoCodeStatus, RequestAction } from '../domain/discounts/enums.ts';
import {
  addPromoCodes,
  answerPromoRequest,
  getPromoCode,
  listPromoCodes,
  listPromoRequests,
  promoCodeImage,
  updatePromoCode,
} from '../domain/discounts/promo-codes.ts';
import type { ProgramCreateInput, ProgramUpdateInput, PromoCodeAddInput, PromoCodeUpdateInput } from '../domain/discounts/schema.ts';
import { httpOf } from './client.ts';
import { downloadWith, type DownloadedFile } from './download.ts';

/**
 * Discount programs and promo codes (src/domain/discounts/contract.ts, promo-codes.ts): query keys,
 * queries and writes. Every write invalidates the whole `discounts` key (and the palette's index),
 * so lists, details and codes follow.
 */
export interface ProgramParams {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: ProgramStatus | undefined;
}
export interface CodeParams {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: PromoCodeStatus | undefined;
}

export const discountKeys = {
  all: ['discounts'] as const,
  list: (q: ProgramParams) => ['discounts', 'list', q] as const,
  one: (id: number) => ['discounts', 'one', id] as const,
  codes: (programId: number, q: CodeParams) => ['discounts', 'codes', programId, q] as const,
  requests: (programId: number, page: number) => ['discounts', 'requests', programId, page] as const,
};

const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

export function programsQuery(q: ProgramParams) {
  return queryOptions({
    queryKey: discountKeys.list(q),
    queryFn: ({ client, signal }) => httpOf(client).call(listPrograms, { query: defined(q), signal }),
    placeholderData: (previous) => previous,
  });
}

export function programQuery(id: number) {
  return queryOptions({
    queryKey: discountKeys.one(id),
    queryFn: ({ client, signal }) => httpOf(client).call(getProgram, { params: { programId: id }, signal }),
  });
}

export function promoCodesQuery(programId: number, q: CodeParams) {
  return queryOptions({
    queryKey: discountKeys.codes(programId, q),
    queryFn: ({ client, signal }) => httpOf(client).call(listPromoCodes, { params: { programId }, query: defined(q), signal }),
    placeholderData: (previous) => previous,
  });
}

export function promoCodeQuery(id: number) {
  return queryOptions({
    queryKey: ['discounts', 'code', id] as const,
    queryFn: ({ client, signal }) => httpOf(client).call(getPromoCode, { params: { promoCodeId: id }, signal }),
  });
}

export function promoRequestsQuery(programId: number, page: number) {
  return queryOptions({
    queryKey: discountKeys.requests(programId, page),
    queryFn: ({ client, signal }) => httpOf(client).call(listPromoRequests, { params: { programId }, query: { page, limit: 25 }, signal }),
  });
}

export const discountCalls = (client: QueryClient) => ({
  create: (body: ProgramCreateInput) => httpOf(client).call(createProgram, { body }),
  update: (id: number, body: ProgramUpdateInput) => httpOf(client).call(updateProgram, { params: { programId: id }, body }),
  setStatus: (id: number, status: ProgramStatus) => httpOf(client).call(setProgramStatus, { params: { programId: id }, body: { status } }),
  addCodes: (programId: number, body: PromoCodeAddInput) => httpOf(client).call(addPromoCodes, { params: { programId }, body }),
  updateCode: (id: number, body: PromoCodeUpdateInput) => httpOf(client).call(updatePromoCode, { params: { promoCodeId: id }, body }),
  answer: (id: number, action: RequestAction) => httpOf(client).call(answerPromoRequest, { params: { requestId: id }, body: { action } }),
});

/** A promo code's image file as the server draws it (QR, CODE128 or CODE39; PNG or SVG). */
export function downloadCodeImage(client: QueryClient, id: number, format: CodeFormat, type: ImageType): Promise<DownloadedFile> {
  return downloadWith(client, promoCodeImage, { params: { promoCodeId: id }, query: { format, type } });
}
