import type { z } from 'zod';
import {
  PAR_KEYS,
  SUB_KEYS,
  type ConversionEvent,
  type conversionEventBody,
  type OfferEvent,
  type offerEventsBody,
} from '../../src/domain/offer-assets/conversion-events.ts';
import { ASSET_CODES } from '../../src/domain/offer-assets/shared.ts';
import { trackingRuleErrors, type TrackingType } from '../../src/domain/offer-assets/tracking.ts';
import { diff, record } from '../audit/record.ts';
import { withTransaction, type Db, type Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { invalid, iso, notFound, requireOffer } from './common.ts';

/** Conversion events and offer-event links (src/domain/offer-assets/events.ts). */
type Body = z.output<typeof conversionEventBody>;
const KEYS = [...PAR_KEYS, ...SUB_KEYS];
interface Row extends Omit<ConversionEvent, 'created_at' | 'updated_at' | (typeof KEYS)[number]> {
  params: Record<string, string>;
  created_at: Date;
  updated_at: Date;
}
const SELECT = `SELECT e.id, e.name, e.type, e.payout_type, e.payout::text, e.bonus::text, e.revenue::text, e.auto_accept, e.method,
  e.external_conversion_id, e.params, e.created_at, e.updated_at,
  (SELECT count(*)::int FROM offer_events l WHERE l.event_id = e.id) AS offer_count FROM conversion_events e`;
const out = ({ params, ...r }: Row): ConversionEvent => ({
  ...r,
  ...(Object.fromEntries(KEYS.map((k) => [k, params[k] ?? ''])) as Record<(typeof KEYS)[number], string>),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});
const paramsOf = (b: Body) => JSON.stringify(Object.fromEntries(KEYS.flatMap((k) => (b[k] ? [[k, b[k]]] : []))));

export async function listConversionEvents(db: Db, brandId: number): Promise<ConversionEvent[]> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE e.brand_id = $1 ORDER BY e.id DESC LIMIT 1000`, [brandId]);
  return rows.map(out);
}

/** What the audit log keeps of an event (decision 036): its terms and tracking parameters. */
const AUDITED = [
  'name',
  'type',
  'payout_type',
  'payout',
  'bonus',
  'revenue',
  'auto_accept',
  'method',
  'external_conversion_id',
  'params',
] as const;

async function loadRow(q: Queryable, brandId: number, id: number, lock = false): Promise<Row> {
  const { rows } = await q.query<Row>(`${SELECT} WHERE e.id = $1 AND e.brand_id = $2${lock ? ' FOR UPDATE OF e' : ''}`, [id, brandId]);
  if (!rows[0]) throw notFound('Conversion event');
  return rows[0];
}

export async function getConversionEvent(db: Queryable, brandId: number, id: number): Promise<ConversionEvent> {
  return out(await loadRow(db, brandId, id));
}

const values = (b: Body) => [
  b.name.trim(),
  b.type,
  b.payout_type,
  b.payout,
  b.bonus,
  b.revenue,
  b.auto_accept,
  b.method,
  b.external_conversion_id?.trim() ?? '',
  paramsOf(b),
];

export async function createConversionEvent(db: Db, brandId: number, body: Body): Promise<ConversionEvent> {
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO conversion_events (brand_id, name, type, payout_type, payout, bonus, revenue, auto_accept, method, external_conversion_id, params)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb) RETURNING id`,
      [brandId, ...values(body)],
    );
    const created = await loadRow(tx, brandId, rows[0]!.id);
    await record(tx, {
      action: 'conversionEvents.create',
      objectType: 'conversion_event',
      objectId: created.id,
      changes: diff(null, created, AUDITED),
    });
    return out(created);
  });
}

