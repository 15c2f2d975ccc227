import type { Db } from '../db/pool.ts';
import type { FraudDropRule, FraudLabel } from '../../src/domain/tracking/fraud.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { batchLoader, ttlCache } from './cache.ts';
import { parseBudgets, type Budget } from './rules/budgets.ts';
import type { EventMoney } from './rules/money.ts';
import { parseIpList, type Targeting } from './rules/targeting.ts';
import type { TimeSegment } from './rules/time.ts';

/** What a click or a conversion needs to know about its offer, partner and contract (read through the TTL cache). */
export interface EventFacts extends EventMoney {
  id: number;
  auto_accept: boolean;
  is_primary: boolean;
}

export interface OfferFacts {
  id: number;
  brandId: number;
  name: string;
  status: number;
  workingMode: number;
  landingUrl: string;
  redirectUrl: string;
  clickLifetime: number;
  sessionLifespan: number;
  conversionLifetime: number;
  manualApproval: boolean;
  allowDuplicates: boolean;
  multipleConversions: boolean;
  timeZone: string;
  timeSegments: TimeSegment[];
  targeting: Targeting;
  budgets: Budget[];
  privatePayouts: Map<number, string>;
  events: Map<number, EventFacts>;
  primaryEventId: number | null;
  fraudDropRule: FraudDropRule;
  /**
   * The brand's enabled webhook endpoints subscribed to conversion.created, read with the offer
   * (decision 061): a conversion flush needs no look-up of its own. Like every fact here it is at
   * most TRACK_CACHE_TTL_MS old, so a new or disabled endpoint applies within a second.
   */
  conversionWebhooks: { id: number; brand_id: number }[];
}

export interface PartnerFacts {
  /** a brand_partners row exists */
  joined: boolean;
  /** the partner exists at all (platform-wide) */
  exists: boolean;
  workingMode: number;
  tierPct: string | null;
}

export interface ContractFacts {
  id: number;
  payoutTier: string | null;
  budgets: Budget[];
  contractDate: Date | null;
  endDate: Date | null;
}

export interface StoredClick {
  id: number;
  click_uuid: string;
  brand_id: number;
  offer_id: number;
  partner_id: number | null;
  created_at: Date;
  ip: string | null;
  country_id: number | null;
  is_test: boolean;
  refusal: string | null;
  sub1: string;
  sub2: string;
  sub3: string;
  sub4: string;
  sub5: string;
  fraud: FraudLabel;
}

const OFFER_SQL = `
SELECT o.id, o.brand_id, o.name, o.status, o.working_mode, o.default_landing_page_url, o.redirect_url,
       o.click_lifetime, o.session_lifespan, o.conversion_lifetime, o.manual_approval, o.allow_duplicates, o.multiple_conversions,
       o.time_zone, o.time_segments, o.countries, o.regions, o.cities, o.devices, o.operating_systems, o.browsers, o.ip_blacklist,
       b.fraud_drop_level,
       COALESCE((SELECT json_agg(json_build_object('id', e.id, 'payout_type', e.payout_type, 'payout', e.payout::text, 'bonus', e.bonus::text,
                  'revenue', e.revenue::text, 'auto_accept', e.auto_accept, 'is_primary', l.is_primary))
                   FROM offer_events l JOIN conversion_events e ON e.id = l.event_id WHERE l.offer_id = o.id), '[]') AS events,
       COALESCE((SELECT json_agg(json_build_object('budget_type', budget_type, 'frequency', frequency, 'value', value::text))
                   FROM offer_budgets WHERE offer_id = o.id), '[]') AS budgets,
       COALESCE((SELECT json_object_agg(partner_id, payout::text) FROM offer_private_payouts WHERE offer_id = o.id), '{}') AS private_payouts,
       COALESCE((SELECT json_agg(json_build_object('id', w.id, 'brand_id', w.brand_id) ORDER BY w.id) FROM webhook_endpoints w
                  WHERE w.brand_id = o.brand_id AND w.enabled AND '${WEBHOOK_EVENT.conversionCreated}' = ANY (w.events)), '[]') AS webhooks
  FROM offers o JOIN brands b ON b.id = o.brand_id`;

type OfferRow = Record<string, unknown> & {
  events: EventFacts[];
  private_payouts: Record<string, string>;
  webhooks: { id: number | string; brand_id: number | string }[];
};

function toOffer(r: OfferRow): OfferFacts {
  const events = new Map(r.events.map((e) => [Number(e.id), { ...e, id: Number(e.id) }]));
  return {
    id: Number(r.id),
    brandId: Number(r.brand_id),
    name: String(r.name),
    status: Number(r.status),
    workingMode: Number(r.working_mode),
    landingUrl: String(r.default_landing_page_url),
    redirectUrl: String(r.redirect_url),
    clickLifetime: Number(r.click_lifetime),
    sessionLifespan: Number(r.session_lifespan),
    conversionLifetime: Number(r.conversion_lifetime),
    manualApproval: Boolean(r.manual_approval),
    allowDuplicates: Boolean(r.allow_duplicates),
    multipleConversions: Boolean(r.multiple_conversions),
    timeZone: String(r.time_zone),
    timeSegments: r.time_segments as TimeSegment[],
    targeting: {
      countries: r.countries as number[],
      regions: r.regions as number[],
      cities: r.cities as number[],
      devices: r.devices as number[],
      operating_systems: r.operating_systems as number[],
      browsers: r.browsers as number[],
      ipBlacklist: parseIpList(String(r.ip_blacklist)),
    },
    budgets: parseBudgets(r.budgets),
    privatePayouts: new Map(Object.entries(r.private_payouts).map(([k, v]) => [Number(k), v])),
    events,
    primaryEventId: [...events.values()].find((e) => e.is_primary)?.id ?? null,
    fraudDropRule: r.fraud_drop_level as FraudDropRule,
    conversionWebhooks: r.webhooks.map((w) => ({ id: Number(w.id), brand_id: Number(w.brand_id) })),
  };
}

