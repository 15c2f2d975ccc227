import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { pick, pickerRoutes } from '../../../../tests/support/dom/pickers.ts';
import type { PartnerRow } from '../../../domain/partners/contract.ts';

/**
 * /management/partners (issue 16 items 2, 4 and 6): the rows, the filters in the request, the list
 * keys (j / k / x / Enter), the working-mode commands the chart allows, and the invite command on the
 * selected row (i), refused for a blocked partner and for several rows.
 */
afterEach(cleanup);

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const row = (id: number, name: string, working_mode: number): PartnerRow => ({
  id,
  uuid: `uuid-${id}`,
  display_name: name,
  first_name: 'Lan',
  last_name: 'Nguyen',
  email: `p${id}@partners.test`,
  organization_type_id: 1,
  partner_type_id: 1,
  joined_at: '2026-10-01T08:00:00.000Z',
  working_mode_since: '2026-10-01T08:00:00.000Z',
  tier_group: id === 31 ? { id: 4, name: 'Gold', payout_tier: '80.00' } : null,
  working_mode,
  manager: null,
  working_offer_count: 2,
  total_offer_count: 3,
  tags: id === 31 ? ['coupon'] : [],
});
const ROWS = [row(31, 'Lan Review', 1), row(32, 'Minh Deals', 0), row(33, 'Blocked Blog', 3)];

function mount(path = '/management/partners') {
  const queries: URLSearchParams[] = [];
  const writes: { key: string; body: unknown }[] = [];
  const offers = pickerRoutes([{ id: 7, name: 'Summer sale' }], []);
  const app = renderApp({
    path,
    me: makeMe('owner'),
    routes: {
      ...offers.routes,
      'GET /api/partners': (url) => {
        queries.push(url.searchParams);
        const q = (url.searchParams.get('search') ?? '').toLowerCase();
        const items = ROWS.filter((r) => r.display_name.toLowerCase().includes(q) || String(r.id) === q);
        return json({ data: { items, paging: { current_page: 1, limit: 20, total_row: items.length, total_page: 1 } } })();
      },
      'PUT /api/partners/31/working-mode': (_url, init) => {
        writes.push({ key: 'PUT /api/partners/31/working-mode', body: JSON.parse(String(init.body)) });
        return json({ data: { ...ROWS[0], working_mode: 0 } })();
      },
      'POST /api/partners/invitations': (_url, init) => {
        writes.push({ key: 'POST /api/partners/invitations', body: JSON.parse(String(init.body)) });
        return json({ data: { items: [{ id: 501 }] } })();
      },
    },
  });
  return { ...app, queries, writes };
}

const key = (k: string) =>
  act(() => {
    fireEvent.keyDown(document.body, { key: k });
    fireEvent.keyUp(document.body, { key: k });
  });
const activeRow = () => document.querySelector('tr[data-active="true"]')!;

async function paletteOption(title: string): Promise<HTMLElement> {
  await act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));
  const input = await waitFor(() => document.querySelector('[cmdk-input]') as HTMLInputElement);
  fireEvent.change(input, { target: { value: title } });
  return waitFor(() => screen.getAllByRole('option').find((o) => o.textContent?.startsWith(title))!);
}
const closePalette = () => act(() => void fireEvent.keyDown(window, { key: 'k', ctrlKey: true }));

