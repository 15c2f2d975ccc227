import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { uploadWith, type UploadTransport } from '../../../../api/files.ts';
import { uploadCalls } from '../../../../api/conversions.ts';
import { type ConversionUploadDetail } from '../../../../domain/reports/upload-contract.ts';
import { isProcessing } from '../../../../machines/conversion-upload.ts';

/**
 * The dialog's side of the conversion upload (docs/decisions/026-conversion-upload.md): choose →
 * presign, upload with progress, confirm (upload type csv) → validate → poll while the server is
 * validating or applying → the result, then Apply or Discard. What the upload may do next is the
 * upload chart's (`conversionUploadActions`), the same the server enforces.
 */
export const csvUpload: { transport: UploadTransport | undefined; pollMs: number } = { transport: undefined, pollMs: 1000 };

export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'upload'; upload: ConversionUploadDetail }
  /** `file`: the spec's "File could not be uploaded (…)"; `request`: anything else */
  | { kind: 'error'; error: 'file' | 'request' };

const refusedFile = (error: unknown) =>
  isApiError(error) &&
  (error.status === 413 || (error.status === 422 && error.errors.some((e) => e.field === 'file' || e.field === 'file_id')));

export function useConversionUpload(initialId: number | null = null) {
  const client = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'idle' });
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const show = useCallback((upload: ConversionUploadDetail) => alive.current && setPhase({ kind: 'upload', upload }), []);
  const fail = useCallback(
    (error: unknown) => alive.current && setPhase({ kind: 'error', error: refusedFile(error) ? 'file' : 'request' }),
    [],
  );
  const load = useCallback((id: number) => uploadCalls.detail(client, id).then(show, fail), [client, show, fail]);

  useEffect(() => {
    if (initialId !== null) void load(initialId);
  }, [initialId, load]);

  // while the server works on it, ask again every pollMs (validation of 10,000 rows takes seconds)
  const current = phase.kind === 'upload' ? phase.upload : null;
  useEffect(() => {
    if (!current || !isProcessing(current.status)) return;
    const timer = setTimeout(() => void load(current.id), csvUpload.pollMs);
    return () => clearTimeout(timer);
  }, [current, load]);

  const start = useCallback(
    async (file: File) => {
      setPhase({ kind: 'uploading', percent: 0 });
      try {
        const stored = await uploadWith(client, file, {
          use: 'csv',
          transport: csvUpload.transport,
          onProgress: (p) => alive.current && setPhase({ kind: 'uploading', percent: p.percent }),
        });
        const started = await uploadCalls.validate(client, stored.id);
        show({ ...started, errors: [], errors_truncated: false });
      } catch (error) {
        fail(error);
      }
    },
    [client, show, fail],
  );

  const act = useCallback(
    async (what: 'apply' | 'discard') => {
      if (!current) return;
      try {
        const moved = await uploadCalls[what](client, current.id);
        show({ ...current, ...moved });
      } catch (error) {
        fail(error);
      }
    },
    [client, current, show, fail],
  );

  return { phase, start, apply: () => act('apply'), discard: () => act('discard'), reset: () => setPhase({ kind: 'idle' }) };
}
