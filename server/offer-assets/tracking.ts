import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { globalPostbackUrl, macrosIn, methodSnippet, postbackUrl, trackingSnippet } from '../../src/domain/offer-assets/snippets.ts';
import { trackingRuleErrors, type trackingBody, type TrackingSettings, type TrackingType } from '../../src/domain/offer-assets/tracking.ts';
import type { ConversionMethod } from '../../src/domain/offer-assets/conversion-events.ts';
import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { iso, requireOffer } from './common.ts';

/** Tracking settings per offer and the brand's global postback (src/domain/offer-assets/tracking.ts). */

/** The brand's postback token, created on first use (two first reads at once agree through the upsert). */
export async function brandToken(db: Db, brandId: number): Promise<string> {
  await db.query('INSERT INTO brand_global_postbacks (brand_id, token) VALUES ($1, $2) ON CONFLICT (brand_id) DO NOTHING', [
    brandId,
    randomBytes(18).toString('base64url'),
  ]);
  const { rows } = await db.query<{ token: string }>('SELECT token FROM brand_global_postbacks WHERE brand_id = $1', [brandId]);
  return rows[0]!.token;
}

export async function globalPostback(db: Db, brandId: number, origin: string) {
  const url = globalPostbackUrl(origin, await brandToken(db, brandId));
  return { url, macros: macrosIn(url) };
}

export async function rotateGlobalPostback(db: Db, brandId: number, origin: string) {
  await brandToken(db, brandId);
  await db.query('UPDATE brand_global_postbacks SET token = $2, created_at = now() WHERE brand_id = $1', [
    brandId,
    randomBytes(18).toString('base64url'),
  ]);
  return globalPostback(db, brandId, origin);
}

interface SettingsRow {
  tracking_type: TrackingType;
  tracking_url: string;
  uses_discount_program: boolean;
  updated_at: Date | null;
}
const DEFAULTS: SettingsRow = { tracking_type: 's2s', tracking_url: '', uses_discount_program: false, updated_at: null };

async function linkedEvents(db: Db, offerId: number) {
  const { rows } = await db.query<{ id: number; name: string; method: ConversionMethod }>(
    'SELECT e.id, e.name, e.method FROM offer_events l JOIN conversion_events e ON e.id = l.event_id WHERE l.offer_id = $1 ORDER BY l.is_primary DESC, l.position',
    [offerId],
  );
  return rows;
}

export async function getTracking(db: Db, brandId: number, offerId: number, origin: string): Promise<TrackingSettings> {
  await requireOffer(db, brandId, offerId);
  const { rows } = await db.query<SettingsRow>(
    'SELECT tracking_type, tracking_url, uses_discount_program, updated_at FROM offer_tracking_settings WHERE offer_id = $1',
    [offerId],
  );
  const s = rows[0] ?? DEFAULTS;
  const input = { origin, offerId, token: await brandToken(db, brandId) };
  const events = await linkedEvents(db, offerId);
  const snippets = [
    { kind: s.tracking_type, event_id: null, event_name: null, code: trackingSnippet(s.tracking_type, input) },
    { kind: 'postback', event_id: null, event_name: null, code: postbackUrl(input) },
    ...events.flatMap((e) => [
      { kind: 'postback', event_id: e.id, event_name: e.name, code: postbackUrl(input, e.id) },
      ...(e.method === 'server_postback'
        ? []
        : [{ kind: e.method, event_id: e.id, event_name: e.name, code: methodSnippet(e.method, input, e.id) }]),
    ]),
  ];
  return { offer_id: offerId, ...s, updated_at: s.updated_at ? iso(s.updated_at) : null, snippets };
}

export async function saveTracking(
  db: Db,
  brandId: number,
  body: z.output<typeof trackingBody>,
  origin: string,
): Promise<TrackingSettings> {
  await requireOffer(db, brandId, body.offer_id);
  const url = body.tracking_url?.trim() ?? '';
  const methods = (await linkedEvents(db, body.offer_id)).map((e) => e.method);
  const errors = trackingRuleErrors({
    tracking_type: body.tracking_type,
    tracking_url: url,
    uses_discount_program: body.uses_discount_program,
    methods,
  });
  if (errors.length) throw new HttpError(422, 'validation_failed', 'The given data was invalid.', errors);
  await db.query(
    `INSERT INTO offer_tracking_settings (offer_id, brand_id, tracking_type, tracking_url, uses_discount_program) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (offer_id) DO UPDATE SET tracking_type = $3, tracking_url = $4, uses_discount_program = $5, updated_at = now()`,
    [body.offer_id, brandId, body.tracking_type, url, body.uses_discount_program],
  );
  return getTracking(db, brandId, body.offer_id, origin);
}
