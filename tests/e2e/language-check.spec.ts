import { expect, test } from '@playwright/test';
import { languageFindings } from '../support/e2e/language-check.ts';

/*
 * The route walk's language check (decision 066) on pages made for it: what it must find, what it
 * must leave alone, and the same answer when the lexicon is already in the page (decision 073 sends
 * it once per document).
 */
test('finds raw codes, keys, English on a Vietnamese page and ISO dates; leaves people’s words and code alone', async ({ page }) => {
  await page.setContent(`<html lang="vi"><body><main>
    <p>non_profit</p><p>profile.systemSettings</p><p>Offer management</p><p>2026-11-12</p>
    <p lang="">Offer management by the partner</p><p translate="no">household_business</p><code>click_id</code>
  </main></body></html>`);
  const first = await languageFindings(page, 'vi');
  expect(first).toEqual(
    expect.arrayContaining([
      { kind: 'raw code', text: 'non_profit' },
      { kind: 'key', text: 'profile.systemSettings' },
      { kind: 'english-on-vi', text: 'Offer management' },
      { kind: 'date', text: '2026-11-12' },
    ]),
  );
  expect(first).toHaveLength(4);
  expect(await languageFindings(page, 'vi')).toEqual(first);
});

test('finds Vietnamese on an English page and none on a clean one', async ({ page }) => {
  await page.setContent('<html lang="en"><body><main><h1>Quản lý chiến dịch</h1><p>Nov 27, 2026</p></main></body></html>');
  expect((await languageFindings(page, 'en')).map((f) => f.kind)).toEqual(['vietnamese-on-en']);
  await page.setContent('<html lang="en"><body><main><h1>Offer management</h1><p>Nov 27, 2026</p></main></body></html>');
  expect(await languageFindings(page, 'en')).toEqual([]);
});