export async function updateConversionEvent(db: Db, brandId: number, id: number, body: Body): Promise<ConversionEvent> {
  if (body.method === 'button_target') {
    // spec 2 §5: not with a specific tracking URL on any offer this event is linked to
    const { rows } = await db.query(
      "SELECT 1 FROM offer_events l JOIN offer_tracking_settings t ON t.offer_id = l.offer_id WHERE l.event_id = $1 AND l.brand_id = $2 AND t.tracking_url <> '' LIMIT 1",
      [id, brandId],
    );
    if (rows[0]) throw invalid('method', ASSET_CODES.trackingUrlUnsupported);
  }
  return withTransaction(db, async (tx) => {
    const before = await loadRow(tx, brandId, id, true);
    await tx.query(
      `UPDATE conversion_events SET name = $3, type = $4, payout_type = $5, payout = $6, bonus = $7, revenue = $8, auto_accept = $9,
         method = $10, external_conversion_id = $11, params = $12::jsonb, updated_at = now() WHERE id = $1 AND brand_id = $2`,
      [id, brandId, ...values(body)],
    );
    const after = await loadRow(tx, brandId, id);
    await record(tx, {
      action: 'conversionEvents.update',
      objectType: 'conversion_event',
      objectId: id,
      changes: diff(before, after, AUDITED),
    });
    return out(after);
  });
}

export async function deleteConversionEvent(db: Db, brandId: number, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const before = await loadRow(tx, brandId, id, true);
    const primary = await tx.query('SELECT 1 FROM offer_events WHERE event_id = $1 AND is_primary LIMIT 1', [id]);
    if (primary.rows[0])
      throw new HttpError(409, ASSET_CODES.eventInUse, 'The event is the primary event of an offer; choose another primary first');
    await tx.query('DELETE FROM conversion_events WHERE id = $1 AND brand_id = $2', [id, brandId]);
    // the deleted terms stay readable in the log
    await record(tx, {
      action: 'conversionEvents.delete',
      objectType: 'conversion_event',
      objectId: id,
      changes: diff(before, null, AUDITED),
    });
  });
}

export async function listOfferConversionEvents(db: Db, brandId: number, offerId: number): Promise<OfferEvent[]> {
  await requireOffer(db, brandId, offerId);
  const { rows } = await db.query<OfferEvent>(
    `SELECT l.offer_id, o.name AS offer_name, l.event_id, e.name AS event_name, e.method, l.event_mode, l.is_primary, l.auto_assign
       FROM offer_events l JOIN offers o ON o.id = l.offer_id JOIN conversion_events e ON e.id = l.event_id
      WHERE l.offer_id = $1 AND l.brand_id = $2 ORDER BY l.is_primary DESC, l.position, l.event_id`,
    [offerId, brandId],
  );
  return rows;
}

/** Replaces the offer's links in one transaction (the offer row is locked so two saves queue). */
export async function saveOfferConversionEvents(db: Db, brandId: number, body: z.output<typeof offerEventsBody>): Promise<OfferEvent[]> {
  await requireOffer(db, brandId, body.offer_id);
  await withTransaction(db, async (tx) => {
    await tx.query('SELECT id FROM offers WHERE id = $1 FOR UPDATE', [body.offer_id]);
    const ids = body.events.map((e) => e.event_id);
    const found = await tx.query<{ id: number; method: string }>(
      'SELECT id, method FROM conversion_events WHERE brand_id = $1 AND id = ANY($2::bigint[])',
      [brandId, ids],
    );
    if (found.rows.length !== ids.length) throw invalid('events', ASSET_CODES.unknownEvent);
    const t = await tx.query<{ tracking_type: TrackingType; tracking_url: string; uses_discount_program: boolean }>(
      'SELECT tracking_type, tracking_url, uses_discount_program FROM offer_tracking_settings WHERE offer_id = $1',
      [body.offer_id],
    );
    if (t.rows[0]) {
      const errors = trackingRuleErrors({ ...t.rows[0], methods: found.rows.map((r) => r.method as never) }).filter(
        (e) => e.code === ASSET_CODES.trackingUrlUnsupported,
      );
      if (errors.length) throw invalid('events', ASSET_CODES.trackingUrlUnsupported);
    }
    await tx.query('DELETE FROM offer_events WHERE offer_id = $1', [body.offer_id]);
    for (const [position, e] of body.events.entries()) {
      await tx.query(
        'INSERT INTO offer_events (offer_id, event_id, brand_id, event_mode, is_primary, auto_assign, position) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [body.offer_id, e.event_id, brandId, e.event_mode, e.is_primary, e.auto_assign, position],
      );
    }
  });
  return listOfferConversionEvents(db, brandId, body.offer_id);
}
