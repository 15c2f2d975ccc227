import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { pageReload } from '../../app/useSetLanguage.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
// a zone is set, so the browser does not set one at first load
const withZone = { timezone: 'Asia/Ho_Chi_Minh' };
const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('account settings tabs per role (spec 1 §2)', () => {
  it('owner: personal, public, payment, technical; the email is read-only', async () => {
    renderApp({ path: '/account-setting', me: makeMe('owner', withZone) });
    await screen.findByRole('tab', { name: 'Personal info' });
    expect(tabNames()).toEqual(['Personal info', 'Public info', 'Payment info', 'Technical settings']);
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(email.value).toBe('owner@demo.test');
    expect(email.readOnly).toBe(true);
  });

  it('employee: personal, account permission (display order), partner management', async () => {
    const me = makeMe('finance', {
      ...withZone,
      is_all_partner: false,
      partner_ids: [42],
      permission_list: [
        { module: 'dashboard', module_id: 7, access_level: 15 },
        { module: 'offers', module_id: 1, access_level: 2 },
        { module: 'market', module_id: 2, access_level: 0 },
      ],
    });
    const app = renderApp({ path: '/account-setting?tab=permission', me });
    await screen.findByRole('tab', { name: 'Account permission' });
    expect(tabNames()).toEqual(['Personal info', 'Account permission', 'Partner management']);
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['DashboardFull access', 'OffersRead only', 'MarketplaceNo access']);
    fireEvent.click(screen.getByRole('tab', { name: 'Partner management' }));
    await screen.findByText('Partner #42');
    expect(app.current()).toContain('tab=partners');
  });

  it('brand info shows the owner’s four tabs to a non-owner, read-only without brand_account full', async () => {
    const me = makeMe('finance', withZone);
    renderApp({ path: '/brand-info?tab=payment', me });
    await screen.findByRole('tab', { name: 'Payment info' });
    expect(tabNames()).toEqual(['Personal info', 'Public info', 'Payment info', 'Technical settings']);
    expect(screen.getByRole('tab', { name: 'Payment info' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('You can view this section but not change it.')).toBeTruthy();
  });

  it('deep link ?tab=public opens that tab', async () => {
    renderApp({ path: '/account-setting?tab=public', me: makeMe('owner', withZone) });
    const tab = await screen.findByRole('tab', { name: 'Public info' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });
});

describe('unsaved changes (spec 1 §2)', () => {
  it('asks before leaving a tab; "no" stays with the edit, "yes" discards and leaves', async () => {
    const app = renderApp({ path: '/account-setting', me: makeMe('owner', withZone) });
    const first = (await screen.findByRole('textbox', { name: /First name/ })) as HTMLInputElement;
    fireEvent.change(first, { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Public info' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('Are you sure?');
    fireEvent.click(within(ask).getByRole('button', { name: 'No, stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Changed');
    expect(app.current()).not.toContain('tab=public');

    fireEvent.click(screen.getByRole('tab', { name: 'Public info' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, discard' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Public info' }).getAttribute('aria-selected')).toBe('true'));
    expect(app.current()).toContain('tab=public');
  });

  it('a clean form leaves without asking', async () => {
    renderApp({ path: '/account-setting', me: makeMe('owner', withZone) });
    await screen.findByRole('textbox', { name: /First name/ });
    fireEvent.click(screen.getByRole('tab', { name: 'Payment info' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Payment info' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a save sends basic-info and shows the 422 field message', async () => {
    const app = renderApp({
      path: '/account-setting',
      me: makeMe('owner', withZone),
      routes: {
        'PUT /api/user/adv/info/basic-info': json(422, {
          message: 'Invalid body',
          code: 'validation_failed',
          errors: [{ field: 'phone', code: 'not_valid' }],
        }),
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /First name/ }), { target: { value: 'New' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.calls).toContain('PUT /api/user/adv/info/basic-info'));
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
  });
});

describe('time zone and language', () => {
  it('the browser sets the time zone at first load when the profile has none', async () => {
    const app = renderApp({
      path: '/account-setting',
      me: makeMe('owner'),
      routes: { 'PUT /api/user/adv/system-settings': json(200, { data: makeMe('owner', withZone) }) },
    });
    await waitFor(() => expect(app.calls).toContain('PUT /api/user/adv/system-settings'));
  });

  it('shows the pending time-zone notice', async () => {
    const at = new Date(Date.now() + 5 * 3_600_000).toISOString();
    renderApp({
      path: '/account-setting?tab=technical',
      me: makeMe('owner', { ...withZone, pending_timezone: 'Asia/Tokyo', timezone_effective_at: at }),
    });
    const notice = await screen.findByText(/Your time zone changes to Asia\/Tokyo/);
    expect(notice.textContent).toContain('5 hours');
  });

  it('the header language switch posts set-language, then reloads', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const app = renderApp({
      path: '/account-setting',
      me: makeMe('owner', withZone),
      routes: { 'POST /api/user/adv/set-language': json(200, { data: { ok: true } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Language/ }));
    await act(async () => fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Tiếng Việt' })));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(app.calls).toContain('POST /api/user/adv/set-language');
  });

  it('a failed language switch shows the Error dialog and does not reload', async () => {
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    renderApp({
      path: '/account-setting',
      me: makeMe('owner', withZone),
      routes: { 'POST /api/user/adv/set-language': json(400, { message: 'x', code: 'bad_request', errors: [] }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Language/ }));
    await act(async () => fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Tiếng Việt' })));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Error');
    expect(dialog.textContent).toContain('An error occurred. Please try again later.');
    expect(reload).not.toHaveBeenCalled();
  });

  it('"Get started" clears the first-login flag', async () => {
    const app = renderApp({
      path: '/account-setting',
      me: makeMe('owner', { ...withZone, is_first_login: true }),
      routes: { 'PUT /api/user/first-login': json(200, { data: makeMe('owner', withZone) }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(app.calls).toContain('PUT /api/user/first-login'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Get started' })).toBeNull());
  });
});
