import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { textOf } from '../../../commands/text.ts';
import type { ConversionItem } from '../../../domain/reports/schema.ts';
import { translator } from '../../../i18n/translate.ts';
import { appCommands } from '../../../commands/app-commands.ts';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { json, META } from '../../../../tests/support/dom/reports.ts';

afterEach(cleanup);

const LL = translator('en');
const item = (id: number, status: string, over: Partial<ConversionItem> = {}) => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  click_id: 40 + id,
  click_uuid: '0b6f3c2e-1d2a-4c5b-9e8f-7a6b5c4d3e2f',
  click_at: '2026-03-05T14:07:00.000Z',
  created_at: '2026-03-05T14:08:05.000Z',
  time_to_convert: 65,
  click_ip: null,
  ip: null,
  status,
  suggested_status: null,
  payment_status: 'unpaid',
  message: '',
  modified_at: '2026-03-05T14:08:05.000Z',
  adjustment: '2.5000',
  sale_amount: '100.0000',
  payout: '12.5000',
  bonus: '0.0000',
  revenue: '15.0000',
  transaction_id: `tx-${id}`,
  method: 'postback',
  offer_id: 3,
  offer_name: 'Spring sale',
  partner_id: 5,
  partner_name: 'Ann',
  event_id: 1,
  event_name: 'Sale',
  subs: [],
  fraud_level: 'good',
  fraud_kind: null,
  fraud_reasons: [],
  fraud_factors: [],
  ...over,
});
const SUMMARY = { changed: 0, unchanged: 0, not_found: 0, not_allowed: 0, partner_blocked: 0, locked: 0 };

function setup(role: 'owner' | 'technical' = 'owner', summary: Partial<typeof SUMMARY> = { changed: 1 }) {
  const lists: URL[] = [];
  const posts: { method: string; path: string; body: unknown }[] = [];
  const app = renderApp({
    path: '/reports/conversions',
    me: makeMe(role),
    routes: {
      'GET /api/report/advertiser/conversion': (url) => {
        lists.push(url);
        return json({
          data: { items: [item(1, 'pending'), item(2, 'approved')], paging: { limit: 100, next_cursor: null, total_row: 2 }, meta: META },
        });
      },
      'POST /api/report/advertiser/conversion/action': (url, init) => {
        posts.push({ method: 'POST', path: url.pathname, body: JSON.parse(String(init.body)) });
        return json({ data: { action: 'approve', results: [], summary: { ...SUMMARY, ...summary } } });
      },
      'PUT /api/report/advertiser/conversion/1/adjustment': (url, init) => {
        posts.push({ method: 'PUT', path: url.pathname, body: JSON.parse(String(init.body)) });
        return json({
          data: {
            id: 1,
            status: 'pending',
            payout: '20.0000',
            adjustment: '10.0000',
            message: '',
            modified_at: '2026-03-05T15:00:00.000Z',
            changed: true,
          },
        });
      },
    },
  });
  return { ...app, lists, posts };
}
const grid = () => screen.getByRole('grid', { name: 'Conversions' });
const press = (key: string, extra: Record<string, boolean> = {}) =>
  act(() => {
    fireEvent.keyDown(grid(), { key, ...extra });
  });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const disabled = (name: string) => button(name).hasAttribute('disabled') || button(name).getAttribute('data-disabled') === 'true';

