import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../api/query-client.ts';
import { createSessionRuntime } from '../../api/session.ts';
import { createMemoryTokenStore } from '../../api/token-store.ts';
import type { RoleKey } from '../../domain/permissions.ts';
import { Providers } from '../Providers.tsx';
import { makeMe } from '../../../tests/support/dom/app.tsx';
import { agencyContract, agencyContractRoutes } from '../../../tests/support/dom/agencies.ts';
import { AgencyContractPage } from './AgencyContractPage.tsx';

afterEach(cleanup);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mount({ role = 'owner' as RoleKey, locale = 'en' as 'en' | 'vi', path = '/management/agency-contract' } = {}) {
  const fake = agencyContractRoutes([agencyContract(2, 'Hà Nội Growth', 'sent'), agencyContract(1, 'Sài Gòn Performance', 'approved')]);
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    if (url.pathname === '/api/user/me') return json(200, { data: { ...makeMe(role), language: locale } });
    if (url.pathname.startsWith('/api/agency-contracts')) return fake.handle(url, init);
    return json(404, { message: 'not found', code: 'not_found', errors: [] });
  }) as typeof globalThis.fetch;
  const me = makeMe(role);
  const tokens = createMemoryTokenStore({ accessToken: 'a', refreshToken: 'r', user: { id: me.id, email: me.email } });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const location = memoryLocation({ path, record: true });
  render(
    <Providers runtime={createSessionRuntime({ fetch, tokens })} queryClient={queryClient} locale={locale}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AgencyContractPage />
      </Router>
    </Providers>,
  );
  return fake;
}

const rows = async (name = 'Agency contracts') =>
  within(await screen.findByRole('table', { name }))
    .getAllByRole('row')
    .slice(1);

describe('agency contract page', () => {
  it('lists contracts; the selected one’s detail shows fees and the module levels in the display order', async () => {
    mount();
    expect((await rows()).map((r) => r.textContent)).toEqual([
      expect.stringContaining('Hà Nội Growth'),
      expect.stringContaining('Sài Gòn Performance'),
    ]);
    const detail = await screen.findByRole('region', { name: 'Contract 2 with Hà Nội Growth' });
    expect(detail.textContent).toContain('Sent, awaiting signature');
    expect(detail.textContent).toContain('day 5 of the month');
    const modules = within(detail)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const order = ['Dashboard', 'Offers', 'Marketplace', 'Reports', 'Partnership', 'Payment', 'Employee management'];
    expect(modules.filter((m) => order.includes(m!))).toEqual(order);
    // the chart's actions for `sent`: cancel only (the agency signs)
    expect(
      within(detail)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel contract']);
    fireEvent.click(screen.getByRole('radio', { name: 'Open contract 1 with Sài Gòn Performance' }));
    const other = await screen.findByRole('region', { name: 'Contract 1 with Sài Gòn Performance' });
    expect(
      within(other)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Terminate contract']);
  });

  it('terminates after a confirmation; the answer refreshes the row', async () => {
    const fake = mount({ path: '/management/agency-contract?contract=1' });
    const detail = await screen.findByRole('region', { name: 'Contract 1 with Sài Gòn Performance' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Terminate contract' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Terminate contract' });
    expect(confirm.textContent).toContain('loses access to your brand at once');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Terminate contract' }));
    await waitFor(() => expect(fake.calls.map((c) => c.key)).toContain('PUT /api/agency-contracts/1/status'));
    expect(fake.calls.find((c) => c.key === 'PUT /api/agency-contracts/1/status')!.body).toEqual({ action: 'terminate' });
    await waitFor(async () => expect((await rows())[1]!.textContent).toContain('Terminated'));
  });

  it('drafts a contract in the dialog', async () => {
    const fake = mount();
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'New agency contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'New agency contract' });
    fireEvent.change(within(dialog).getByLabelText('Agency'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Retainer amount'), { target: { value: '1500' } });
    fireEvent.change(within(dialog).getByLabelText('Performance fee (% of approved commission)'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.find((c) => c.key === 'POST /api/agency-contracts')!.body).toMatchObject({
      agency_id: 7,
      fee_type: 'both',
      retainer_fee: '1500',
      retainer_due_day: 1,
      retainer_frequency: 'monthly',
      performance_fee_percent: '10',
      duration_id: 4,
    });
  });

  it('a read-only user sees contracts without any write control; Vietnamese texts', async () => {
    mount({ role: 'technical', locale: 'vi' });
    await rows('Hợp đồng đại lý');
    const detail = await screen.findByRole('region', { name: 'Hợp đồng 2 với Hà Nội Growth' });
    expect(within(detail).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Hợp đồng đại lý mới' })).toBeNull();
  });
});
