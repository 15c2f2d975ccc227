import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Employee } from '../../domain/employees/contract.ts';
import { ROLE_DEFAULTS } from '../../domain/permissions.ts';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';

afterEach(cleanup);

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const employee = (id: number, name: string, role_id: number, over: Partial<Employee> = {}): Employee => ({
  id,
  first_name: name,
  last_name: '',
  name,
  email: `${name.toLowerCase()}@demo.test`,
  role_id,
  status: 'active',
  permissions: { ...ROLE_DEFAULTS.admin },
  is_all_partner: true,
  has_password: true,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});
const LIST = [employee(7, 'Olivia', 1), employee(8, 'Adam', 2), employee(9, 'Chris', 6, { has_password: false })];
const routes = (puts: unknown[] = []) => ({
  'GET /api/user/brand/workspace/brand-users': json(200, {
    data: { items: LIST, paging: { current_page: 1, limit: 25, total_row: 3, total_page: 1 } },
  }),
  'PUT /api/user/brand/workspace/brand-user/9': () => {
    puts.push(9);
    return json(200, { data: { ...LIST[2], status: 'inactive', partner_ids: [] } })();
  },
});

describe('/employee', () => {
  it('full access: lists employees, edits with levels only for custom, deactivates after confirmation', async () => {
    const puts: unknown[] = [];
    renderApp({ path: '/employee', me: makeMe('owner'), routes: routes(puts) });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Invitation sent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite employee' })).toBeTruthy();
    // the owner's row offers nothing to change
    const ownerRow = within(table).getByText('Olivia').closest('tr')!;
    expect(within(ownerRow).queryAllByRole('button')).toHaveLength(0);

    const adamRow = within(table).getByText('Adam').closest('tr')!;
    fireEvent.click(within(adamRow).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const modules = within(dialog)
      .getAllByRole('radiogroup')
      .map((g) => g.textContent?.split('No access')[0]);
    expect(modules).toEqual([
      'Dashboard',
      'Offers',
      'Marketplace',
      'Reports',
      'Partnership',
      'Payment',
      'Employee management',
      'Brand account',
      'Fraud detector',
      'Tickets',
      'Notifications',
    ]);
    expect((within(dialog).getAllByRole('radio')[0] as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const chrisRow = within(table).getByText('Chris').closest('tr')!;
    fireEvent.click(within(chrisRow).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(puts).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(puts).toEqual([9]));
  });

  it('read only: the list without any write button', async () => {
    renderApp({ path: '/employee', me: makeMe('custom', { permissions: { ...ROLE_DEFAULTS.admin, employee: 2 } }), routes: routes() });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Invite employee' })).toBeNull();
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
  });

  it('all-partner off: the partner field shows the current ids, refuses bad input, saves after the user', async () => {
    const calls: { key: string; body: unknown }[] = [];
    const record = (key: string, answer: unknown) => (_url: URL, init: RequestInit) => {
      calls.push({ key, body: JSON.parse(String(init.body)) });
      return json(200, { data: answer })();
    };
    renderApp({
      path: '/employee',
      me: makeMe('owner'),
      routes: {
        ...routes(),
        'GET /api/user/brand/workspace/brand-user/8': json(200, { data: { ...LIST[1], is_all_partner: false, partner_ids: [3] } }),
        'PUT /api/user/brand/workspace/brand-user/8': record('user', { ...LIST[1], is_all_partner: false, partner_ids: [3] }),
        'PUT /api/user/brand/brand-user/partner-managements': record('partners', { brand_user_id: 8, partner_ids: [3, 12] }),
      },
    });
    const table = await screen.findByRole('table');
    fireEvent.click(within(within(table).getByText('Adam').closest('tr')!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Partner assignments')).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Sees all partners' }));
    const field = await within(dialog).findByLabelText('Partner assignments');
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe('3'));

    fireEvent.change(field, { target: { value: '3, 12, 3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This list contains the same entry twice.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '3, 0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be a whole number greater than 0.')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.change(field, { target: { value: '3, 12,' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.map((c) => c.key)).toEqual(['user', 'partners']));
    expect(calls[0]!.body).toMatchObject({ is_all_partner: false });
    expect(calls[1]!.body).toEqual({ brand_user_id: 8, partner_ids: [3, 12] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
