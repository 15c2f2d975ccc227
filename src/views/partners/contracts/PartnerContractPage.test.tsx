import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvitationDto } from '../../../domain/partners/invitations.ts';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';

afterEach(cleanup);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const record = (id: number, over: Partial<InvitationDto> = {}): InvitationDto => ({
  id,
  offer: { id: 3, name: 'Giày Thể Thao' },
  partner: { id: 40 + id, display_name: `Partner ${id}`, email: `p${id}@partners.test` },
  kind: 'applied',
  status: 'pending',
  message: '',
  author_id: null,
  answered_by: null,
  contract_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  answered_at: null,
  ...over,
});
const page = (items: InvitationDto[]) => ({
  data: { items, paging: { current_page: 1, limit: 20, total_row: items.length, total_page: 1 } },
});

/** The fake list answers by the query's kind and search; PUTs are recorded and answered as the server would. */
function setup(path: string, role: 'owner' | 'custom' = 'owner') {
  const queries: URLSearchParams[] = [];
  const puts: { id: string; body: unknown }[] = [];
  const applications = [record(31), record(32, { status: 'rejected' })];
  const invitations = [record(41, { kind: 'invite', status: 'rejected' }), record(42, { kind: 'invite', status: 'joined' })];
  const { location } = renderApp({
    path,
    me: makeMe(role, role === 'custom' ? { permissions: { ...makeMe('owner').permissions, management: 2 } } : {}),
    routes: {
      'GET /api/partners/invitations': (url) => {
        queries.push(url.searchParams);
        const all = url.searchParams.get('kind') === 'invitations' ? invitations : applications;
        const search = url.searchParams.get('search');
        return json(200, page(search ? all.filter((i) => String(i.id) === search) : all));
      },
      'PUT /api/partners/invitations/31/status': (_url, init) => {
        puts.push({ id: '31', body: JSON.parse(String(init.body)) });
        return json(200, { data: record(31, { status: 'approved' }) });
      },
      'PUT /api/partners/invitations/41/status': (_url, init) => {
        puts.push({ id: '41', body: JSON.parse(String(init.body)) });
        return json(409, { code: 'partner_blocked', message: 'Approval failed because the partner is blocked.', errors: [] });
      },
    },
  });
  return { queries, puts, location };
}

describe('/management/partner-contract', () => {
  it('a notification target lands filtered to the record; the row offers what the chart allows', { timeout: 20_000 }, async () => {
    const { queries, puts } = setup('/management/partner-contract?search=31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner contracts' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(queries.at(-1)?.get('search')).toBe('31');
    expect(queries.at(-1)?.get('kind')).toBe('applications');
    const row = within(table).getByText('Partner 31').closest('tr')!;
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve, 31 Partner 31', 'Reject, 31 Partner 31']);
    fireEvent.click(within(row).getByRole('button', { name: /^Approve/ }));
    await waitFor(() => expect(puts).toEqual([{ id: '31', body: { action: 'approve' } }]));
  });

  it('a later ?search= while the page is on screen (a notification opened here) searches for that record', async () => {
    const { queries, location } = setup('/management/partner-contract?search=31');
    await screen.findByText('Partner 31');
    act(() => location.navigate('/management/partner-contract?search=32'));
    await screen.findByText('Partner 32');
    expect(screen.queryByText('Partner 31')).toBeNull();
    expect(queries.at(-1)?.get('search')).toBe('32');
    expect((screen.getByRole('textbox', { name: 'Search by id, partner name or email' }) as HTMLInputElement).value).toBe('32');
  });

  it(
    'invitations tab: re-invite a declined invitation from the palette on the selected row; a refusal is translated',
    { timeout: 20_000 },
    async () => {
      const { puts } = setup('/management/partner-contract');
      await screen.findByRole('table');
      fireEvent.click(screen.getByRole('tab', { name: 'Invitations' }));
      await screen.findByText('Partner 41');
      // nothing selected: the palette lists the action, disabled with its reason
      await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
      let input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
      fireEvent.change(input, { target: { value: 'Re-invite selected' } });
      const disabled = await waitFor(() =>
        screen.getAllByRole('option').find((o) => o.textContent?.startsWith('Re-invite selected partner'))!,
      );
      expect(disabled.textContent).toContain('Select an application or invitation first.');
      await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));

      fireEvent.click(screen.getByRole('radio', { name: '42' }));
      await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
      input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
      fireEvent.change(input, { target: { value: 'Re-invite selected' } });
      const joined = await waitFor(() =>
        screen.getAllByRole('option').find((o) => o.textContent?.startsWith('Re-invite selected partner'))!,
      );
      expect(joined.textContent).toContain('This cannot be done in its current status.');
      await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));

      fireEvent.click(screen.getByRole('radio', { name: '41' }));
      await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
      input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
      fireEvent.change(input, { target: { value: 'Re-invite selected' } });
      const option = await waitFor(() =>
        screen.getAllByRole('option').find((o) => o.textContent?.startsWith('Re-invite selected partner'))!,
      );
      fireEvent.click(option);
      await waitFor(() => expect(puts).toEqual([{ id: '41', body: { action: 'reinvite' } }]));
      expect(await screen.findByText('Approval failed because the partner is blocked.')).toBeTruthy();
    },
  );

  it('the row key works right after selecting the row by keyboard (focus stays on its radio)', { timeout: 20_000 }, async () => {
    const { puts } = setup('/management/partner-contract');
    await screen.findByText('Partner 31');
    const radio = screen.getByRole('radio', { name: '31' });
    radio.focus();
    fireEvent.click(radio);
    expect(await screen.findByText('Selected: 31')).toBeTruthy();
    // the key goes to the focused radio, as a real keyboard user's would
    fireEvent.keyDown(radio, { key: 'a' });
    await waitFor(() => expect(puts).toEqual([{ id: '31', body: { action: 'approve' } }]));
  });

  it('read-only partnership: no actions, no palette actions', { timeout: 20_000 }, async () => {
    setup('/management/partner-contract', 'custom');
    const table = await screen.findByRole('table');
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });
});
