import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeMe, renderApp } from '../../../../tests/support/dom/app.tsx';
import { offerFixture } from '../../../../tests/support/dom/offer.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } });
afterEach(cleanup);

// the reference lists as GET /api/common/countries|regions|cities answer them (ids of decision 009)
const COUNTRIES = [
  { id: 704, code: 'VN', phone_code: '84', name: 'Vietnam' },
  { id: 840, code: 'US', phone_code: '1', name: 'United States' },
];
const REGIONS: Record<string, { id: number; country_id: number; code: string; name: string }[]> = {
  704: [
    { id: 704001, country_id: 704, code: 'VN-ha-noi', name: 'Hanoi' },
    { id: 704002, country_id: 704, code: 'VN-ho-chi-minh', name: 'Ho Chi Minh City' },
  ],
  840: [{ id: 840005, country_id: 840, code: 'US-CA', name: 'California' }],
};
const CITIES: Record<string, { id: number; region_id: number; name: string }[]> = {
  704001: [{ id: 70400101, region_id: 704001, name: 'Hanoi City' }],
  704002: [
    { id: 70400201, region_id: 704002, name: 'Ho Chi Minh City' },
    { id: 70400202, region_id: 704002, name: 'Thu Duc' },
  ],
  840005: [{ id: 84000501, region_id: 840005, name: 'Los Angeles' }],
};

/** types into a picker until `option` is the only match, then takes it */
async function pick(label: string, typed: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  box.focus();
  fireEvent.change(box, { target: { value: typed } });
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  await waitFor(() => expect(screen.queryAllByRole('option').map((o) => o.textContent)).toEqual([option]));
  fireEvent.click(screen.getByRole('option'));
  // the picker stays open on what is left to choose: close it as the user would
  fireEvent.keyDown(box, { key: 'Escape' });
  await waitFor(() => expect(screen.queryAllByRole('option'), label).toEqual([]));
}

describe('/offers/:id/edit targeting tab: region and city pickers', () => {
  it('lists regions of the chosen countries and cities of the chosen regions, drops what a removed country held, credits DB-IP', async () => {
    const offer = offerFixture({ countries: [704, 840], regions: [704001, 840005], cities: [70400101, 84000501] });
    const sent: Record<string, unknown>[] = [];
    const asked: string[] = [];
    renderApp({
      path: '/offers/42/edit?tab=targeting',
      me: makeMe('owner'),
      routes: {
        'GET /api/offers/42': () => json(offer),
        'GET /api/common/countries': () => json(COUNTRIES),
        'GET /api/common/regions': (url: URL) => (
          asked.push(`regions ${url.searchParams.get('country_id')}`),
          json(REGIONS[url.searchParams.get('country_id')!] ?? [])
        ),
        'GET /api/common/cities': (url: URL) => (
          asked.push(`cities ${url.searchParams.get('region_id')}`),
          json(CITIES[url.searchParams.get('region_id')!] ?? [])
        ),
        'PUT /api/offers/42/targeting': (_url: URL, init: RequestInit) => {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          sent.push(body);
          return json({ ...offer, ...body });
        },
      } as never,
    });
    // the chosen ids show their names once the lists under the chosen countries / regions are in
    for (const name of ['Remove Hanoi', 'Remove California', 'Remove Hanoi City', 'Remove Los Angeles'])
      expect(await screen.findByRole('button', { name })).toBeTruthy();
    expect(asked.sort()).toEqual(['cities 704001', 'cities 840005', 'regions 704', 'regions 840']);

    await pick('Regions', 'Ho Chi', 'Ho Chi Minh City');
    expect(await screen.findByRole('button', { name: 'Remove Ho Chi Minh City' })).toBeTruthy();
    // the new region's cities are offered
    await pick('Cities', 'Thu', 'Thu Duc');
    expect(await screen.findByRole('button', { name: 'Remove Thu Duc' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove United States' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove California' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Remove Los Angeles' })).toBeNull();

    const credit = screen.getByRole('link', { name: 'IP geolocation by DB-IP' });
    expect(credit.getAttribute('href')).toBe('https://db-ip.com/');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.length).toBe(1));
    expect(sent[0]).toMatchObject({ countries: [704], regions: [704001, 704002], cities: [70400101, 70400202] });
  }, 20_000);

  it('shows the scope and the attribution in Vietnamese', async () => {
    renderApp({
      path: '/offers/42/edit?tab=targeting',
      me: makeMe('owner'),
      locale: 'vi',
      routes: { 'GET /api/offers/42': () => json(offerFixture({})), 'GET /api/common/countries': () => json(COUNTRIES) } as never,
    });
    expect((await screen.findByRole('link', { name: 'Định vị IP bởi DB-IP' })).getAttribute('href')).toBe('https://db-ip.com/');
    expect(screen.getByText(/Vùng và thành phố có cho Việt Nam và Hoa Kỳ/)).toBeTruthy();
  });
});