describe('/management/partners', { timeout: 20_000 }, () => {
  it('renders the rows and sends search, working mode and sort to the server (page size 20)', async () => {
    const { queries } = mount();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['31', '32', '33']);
    expect(rows[0]!.textContent).toContain('Gold');
    expect(rows[0]!.textContent).toContain('Working');
    expect(rows[0]!.textContent).toContain('2 / 3');
    expect(rows[2]!.textContent).toContain('Blocked');
    expect(within(rows[0]!).getByRole('link', { name: 'Lan Review' }).getAttribute('href')).toBe('/management/partners/31');
    expect(queries.at(-1)?.get('limit')).toBe('20');

    fireEvent.change(screen.getByRole('textbox', { name: 'Search by name, email or partner ID' }), { target: { value: 'minh' } });
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('minh'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: /Working mode/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Blocked' }));
    await waitFor(() => expect(queries.at(-1)?.get('working_mode')).toBe('3'));

    fireEvent.click(screen.getByRole('button', { name: 'Partner' }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('display_name'));
    expect(queries.at(-1)?.get('order')).toBe('desc');
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('lands filtered from ?search= (the partner-joined notification)', async () => {
    const { queries } = mount('/management/partners?search=32');
    await screen.findByRole('table');
    expect(queries.at(-1)?.get('search')).toBe('32');
    expect((screen.getByRole('textbox', { name: 'Search by name, email or partner ID' }) as HTMLInputElement).value).toBe('32');
  });

  it('j / k move the active row, x selects it, Enter opens it', async () => {
    const app = mount();
    await screen.findByRole('table');
    expect(within(activeRow() as HTMLElement).getByRole('link').textContent).toBe('Lan Review');
    await key('j');
    await key('j');
    expect(within(activeRow() as HTMLElement).getByRole('link').textContent).toBe('Blocked Blog');
    await key('k');
    expect(within(activeRow() as HTMLElement).getByRole('link').textContent).toBe('Minh Deals');
    await key('x');
    expect(await screen.findByText('1 selected')).toBeTruthy();
    expect(activeRow().getAttribute('data-selected')).toBe('true');
    await key('x');
    await waitFor(() => expect(screen.queryByText('1 selected')).toBeNull());
    await key('Enter');
    await waitFor(() => expect(app.current()).toBe('/management/partners/32'));
  });

  it('offers the working-mode actions the chart allows for the active row, with the reason for the others', async () => {
    const { writes } = mount();
    await screen.findByRole('table');
    // Lan Review is working: pause is allowed, resume is not
    const resume = await paletteOption('Resume partner Lan Review');
    expect(resume.getAttribute('aria-disabled')).toBe('true');
    expect(resume.textContent).toContain('The working mode does not allow this now.');
    await closePalette();
    fireEvent.click(await paletteOption('Pause partner Lan Review'));
    await waitFor(() => expect(writes).toEqual([{ key: 'PUT /api/partners/31/working-mode', body: { action: 'pause' } }]));
  });

  it('i invites the active row to offers through the shared dialog (this partner, the offers picked)', async () => {
    const { writes } = mount();
    await screen.findByRole('table');
    await key('i');
    const dialog = await screen.findByRole('dialog', { name: 'Invite to offers' });
    // the row is the partner: the dialog asks for no partner id
    expect(within(dialog).queryByLabelText('Partner id')).toBeNull();
    const box = within(dialog).getByRole('combobox', { name: 'Offers' });
    await pick(box, 'Summer', 'Summer sale (#7)');
    // the picker stays open for more offers; Escape closes its list, not the dialog
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).not.toBe('true'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(writes).toEqual([{ key: 'POST /api/partners/invitations', body: { offer_ids: [7], partner_ids: [31], message: '' } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite to offers' })).toBeNull());
  });

  it('refuses to invite a blocked partner or several at once, with the reason in the palette', async () => {
    mount();
    await screen.findByRole('table');
    await key('j');
    await key('j');
    let option = await paletteOption('Invite the selected partner to offers');
    expect(option.getAttribute('aria-disabled')).toBe('true');
    expect(option.textContent).toContain('A blocked partner cannot be invited. Unblock it first.');
    await closePalette();
    // i does nothing on a blocked row
    await key('i');
    expect(screen.queryByRole('dialog', { name: 'Invite to offers' })).toBeNull();

    await key('k');
    await key('x');
    await key('k');
    await key('x');
    expect(await screen.findByText('2 selected')).toBeTruthy();
    option = await paletteOption('Invite the selected partner to offers');
    expect(option.getAttribute('aria-disabled')).toBe('true');
    expect(option.textContent).toContain('Select one partner to invite (x on a row).');
  });
});
