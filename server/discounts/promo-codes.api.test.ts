import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { decodePng, rasteriseSvg, readCode } from '../../tests/support/barcodes.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addCodes, codeRows, makeProgram, programBody } from '../../tests/support/api/discounts.ts';
import { brand, call, codes, create, type Brand } from '../../tests/support/api/offers.ts';
import { addPartner } from '../../tests/support/api/partners.ts';
import { runDiscountsOps } from './ops.ts';

/** Promo codes, their images and partners' requests through real HTTP and the real database (decision 082). */
let t: TestApp;
let b: Brand;
let programId: number;
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  b = await brand(t.db);
  programId = await makeProgram(t.url, b.owner.token, programBody((await create(t.url, b.owner.token)).id));
});
afterAll(async () => t?.close());

const add = (body: unknown, token = b.owner.token, program = programId) =>
  call(t.url, 'POST', `/api/discount-programs/${program}/promo-codes`, { token, body });
type Code = { id: number; code: string; status: string; usage_limit: number | null; used: number; partner: { id: number } | null };

describe('adding', () => {
  it('adds up to 100 codes at once with their fields; 101 is refused', async () => {
    const res = await add({
      codes: [
        { name: 'Launch', code: 'Launch_1', usage_limit: 50, access_method: 'private', display_name: 'Launch week' },
        ...codeRows('BULK', 99),
      ],
    });
    expect(res.status).toBe(200);
    const items = (res.body.data as { items: Code[] }).items;
    expect(items).toHaveLength(100);
    expect(items[0]).toMatchObject({
      name: 'Launch',
      code: 'Launch_1',
      usage_limit: 50,
      used: 0,
      access_method: 'private',
      display_name: 'Launch week',
      status: 'active',
      partner: null,
      program_id: programId,
    });
    const tooMany = await add({ codes: codeRows('MORE', 101) });
    expect([tooMany.status, codes(tooMany)]).toEqual([422, ['codes:too_big']]);
  });

  it('refuses a bad code, a code twice in one add, and a code taken in the brand whatever its case (nothing is added)', async () => {
    expect(codes(await add({ codes: [{ name: 'Bad', code: 'NO-DASH' }] }))).toEqual(['codes.0.code:promo_code']);
    expect(
      codes(
        await add({
          codes: [
            { name: 'A', code: 'TWICE' },
            { name: 'B', code: 'twice' },
          ],
        }),
      ),
    ).toEqual(['codes.1.code:duplicated']);
    await addCodes(t.url, b.owner.token, programId, [{ name: 'Taken', code: 'TAKEN_1' }]);
    const res = await add({
      codes: [
        { name: 'Fresh', code: 'FRESH_1' },
        { name: 'Again', code: 'taken_1' },
      ],
    });
    expect([res.status, res.body.code, codes(res)]).toEqual([409, 'promo_code_exists', ['codes.1.code:promo_code_exists']]);
    const fresh = await t.db.query("SELECT 1 FROM promo_codes WHERE code = 'FRESH_1'");
    expect(fresh.rowCount).toBe(0);
  });

  it('lists a program’s codes newest first with search and status; another brand sees a 404', async () => {
    const program = await makeProgram(t.url, b.owner.token, programBody((await create(t.url, b.owner.token)).id));
    const [x, y] = await addCodes(t.url, b.owner.token, program, [
      { name: 'Xmas', code: 'XMAS_24' },
      { name: 'New year', code: 'NY_25' },
    ]);
    await call(t.url, 'PUT', `/api/promo-codes/${x}`, { token: b.owner.token, body: { name: 'Xmas', status: 'inactive' } });
    const list = async (q = '') =>
      (
        (await call(t.url, 'GET', `/api/discount-programs/${program}/promo-codes?${q}`, { token: b.owner.token })).body.data as {
          items: Code[];
        }
      ).items.map((c) => c.id);
    expect(await list()).toEqual([y, x]);
    expect(await list('search=xmas')).toEqual([x]);
    expect(await list('status=active')).toEqual([y]);
    const other = await brand(t.db);
    expect((await call(t.url, 'GET', `/api/discount-programs/${program}/promo-codes`, { token: other.owner.token })).status).toBe(404);
    expect((await call(t.url, 'GET', `/api/promo-codes/${x}`, { token: other.owner.token })).status).toBe(404);
  });

  it('keeps the usage limit at or above the uses so far', async () => {
    const [id] = await addCodes(t.url, b.owner.token, programId, [{ name: 'Used', code: 'USED_3', usage_limit: 5 }]);
    await t.db.query('UPDATE promo_codes SET used = 3 WHERE id = $1', [id]);
    const put = (usage_limit: number | null) =>
      call(t.url, 'PUT', `/api/promo-codes/${id}`, { token: b.owner.token, body: { name: 'Used', usage_limit, status: 'active' } });
    expect(codes(await put(2))).toEqual(['usage_limit:number_min']);
    expect(((await put(3)).body.data as Code).usage_limit).toBe(3);
    expect(((await put(null)).body.data as Code).usage_limit).toBeNull();
  });
});

