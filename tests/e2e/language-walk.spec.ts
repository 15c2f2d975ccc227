import { expect, test, type Page } from '@playwright/test';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebRoute } from '../../src/domain/routes.ts';
import { openAndSettle, signIn } from '../support/e2e/app.ts';
import { concretePath, pinSignedOutLocale, PUBLIC_ROUTES, SIGNED_IN_ROUTES, switchLanguage } from '../support/e2e/a11y-routes.ts';
import { languageFindings, LanguageTally, type LanguageLocale } from '../support/e2e/language-check.ts';

/*
 * The language walk of issue 24 item 6(b) (decision 066): every route of the route table, once in
 * English and once in Vietnamese, checked by tests/support/e2e/language-check.ts for raw codes, raw
 * keys, English on a Vietnamese page and Vietnamese on an English page. Public routes are walked
 * signed out, the others signed in as the walks' admin; a few routes per test so a failure names them.
 * Alone: `npm run build && E2E_PORT=3201 npx playwright test tests/e2e/language-walk.spec.ts`.
 */
const WALKER = 'qa@demo.test';
const LOCALES: readonly LanguageLocale[] = ['en', 'vi'];
const PER_TEST = 8;
const RECORDS = join(process.env.E2E_DATA_DIR ?? tmpdir(), 'language-walk.jsonl');

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

async function walk(page: Page, locale: LanguageLocale, routes: readonly WebRoute[], title: string): Promise<void> {
  const tally = new LanguageTally();
  for (const route of routes) {
    const path = await concretePath(page, route);
    const landed = await openAndSettle(page, path);
    // guards may redirect: the page is checked where it lands, and the line says so
    tally.add(route.id, landed === path ? route.id : `${route.id} → ${landed}`, locale, await languageFindings(page, locale));
  }
  appendFileSync(RECORDS, JSON.stringify({ title, ...tally.toRecord() }) + '\n');
  expect(tally.lines, `language findings:\n${tally.lines.join('\n')}`).toEqual([]);
}

const signedInChunks = chunks(SIGNED_IN_ROUTES, PER_TEST);

for (const locale of LOCALES) {
  test(`language: public routes signed out, ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    await pinSignedOutLocale(page, locale);
    await walk(page, locale, PUBLIC_ROUTES, test.info().title);
  });

  for (const routes of signedInChunks) {
    test(`language: ${routes.map((r) => r.id).join(', ')}, ${locale}`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, WALKER);
      await switchLanguage(page, locale);
      try {
        await walk(page, locale, routes, test.info().title);
      } finally {
        await switchLanguage(page, 'en'); // the language is on the profile: leave it as the seed made it
      }
    });
  }
}

/** The summary line counts every test of this file; it waits until all have recorded (each records even when it fails). */
const WALK_TESTS = LOCALES.length * (1 + signedInChunks.length);
test.afterAll(() => {
  if (!existsSync(RECORDS)) return;
  const records = readFileSync(RECORDS, 'utf8').trim().split('\n').filter(Boolean);
  if (records.length < WALK_TESTS) return;
  const whole = new LanguageTally();
  for (const line of records) whole.merge(JSON.parse(line));
  console.log(whole.summary());
});
