import { withTransaction, type Db } from '../db/pool.ts';

/**
 * Demo offer assets: conversion events, creatives, a questionnaire and a group over the demo offers,
 * each offer with a primary event. Idempotent: rows are matched by name, links by key, so running it
 * on every start changes nothing. Called from server/demo/seed.ts after the offers seed.
 */
const EVENTS = [
  {
    name: 'Purchase',
    type: 'sale',
    payout_type: 'percent',
    payout: '8',
    revenue: '10',
    method: 'server_postback',
    params: { par1: 'order_total', sub1: 'campaign' },
  },
  { name: 'Lead form submitted', type: 'lead', payout_type: 'fixed', payout: '2.5', revenue: '3.5', method: 'image_pixel', params: {} },
  {
    name: 'App install',
    type: 'install',
    payout_type: 'fixed',
    payout: '1.2',
    revenue: '1.8',
    method: 'server_postback',
    params: { sub1: 'ad_set' },
  },
] as const;

const CREATIVES = [
  { name: 'Summer sale landing page', type: 'link', url: 'https://shop.demo.example/summer', code: null, width: null, height: null },
  {
    name: 'Leaderboard 728×90',
    type: 'html_banner',
    url: null,
    code: '<div style="font:bold 28px sans-serif;background:#0b5;color:#fff;padding:24px">Summer sale: up to 50% off</div>',
    width: 728,
    height: 90,
  },
  {
    name: 'Newsletter block',
    type: 'email',
    url: null,
    code: '<table><tr><td><h2>New arrivals</h2><p>Fresh picks for this week.</p></td></tr></table>',
    width: 600,
    height: null,
  },
] as const;

async function idOf(db: Db, table: string, brandId: number, name: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE brand_id = $1 AND name = $2 ORDER BY id LIMIT 1`, [
    brandId,
    name,
  ]);
  return rows[0]?.id ?? null;
}

export function seedDemoOfferAssets(db: Db, brandId: number): Promise<void> {
  return withTransaction(db, async (tx) => {
    // two starts at once must not both insert the same rows
    await tx.query('SELECT pg_advisory_xact_lock(7301042010)');
    await seed(tx as unknown as Db, brandId);
  });
}

async function seed(db: Db, brandId: number): Promise<void> {
  const eventIds: number[] = [];
  for (const e of EVENTS) {
    let id = await idOf(db, 'conversion_events', brandId, e.name);
    if (id === null) {
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO conversion_events (brand_id, name, type, payout_type, payout, revenue, method, params) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [brandId, e.name, e.type, e.payout_type, e.payout, e.revenue, e.method, JSON.stringify(e.params)],
      );
      id = rows[0]!.id;
    }
    eventIds.push(id);
  }
  for (const c of CREATIVES) {
    if ((await idOf(db, 'creatives', brandId, c.name)) !== null) continue;
    await db.query('INSERT INTO creatives (brand_id, name, type, url, code, width, height) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      brandId,
      c.name,
      c.type,
      c.url,
      c.code,
      c.width,
      c.height,
    ]);
  }
  if ((await idOf(db, 'questionnaires', brandId, 'Partner application')) === null) {
    const questions = [
      { label: 'Website or channel URL', type: 'text', required: true, options: [] },
      { label: 'Main traffic source', type: 'radio', required: true, options: ['SEO', 'Social', 'Email', 'Paid search'] },
      { label: 'Target countries', type: 'checkbox', required: false, options: ['Vietnam', 'Thailand', 'Singapore'] },
    ];
    await db.query('INSERT INTO questionnaires (brand_id, name, intro_message, questions) VALUES ($1, $2, $3, $4::jsonb)', [
      brandId,
      'Partner application',
      'A few questions before we approve you.',
      JSON.stringify(questions),
    ]);
  }
  let groupId = await idOf(db, 'offer_groups', brandId, 'Seasonal campaigns');
  if (groupId === null) {
    const { rows } = await db.query<{ id: number }>('INSERT INTO offer_groups (brand_id, name) VALUES ($1, $2) RETURNING id', [
      brandId,
      'Seasonal campaigns',
    ]);
    groupId = rows[0]!.id;
    // the first third of the demo offers (none yet when the offers seed has not run)
    await db.query(
      `UPDATE offers SET offer_group_id = $2 WHERE id IN (
         SELECT id FROM offers WHERE brand_id = $1 AND offer_group_id IS NULL ORDER BY id LIMIT GREATEST(1, (SELECT count(*) FROM offers WHERE brand_id = $1) / 3))`,
      [brandId, groupId],
    );
  }
  // every demo offer without events gets Purchase as its primary event and the lead event beside it
  await db.query(
    `INSERT INTO offer_events (offer_id, event_id, brand_id, is_primary, position)
     SELECT o.id, ev.id, $1, ev.is_primary, ev.pos FROM offers o
       CROSS JOIN (VALUES ($2::bigint, true, 0), ($3::bigint, false, 1)) AS ev(id, is_primary, pos)
      WHERE o.brand_id = $1 AND NOT EXISTS (SELECT 1 FROM offer_events l WHERE l.offer_id = o.id)`,
    [brandId, eventIds[0], eventIds[1]],
  );
}
