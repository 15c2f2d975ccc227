import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../domain/contract.ts';
import * as api from '../domain/conversions/contract.ts';
import * as uploads from '../domain/reports/upload-contract.ts';
import { isProcessing } from '../machines/conversion-upload.ts';
import { httpOf } from './client.ts';

/**
 * Conversion calls of the browser: the conversions report's writes (src/domain/conversions/contract.ts)
 * and the conversion uploads (src/domain/reports/upload-contract.ts). Writes take the app's
 * QueryClient (`useQueryClient()`).
 */
export const conversionKeys = {
  uploads: ['conversionUploads'] as const,
  history: (q: uploads.HistoryQuery) => [...conversionKeys.uploads, q] as const,
};

/** The upload history, 50 a page; refreshes itself every 2 s while an upload is processing. */
export const uploadHistoryQuery = (q: uploads.HistoryQuery) =>
  queryOptions({
    queryKey: conversionKeys.history(q),
    queryFn: ({ client, signal }) => httpOf(client).call(uploads.uploadHistory, { query: q, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((u) => isProcessing(u.status)) ? 2000 : false),
  });

type Q = QueryClient;
export const conversionCalls = {
  act: (c: Q, body: BodyOf<typeof api.conversionAction>) => httpOf(c).call(api.conversionAction, { body }),
  adjust: (c: Q, conversionId: number, body: BodyOf<typeof api.conversionAdjustment>) =>
    httpOf(c).call(api.conversionAdjustment, { params: { conversionId }, body }),
};

export const uploadCalls = {
  detail: (c: Q, uploadId: number) => httpOf(c).call(uploads.uploadDetail, { params: { uploadId } }),
  validate: (c: Q, fileId: number) => httpOf(c).call(uploads.validateUpload, { body: { file_id: fileId } }),
  apply: (c: Q, uploadId: number) => httpOf(c).call(uploads.applyUpload, { params: { uploadId } }),
  discard: (c: Q, uploadId: number) => httpOf(c).call(uploads.discardUpload, { params: { uploadId } }),
};
