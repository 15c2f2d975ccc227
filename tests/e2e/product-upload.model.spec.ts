import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PoolClient } from 'pg';
import { createTestModel } from 'xstate/graph';
import type { ProductUploadStatus } from '../../src/domain/products/upload.ts';
import en from '../../src/i18n/en/products.ts';
import {
  PRODUCT_UPLOAD_ACTIONS,
  productUploadChart,
  productUploadEvent,
  type ProductUploadAction,
} from '../../src/machines/product-upload.ts';
import { IMPORT_HEADER, importLine } from '../support/api/product-import.ts';
import { test } from '../support/e2e/owner-page.ts';
import { closeDb, e2eDb, selectPaths, signInOwner, type Owner } from '../support/e2e/offers-model.ts';
import { PRODUCT_UPLOAD_EVENTS } from '../support/model/events.ts';

/**
 * Model-based UI test of the product upload (issue 26 "Done when"; decision 080; the API half is
 * tests/model/product-upload.model.test.ts): paths from the product-upload chart played through the
 * "Import products" dialog on the real server. The server's background steps are held where the
 * path must see them: a table lock on product_upload_rows holds a validation at its first staged
 * rows (the bad file has 1,000 good rows before its bad one, so it stages too), the catalogue's
 * advisory lock holds an accept. `accept.failed` puts a staged price out of any currency's range
 * while the accept waits; `processing.interrupted` moves the upload's last progress an hour back, and
 * the dialog's own polling finds it stopped. In every state the dialog shows the chart's status and
 * offers exactly the actions the chart allows.
 */
test.afterAll(closeDb);

const upload = selectPaths(
  'productUpload',
  productUploadChart,
  createTestModel(productUploadChart, { events: [...PRODUCT_UPLOAD_EVENTS] }),
);

test('the selected UI paths cover every state and transition of the product-upload chart', () => {
  console.log(upload.report);
  expect(upload.coverage.states.missing).toEqual([]);
  expect(upload.coverage.transitions.missing).toEqual([]);
});

const T = en.upload;
const BUTTON: Record<ProductUploadAction, string> = { accept: T.accept, discard: T.discard, undo: T.undo };
/** The catalogue's advisory lock class (server/products/guard.ts). */
const CATALOGUE_LOCK = 26_080;

/** A client of the e2e database holding a lock until released. */
class Hold {
  private client: PoolClient | null = null;
  async take(sql: string, values: unknown[] = []) {
    this.client = await e2eDb().connect();
    await this.client.query('BEGIN');
    await this.client.query(sql, values);
  }
  async release() {
    const client = this.client;
    this.client = null;
    if (!client) return;
    await client.query('COMMIT');
    client.release();
  }
}

const file = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from([IMPORT_HEADER, ...lines].join('\n')) });

async function latestUpload(brandId: number): Promise<{ id: number; status: ProductUploadStatus } | null> {
  const { rows } = await e2eDb().query<{ id: number; status: ProductUploadStatus }>(
    'SELECT id::int AS id, status FROM product_uploads WHERE brand_id = $1 ORDER BY id DESC LIMIT 1',
    [brandId],
  );
  return rows[0] ?? null;
}

/** Leaves the demo brand with no open upload (other flows write its catalogue): held steps end, open ones are discarded. */
async function settle(request: APIRequestContext, owner: Owner) {
  for (let i = 0; i < 40; i++) {
    const last = await latestUpload(owner.brandId);
    if (!last || !['validating', 'accepting'].includes(last.status)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const last = await latestUpload(owner.brandId);
  if (last && ['succeeded', 'accept_failed'].includes(last.status))
    await request.post('/api/products/upload/discard', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { upload_id: last.id },
    });
}

/** The dialog shows `status` and a button for exactly the actions the chart allows there. */
async function expectDialogAt(page: Page, status: ProductUploadStatus) {
  const dialog = page.getByRole('dialog', { name: T.title });
  await expect(dialog.getByRole('status')).toContainText(T.status[status]);
  const state = productUploadChart.resolveState({ value: status, context: {} });
  for (const action of PRODUCT_UPLOAD_ACTIONS)
    await expect(dialog.getByRole('button', { name: BUTTON[action], exact: true }), action).toHaveCount(
      state.can({ type: productUploadEvent(action) }) ? 1 : 0,
    );
}

upload.paths.forEach((path) => {
  test(`product upload: ${path.description}`, async ({ ownerPage, request }) => {
    const owner = await signInOwner(request);
    await settle(request, owner);
    const rows = new Hold();
    const catalogue = new Hold();
    try {
      const sku = `UPM-${Date.now()}`;
      const bad = path.steps.some((s) => s.event.type === 'validation.failed');
      const lines = bad
        ? [...Array.from({ length: 1000 }, (_, i) => importLine(`${sku}-${i}`)), importLine(`${sku} bad`)]
        : [importLine(`${sku}-1`), importLine(`${sku}-2`)];
      // the file's owner page, loaded again (the same screen): nothing of the last path's dialog is left
      const page = await ownerPage.open('/offers/product-management?modal=upload-product');
      const dialog = page.getByRole('dialog', { name: T.title });
      // the validation stops at its first staged rows until the path says how it ends
      await rows.take('LOCK TABLE product_upload_rows IN SHARE MODE');
      // a name of its own: until the new upload is shown the dialog may still show the last one
      const name = `${sku}-${bad ? 'bad' : 'good'}.csv`;
      await dialog.getByLabel(T.choose).setInputFiles(file(name, lines));
      await expect(dialog.getByRole('status')).toContainText(name);
      const id = (await latestUpload(owner.brandId))!.id;
      const press = (action: ProductUploadAction) => async () => {
        const button = dialog.getByRole('button', { name: BUTTON[action], exact: true });
        await button.focus();
        await page.keyboard.press('Enter');
      };
      await path.test({
        events: {
          'validation.succeeded': () => rows.release(),
          'validation.failed': () => rows.release(),
          'upload.accept': async () => {
            await catalogue.take('SELECT pg_advisory_xact_lock($1, $2::int)', [CATALOGUE_LOCK, owner.brandId]);
            await press('accept')();
          },
          'upload.discard': press('discard'),
          'upload.undo': press('undo'),
          'accept.succeeded': () => catalogue.release(),
          'accept.failed': async () => {
            const staged = "jsonb_set(data, '{original_price}', to_jsonb($2::text))";
            await e2eDb().query(`UPDATE product_upload_rows SET data = ${staged} WHERE upload_id = $1`, [id, '99999999999']);
            await catalogue.release();
            await expect(dialog.getByRole('status')).toContainText(T.status.accept_failed);
            // the rows fit again, so a second accept may succeed
            await e2eDb().query(`UPDATE product_upload_rows SET data = ${staged} WHERE upload_id = $1`, [id, '20']);
          },
          'processing.interrupted': async () => {
            const before = (await latestUpload(owner.brandId))!.status;
            await e2eDb().query("UPDATE product_uploads SET updated_at = now() - interval '1 hour' WHERE id = $1", [id]);
            // the dialog polls while the server works: the next read finds the process stopped
            await expect(dialog.getByRole('status')).not.toContainText(T.status[before]);
            await rows.release();
            await catalogue.release();
          },
        },
        states: { '*': (state) => expectDialogAt(page, state.value as ProductUploadStatus) },
      });
    } finally {
      await rows.release();
      await catalogue.release();
      await settle(request, owner);
    }
  });
});
