import type { Db } from '../db/pool.ts';
import { brandToken } from '../offer-assets/tracking.ts';
import { PROFILES } from './curves.ts';
import type { SimOffer, SimPartner } from './model.ts';
import { OFFER_STATUS, WORKING_MODE } from '../../src/domain/offers/enums.ts';

/**
 * The simulator's setup step: finds (or creates, with SQL) what traffic needs on one brand — active
 * offers with linked events, working partners, approved contracts — and the brand's postback token.
 * Existing rows are reused as they are: a pending contract or a targeted country stays, and the
 * engine refuses that traffic as it would for real partners (the server log shows why).
 */
export interface SimWorld {
  brandId: number;
  token: string;
  offers: SimOffer[];
  partners: SimPartner[];
}

const SIM_LANDING = 'https://shop.example/landing?click_id={click_id}&aff={partner_id}&s1={sub1}';

async function resolveBrand(db: Db, brandId?: number, brandName?: string): Promise<number> {
  if (brandId) return brandId;
  if (brandName) {
    const named = await db.query<{ id: number }>('SELECT id FROM brands WHERE company_name = $1 ORDER BY id LIMIT 1', [brandName]);
    if (named.rows[0]) return named.rows[0].id;
  }
  const any = await db.query<{ id: number }>('SELECT id FROM brands ORDER BY id LIMIT 1');
  if (!any.rows[0]) throw new Error('No brand in the database: run `npm run ops -- seed-demo` first or pass --brand-id');
  return any.rows[0].id;
}

/** An active offer with a sale and a lead event, for a brand that has none with events. */
async function createSimOffer(db: Db, brandId: number): Promise<void> {
  const offer = await db.query<{ id: number }>(
    `INSERT INTO offers (brand_id, name, vertical_id, channel_id, payout_model_id, revenue_model_id, status, default_landing_page_url, allow_duplicates, multiple_conversions)
     VALUES ($1, 'Simulated traffic offer', 1, 1, 2, 2, ${OFFER_STATUS.active}, $2, false, true) RETURNING id`,
    [brandId, SIM_LANDING],
  );
  const events = await db.query<{ id: number }>(
    `INSERT INTO conversion_events (brand_id, name, type, payout_type, payout, revenue, method)
     VALUES ($1, 'Sale', 'sale', 'percent', 8, 10, 's2s'), ($1, 'Lead', 'lead', 'fixed', 1.5, 2, 's2s') RETURNING id`,
    [brandId],
  );
  await db.query(
    'INSERT INTO offer_events (offer_id, event_id, brand_id, is_primary, position) VALUES ($1, $2, $4, true, 0), ($1, $3, $4, false, 1)',
    [offer.rows[0]!.id, events.rows[0]!.id, events.rows[1]!.id, brandId],
  );
}

async function loadOffers(db: Db, brandId: number): Promise<SimOffer[]> {
  const { rows } = await db.query<{
    offer_id: number;
    short_code: string | null;
    event_id: number;
    is_primary: boolean;
    type: string;
    payout_type: string;
  }>(
    `SELECT o.id AS offer_id, o.short_code, e.id AS event_id, oe.is_primary, e.type, e.payout_type
       FROM offers o JOIN offer_events oe ON oe.offer_id = o.id JOIN conversion_events e ON e.id = oe.event_id
      WHERE o.brand_id = $1 AND o.status = ${OFFER_STATUS.active} ORDER BY o.id, oe.position, e.id`,
    [brandId],
  );
  const byOffer = new Map<number, SimOffer & { events: SimOffer['events'][number][] }>();
  for (const r of rows) {
    const offer = byOffer.get(r.offer_id) ?? { id: r.offer_id, shortCode: r.short_code, events: [] };
    byOffer.set(r.offer_id, offer);
    const sale = r.payout_type === 'percent' || r.type === 'sale';
    offer.events.push({ id: r.event_id, rate: r.is_primary ? 0.05 : 0.015, sale: sale ? [8, 450] : null });
  }
  return [...byOffer.values()];
}

/** Working partners of the brand, topped up to `count` with simulator partners. */
async function ensurePartners(db: Db, brandId: number, count: number): Promise<number[]> {
  const have = await db.query<{ partner_id: number }>(
    `SELECT partner_id FROM brand_partners WHERE brand_id = $1 AND working_mode = ${WORKING_MODE.working} ORDER BY partner_id`,
    [brandId],
  );
  const ids = have.rows.map((r) => r.partner_id);
  for (let i = ids.length; i < count; i++) {
    const p = await db.query<{ id: number }>(
      `INSERT INTO partners (email, display_name) VALUES ($1, $2)
       ON CONFLICT ((lower(email))) DO UPDATE SET display_name = EXCLUDED.display_name RETURNING id`,
      [`sim-partner-${brandId}-${i + 1}@simulator.test`, `Simulated partner ${i + 1}`],
    );
    await db.query(
      `INSERT INTO brand_partners (brand_id, partner_id, working_mode) VALUES ($1, $2, ${WORKING_MODE.working}) ON CONFLICT DO NOTHING`,
      [brandId, p.rows[0]!.id],
    );
    ids.push(p.rows[0]!.id);
  }
  return ids.slice(0, Math.max(count, ids.length));
}

export async function prepareSimulation(db: Db, opts: { brandId?: number; brandName?: string; partners?: number } = {}): Promise<SimWorld> {
  const brandId = await resolveBrand(db, opts.brandId, opts.brandName);
  let offers = await loadOffers(db, brandId);
  if (!offers.length) {
    await createSimOffer(db, brandId);
    offers = await loadOffers(db, brandId);
  }
  const partnerIds = await ensurePartners(db, brandId, opts.partners ?? 12);
  // an approved contract per offer and partner unless a live one exists (which then decides)
  await db.query(
    `INSERT INTO partner_contracts (brand_id, offer_id, partner_id, status, contract_date)
     SELECT $1, o, p, 'approved', now() - interval '400 days' FROM unnest($2::bigint[]) o CROSS JOIN unnest($3::bigint[]) p
     ON CONFLICT (offer_id, partner_id) WHERE status IN ('pending', 'sent', 'approved') DO NOTHING`,
    [brandId, offers.map((o) => o.id), partnerIds],
  );
  const partners: SimPartner[] = partnerIds.map((id, i) => {
    // every eighth partner is a fraudster; the rest differ in rhythm and size
    const fraud = i % 8 === 7;
    return { id, weight: 1 + ((id * 7) % 10), profile: PROFILES[i % PROFILES.length]!, botShare: fraud ? 0.3 : 0.02, fraud };
  });
  return { brandId, token: await brandToken(db, brandId), offers, partners };
}