/**
 * A promo code a postback names (decision 085), found whatever its case in the click's brand. Its
 * status, its program's and the usage are only read here to attribute and to refuse early; the flush
 * decides them again under the code's row lock (PromoState), so a cached second never lets one through.
 */
export interface PromoCodeFacts {
  id: number;
  offerId: number;
  /** private: the partner holding it (null until a request is approved); public: null */
  partnerId: number | null;
  accessMethod: 'public' | 'private';
}

export function createFacts(db: Db, ttlMs = 1000) {
  const offers = ttlCache<number, OfferFacts | null>(ttlMs, async (id) => {
    const { rows } = await db.query<OfferRow>(`${OFFER_SQL} WHERE o.id = $1`, [id]);
    return rows[0] ? toOffer(rows[0]) : null;
  });
  const codes = ttlCache<string, number | null>(ttlMs, async (code) => {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM offers WHERE short_code = $1', [code]);
    return rows[0]?.id ?? null;
  });
  const partners = ttlCache<string, PartnerFacts>(ttlMs, async (key) => {
    const [brandId, partnerId] = key.split(':').map(Number);
    const { rows } = await db.query<{ joined: boolean; working_mode: number | null; payout_tier: string | null }>(
      `SELECT bp.partner_id IS NOT NULL AS joined, bp.working_mode, tg.payout_tier::text AS payout_tier
         FROM partners p LEFT JOIN brand_partners bp ON bp.partner_id = p.id AND bp.brand_id = $1
         LEFT JOIN tier_groups tg ON tg.id = bp.tier_group_id WHERE p.id = $2`,
      [brandId, partnerId],
    );
    const r = rows[0];
    return { exists: !!r, joined: !!r?.joined, workingMode: r?.working_mode ?? 0, tierPct: r?.payout_tier ?? null };
  });
  const contracts = ttlCache<string, ContractFacts | null>(ttlMs, async (key) => {
    const [offerId, partnerId] = key.split(':').map(Number);
    const { rows } = await db.query<{
      id: number;
      payout_tier: string | null;
      budgets: unknown;
      contract_date: Date | null;
      end_date: Date | null;
    }>(
      `SELECT id, payout_tier::text AS payout_tier, budgets, contract_date, end_date FROM partner_contracts
        WHERE offer_id = $1 AND partner_id = $2 AND status = 'approved' ORDER BY id DESC LIMIT 1`,
      [offerId, partnerId],
    );
    const r = rows[0];
    return r
      ? { id: r.id, payoutTier: r.payout_tier, budgets: parseBudgets(r.budgets), contractDate: r.contract_date, endDate: r.end_date }
      : null;
  });
  const promoCodes = ttlCache<string, PromoCodeFacts | null>(ttlMs, async (key) => {
    const at = key.indexOf(':');
    const { rows } = await db.query<{ id: number; offer_id: number; partner_id: number | null; access_method: 'public' | 'private' }>(
      `SELECT c.id, p.offer_id, c.partner_id, c.access_method FROM promo_codes c JOIN discount_programs p ON p.id = c.program_id
        WHERE c.brand_id = $1 AND lower(c.code) = $2`,
      [Number(key.slice(0, at)), key.slice(at + 1)],
    );
    const r = rows[0];
    return r
      ? {
          id: Number(r.id),
          offerId: Number(r.offer_id),
          partnerId: r.partner_id === null ? null : Number(r.partner_id),
          accessMethod: r.access_method,
        }
      : null;
  });
  const tokens = ttlCache<string, number | null>(ttlMs, async (token) => {
    const { rows } = await db.query<{ brand_id: number }>('SELECT brand_id FROM brand_global_postbacks WHERE token = $1', [token]);
    return rows[0]?.brand_id ?? null;
  });
  const click = batchLoader<string, StoredClick>(async (uuids) => {
    const { rows } = await db.query<
      Omit<StoredClick, 'fraud'> & { fraud_level: string; fraud_kind: string | null; fraud_reasons: string[]; fraud_factors: string[] }
    >(
      `SELECT id, click_uuid, brand_id, offer_id, partner_id, created_at, host(ip) AS ip, country_id, is_test, refusal, sub1, sub2, sub3, sub4, sub5,
              fraud_level, fraud_kind, fraud_reasons, fraud_factors FROM clicks WHERE click_uuid = ANY($1::uuid[])`,
      [uuids],
    );
    return new Map(
      rows.map((r) => [
        r.click_uuid,
        {
          ...r,
          fraud: { level: r.fraud_level, kind: r.fraud_kind, reasons: r.fraud_reasons, factors: r.fraud_factors } as FraudLabel,
        },
      ]),
    );
  });
  return {
    offer: (id: number) => offers.get(id),
    offerByCode: async (code: string) => {
      const id = await codes.get(code);
      return id === null ? null : offers.get(id);
    },
    partner: (brandId: number, partnerId: number) => partners.get(`${brandId}:${partnerId}`),
    contract: (offerId: number, partnerId: number) => contracts.get(`${offerId}:${partnerId}`),
    brandByToken: (token: string) => tokens.get(token),
    promoCode: (brandId: number, code: string) => promoCodes.get(`${brandId}:${code.toLowerCase()}`),
    click,
    clear() {
      offers.clear();
      codes.clear();
      partners.clear();
      contracts.clear();
      tokens.clear();
      promoCodes.clear();
    },
  };
}
export type Facts = ReturnType<typeof createFacts>;
