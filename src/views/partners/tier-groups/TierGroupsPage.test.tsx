import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../../api/query-client.ts';
import { createSessionRuntime } from '../../../api/session.ts';
import { createMemoryTokenStore } from '../../../api/token-store.ts';
import type { RoleKey } from '../../../domain/permissions.ts';
import { Providers } from '../../Providers.tsx';
import { makeMe } from '../../../../tests/support/dom/app.tsx';
import { pick, pickerRoutes } from '../../../../tests/support/dom/pickers.ts';
import { member, tierGroupRoutes, type FakeGroup } from '../../../../tests/support/dom/tier-groups.ts';
import { TierGroupsPage } from './TierGroupsPage.tsx';

afterEach(cleanup);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function groups(): FakeGroup[] {
  return [
    { id: 1, name: 'Gold', payout_tier: '120.00', member_count: 2, members: [member(11, 'Lan Review'), member(12, 'Minh Deals')] },
    { id: 2, name: 'Silver', payout_tier: '80.50', member_count: 0, members: [] },
  ];
}

/** The page over the fake tier-groups API and the partner picker's list. */
function mount({ role = 'owner' as RoleKey, locale = 'en' as 'en' | 'vi', data = groups() } = {}) {
  const fake = tierGroupRoutes(data, { 21: 'Hoa Coupons' });
  const picker = pickerRoutes(
    [],
    [
      { id: 21, name: 'Hoa Coupons' },
      { id: 22, name: 'Other Blog' },
    ],
  );
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    if (key === 'GET /api/user/me') return json(200, { data: { ...makeMe(role), language: locale } });
    if (url.pathname.startsWith('/api/partners/tier-groups')) return fake.handle(url, init);
    const p = picker.routes[key as keyof typeof picker.routes];
    if (p) return p(url, init);
    return json(404, { message: 'not found', code: 'not_found', errors: [] });
  }) as typeof globalThis.fetch;
  const me = makeMe(role);
  const tokens = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r', user: { id: me.id, email: me.email } });
  const runtime = createSessionRuntime({ fetch, tokens });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const location = memoryLocation({ path: '/management/tier-groups', record: true });
  render(
    <Providers runtime={runtime} queryClient={queryClient} locale={locale}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <TierGroupsPage />
      </Router>
    </Providers>,
  );
  return { calls: fake.calls, data };
}

const groupRows = async () =>
  within(await screen.findByRole('table', { name: 'Tier groups' }))
    .getAllByRole('row')
    .slice(1);
const bodyOf = (calls: { key: string; body: unknown }[], key: string) => calls.filter((c) => c.key === key).at(-1)?.body;

describe('tier groups page', () => {
  it('lists groups with payout tier and member count, and the first group’s members', async () => {
    mount();
    const rows = await groupRows();
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Gold120 %2'), expect.stringContaining('Silver80.5 %0')]);
    expect(rows[0]!.getAttribute('aria-current')).toBe('true');
    const members = await screen.findByRole('table', { name: 'Members of Gold' });
    expect(
      within(members)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([expect.stringContaining('Lan Review'), expect.stringContaining('Minh Deals')]);
    // arrow down selects Silver and shows its (empty) members
    fireEvent.keyDown(rows[0]!, { key: 'ArrowDown' });
    expect(await screen.findByText('This tier group has no members you can see.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Members of Silver' })).toBeTruthy();
    // the page keys: k moves back up to Gold, x ticks its members on the page, Enter goes to the members
    fireEvent.keyDown(document.body, { key: 'k' });
    await screen.findByRole('table', { name: 'Members of Gold' });
    fireEvent.keyDown(document.body, { key: 'x' });
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Select partner Minh Deals' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Members of Gold' }));
  });

  it('creates a group; a taken name shows the field error from the server', async () => {
    const { calls } = mount();
    await groupRows();
    fireEvent.click(await screen.findByRole('button', { name: 'New tier group' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'gold' } });
    fireEvent.change(within(dialog).getByLabelText('Payout tier (%)'), { target: { value: '90' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This value already exists.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Bronze' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(calls, 'POST /api/partners/tier-groups')).toEqual({ name: 'Bronze', payout_tier: '90' });
    await waitFor(async () => expect((await groupRows()).map((r) => r.textContent)).toContainEqual(expect.stringContaining('Bronze90 %0')));
  });

  it('renames and changes the tier of a group from its row buttons', async () => {
    const { calls } = mount();
    await groupRows();
    fireEvent.click(await screen.findByRole('button', { name: 'Change payout tier , Change the payout tier of Silver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change payout tier' });
    expect((within(dialog).getByLabelText('Payout tier (%)') as HTMLInputElement).value).toBe('80.5');
    fireEvent.change(within(dialog).getByLabelText('Payout tier (%)'), { target: { value: '75' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodyOf(calls, 'PATCH /api/partners/tier-groups/2')).toEqual({ payout_tier: '75' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rename , Rename tier group Gold' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename tier group' });
    fireEvent.change(within(rename).getByLabelText('Name'), { target: { value: 'Platinum' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodyOf(calls, 'PATCH /api/partners/tier-groups/1')).toEqual({ name: 'Platinum' }));
    await waitFor(async () => expect((await groupRows())[0]!.textContent).toContain('Platinum'));
  });

  it('deletes a group after a confirmation that names what happens to its members', async () => {
    const { calls } = mount();
    await groupRows();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete , Delete tier group Gold' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete tier group Gold?' });
    expect(confirm.textContent).toContain('Its 2 members will earn 100 %');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('DELETE /api/partners/tier-groups/1'));
    await waitFor(async () => expect((await groupRows()).map((r) => r.textContent)).toEqual([expect.stringContaining('Silver')]));
  });

  it('adds members through the partner picker and removes the ticked ones', async () => {
    const { calls } = mount();
    await screen.findByRole('table', { name: 'Members of Gold' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add members to Gold' });
    const box = within(dialog).getByRole('combobox');
    await pick(box, 'Hoa', 'Hoa Coupons (#21)');
    // the picker stays open for more partners; Escape closes its list, not the dialog
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).not.toBe('true'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add members' }));
    await waitFor(() => expect(bodyOf(calls, 'POST /api/partners/tier-groups/1/members')).toEqual({ partner_ids: [21] }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Members of Gold' }).textContent).toContain('Hoa Coupons'));

    const remove = screen.getByRole('button', { name: 'Remove selected , from tier group Gold' });
    expect(remove.hasAttribute('disabled') || remove.getAttribute('data-disabled') !== null).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select partner Lan Review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove selected , from tier group Gold' }));
    await waitFor(() => expect(bodyOf(calls, 'POST /api/partners/tier-groups/1/members/remove')).toEqual({ partner_ids: [11] }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Members of Gold' }).textContent).not.toContain('Lan Review'));
  });

  it('a read-only user sees groups and members without any write control; Vietnamese texts', async () => {
    mount({ role: 'technical', locale: 'vi' });
    await screen.findByRole('table', { name: 'Nhóm hạng' });
    await screen.findByRole('table', { name: 'Thành viên của Gold' });
    expect(screen.queryByRole('button', { name: 'Nhóm hạng mới' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Xóa/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