// the whole shell and a 21-column grid render in each test: slower than the default 5 s on a busy machine
describe('conversion actions on /reports/conversions', { timeout: 20_000 }, () => {
  it('enables exactly what the status chart allows for the selection', async () => {
    setup();
    await screen.findByText('tx-1');
    // the active row (pending) is the selection: every action
    await waitFor(() => expect(screen.getByText('1 conversion selected')).toBeTruthy());
    expect([disabled('Approve 1 conversion'), disabled('Reject 1 conversion…'), disabled('Mark 1 conversion as organic')]).toEqual([
      false,
      false,
      false,
    ]);
    // an approved conversion can only be rejected
    await press('ArrowDown');
    await waitFor(() => expect(disabled('Approve 1 conversion')).toBe(true));
    expect([disabled('Reject 1 conversion…'), disabled('Mark 1 conversion as organic'), disabled('Adjust payout')]).toEqual([
      false,
      true,
      false,
    ]);
    // both: enabled when one of them may take it; adjustment is for a single row
    await press('ArrowUp', { shiftKey: true });
    await waitFor(() => expect(disabled('Approve 2 conversions')).toBe(false));
    expect([disabled('Mark 2 conversions as organic'), disabled('Adjust payout')]).toEqual([false, true]);
  });

  it('Reject asks for a reason and sends it; nothing is sent without one', async () => {
    const { posts } = setup();
    await screen.findByText('tx-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject 1 conversion…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 conversion?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Enter a reason: the partner is told why.')).toBeTruthy();
    expect(posts).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Refunded order' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          method: 'POST',
          path: '/api/report/advertiser/conversion/action',
          body: { ids: [1], action: 'reject', reason: 'Refunded order' },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a mixed result shows the summary lines in the toast and refetches the table', async () => {
    const { posts, lists } = setup('owner', { changed: 1, locked: 2, partner_blocked: 1 });
    await screen.findByText('tx-1');
    await press('ArrowDown', { shiftKey: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve 2 conversions' }));
    // the dialog counts what will change: the approved one needs nothing
    const dialog = await screen.findByRole('dialog', { name: 'Approve 1 conversion?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts[0]?.body).toEqual({ ids: [1], action: 'approve' }));
    expect(await screen.findByText('1 conversion updated.')).toBeTruthy();
    const toast = screen.getByText('1 conversion updated.').closest('[role="alertdialog"]')!;
    expect(toast.textContent).toContain('2 locked conversions has failed to update status.');
    expect(toast.textContent).toContain('Approval failed because the partner is blocked.');
    await waitFor(() => expect(lists.length).toBeGreaterThan(1));
  });

  it('read-only users (report 2) see no toolbar and no commands', async () => {
    setup('technical');
    await screen.findByText('tx-1');
    expect(screen.queryByRole('toolbar', { name: 'Status changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(appCommands.get('conversions.approve')).toBeUndefined();
    await press('Enter');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('palette commands act on the selection; Enter opens the adjustment of the row', async () => {
    const { posts } = setup();
    await screen.findByText('tx-1');
    await press('ArrowDown', { shiftKey: true });
    await waitFor(() => expect(textOf(LL, appCommands.get('conversions.approve')!.title)).toBe('Approve 2 conversions'));
    expect(textOf(LL, appCommands.get('conversions.reject')!.title)).toBe('Reject 2 conversions…');
    expect(textOf(LL, appCommands.get('conversions.organic')!.title)).toBe('Mark 2 conversions as organic');
    await act(async () => {
      await appCommands.get('conversions.organic')!.run!({} as never);
    });
    expect(await screen.findByRole('dialog', { name: 'Mark 1 conversion as organic?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await press('Escape');
    await press('ArrowUp');
    await waitFor(() => expect(textOf(LL, appCommands.get('conversions.adjust')!.title)).toBe('Adjust payout of conversion #1…'));
    await press('Enter');
    const dialog = await screen.findByRole('dialog', { name: 'Adjust payout of conversion #1' });
    // payout 12.50 includes an adjustment of 2.50: a new total of 20 is an adjustment of 10
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New total payout' }), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a reason: the partner is told why.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Bonus agreed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { method: 'PUT', path: '/api/report/advertiser/conversion/1/adjustment', body: { adjustment: '10.0000', reason: 'Bonus agreed' } },
      ]),
    );
    expect(await screen.findByText('Adjustment saved.')).toBeTruthy();
  });
});
