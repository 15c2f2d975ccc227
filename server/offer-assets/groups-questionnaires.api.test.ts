import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
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

describe('offer groups', () => {
  it('create with offers, list, options, edit membership, delete leaves offers without a group', async () => {
    const a = await insertOffer(t.db, w.brandId, 'Alpha');
    const b = await insertOffer(t.db, w.brandId, 'Beta');
    const created = await req('POST', '/api/offer-groups', w.owner, { name: 'Summer', offer_ids: [a, b] });
    expect(created.status).toBe(200);
    const g = created.body.data as { id: number; offer_count: number; offers: { id: number }[] };
    expect(g.offer_count).toBe(2);

    const list = await req('GET', '/api/offer-groups?search=summ', w.reader);
    expect((list.body.data as { items: unknown[]; paging: { total_row: number } }).paging.total_row).toBe(1);
    const options = await req('GET', `/api/offers/offer_groups?ids=${g.id}`, w.reader);
    expect(options.body.data).toEqual([{ id: g.id, name: 'Summer' }]);
    expect((await req('GET', '/api/offers/offer_groups?ids=1,x', w.reader)).status).toBe(422);

    const edited = await req('PUT', `/api/offer-groups/${g.id}`, w.owner, { name: 'Summer sale', offer_ids: [b] });
    expect((edited.body.data as { offers: { id: number }[] }).offers.map((o) => o.id)).toEqual([b]);
    const alpha = await t.db.query('SELECT offer_group_id FROM offers WHERE id = $1', [a]);
    expect(alpha.rows[0].offer_group_id).toBeNull();

    expect((await req('DELETE', `/api/offer-groups/${g.id}`, w.owner)).status).toBe(200);
    const beta = await t.db.query('SELECT offer_group_id FROM offers WHERE id = $1', [b]);
    expect(beta.rows[0].offer_group_id).toBeNull();
    expect((await req('GET', `/api/offer-groups/${g.id}`, w.owner)).status).toBe(404);
  });

  it('validation: name required and unique regardless of case, offers of another brand refused', async () => {
    expect(codes(await req('POST', '/api/offer-groups', w.owner, {}))).toContain('name:required');
    await req('POST', '/api/offer-groups', w.owner, { name: 'Unique' });
    expect(codes(await req('POST', '/api/offer-groups', w.owner, { name: 'UNIQUE' }))).toEqual(['name:already_exists']);
    const foreign = await insertOffer(t.db, w.other.brandId);
    expect(codes(await req('POST', '/api/offer-groups', w.owner, { name: 'X', offer_ids: [foreign] }))).toEqual([
      'offer_ids:unknown_offer',
    ]);
  });

  it('authorization: 401 signed out, 403 without offers / read-only writes, other brand 404', async () => {
    expect((await req('GET', '/api/offer-groups')).status).toBe(401);
    expect((await req('GET', '/api/offer-groups', w.noAccess)).status).toBe(403);
    expect((await req('POST', '/api/offer-groups', w.reader, { name: 'No' })).status).toBe(403);
    const mine = await req('POST', '/api/offer-groups', w.owner, { name: 'Private' });
    const id = (mine.body.data as { id: number }).id;
    expect((await req('GET', `/api/offer-groups/${id}`, w.other)).status).toBe(404);
    expect((await req('PUT', `/api/offer-groups/${id}`, w.other, { name: 'Hijack' })).status).toBe(404);
    expect((await req('DELETE', `/api/offer-groups/${id}`, w.other)).status).toBe(404);
    expect(JSON.stringify((await req('GET', '/api/offer-groups', w.other)).body)).not.toContain('Private');
  });
});

describe('questionnaires', () => {
  const body = {
    name: 'Partner screening',
    intro_message: 'Tell us about your traffic.',
    questions: [
      { label: 'Website', type: 'text', required: true },
      { label: 'Traffic source', type: 'radio', options: ['SEO', 'Social'] },
      { label: 'Countries', type: 'checkbox', options: ['VN', 'US'], required: true },
      { label: 'Media kit', type: 'file' },
    ],
  };

  it('create, get, list, replace, delete', async () => {
    const created = await req('POST', '/api/questionnaires', w.owner, body);
    expect(created.status).toBe(200);
    const q = created.body.data as { id: number; questions: { required: boolean; options: string[] }[] };
    expect(q.questions[1]).toEqual({ label: 'Traffic source', type: 'radio', required: false, options: ['SEO', 'Social'] });
    const list = await req('GET', '/api/questionnaires', w.reader);
    expect((list.body.data as { items: { question_count: number }[] }).items[0]!.question_count).toBe(4);
    const put = await req('PUT', `/api/questionnaires/${q.id}`, w.owner, { ...body, questions: body.questions.slice(0, 1) });
    expect((put.body.data as { questions: unknown[] }).questions).toHaveLength(1);
    expect((await req('GET', `/api/questionnaires/${q.id}`, w.other)).status).toBe(404);
    expect((await req('DELETE', `/api/questionnaires/${q.id}`, w.reader)).status).toBe(403);
    expect((await req('DELETE', `/api/questionnaires/${q.id}`, w.owner)).status).toBe(200);
    expect((await req('GET', `/api/questionnaires/${q.id}`, w.owner)).status).toBe(404);
  });

  it('validation: options required for radio/checkbox, refused for text/file, at least one question', async () => {
    const bad = await req('POST', '/api/questionnaires', w.owner, {
      name: 'Bad',
      questions: [
        { label: 'Pick', type: 'radio', options: [] },
        { label: 'Free', type: 'text', options: ['x'] },
        { label: 'Dup', type: 'checkbox', options: ['a', 'A'] },
      ],
    });
    expect(codes(bad)).toEqual([
      'questions.0.options:options_required',
      'questions.1.options:options_not_allowed',
      'questions.2.options:duplicated',
    ]);
    expect(codes(await req('POST', '/api/questionnaires', w.owner, { name: 'Empty', questions: [] }))).toEqual(['questions:too_small']);
    expect((await req('GET', '/api/questionnaires')).status).toBe(401);
    expect((await req('GET', '/api/questionnaires', w.noAccess)).status).toBe(403);
  });
});
