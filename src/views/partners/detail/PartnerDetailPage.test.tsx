import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import type { PartnerDetail } from '../../../domain/partners/contract.ts';

/**
 * /management/partners/:id (issue 16 items 2 and 4): the overview, the working-mode buttons the
 * chart allows in each mode, the Contract tab, and "Invite to offers" (button and palette command)
 * opening the shared dialog — disabled, saying why, for a blocked partner.
 */
afterEach(cleanup);

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const partner = (working_mode: number): PartnerDetail => ({
  id: 31,
  uuid: 'uuid-31',
  display_name: 'Lan Review',
  first_name: 'Lan',
  last_name: 'Nguyen',
  email: 'lan@partners.test',
  organization_type_id: 1,
  partner_type_id: 1,
  joined_at: '2026-10-01T08:00:00.000Z',
  working_mode_since: '2026-10-01T08:00:00.000Z',
  tier_group: { id: 4, name: 'Gold', payout_tier: '80.00' },
  working_mode,
  manager: null,
  working_offer_count: 1,
  total_offer_count: 2,
  tags: ['coupon'],
  contract_counts: { approved: 1, pending: 1 },
});

function mount(mode: number, me = makeMe('owner')) {
  const writes: { key: string; body: unknown }[] = [];
  const app = renderApp({
    path: '/management/partners/31',
    me,
    routes: {
      'GET /api/partners/31': json({ data: partner(mode) }),
      'GET /api/partners/31/contracts': json({
        data: {
          items: [
            {
              id: 90,
              offer_id: 7,
              partner_id: 31,
              status: 'approved',
              author_id: null,
              requested_at: '2026-10-02T08:00:00.000Z',
              contract_date: '2026-10-02T08:00:00.000Z',
              end_date: null,
              payout_tier: null,
              budgets: [],
              terms: '',
              message: '',
              ended_by: null,
              ended_at: null,
              offer_name: 'Summer sale',
            },
          ],
        },
      }),
      'PUT /api/partners/31/working-mode': (_url, init) => {
        writes.push({ key: 'PUT /api/partners/31/working-mode', body: JSON.parse(String(init.body)) });
        return json({ data: { ...partner(mode), working_mode: 0 } })();
      },
    },
  });
  return { ...app, writes };
}

const actionButtons = () =>
  ['Pause', 'Resume', 'Block', 'Unblock'].filter((name) => screen.queryByRole('button', { name: new RegExp(`^${name}$`) }) !== null);

async function paletteOption(title: string): Promise<HTMLElement> {
  await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
  const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
  fireEvent.change(input, { target: { value: title } });
  return waitFor(() => screen.getAllByRole('option').find((o) => o.textContent?.startsWith(title))!);
}

describe('/management/partners/:id', { timeout: 20_000 }, () => {
  it('shows the overview and the working-mode actions the chart allows in each mode', async () => {
    const { writes } = mount(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Lan Review' })).toBeTruthy();
    const overview = screen.getByRole('tabpanel');
    expect(overview.textContent).toContain('lan@partners.test');
    expect(overview.textContent).toContain('Oct 01, 2026');
    expect(overview.textContent).toContain('Working');
    expect(overview.textContent).toContain('Gold');
    expect(overview.textContent).toContain('1 / 2');
    expect(actionButtons()).toEqual(['Pause', 'Block']);
    fireEvent.click(screen.getByRole('button', { name: /^Pause$/ }));
    await waitFor(() => expect(writes).toEqual([{ key: 'PUT /api/partners/31/working-mode', body: { action: 'pause' } }]));
    cleanup();

    mount(0);
    await screen.findByRole('heading', { level: 1, name: 'Partner Lan Review' });
    expect(actionButtons()).toEqual(['Resume', 'Block']);
    cleanup();

    mount(2);
    await screen.findByRole('heading', { level: 1, name: 'Partner Lan Review' });
    expect(actionButtons()).toEqual(['Pause', 'Block']);
    cleanup();

    mount(3);
    await screen.findByRole('heading', { level: 1, name: 'Partner Lan Review' });
    expect(actionButtons()).toEqual(['Unblock']);
  });

  it("the Contract tab lists this brand's contracts with the partner", async () => {
    mount(1);
    fireEvent.click(await screen.findByRole('tab', { name: 'Contract' }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Summer saleApprovedOct 02, 2026']);
  });

  it('invites the partner to offers: the button and the palette command open the shared dialog with this partner', async () => {
    mount(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite to offers' }));
    let dialog = await screen.findByRole('dialog', { name: 'Invite to offers' });
    // the page's partner is the one invited: no partner id to type
    expect(within(dialog).queryByLabelText('Partner id')).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Offers' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite to offers' })).toBeNull());

    fireEvent.click(await paletteOption('Invite this partner to offers'));
    dialog = await screen.findByRole('dialog', { name: 'Invite to offers' });
    expect(within(dialog).queryByLabelText('Partner id')).toBeNull();
  });

  it('a blocked partner: the button is disabled and says why, the palette command is listed disabled with the reason', async () => {
    mount(3);
    const button = await screen.findByRole('button', { name: /^Invite to offers/ });
    // the reason is the button's description (CommandButton, decision 097): the palette's words
    expect(describedBy(button)).toBe('A blocked partner cannot be invited. Unblock it first.');
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog', { name: 'Invite to offers' })).toBeNull();
    const option = await paletteOption('Invite this partner to offers');
    expect(option.getAttribute('aria-disabled')).toBe('true');
    expect(option.textContent).toContain('A blocked partner cannot be invited. Unblock it first.');
    fireEvent.click(option);
    expect(screen.queryByRole('dialog', { name: 'Invite to offers' })).toBeNull();
  });

  it('read-only partnership: no working-mode or invite buttons, and no invite command', async () => {
    // the custom role with partnership at read (2): the owner role is full whatever its permissions say
    mount(1, makeMe('custom', { permissions: { ...makeMe('owner').permissions, management: 2 } }));
    await screen.findByRole('heading', { level: 1, name: 'Partner Lan Review' });
    expect(actionButtons()).toEqual([]);
    expect(screen.queryByRole('button', { name: /Invite to offers/ })).toBeNull();
    await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
    const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
    fireEvent.change(input, { target: { value: 'Invite this partner' } });
    // the palette has answered (its search ran) and lists no invite command
    await waitFor(() => expect(screen.getByRole('listbox')).toBeTruthy());
    expect(screen.queryAllByRole('option').filter((o) => o.textContent?.startsWith('Invite this partner to offers'))).toEqual([]);
  });
});

/** The disabled reason a button points at (aria-describedby), as CommandButton renders it. */
function describedBy(el: HTMLElement): string | undefined {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id))
    .find((n) => n?.hasAttribute('data-disabled-reason'))
    ?.textContent?.trim();
}
