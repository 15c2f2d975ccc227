import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS } from '../../domain/permissions.ts';
import { makeMe, renderApp } from '../../../tests/support/dom/app.tsx';

afterEach(cleanup);

const mainMenu = (name = 'Main menu') => screen.findByRole('navigation', { name });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link')
    .map((a) => a.textContent);

describe('guard redirects', () => {
  it('signed out: a private route goes to login with the wanted path kept', async () => {
    const app = renderApp({ path: '/offers' });
    await screen.findByRole('heading', { name: 'Sign in to Brand Console' });
    expect(app.current()).toBe('/auth/login?next=%2Foffers');
  });
  it('signed out: the wanted path keeps its query (a notification target searched by id)', async () => {
    const app = renderApp({ path: '/management/partner-contract?search=42' });
    await screen.findByRole('heading', { name: 'Sign in to Brand Console' });
    expect(app.current()).toBe(`/auth/login?next=${encodeURIComponent('/management/partner-contract?search=42')}`);
  });
  it('unknown paths land on the 404 page', async () => {
    const app = renderApp({ path: '/does/not/exist' });
    await screen.findByText('404');
    expect(app.current()).toBe('/errors/404');
  });
  it('no access on the module sends to /lock with the spec text', async () => {
    const app = renderApp({ path: '/payment', me: makeMe('affiliate_manager') });
    await screen.findByText('You do not have permission to view this content, please try again later.');
    expect(app.current()).toBe('/lock');
  });
  it('a signed-in user on the login page goes home', async () => {
    const app = renderApp({ path: '/auth/login', me: makeMe('owner') });
    await mainMenu();
    expect(app.current()).toBe('/');
  });
  it('an owner awaiting approval only reaches account settings, with the checklist and a greyed menu', async () => {
    const app = renderApp({ path: '/offers', me: makeMe('owner', { is_admin_approve: false, is_submit: false }) });
    await screen.findByTestId('onboarding-checklist');
    expect(app.current()).toBe('/account-setting');
    const nav = await mainMenu();
    expect(linkNames(nav)).toEqual([]);
    expect(within(nav).getByTestId('menu-greyed').textContent).toBe('Complete your onboarding to unlock the menu.');
  });
  it('signing in follows `next` back to the page rule 1 stopped', async () => {
    const me = makeMe('owner');
    const app = renderApp({
      path: '/auth/login?next=%2Freports%2Flogs',
      routes: {
        'POST /api/auth/login': () =>
          new Response(
            JSON.stringify({
              data: { access_token: 'a', refresh_token: 'r', expires_in: 900, user: { id: 7, brand_id: 1, email: me.email, role_id: 1 } },
            }),
            { status: 200 },
          ),
        'GET /api/user/me': () => new Response(JSON.stringify({ data: me }), { status: 200 }),
      },
    });
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: me.email } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Demo-pass-2026!' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Log in' }).closest('form')!);
    await waitFor(() => expect(app.current()).toBe('/reports/logs'));
  });
  it('wrong credentials show the catalogue text', async () => {
    renderApp({
      path: '/auth/login',
      routes: {
        'POST /api/auth/login': () =>
          new Response(JSON.stringify({ message: 'x', code: 'invalid_credentials', errors: [] }), { status: 401 }),
      },
    });
    fireEvent.change(await screen.findByLabelText(/^Email/), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'nope' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Log in' }).closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('Email or password incorrect.');
  });
});

describe('menu per demo role', () => {
  it('owner: every group, no brand info in the avatar menu', async () => {
    renderApp({ path: '/', me: makeMe('owner') });
    const nav = await mainMenu();
    expect(linkNames(nav)).toEqual(
      expect.arrayContaining(['Home', 'Marketplace', 'New offer', 'Fraud detection', 'Employees', 'Payment', 'Discount program report']),
    );
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('Brand info')).toBeNull();
    expect(within(menu).getByText('biz-owner@demo.test')).toBeTruthy();
  });
  it('affiliate manager: no payment, employees or new offer; brand info offered', async () => {
    renderApp({ path: '/', me: makeMe('affiliate_manager') });
    const names = linkNames(await mainMenu());
    expect(names).toContain('Offers');
    expect(names).not.toContain('New offer');
    expect(names).not.toContain('Payment');
    expect(names).not.toContain('Employees');
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(within(await screen.findByRole('menu')).getByText('Brand info')).toBeTruthy();
  });
  it('finance: payment but no marketplace or fraud detection', async () => {
    renderApp({ path: '/', me: makeMe('finance') });
    const names = linkNames(await mainMenu());
    expect(names).toContain('Payment');
    expect(names).not.toContain('Marketplace');
    expect(names).not.toContain('Fraud detection');
  });
  it('custom without notification access has no bell; without the fraud flag no fraud entry', async () => {
    renderApp({
      path: '/',
      me: makeMe('custom', { permissions: { ...ROLE_DEFAULTS.owner, report: 2, payment: 0, notification: 0 }, fraud_detector: false }),
    });
    const names = linkNames(await mainMenu());
    expect(names).not.toContain('Fraud detection');
    expect(names).not.toContain('Payment');
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  });
  it('shows the menu in Vietnamese', async () => {
    renderApp({ path: '/', me: makeMe('owner'), locale: 'vi' });
    expect(linkNames(await mainMenu('Menu chính'))).toContain('Thanh toán');
  });
});

describe('placeholders and dialogs', () => {
  it('a page a later release fills says so', async () => {
    // the reports (issue 6) and the payment page (issue 27) have their pages; /community is still a placeholder
    renderApp({ path: '/community', me: makeMe('owner') });
    expect((await screen.findByTestId('placeholder-page')).textContent).toContain('This page arrives in a later release.');
  });
  it('log out asks first, then forgets the session and goes to login', async () => {
    const app = renderApp({ path: '/', me: makeMe('owner') });
    await mainMenu();
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('Log out'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to log out?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Sign in to Brand Console' });
    expect(app.tokens.getAccessToken()).toBeNull();
    expect(app.current()).toBe('/auth/login');
  });
});
