import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContractRow } from '../../../domain/partners/contracts.ts';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';

afterEach(cleanup);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const contract = (id: number, over: Partial<ContractRow> = {}): ContractRow => ({
  id,
  offer_id: 3,
  partner_id: 40 + id,
  status: 'pending',
  author_id: 1,
  requested_at: '2026-11-20T10:00:00.000Z',
  contract_date: null,
  end_date: null,
  payout_tier: '110.00',
  budgets: [{ budget_type: 'conversions', frequency: 'daily', value: '20' }],
  terms: 'No brand bidding.',
  message: 'Chào bạn',
  ended_by: null,
  ended_at: null,
  offer_name: 'Giày Thể Thao',
  partner_name: `Partner ${id}`,
  application_id: null,
  ...over,
});
const empty = { data: { items: [], paging: { current_page: 1, limit: 20, total_row: 0, total_page: 0 } } };

/** The fake API answers the list by its search, one contract's detail and usage; PUTs are recorded. */
/** `firstPageWithout7`: contract 7 is on a later page of the list, found only by its id. */
function setup(path: string, role: 'owner' | 'custom' = 'owner', { firstPageWithout7 = false } = {}) {
  const queries: URLSearchParams[] = [];
  const puts: { id: string; body: unknown }[] = [];
  const rows = [contract(7, { status: 'approved', contract_date: '2026-11-21T00:00:00.000Z' }), contract(8)];
  const { location } = renderApp({
    path,
    me: makeMe(role, role === 'custom' ? { permissions: { ...makeMe('owner').permissions, management: 2 } } : {}),
    routes: {
      'GET /api/partners/invitations': () => json(200, empty),
      'GET /api/partners/contracts': (url) => {
        queries.push(url.searchParams);
        const search = url.searchParams.get('search');
        const items = search ? rows.filter((c) => String(c.id) === search) : rows.filter((c) => !firstPageWithout7 || c.id !== 7);
        return json(200, { data: { items, paging: { current_page: 1, limit: 20, total_row: items.length, total_page: 1 } } });
      },
      'GET /api/partners/contracts/7': () => json(200, { data: rows[0] }),
      'GET /api/partners/contracts/7/usage': () =>
        json(200, { data: { items: [{ ...rows[0]!.budgets[0], used: '5', period_start: '2026-11-27' }] } }),
      'PUT /api/partners/contracts/8/status': (_url, init) => {
        puts.push({ id: '8', body: JSON.parse(String(init.body)) });
        return json(200, { data: contract(8, { status: 'sent' }) });
      },
    },
  });
  return { queries, puts, location };
}

const paletteOption = async (title: string) => {
  await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
  const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
  fireEvent.change(input, { target: { value: title } });
  return waitFor(() => screen.getAllByRole('option').find((o) => o.textContent?.startsWith(title))!);
};

describe('/management/partner-contract, Contracts tab', () => {
  it(
    '?id= opens the contract: its budgets with what tracking used, terms, and the actions the machine allows',
    { timeout: 20_000 },
    async () => {
      setup('/management/partner-contract?id=7');
      const dialog = await screen.findByRole('dialog', { name: 'Contract 7' });
      await within(dialog).findByText('5 of 20 used, since Nov 27, 2026');
      expect(within(dialog).getByRole('meter', { name: 'Conversions, Daily' }).getAttribute('value')).toBe('5');
      expect(within(dialog).getByText('No brand bidding.')).toBeTruthy();
      expect(within(dialog).getByText('110%')).toBeTruthy();
      const buttons = within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent);
      expect(buttons).toContain('Terminate early');
      expect(buttons).not.toContain('Approve');
    },
  );

  it('?id= of a contract on a later page still names its partner and offer', { timeout: 20_000 }, async () => {
    setup('/management/partner-contract?id=7', 'owner', { firstPageWithout7: true });
    const dialog = await screen.findByRole('dialog', { name: 'Contract 7' });
    await within(dialog).findByText('Partner 7 (#47)');
    expect(within(dialog).getByText('Giày Thể Thao (#3)')).toBeTruthy();
  });

  it('a later ?id= on the page (the palette’s "Find partner contract…" run here) opens that contract on the Contracts tab', async () => {
    const { location } = setup('/management/partner-contract');
    await screen.findByRole('tab', { name: 'Applications', selected: true });
    act(() => location.navigate('/management/partner-contract?id=7'));
    await screen.findByRole('dialog', { name: 'Contract 7' });
    expect(screen.getByRole('tab', { name: 'Contracts' }).getAttribute('aria-selected')).toBe('true');
  });

  it('the palette acts on the selected contract, disabled with the reason where the machine refuses', { timeout: 20_000 }, async () => {
    const { puts } = setup('/management/partner-contract');
    fireEvent.click(await screen.findByRole('tab', { name: 'Contracts' }));
    await screen.findByText('Partner 8');
    expect((await paletteOption('Send the selected contract')).textContent).toContain('Select a contract first');
    await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));

    fireEvent.click(screen.getByRole('radio', { name: '7' }));
    expect((await paletteOption('Send the selected contract')).textContent).toContain(
      'The contract cannot take this action in its current status.',
    );
    await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));

    fireEvent.click(screen.getByRole('radio', { name: '8' }));
    fireEvent.click(await paletteOption('Send the selected contract'));
    await waitFor(() => expect(puts).toEqual([{ id: '8', body: { action: 'send' } }]));
  });

  it('read-only partnership: no draw-up, no row actions but the detail', { timeout: 20_000 }, async () => {
    setup('/management/partner-contract', 'custom');
    fireEvent.click(await screen.findByRole('tab', { name: 'Contracts' }));
    const row = (await screen.findByText('Partner 8')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Details, 8 Partner 8']);
    expect(screen.queryByRole('button', { name: 'Draw up contracts' })).toBeNull();
  });
});
