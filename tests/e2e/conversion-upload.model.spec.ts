import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PoolClient } from 'pg';
import { createTestModel } from 'xstate/graph';
import type { UploadStatus } from '../../src/domain/reports/upload-contract.ts';
import en from '../../src/i18n/en/conversions.ts';
import { conversionUploadActions, conversionUploadChart, isProcessing } from '../../src/machines/conversion-upload.ts';
import { paletteRun, signInByApi } from '../support/e2e/app.ts';
import { closeDb, e2eDb, modelPaths, signInOwner, type Owner } from '../support/e2e/offers-model.ts';
import { CONVERSION_UPLOAD_EVENTS } from '../support/model/events.ts';

/**
 * Model-based UI test of the conversion upload (issue 29 item 3; decision 026; the API half is
 * tests/model/conversion-upload.model.test.ts): the chart's paths played through the "Upload
 * conversions" dialog, opened by its palette command, on the real server, in ONE signed-in page. Each
 * path uploads a one-row file of its own: a fresh pending conversion of the demo brand (a click and a
 * postback through the real /track endpoints) to approve, or, on a path whose validation fails, a
 * conversion id that does not exist. The server's background steps are held where the path must see
 * them, by locks on the e2e database (the server runs them at once after answering):
 * - the validation reads the conversions with their partners' working mode: an ACCESS EXCLUSIVE lock
 *   on brand_partners, taken as the validate request leaves the browser, holds it before its first
 *   write (a second or so: other lanes' reads of brand_partners wait, none fails);
 * - the apply locks its conversions FOR UPDATE: a row lock on the path's own conversion holds it;
 *   `apply.failed` locks the conversion (its cross-check) while the apply waits.
 * `processing.interrupted` moves the upload's last progress an hour back: the dialog's own polling
 * finds it stopped, and the held task, released after, must change nothing. Apply and Discard are
 * the dialog's buttons, focused and pressed with Enter. After every step the dialog shows the
 * chart's status, the progress bar only while processing, the row errors on a failed upload, and a
 * button for exactly the actions the chart allows.
 */
test.afterAll(closeDb);

const cover = modelPaths(
  'conversionUpload',
  conversionUploadChart,
  createTestModel(conversionUploadChart, { events: [...CONVERSION_UPLOAD_EVENTS] }),
);

test('the UI paths cover every state and transition of the conversion-upload chart', () => {
  console.log(cover.report);
  expect(cover.coverage.states.missing).toEqual([]);
  expect(cover.coverage.transitions.missing).toEqual([]);
});

const T = en.upload;
const BUTTON = { apply: T.apply, discard: T.discard } as const;
const VALIDATE = '/api/offers/advertiser/conversions/validate-upload-conversion';

/** A client of the e2e database holding a lock until released. */
class Hold {
  private client: PoolClient | null = null;
  async take(sql: string, values: unknown[] = []) {
    this.client = await e2eDb().connect();
    await this.client.query('BEGIN');
    await this.client.query(sql, values);
  }
  async query(sql: string, values: unknown[] = []) {
    await this.client!.query(sql, values);
  }
  get held() {
    return this.client !== null;
  }
  async release() {
    const client = this.client;
    this.client = null;
    if (!client) return;
    await client.query('COMMIT');
    client.release();
  }
}

const BROWSER = {
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml',
  'accept-language': 'en-US,en;q=0.9',
};

let source: { token: string; offer: number; partner: number } | null = null;

