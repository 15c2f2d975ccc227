import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { MB } from '../../src/domain/files/rules.ts';
import { uploadFile, presign } from '../../tests/support/api/files.ts';
import { api, codes, insertOffer, makeWorld, type World } from '../../tests/support/api/offer-assets.ts';

let t: TestApp;
let w: World;
let req: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.db);
  req = api(t.url);
}, 60_000);
afterAll(() => t?.close());

/** A 1×1 PNG header is all the sniffer and the size reader need. */
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 44, 0, 0, 0, 250, 8, 6, 0, 0, 0,
]);
const fileId = async (name: string, bytes: Uint8Array, use = 'creative') => {
  const { confirmed } = await uploadFile(t.url, w.owner.token, name, bytes, use);
  expect(confirmed.status).toBe(200);
  return (confirmed.body.data as { id: number }).id;
};

describe('creatives', () => {
  it('image from an uploaded file takes the image size; link by URL; html by code; list leaves code out', async () => {
    const image = await req('POST', '/api/creatives', w.owner, { name: 'Banner', type: 'image', file_id: await fileId('banner.png', PNG) });
    expect(image.status).toBe(200);
    expect(image.body.data).toMatchObject({ type: 'image', width: 300, height: 250, file_name: 'banner.png', url: null, code: null });
    const link = await req('POST', '/api/creatives', w.owner, { name: 'Landing', type: 'link', url: 'https://brand.example/sale' });
    expect(link.status).toBe(200);
    const html = await req('POST', '/api/creatives', w.owner, {
      name: 'Ad',
      type: 'html_ads',
      code: '<b>Sale</b>',
      width: 728,
      height: 90,
    });
    expect(html.body.data).toMatchObject({ code: '<b>Sale</b>', width: 728 });
    const list = await req('GET', '/api/creatives?type=html_ads', w.reader);
    const items = (list.body.data as { items: { code: string | null }[] }).items;
    expect(items).toHaveLength(1);
    expect(items[0]!.code).toBeNull();

    const id = (html.body.data as { id: number }).id;
    const put = await req('PUT', `/api/creatives/${id}`, w.owner, { name: 'Ad 2', type: 'html_banner', code: '<i>x</i>' });
    expect(put.body.data).toMatchObject({ name: 'Ad 2', type: 'html_banner', width: null });
    const offer = await insertOffer(t.db, w.brandId);
    await t.db.query('UPDATE offers SET creative_ids = $2 WHERE id = $1', [offer, [id]]);
    expect(
      ((await req('GET', `/api/creatives/offers?offer_id=${offer}`, w.reader)).body.data as { id: number }[]).map((c) => c.id),
    ).toEqual([id]);
    expect((await req('DELETE', `/api/creatives/${id}`, w.owner)).status).toBe(200);
    const after = await t.db.query('SELECT creative_ids FROM offers WHERE id = $1', [offer]);
    expect(after.rows[0].creative_ids).toEqual([]);
  });

  it('source and file rules of spec 2 §5', async () => {
    expect(codes(await req('POST', '/api/creatives', w.owner, { name: 'No source', type: 'image' }))).toEqual(['file_id:creative_source']);
    expect(codes(await req('POST', '/api/creatives', w.owner, { name: 'Two', type: 'link', url: 'https://a.example', code: 'x' }))).toEqual(
      ['url:creative_source'],
    );
    expect(codes(await req('POST', '/api/creatives', w.owner, { name: 'Bad url', type: 'link', url: 'javascript:alert(1)' }))).toContain(
      'url:url',
    );
    // a png is not a video
    const png = await fileId('still.png', PNG);
    expect(codes(await req('POST', '/api/creatives', w.owner, { name: 'Video', type: 'video', file_id: png }))).toEqual([
      'file_id:creative_file_type',
    ]);
    // a file uploaded for another use (or another brand) is not a creative file
    const general = await fileId('general.png', PNG, 'general');
    expect(codes(await req('POST', '/api/creatives', w.owner, { name: 'G', type: 'image', file_id: general }))).toEqual([
      'file_id:creative_source',
    ]);
    const theirs = await req('POST', '/api/creatives', w.other, { name: 'Theirs', type: 'image', file_id: png });
    expect(codes(theirs)).toEqual(['file_id:creative_source']);
    // the upload itself: unknown extension refused at presign; html accepted (stored as plain text)
    await expect(presign(t.url, w.owner.token, 'tool.exe', 'creative')).rejects.toThrow(/422/);
    expect(await fileId('mail.html', new TextEncoder().encode('<p>Hello</p>'))).toBeGreaterThan(0);
    const big = new Uint8Array(2 * MB + 1);
    big.set(PNG);
    const { confirmed } = await uploadFile(t.url, w.owner.token, 'big.png', big, 'creative').catch((e: Error) => ({
      confirmed: { status: e.message.includes('413') ? 413 : 0, body: {} },
    }));
    expect([413, 422]).toContain(confirmed.status);
  });

  it('HTML preview: signed URL outside /api, CSP sandbox and nosniff, never for another brand', async () => {
    const code = '<h1>Hi</h1><script>parent.document.title="owned"</script>';
    const c = await req('POST', '/api/creatives', w.owner, { name: 'Html', type: 'html_banner', code });
    const id = (c.body.data as { id: number }).id;
    expect((await req('GET', `/api/creatives/${id}/preview`, w.other)).status).toBe(404);
    const p = await req('GET', `/api/creatives/${id}/preview`, w.reader);
    const url = (p.body.data as { url: string }).url;
    expect(url.startsWith('/creative-preview/')).toBe(true);
    const res = await fetch(t.url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(res.headers.get('content-security-policy')).not.toContain('allow-same-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe(code);
    // tampered or foreign signatures
    expect((await fetch(t.url + url.replace(/s=[^&]+/, 's=forged'))).status).toBe(403);
    expect((await fetch(t.url + url.replace(`b=${w.brandId}`, `b=${w.other.brandId}`))).status).toBe(403);
    const img = await req('POST', '/api/creatives', w.owner, { name: 'Link', type: 'link', url: 'https://a.example' });
    expect((await req('GET', `/api/creatives/${(img.body.data as { id: number }).id}/preview`, w.owner)).status).toBe(404);
  });

  it('authorization: 401, 403, other brand 404', async () => {
    const c = await req('POST', '/api/creatives', w.owner, { name: 'Mine only', type: 'link', url: 'https://a.example' });
    const id = (c.body.data as { id: number }).id;
    expect((await req('GET', '/api/creatives')).status).toBe(401);
    expect((await req('GET', '/api/creatives', w.noAccess)).status).toBe(403);
    expect((await req('POST', '/api/creatives', w.reader, { name: 'x', type: 'link', url: 'https://a.example' })).status).toBe(403);
    expect((await req('GET', `/api/creatives/${id}`, w.other)).status).toBe(404);
    expect((await req('PUT', `/api/creatives/${id}`, w.other, { name: 'x', type: 'link', url: 'https://a.example' })).status).toBe(404);
    expect((await req('DELETE', `/api/creatives/${id}`, w.other)).status).toBe(404);
    expect(JSON.stringify((await req('GET', '/api/creatives', w.other)).body)).not.toContain('Mine only');
    const offer = await insertOffer(t.db, w.brandId);
    expect((await req('GET', `/api/creatives/offers?offer_id=${offer}`, w.other)).status).toBe(404);
  });
});
