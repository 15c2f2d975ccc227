import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { json, refusal, reviewFixture, reviewPage } from '../../../../tests/support/dom/market-profile.ts';

afterEach(cleanup);

const agency = (over: object = {}) => ({
  id: 3,
  name: 'Sài Gòn Growth',
  avatar_file_id: null,
  bio: 'Performance agency for retail.',
  website: 'https://sgg.example',
  vertical_ids: [1],
  country_ids: [704],
  team_size: 12,
  year_founded: 2019,
  rating: '5.00',
  total_reviews: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  email: 'hello@sgg.example',
  phone: '+84 28 000 000',
  reviews: reviewPage([reviewFixture({ content: 'Great agency' })], [0, 0, 0, 0, 1]),
  is_reviewed: false,
  ...over,
});

// a whole page renders per test; the shared 2-core machine needs more than the default 5 s
describe('/markets/agency/:id', { timeout: 20_000 }, () => {
  it('shows the profile and its reviews, and writes a review with the server field errors on their fields', async () => {
    renderApp({
      path: '/markets/agency/3',
      me: makeMe('owner'),
      routes: {
        'GET /api/markets/agencies/3': json(agency()),
        'POST /api/markets/agencies/3/reviews': refusal(422, 'validation_failed', [{ field: 'content', code: 'no_emoji' }]),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sài Gòn Growth' })).toBeTruthy();
    expect(screen.getByText('hello@sgg.example')).toBeTruthy();
    expect(screen.getByText('Great agency')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review Sài Gòn Growth' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Great 👍' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Publish review' }));
    expect(await dialog.findByText('Emoji are not allowed here.')).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'Your review' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('explains a second review (409) and disables the button once reviewed', async () => {
    renderApp({
      path: '/markets/agency/3',
      me: makeMe('owner'),
      routes: {
        'GET /api/markets/agencies/3': json(agency()),
        'POST /api/markets/agencies/3/reviews': refusal(409, 'agency_review_exists'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toContain('a brand writes one review each'));
    cleanup();
    renderApp({
      path: '/markets/agency/3',
      me: makeMe('owner'),
      routes: { 'GET /api/markets/agencies/3': json(agency({ is_reviewed: true })) },
    });
    const button = await screen.findByRole('button', { name: /Write a review/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    // the command's reason is the button's description (CommandButton, decision 097); the note beside it stays
    expect(describedBy(button)).toBe('Your brand has already reviewed this agency.');
    expect(screen.getByText('Your brand has reviewed this agency.')).toBeTruthy();
  });

  it('says when the agency does not exist', async () => {
    renderApp({
      path: '/markets/agency/99',
      me: makeMe('owner'),
      routes: { 'GET /api/markets/agencies/99': refusal(404, 'agency_not_found') },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This profile does not exist.');
  });
});

describe('/markets/profile', { timeout: 20_000 }, () => {
  it('shows the brand profile, and its reviews on /markets/profile/reviews, read-only', async () => {
    const routes = {
      'GET /api/markets/profile': json({
        id: 1,
        company_name: 'Demo Brand',
        website: 'https://demo.example',
        description: 'We sell shoes.',
        verticals: [1],
        logo_file_id: null,
        rating: '4.00',
        total_reviews: 1,
      }),
      'GET /api/markets/profile/reviews': json(reviewPage([reviewFixture({ content: 'Pays on time', company_name: 'Zeta Lan Review' })])),
    };
    const app = renderApp({ path: '/markets/profile', me: makeMe('owner'), routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your brand profile' })).toBeTruthy();
    expect(await screen.findByText('We sell shoes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    await waitFor(() => expect(app.current()).toBe('/markets/profile/reviews'));
    expect(await screen.findByText('Pays on time')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Write a review/ })).toBeNull();
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