/** A fresh pending conversion of the demo brand, through the real click and postback endpoints. */
async function freshConversion(request: APIRequestContext, owner: Owner, n: number): Promise<{ id: number; uuid: string }> {
  if (!source) {
    const headers = { authorization: `Bearer ${owner.token}` };
    const url = ((await (await request.get('/api/offers/global-postback', { headers })).json()) as { data: { url: string } }).data.url;
    // an offer and partner the demo's traffic converts on: a partner's, not an offer tracking test's (partner 0,
    // which another spec may have made last: ci74, after brand-day stopped before its own partner's sale)
    const { rows } = await e2eDb().query<{ offer_id: number; partner_id: number }>(
      `SELECT offer_id::int, partner_id::int FROM conversions WHERE brand_id = $1 AND partner_id <> 0 ORDER BY id DESC LIMIT 1`,
      [owner.brandId],
    );
    source = { token: new URL(url).searchParams.get('token')!, offer: rows[0]!.offer_id, partner: rows[0]!.partner_id };
  }
  const { token, offer: offer_id, partner: partner_id } = source;
  const click = await request.get(`/track/click?offer_id=${offer_id}&partner_id=${partner_id}&sub1=upload-model`, {
    headers: BROWSER,
    maxRedirects: 0,
  });
  const clickId = /bc_click_\d+=([0-9a-f-]{36})/.exec(click.headers()['set-cookie'] ?? '')?.[1];
  expect(clickId, `click ${click.status()}`).toBeTruthy();
  const postback = await request.get(
    `/track/postback?token=${token}&click_id=${clickId}&amount=40&transaction_id=upload-model-${n}-${Date.now()}`,
  );
  const answer = (await postback.json()) as { status: string; conversion_id: string };
  expect(answer.status).toBe('accepted');
  const found = await e2eDb().query<{ id: number; status: string }>('SELECT id::int, status FROM conversions WHERE uuid = $1', [
    answer.conversion_id,
  ]);
  expect(found.rows[0]?.status).toBe('pending');
  return { id: found.rows[0]!.id, uuid: answer.conversion_id };
}

/** What the dialog shows: its status line, a progress bar, a row-errors table, its Apply / Discard buttons. */
const onScreen = (page: Page) =>
  page.evaluate(
    ({ title, errorsTitle, buttons }) => {
      const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) => d.textContent?.includes(title));
      if (!dialog) return null;
      const names = [...dialog.querySelectorAll('button')].map((b) => b.textContent?.trim() ?? '');
      return {
        status: dialog.querySelector('[role="status"] strong')?.textContent ?? null,
        progress: dialog.querySelectorAll('progress').length > 0,
        errors: [...dialog.querySelectorAll('table caption')].some((c) => c.textContent === errorsTitle),
        actions: buttons.filter((b) => names.includes(b)),
      };
    },
    { title: T.title, errorsTitle: T.errorsTitle, buttons: [T.apply, T.discard] },
  );

/**
 * The dialog shows `status`, the progress bar only while processing, the row errors only on a failed
 * upload, and a button for exactly the actions the chart allows (one read of the dialog a poll).
 */
async function expectDialogAt(page: Page, status: UploadStatus) {
  const actions = conversionUploadActions(status);
  await expect
    .poll(() => onScreen(page), { message: `the dialog in ${status}` })
    .toEqual({
      status: T.statuses[status],
      progress: isProcessing(status),
      errors: status === 'failed',
      actions: [T.apply, T.discard].filter((b) => actions.includes(b === T.apply ? 'apply' : 'discard')),
    });
}

