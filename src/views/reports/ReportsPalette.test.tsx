import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';
import { json } from '../../../tests/support/dom/reports.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const CLICK = '0b6f3c2e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const options = () => screen.queryAllByRole('option');
const option = (start: string) => options().find((o) => o.textContent?.startsWith(start));
async function openPalette() {
  await screen.findByRole('navigation', { name: /Main menu|Menu chính/ });
  await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
  const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
  return { input, type: (value: string) => fireEvent.change(input, { target: { value } }) };
}
const emptyConversions = {
  'GET /api/report/advertiser/conversion': () =>
    json({
      data: {
        items: [],
        paging: { limit: 100, next_cursor: null, total_row: 0 },
        meta: { time_zone: 'UTC', from: '', to: '', previous_from: '', previous_to: '', days: 30, delay_minutes: 0 },
      },
    }),
};

describe('reports in the palette', () => {
  it('"Find conversion by click ID…" takes the id and opens the conversions report filtered by it', { timeout: 20_000 }, async () => {
    const app = renderApp({ path: '/', me: makeMe('owner'), routes: emptyConversions });
    const { input, type } = await openPalette();
    type('find conversion');
    await waitFor(() => expect(options()[0]!.textContent).toMatch(/^Find conversion by click ID/));
    fireEvent.click(options()[0]!);
    expect((await screen.findByTestId('palette-page-title')).textContent).toContain('Find conversion by click ID');
    type('12345');
    await waitFor(() => expect(option('Open conversions with click ID 12345')?.getAttribute('aria-disabled')).toBe('true'));
    type(CLICK);
    await waitFor(() => expect(option(`Open conversions with click ID ${CLICK}`)?.getAttribute('aria-disabled')).toBe('false'));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(app.current()).toBe(`/reports/conversions?search=${CLICK}`));
    expect(await screen.findByRole('grid', { name: 'Conversions' })).toBeTruthy();
  });

  it('a preset runs to its filtered report; export commands exist only while a report is open', { timeout: 20_000 }, async () => {
    const app = renderApp({ path: '/reports', me: makeMe('owner'), routes: emptyConversions });
    expect(await screen.findByRole('link', { name: 'Conversion report' })).toBeTruthy();
    let { type } = await openPalette();
    type('export this report');
    await waitFor(() => expect(option('Export this report as CSV')).toBeUndefined());
    type('pending today');
    await waitFor(() => expect(options()[0]!.textContent).toMatch(/^Conversions: pending today/));
    fireEvent.click(options()[0]!);
    await waitFor(() => expect(app.current()).toMatch(/^\/reports\/conversions\?status=pending&from=\d\d%2F\d\d%2F\d{4}&to=/));
    await screen.findByRole('grid', { name: 'Conversions' });
    ({ type } = await openPalette());
    type('export this report');
    await waitFor(() => expect(option('Export this report as XLSX')).toBeTruthy());
  });

  it('is hidden without report access', async () => {
    const me = makeMe('finance', { permissions: { ...makeMe('finance').permissions, report: 0 } });
    renderApp({ path: '/', me });
    const { type } = await openPalette();
    type('log');
    // the list has answered ("Log out" matches) and holds no report command
    await waitFor(() => expect(option('Log out')).toBeTruthy());
    expect(
      options()
        .map((o) => o.textContent)
        .filter((t) => /^(Server log|Conversions|Performance|Find conversion)/.test(t ?? '')),
    ).toEqual([]);
  });
});
