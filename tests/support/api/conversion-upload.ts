import { expect } from 'vitest';
import type { ConversionUpload, ConversionUploadDetail } from '../../../src/domain/reports/upload-contract.ts';
import { isProcessing } from '../../../src/machines/conversion-upload.ts';
import { call, type Answer } from './auth.ts';
import { uploadFile } from './files.ts';
import { createTrackingApp, type TrackingApp } from './tracking.ts';
import type { Typed } from './conversions.ts';
import { createConversionUploadFeature, registerConversionUploadRoutes } from '../../../server/conversions/upload-routes.ts';
import type { Schedule } from '../../../server/conversions/upload-service.ts';

/**
 * Helpers for the conversion upload tests (not used by the server): the tracking test app (real
 * tracking endpoints, manual clock) whose upload feature runs its background tasks through
 * `schedule` — `held()` keeps them until the test runs them, so a test can look at an upload while
 * it is validating or applying.
 */
export const HISTORY_PATH = '/api/report/advertiser/conversion/upload_history';
export const VALIDATE_PATH = '/api/offers/advertiser/conversions/validate-upload-conversion';

export function held(): { schedule: Schedule; pending: () => number; run: () => Promise<void>; drop: () => void } {
  let tasks: Array<() => Promise<void>> = [];
  return {
    schedule: (task) => void tasks.push(task),
    pending: () => tasks.length,
    run: async () => {
      const now = tasks;
      tasks = [];
      for (const task of now) await task();
    },
    drop: () => void (tasks = []),
  };
}

export function createUploadApp(schedule?: Schedule, start = new Date('2026-03-02T03:00:00Z')): Promise<TrackingApp> {
  const upload = createConversionUploadFeature(schedule ? { schedule } : {});
  return createTrackingApp({}, start, new Map([[registerConversionUploadRoutes, upload]]));
}

/** presign (upload type csv) → upload → confirm; the confirmed file id, or the refusal. */
export async function csvFile(
  t: TrackingApp,
  token: string,
  text: string | Uint8Array,
  name = 'conversions.csv',
): Promise<{ status: number; id: number | null; body: unknown }> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const { confirmed } = await uploadFile(t.url, token, name, bytes, 'csv');
  return {
    status: confirmed.status,
    id: confirmed.status === 200 ? (confirmed.body.data as { id: number }).id : null,
    body: confirmed.body,
  };
}

export async function validateFile(t: TrackingApp, token: string, fileId: number): Promise<Typed<ConversionUpload>> {
  return (await call(t.url, 'POST', VALIDATE_PATH, { token, body: { file_id: fileId } })) as Answer as Typed<ConversionUpload>;
}
export async function readUpload(t: TrackingApp, token: string, id: number): Promise<Typed<ConversionUploadDetail>> {
  return (await call(t.url, 'GET', `${HISTORY_PATH}/${id}`, { token })) as Answer as Typed<ConversionUploadDetail>;
}
export async function postUpload(t: TrackingApp, token: string, id: number, what: 'apply' | 'discard'): Promise<Typed<ConversionUpload>> {
  return (await call(t.url, 'POST', `${HISTORY_PATH}/${id}/${what}`, { token })) as Answer as Typed<ConversionUpload>;
}

/** Polls the upload until its background task is done (the default schedule runs it at once). */
export async function settled(t: TrackingApp, token: string, id: number): Promise<ConversionUploadDetail> {
  for (let i = 0; i < 200; i++) {
    const res = await readUpload(t, token, id);
    expect(res.status).toBe(200);
    if (!isProcessing(res.body.data.status)) return res.body.data;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`upload ${id} still processing`);
}

/** The raw CSV download of the row errors. */
export async function errorsCsv(
  t: TrackingApp,
  token: string,
  id: number,
  lang = 'en',
): Promise<{ status: number; text: string; type: string | null }> {
  const res = await fetch(`${t.url}${HISTORY_PATH}/${id}/errors?lang=${lang}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
}