test('conversion upload paths through the UI, one sign-in', async ({ page, request }) => {
  test.setTimeout(30_000 + cover.paths.length * 15_000);
  const owner = await signInOwner(request);
  await signInByApi(page, 'owner@demo.test', '/reports/conversions');
  const dialog = page.getByRole('dialog', { name: T.title });
  // the validation is held from the moment its request leaves the page
  let validation = new Hold();
  await page.route(VALIDATE, async (route) => {
    await validation.take('LOCK TABLE brand_partners IN ACCESS EXCLUSIVE MODE');
    await route.continue();
  });
  let n = 0;
  for (const path of cover.paths) {
    n++;
    validation = new Hold();
    const apply = new Hold();
    const bad = path.steps.some((s) => s.event.type === 'validation.failed');
    const conversion = bad ? null : await freshConversion(request, owner, n);
    try {
      await paletteRun(page, T.commands.upload);
      const name = `upload-model-${n}-${Date.now()}.csv`;
      const row = conversion ? `${conversion.uuid},approved,` : `00000000-0000-4000-8000-${String(n).padStart(12, '0')},approved,`;
      await dialog.getByLabel(T.choose).setInputFiles({
        name,
        mimeType: 'text/csv',
        buffer: Buffer.from(`conversion_id,status,reason\n${row}\n`),
      });
      await expect(dialog.getByRole('status')).toContainText(name);
      const id = Number(/#(\d+)\)/.exec((await dialog.getByRole('status').textContent()) ?? '')?.[1]);
      expect(id).toBeGreaterThan(0);
      const press = (action: 'apply' | 'discard') => async () => {
        await dialog.getByRole('button', { name: BUTTON[action], exact: true }).focus();
        await page.keyboard.press('Enter');
      };
      const stale = async () => {
        const moved = await e2eDb().query("UPDATE conversion_uploads SET updated_at = now() - interval '1 hour' WHERE id = $1", [id]);
        expect(moved.rowCount).toBe(1);
        // the dialog polls while the server works: its next read finds the process stopped
        await expect(dialog.getByRole('status')).toContainText(T.statuses.failed);
        await expect(dialog.getByRole('cell', { name: T.codes.interrupted })).toBeVisible();
      };
      await path.test({
        events: {
          'validation.succeeded': () => validation.release(),
          'validation.failed': async () => {
            await validation.release();
            await expect(dialog.getByRole('status')).toContainText(T.statuses.failed);
            await expect(dialog.getByRole('cell', { name: T.codes.unknown })).toBeVisible();
          },
          'upload.apply': async () => {
            await apply.take('SELECT 1 FROM conversions WHERE id = $1 FOR UPDATE', [conversion!.id]);
            await press('apply')();
          },
          'upload.discard': press('discard'),
          'apply.succeeded': () => apply.release(),
          'apply.failed': async () => {
            // the conversion's cross-check locks it while the apply waits: the row fails at apply time
            await apply.query('UPDATE conversions SET locked_at = now() WHERE id = $1', [conversion!.id]);
            await apply.release();
            await expect(dialog.getByRole('cell', { name: T.codes.locked })).toBeVisible();
          },
          'processing.interrupted': async () => {
            await stale();
            // the late task finds the upload moved on and changes nothing
            await validation.release();
            await apply.release();
          },
        },
        states: { '*': (state) => expectDialogAt(page, state.value as UploadStatus) },
      });
      const after = await e2eDb().query<{ status: string }>('SELECT status FROM conversion_uploads WHERE id = $1', [id]);
      expect(after.rows[0]?.status).toBe(path.state.value);
      if (conversion) {
        const { rows } = await e2eDb().query<{ status: string }>('SELECT status FROM conversions WHERE id = $1', [conversion.id]);
        // approved exactly when the upload was applied
        expect(rows[0]?.status).toBe(path.state.value === 'applied' ? 'approved' : 'pending');
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    } finally {
      await validation.release();
      await apply.release();
      // leave no pending conversion of this spec for the specs that take the newest pending one
      if (conversion) {
        await e2eDb().query('UPDATE conversions SET locked_at = NULL WHERE id = $1', [conversion.id]);
        const { rows } = await e2eDb().query<{ status: string }>('SELECT status FROM conversions WHERE id = $1', [conversion.id]);
        if (rows[0]?.status === 'pending') {
          const res = await request.post('/api/report/advertiser/conversion/action', {
            headers: { authorization: `Bearer ${owner.token}` },
            data: { ids: [conversion.id], action: 'reject', reason: 'conversion upload model test' },
          });
          expect(res.status(), await res.text()).toBe(200);
        }
      }
    }
  }
});