describe('images', () => {
  it('downloads each format as PNG and SVG, each reading back to its code', async () => {
    const [id] = await addCodes(t.url, b.owner.token, programId, [{ name: 'Image', code: 'Scan_Me_7' }]);
    for (const format of ['qr', 'code128', 'code39'] as const) {
      for (const type of ['png', 'svg'] as const) {
        const res = await fetch(`${t.url}/api/promo-codes/${id}/image?format=${format}&type=${type}`, {
          headers: { authorization: `Bearer ${b.owner.token}` },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toContain(type === 'png' ? 'image/png' : 'image/svg+xml');
        expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Scan_Me_7-${format}.${type}"`);
        const image = type === 'png' ? decodePng(Buffer.from(await res.arrayBuffer())) : rasteriseSvg(await res.text());
        expect(readCode(image, format), `${format} ${type}`).toBe('Scan_Me_7');
      }
    }
  });
});

describe('partner requests', () => {
  it('a partner asks through the ops CLI; the brand approves (the code is the partner’s) or rejects; answered twice is a 409', async () => {
    const hooked = await brand(t.db);
    await t.db.query(
      `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example/a', 'whsec_d2Fsaw==', $2)`,
      [hooked.brandId, [WEBHOOK_EVENT.promoCodeChanged]],
    );
    const program = await makeProgram(t.url, hooked.owner.token, programBody((await create(t.url, hooked.owner.token)).id));
    const [priv, pub] = await addCodes(t.url, hooked.owner.token, program, [
      { name: 'Private', code: 'VIP_1', access_method: 'private' },
      { name: 'Public', code: 'ALL_1' },
    ]);
    const [first, second] = [await addPartner(t.db), await addPartner(t.db)];
    const out: string[] = [];
    const err: string[] = [];
    const ask = (code: number, partner: number) =>
      runDiscountsOps(
        t.db,
        'promo-code-request',
        [String(code), String(partner)],
        (l) => out.push(l),
        (l) => err.push(l),
      );
    expect(await ask(pub!, first.id)).toBe(1);
    expect(err.at(-1)).toContain('promo_code_not_found');
    expect(await ask(priv!, first.id)).toBe(0);
    expect(await ask(priv!, second.id)).toBe(0);
    expect(await ask(priv!, second.id)).toBe(1);
    const requests = async () =>
      (
        (await call(t.url, 'GET', `/api/discount-programs/${program}/requests`, { token: hooked.owner.token })).body.data as {
          items: { id: number; status: string; partner: { id: number } }[];
        }
      ).items;
    const [r2, r1] = await requests();
    expect([r1!.partner.id, r1!.status, r2!.partner.id]).toEqual([first.id, 'pending', second.id]);
    const answer = (id: number, action: string) =>
      call(t.url, 'PUT', `/api/promo-code-requests/${id}`, { token: hooked.owner.token, body: { action } });
    expect(((await answer(r1!.id, 'approve')).body.data as { status: string }).status).toBe('approved');
    const code = (await call(t.url, 'GET', `/api/promo-codes/${priv}`, { token: hooked.owner.token })).body.data as Code;
    expect(code.partner?.id).toBe(first.id);
    const taken = await answer(r2!.id, 'approve');
    expect([taken.status, taken.body.code]).toEqual([409, 'promo_code_taken']);
    expect(((await answer(r2!.id, 'reject')).body.data as { status: string }).status).toBe('rejected');
    const again = await answer(r2!.id, 'reject');
    expect([again.status, again.body.code]).toEqual([409, 'request_decided']);
    expect(await ask(priv!, second.id)).toBe(1);
    expect(err.at(-1)).toContain('promo_code_taken');

    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE brand_id = $1 AND object_type IN ('promo_code', 'promo_code_request') ORDER BY id`,
      [hooked.brandId],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'discounts.promoCodes.add',
      'discounts.promoCodes.add',
      'discounts.requests.approve',
      'discounts.promoCodes.assign',
      'discounts.requests.reject',
    ]);
    const hooks = await t.db.query<{ payload: { data: { action: string; code: string } } }>(
      'SELECT payload FROM webhook_deliveries WHERE brand_id = $1 AND event_type = $2 ORDER BY id',
      [hooked.brandId, WEBHOOK_EVENT.promoCodeChanged],
    );
    expect(hooks.rows.map((r) => `${r.payload.data.action}:${r.payload.data.code}`)).toEqual(['add:VIP_1', 'add:ALL_1', 'assign:VIP_1']);
  });
});

describe('palette index', () => {
  it('lists the brand’s codes as tuples, newest first, with the program', async () => {
    const own = await brand(t.db);
    const program = await makeProgram(t.url, own.owner.token, programBody((await create(t.url, own.owner.token)).id, { name: 'Index me' }));
    const [a, c] = await addCodes(t.url, own.owner.token, program, [
      { name: 'One', code: 'ONE_1' },
      { name: 'Two', code: 'TWO_2' },
    ]);
    const res = await call(t.url, 'GET', '/api/search/promo-codes', { token: own.owner.token });
    expect(res.body.data).toEqual({
      items: [
        [c, 'TWO_2', program, 'Index me', 0],
        [a, 'ONE_1', program, 'Index me', 0],
      ],
      truncated: false,
    });
  });
});
