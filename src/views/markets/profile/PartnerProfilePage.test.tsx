import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import {
  json,
  partnerFixture,
  performanceFixture,
  refusal,
  reviewFixture,
  reviewPage,
} from '../../../../tests/support/dom/market-profile.ts';

afterEach(cleanup);

const base = (over: Record<string, (url: URL, init: RequestInit) => Response> = {}) => ({
  'GET /api/markets/partners/7': json(partnerFixture()),
  'GET /api/markets/partners/7/performance': json(performanceFixture()),
  'GET /api/markets/partners/7/offers': json({
    items: [{ id: 42, name: 'Summer sale', status: 1, working: true, contract_status: 'approved' }],
  }),
  'GET /api/markets/partners/7/reviews': json(reviewPage([reviewFixture(), reviewFixture({ id: 2, rating: 4, content: 'Good.' })])),
  ...over,
});

// a whole page renders per test; the shared 2-core machine needs more than the default 5 s
describe('/markets/partner/:id tabs', { timeout: 20_000 }, () => {
  it('shows the overview by default: profile, properties, achievement and the charts with their data tables', async () => {
    renderApp({ path: '/markets/partner/7', me: makeMe('owner'), routes: base() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zeta Lan Review' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeTruthy();
    const props = within(screen.getByRole('region', { name: 'Properties' }));
    expect(props.getByRole('rowheader', { name: 'zetalan.vn' })).toBeTruthy();
    expect(props.getByRole('link', { name: 'https://zetalan.vn' })).toBeTruthy();
    const minimums = within(screen.getByRole('region', { name: 'Minimums' }));
    expect(minimums.getByText('No media kit')).toBeTruthy();
    expect(minimums.getByText('2.50')).toBeTruthy();
    expect(screen.getByText('2 gold, 1 silver, 0 bronze')).toBeTruthy();
    expect(screen.getByText('91 of 100')).toBeTruthy();
    // the vertical chart's table reads the shares, largest first
    const table = screen.getByRole('table', { name: 'Data of the chart Traffic by vertical' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([expect.stringContaining('70%'), expect.stringContaining('30%')]);
    expect(await screen.findByRole('table', { name: 'Data of the chart Visits over time (90 days)' })).toBeTruthy();
  });

  it('invites the partner to offers: the button and the palette open the shared dialog; a blocked partner has neither', async () => {
    renderApp({ path: '/markets/partner/7', me: makeMe('owner'), routes: base() });
    fireEvent.click(await screen.findByRole('button', { name: 'Invite to offers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to offers' });
    // the partner is this page's: the dialog asks for offers and a message, not for a partner id
    expect(within(dialog).queryByLabelText('Partner id')).toBeNull();
    cleanup();
    renderApp({
      path: '/markets/partner/7',
      me: makeMe('owner'),
      routes: base({ 'GET /api/markets/partners/7': json(partnerFixture({ is_blocked: true })) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Zeta Lan Review' });
    expect(screen.queryByRole('button', { name: 'Invite to offers' })).toBeNull();
  });

  it('keeps the tab in the URL and shows performance, reviews and offers', async () => {
    const app = renderApp({ path: '/markets/partner/7', me: makeMe('owner'), routes: base() });
    fireEvent.click(await screen.findByRole('tab', { name: 'Performance' }));
    await waitFor(() => expect(app.current()).toBe('/markets/partner/7?tab=performance'));
    const brand = within(await screen.findByRole('region', { name: 'Your brand with this partner (last 30 days)' }));
    // the visible table and the chart's hidden data table both say it
    expect(brand.getAllByRole('rowheader', { name: 'Approved' }).map((h) => h.closest('tr')!.textContent)).toEqual([
      'Approved10',
      'Approved10',
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'Offers' }));
    expect(await screen.findByRole('link', { name: 'Summer sale' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByText('Clean traffic and fast reporting.')).toBeTruthy();
    expect(screen.getAllByText('By Other Brand · About Summer sale')).toHaveLength(2);
  });

  it('filters the reviews by star (the query asks the server for it)', async () => {
    const asked: (string | null)[] = [];
    renderApp({
      path: '/markets/partner/7?tab=reviews',
      me: makeMe('owner'),
      routes: base({
        'GET /api/markets/partners/7/reviews': (url) => {
          asked.push(url.searchParams.get('rating_star'));
          const star = url.searchParams.get('rating_star');
          return json(reviewPage(star === '4' ? [reviewFixture({ id: 2, rating: 4, content: 'Good.' })] : [reviewFixture()]))();
        },
      }),
    });
    expect(await screen.findByText('Clean traffic and fast reporting.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Stars/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Stars: 4 (1)' }));
    expect(await screen.findByText('Good.')).toBeTruthy();
    expect(asked).toEqual([null, '4']);
  });
});

describe('writing a review of a partner', { timeout: 20_000 }, () => {
  const openForm = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review Zeta Lan Review' }));
    return { dialog };
  };

  it('shows the server field errors on their fields, translated and announced', async () => {
    renderApp({
      path: '/markets/partner/7?tab=reviews',
      me: makeMe('owner'),
      routes: base({
        'POST /api/markets/partners/7/reviews': refusal(422, 'validation_failed', [
          { field: 'content', code: 'content_violates' },
          { field: 'genuine', code: 'genuine_required' },
        ]),
      }),
    });
    const { dialog } = await openForm();
    fireEvent.change(dialog.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Great for casino offers' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Publish review' }));
    const content = dialog.getByRole('textbox', { name: 'Your review' });
    await waitFor(() => expect(content.getAttribute('aria-invalid')).toBe('true'));
    const described = (el: Element) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(described(content)).toContain('This content violates our content rules.');
    const box = dialog.getByRole('checkbox', { name: /genuine experience/ });
    expect(described(box)).toContain('Confirm that this review describes a genuine experience.');
    // both errors stand in polite live regions, so a screen reader hears them
    expect(dialog.getByText('Confirm that this review describes a genuine experience.').closest('[aria-live="polite"]')).toBeTruthy();
    expect(dialog.getByText('This content violates our content rules.').closest('[aria-live="polite"]')).toBeTruthy();
  });

  it('sends rating, text and the genuine box, then closes', async () => {
    let sent: unknown = null;
    renderApp({
      path: '/markets/partner/7?tab=reviews',
      me: makeMe('owner'),
      routes: base({
        'POST /api/markets/partners/7/reviews': (_u, init) => {
          sent = JSON.parse(String(init.body));
          return json(reviewFixture({ id: 9, is_mine: true }))();
        },
      }),
    });
    const { dialog } = await openForm();
    fireEvent.click(dialog.getByRole('button', { name: /Rating/ }));
    fireEvent.click(await screen.findByRole('option', { name: '4 of 5' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Fast answers.' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /genuine experience/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({ rating: 4, content: 'Fast answers.', genuine: true });
  });

  it('explains a 409: the brand already reviewed this partner', async () => {
    renderApp({
      path: '/markets/partner/7?tab=reviews',
      me: makeMe('owner'),
      routes: base({ 'POST /api/markets/partners/7/reviews': refusal(409, 'review_exists') }),
    });
    const { dialog } = await openForm();
    fireEvent.click(dialog.getByRole('button', { name: 'Publish review' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Your brand has already reviewed them: a brand writes one review each. Your review is in the list.',
    );
  });

  it('is disabled with the reason once the brand has reviewed, and absent for a read-only user', async () => {
    renderApp({
      path: '/markets/partner/7?tab=reviews',
      me: makeMe('owner'),
      routes: base({ 'GET /api/markets/partners/7': json(partnerFixture({ is_reviewed: true })) }),
    });
    const button = await screen.findByRole('button', { name: /Write a review/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    // the command's reason is the button's description (CommandButton, decision 097)
    const reason = (button.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .find((n) => n?.hasAttribute('data-disabled-reason'));
    expect(reason?.textContent).toBe('Your brand has already reviewed this partner.');
    cleanup();
    renderApp({
      path: '/markets/partner/7?tab=reviews',
      me: makeMe('custom', { permissions: { ...makeMe('custom').permissions, market: 2 } }),
      routes: base(),
    });
    expect(await screen.findByText('Clean traffic and fast reporting.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Write a review/ })).toBeNull();
  });
});
