// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import type { ProductUploadStatus } from '../../src/domain/products/upload.ts';
import { PRODUCT_UPLOAD_ACTIONS, productUploadChart, productUploadEvent } from '../../src/machines/product-upload.ts';
import { PRODUCT_UPLOAD_EVENTS } from '../support/model/events.ts';
import type { TestApp } from '../support/api/app.ts';
import { brand, call, type Brand } from '../support/api/offers.ts';
import { productBody } from '../support/api/products.ts';
import {
  createImportApp,
  held,
  IMPORT_HEADER,
  importLine,
  productFile,
  startImport,
  uploadAction,
  uploadOf,
  uploadStatus,
} from '../support/api/product-import.ts';
import { allPaths } from '../support/model/coverage.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';

/**
 * The product-upload machine through the real server (decision 080). The background reading and
 * accept are held and run when the path says so: `validation.succeeded` / `validation.failed` read a
 * good or a bad file (the path's first event chooses it), `accept.failed` runs the accept after the
 * brand's currency changed under it (a price no longer in range), `processing.interrupted` is a
 * process stopped long ago (updated_at moved back, found when read). In every state the server shows
 * the predicted status, refuses with 409 every action the chart refuses, and refuses the other
 * catalogue writes exactly while the upload is open.
 */
const model = createTestModel(productUploadChart, { events: [...PRODUCT_UPLOAD_EVENTS] });
const paths = allPaths(model);
const OPEN: readonly ProductUploadStatus[] = ['validating', 'succeeded', 'accepting', 'accept_failed'];

describe('product upload machine', () => {
  it('paths cover every state and transition', () => {
    expectFullCoverage('productUpload', productUploadChart, paths);
  });
});

describe('through the real API', () => {
  const tasks = held();
  let t: TestApp;
  beforeAll(async () => {
    t = await createImportApp(tasks.schedule);
  });
  afterAll(async () => t?.close());

  for (const path of paths) {
    it(path.description, async () => {
      // a brand per path: one open upload per brand; VND so that 5,000,000 is a price until it turns USD
      const b: Brand = await brand(t.db);
      await t.db.query("UPDATE brands SET currency = 'VND' WHERE id = $1", [b.brandId]);
      const good = !path.steps.some((s) => s.event.type === 'validation.failed');
      const rows = good ? [importLine('M-1', { original_price: '5000000' }), importLine('M-2')] : [importLine('M 1')];
      const file = await productFile(t.url, b.owner.token, [IMPORT_HEADER, ...rows].join('\n'));
      const started = await startImport(t.url, b.owner.token, file);
      expect(started.status).toBe(200);
      const id = uploadOf(started).id;
      const act = (action: 'accept' | 'discard' | 'undo') => async () =>
        expect((await uploadAction(t.url, b.owner.token, action, id)).status).toBe(200);
      await path.test({
        events: {
          'validation.succeeded': () => tasks.run(),
          'validation.failed': () => tasks.run(),
          'upload.accept': act('accept'),
          'upload.discard': act('discard'),
          'upload.undo': act('undo'),
          'accept.succeeded': () => tasks.run(),
          'accept.failed': async () => {
            await t.db.query("UPDATE brands SET currency = 'USD' WHERE id = $1", [b.brandId]);
            await tasks.run();
            await t.db.query("UPDATE brands SET currency = 'VND' WHERE id = $1", [b.brandId]);
          },
          'processing.interrupted': async () => {
            await t.db.query("UPDATE product_uploads SET updated_at = now() - interval '1 hour' WHERE id = $1", [id]);
            await uploadStatus(t.url, b.owner.token, id);
            // the held task then finds the upload moved on
            await tasks.run();
          },
        },
        states: {
          '*': async (state) => {
            const got = await uploadStatus(t.url, b.owner.token, id);
            expect(got?.status).toBe(state.value);
            for (const action of PRODUCT_UPLOAD_ACTIONS) {
              if (state.can({ type: productUploadEvent(action) })) continue;
              const res = await uploadAction(t.url, b.owner.token, action, id);
              expect([action, res.status]).toEqual([action, 409]);
            }
            const write = await call(t.url, 'POST', '/api/products/create', {
              token: b.owner.token,
              body: productBody({ sku: `W-${state.value}` }),
            });
            if (OPEN.includes(state.value as ProductUploadStatus)) expect([write.status, write.body.code]).toEqual([409, 'upload_running']);
            else {
              expect(write.status).toBe(200);
              await call(t.url, 'POST', '/api/products/bulk-delete', {
                token: b.owner.token,
                body: { ids: [(write.body.data as { id: number }).id] },
              });
            }
            const products = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE brand_id = $1', [b.brandId]))
              .rows[0]!.n;
            // only an accepted upload has written its rows; every other state leaves the catalogue empty
            expect(products).toBe(state.value === 'accepted' ? 2 : 0);
          },
        },
      });
    });
  }
});
