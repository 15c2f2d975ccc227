import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, openPalette, paletteRun, signInByApi } from '../support/e2e/app.ts';

/**
 * The marketplace's partner list by keyboard only (issue 16 items 1 and 6; decision 049): open it from
 * the palette, filter by a vertical and a geo (chosen by type-ahead in the filter lists), favourite the
 * active partner with f, reload and see it still favourite, save the filter under a name and restore it
 * from the palette. The demo data decides which vertical and geo: those of the newest partner, so the
 * filtered list is never empty.
 */
async function ownerToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { email: 'owner@demo.test', password: DEMO_PASSWORD } });
  return ((await answer.json()) as { data: { access_token: string } }).data.access_token;
}

test('marketplace: palette → filter → f favourite survives a reload → save and restore the filter', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await ownerToken(request);
  const headers = { authorization: `Bearer ${token}` };
  // a marketplace partner with a vertical and a geolocation to filter by
  const first = (
    (await (await request.post('/api/markets/partners', { headers, data: {} })).json()) as {
      data: { items: { vertical_ids: number[]; country_ids: number[] }[] };
    }
  ).data.items.find((p) => p.vertical_ids.length > 0 && p.country_ids.length > 0)!; // a partner made by another spec may have neither
  const meta = ((await (await request.get('/api/common/meta?lang=en')).json()) as { data: { verticals: { id: number; name: string }[] } })
    .data;
  const countries = ((await (await request.get('/api/common/countries?lang=en')).json()) as { data: { id: number; name: string }[] }).data;
  const vertical = meta.verticals.find((v) => v.id === first.vertical_ids[0])!;
  const geo = countries.find((c) => c.id === first.country_ids[0])!;

  await signInByApi(page, 'owner@demo.test');
  let input = await openPalette(page);
  await input.fill('Go to Partners marketplace');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/markets\/partner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partners marketplace' })).toBeVisible();

  // a filter list: focus its button, open it, type-ahead to the option, Enter toggles it, Escape closes
  const choose = async (label: string, option: string) => {
    await page
      .getByRole('button', { name: new RegExp(`^(Any|.+) ${label}$|${label}`) })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    // the list opens while the reference lists still load ("Loading…"): type-ahead needs its options
    await expect(list.getByRole('option', { name: option })).toBeAttached();
    await page.keyboard.type(option);
    await expect(list.getByRole('option', { name: option })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  };
  await choose('Verticals', vertical.name);
  await expect(page).toHaveURL(new RegExp(`verticals=${vertical.id}`));
  await choose('Geolocations', geo.name);
  await expect(page).toHaveURL(new RegExp(`geos=${geo.id}`));
  const rows = page.locator('tbody tr[data-partner-id]');
  await expect(rows.first()).toBeVisible();

  // f toggles the favourite of the active (first) row in place; a reload shows the server's state
  const active = page.locator('tr[aria-current="true"]');
  const id = await active.getAttribute('data-partner-id');
  const star = active.getByRole('button', { name: /^Favourite / });
  const before = await star.getAttribute('aria-pressed');
  const after = before === 'true' ? 'false' : 'true';
  await page.locator('body').press('f');
  await expect(star).toHaveAttribute('aria-pressed', after);
  await page.reload();
  await expect(page.locator(`tr[data-partner-id="${id}"]`).getByRole('button', { name: /^Favourite / })).toHaveAttribute(
    'aria-pressed',
    after,
  );

  // save the filter from the palette: the saved-filters page opens with the name field focused
  const name = `E2E vertical and geo ${Date.now()}`;
  input = await openPalette(page);
  await input.fill('save the current filters');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/markets\/partner\/filter\?/);
  const field = page.getByRole('textbox', { name: /Name of the filter/ });
  await expect(field).toBeFocused();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.locator('li[data-filter-id]').filter({ hasText: name })).toBeVisible();

  // restore it from the palette: the list with the same vertical and geo
  await page.goto('/markets/partner');
  await expect(page.getByRole('heading', { level: 1, name: 'Partners marketplace' })).toBeVisible();
  // the restore command is listed once the saved filters have loaded
  await paletteRun(page, `Restore saved filter "${name}"`);
  await expect(page).toHaveURL(new RegExp(`verticals=${vertical.id}.*geos=${geo.id}`));
  await expect(rows.first()).toBeVisible();

  // leave the demo data as it was: the favourite back, the saved filter gone
  await request.fetch(`/api/markets/partners/${id}/favorite`, { method: before === 'true' ? 'PUT' : 'DELETE', headers });
  const saved = (
    (await (await request.get('/api/markets/filters', { headers })).json()) as { data: { items: { id: number; name: string }[] } }
  ).data.items;
  for (const f of saved.filter((x) => x.name === name)) await request.delete(`/api/markets/filters/${f.id}`, { headers });
});
