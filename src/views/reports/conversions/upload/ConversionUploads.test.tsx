import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConversionUpload, ConversionUploadDetail } from '../../../../domain/reports/upload-contract.ts';
import { ROLE_DEFAULTS } from '../../../../domain/permissions.ts';
import { makeMe, renderApp } from '../../../../../tests/support/dom/app.tsx';
import { json, META } from '../../../../../tests/support/dom/reports.ts';
import { csvUpload } from './useConversionUpload.ts';

afterEach(cleanup);
beforeEach(() => {
  // happy-dom has no store to POST the file to; the rest of the flow is the app's real code
  csvUpload.transport = async () => undefined;
  csvUpload.pollMs = 5;
});

const HISTORY = '/api/report/advertiser/conversion/upload_history';
const upload = (over: Partial<ConversionUpload> = {}): ConversionUpload => ({
  id: 88,
  file_name: 'march.csv',
  status: 'failed',
  total_rows: 3,
  valid_rows: 1,
  unchanged_rows: 0,
  error_rows: 2,
  created_by: 'Demo owner',
  created_at: '2026-03-05T10:00:00.000Z',
  updated_at: '2026-03-05T10:01:00.000Z',
  applied_at: null,
  ...over,
});
const detail = (over: Partial<ConversionUploadDetail> = {}): ConversionUploadDetail => ({
  ...upload(),
  errors: [
    { row: 3, column: 'conversion_id', code: 'unknown', value: 'abc' },
    { row: 4, column: 'status', code: 'locked', value: 'approved' },
  ],
  errors_truncated: false,
  ...over,
});
const emptyList = () => json({ data: { items: [], paging: { limit: 100, next_cursor: null, total_row: 0 }, meta: META } });
const readOnly = () => makeMe('custom', { permissions: { ...ROLE_DEFAULTS.custom, report: 2 } });

describe('upload history (?filter=upload_history)', () => {
  it("opens from the notification link with its query, lists the uploads and opens one's row errors with Enter", async () => {
    const urls: URL[] = [];
    renderApp({
      path: '/reports/conversions?filter=upload_history&search=88&status=5&page=1&limit=50&sort=desc&sortBy=updated_at',
      me: makeMe('owner'),
      routes: {
        [`GET ${HISTORY}`]: (url) => {
          urls.push(url);
          return json({ data: { items: [upload()], paging: { current_page: 1, limit: 50, total_row: 1, total_page: 1 } } });
        },
        [`GET ${HISTORY}/88`]: () => json({ data: detail() }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Conversion upload history' })).toBeTruthy();
    const row = (await screen.findByText('march.csv')).closest('tr')!;
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      search: '88',
      status: 'all',
      page: '1',
      limit: '50',
      sort: 'desc',
      sortBy: 'updated_at',
    });
    fireEvent.keyDown(row, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Upload #88' });
    expect(await within(dialog).findByText('No such conversion')).toBeTruthy();
    expect(within(dialog).getByText('Locked by its cross-check')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('a read-only user sees the history but no upload, and no Apply on a succeeded upload', async () => {
    renderApp({
      path: '/reports/conversions?filter=upload_history',
      me: readOnly(),
      routes: {
        [`GET ${HISTORY}`]: () =>
          json({
            data: {
              items: [upload({ status: 'succeeded', error_rows: 0 })],
              paging: { current_page: 1, limit: 50, total_row: 1, total_page: 1 },
            },
          }),
        [`GET ${HISTORY}/88`]: () => json({ data: detail({ status: 'succeeded', errors: [] }) }),
      },
    });
    fireEvent.click(await screen.findByText('march.csv'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Validation succeeded')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload conversions…' })).toBeNull();
  });
});

describe('"Upload conversions" dialog', () => {
  function flow(confirm: () => Response = () => json({ data: { id: 90, path: 'files/1/x.csv', file_name: 'march.csv' } })) {
    const sent: string[] = [];
    let status: ConversionUpload['status'] = 'validating';
    const app = renderApp({
      path: '/reports/conversions?modal=upload',
      me: makeMe('owner'),
      routes: {
        'GET /api/report/advertiser/conversion': emptyList,
        'POST /api/files/upload/presigned_url': (_, init) => {
          sent.push(String(init.body));
          return json({ data: { items: [{ url: 'http://store.test/upload', fields: { key: 'files/1/x.csv' }, file_name: 'march.csv' }] } });
        },
        'POST /api/files/upload/confirm': confirm,
        'POST /api/offers/advertiser/conversions/validate-upload-conversion': (_, init) => {
          sent.push(String(init.body));
          return json({ data: upload({ id: 90, status: 'validating', error_rows: 0, valid_rows: 0 }) });
        },
        [`GET ${HISTORY}/90`]: () => {
          // the server finishes after one poll of each processing step
          const now = status;
          status = now === 'validating' ? 'succeeded' : now === 'applying' ? 'applied' : now;
          return json({ data: detail({ id: 90, status: now, valid_rows: 2, unchanged_rows: 1, error_rows: 0, errors: [] }) });
        },
        [`POST ${HISTORY}/90/apply`]: () => {
          status = 'applying';
          return json({ data: upload({ id: 90, status: 'applying' }) });
        },
      },
    });
    return { ...app, sent };
  }
  const choose = async () => {
    const input = await screen.findByLabelText('Choose a CSV file', { exact: false });
    fireEvent.change(input, { target: { files: [new File(['conversion_id,status\n'], 'march.csv', { type: 'text/csv' })] } });
  };

  it('uploads as csv, validates, shows the result and applies it', async () => {
    const { sent, calls } = flow();
    await choose();
    const dialog = await screen.findByRole('dialog', { name: 'Upload conversions' });
    expect(await within(dialog).findByText('Validation succeeded')).toBeTruthy();
    expect(within(dialog).getByText('3 rows: 2 to change, 1 already in their status, 0 with errors')).toBeTruthy();
    expect(JSON.parse(sent[0]!)).toMatchObject({ file_names: ['march.csv'], upload_type: 'csv' });
    expect(JSON.parse(sent[1]!)).toEqual({ file_id: 90 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Applied')).toBeTruthy();
    expect(calls).toContain(`POST ${HISTORY}/90/apply`);
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it("says the spec's message when the file is refused", async () => {
    flow(() => json({ message: 'x', code: 'validation_failed', errors: [{ field: 'file', code: 'file_invalid' }] }, 422));
    await choose();
    expect((await within(await screen.findByRole('dialog')).findByRole('alert')).textContent).toBe(
      'File could not be uploaded (empty or over limit size, rows or header).',
    );
  });

  it('refuses a file that is not .csv before sending anything', async () => {
    const { calls } = flow();
    const input = await screen.findByLabelText('Choose a CSV file', { exact: false });
    fireEvent.change(input, { target: { files: [new File(['x'], 'march.xlsx')] } });
    expect((await within(await screen.findByRole('dialog')).findByRole('alert')).textContent).toBe(
      'File could not be uploaded (empty or over limit size, rows or header).',
    );
    expect(calls.some((c) => c.includes('presigned'))).toBe(false);
  });

  it('closing drops ?modal=upload from the URL', async () => {
    const { current } = flow();
    const dialog = await screen.findByRole('dialog', { name: 'Upload conversions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(current()).toBe('/reports/conversions'));
  });
});
