import { uuid7 } from '../uuid7.ts';
import { fillMacros } from '../../../src/domain/offer-assets/snippets.ts';
import type { Refusal } from '../../../src/domain/tracking/refusals.ts';
import type { ClickItem, ClickRow, Subs } from '../commit/types.ts';
import type { ContractFacts, OfferFacts } from '../facts.ts';
import { applyDropRule, locate, parseAgent } from '../labels.ts';
import { budgetRefs } from '../rules/budgets.ts';
import { targetingRefusal } from '../rules/targeting.ts';
import { inTimeSegment } from '../rules/time.ts';
import type { Tracker } from '../tracker.ts';
import { WORKING_MODE } from '../../../src/domain/offers/enums.ts';

/**
 * A click: enrich, label, apply the partner / contract / offer / schedule / targeting / fraud rules,
 * queue the row (refused rows too) and say where to send the visitor. Budgets are decided by the
 * flush (they depend on the state of the batch).
 */
export interface ClickRequest {
  offer: OfferFacts;
  /** as sent; '' when absent */
  partnerId: string;
  subs: Subs;
  ip: string;
  /** clicks of this address within the velocity window, counted across processes (tracker.hits); undefined: the scorer counts alone */
  ipHits: number | undefined;
  userAgent: string;
  referrer: string;
  headers: Record<string, string | undefined>;
  source: ClickRow['source'];
  /** the offer tracking test: skips the partner and contract checks */
  isTest: boolean;
  /** when the click happened (eventTime: now unless backdated) */
  at: Date;
}

export interface ClickOutcome {
  clickUuid: string;
  refusal: Refusal | null;
  location: string;
}

const OFFER_ACTIVE = 1;

/** Contract in force at `at` (approved; contract date reached; end date not passed). */
const inForce = (c: ContractFacts | null, at: Date): c is ContractFacts =>
  c !== null && (c.contractDate === null || c.contractDate <= at) && (c.endDate === null || c.endDate > at);

async function partnerRefusal(
  t: Tracker,
  offer: OfferFacts,
  raw: string,
  at: Date,
): Promise<{ refusal: Refusal | null; partnerId: number | null; contract: ContractFacts | null }> {
  if (raw === '' || raw.startsWith('{')) return { refusal: 'partner_missing', partnerId: null, contract: null };
  const partnerId = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  if (!partnerId) return { refusal: 'partner_unknown', partnerId: null, contract: null };
  const p = await t.facts.partner(offer.brandId, partnerId);
  if (!p.exists) return { refusal: 'partner_unknown', partnerId: null, contract: null };
  if (!p.joined) return { refusal: 'partner_unknown', partnerId, contract: null };
  if (p.workingMode === WORKING_MODE.stopped) return { refusal: 'partner_stopped', partnerId, contract: null };
  if (p.workingMode === WORKING_MODE.blocked) return { refusal: 'partner_blocked', partnerId, contract: null };
  const contract = await t.facts.contract(offer.id, partnerId);
  if (!inForce(contract, at)) return { refusal: 'no_contract', partnerId, contract: null };
  return { refusal: null, partnerId, contract };
}

export async function recordClick(t: Tracker, r: ClickRequest): Promise<ClickOutcome> {
  const { at } = r;
  const { offer } = r;
  const clickUuid = uuid7();
  const geo = locate(r.ip);
  const agent = parseAgent(r.userAgent);
  // velocity is counted where every process counts it (PostgreSQL; decision 039), by the request's one counter visit
  const { ipHits } = r;
  const fraud = applyDropRule(
    t.scorer.scoreClick({ ip: r.ip, userAgent: r.userAgent, headers: r.headers, at, countryId: geo.countryId, isBot: agent.isBot, ipHits }),
    offer.fraudDropRule,
  );
  const partner = r.isTest ? { refusal: null, partnerId: null, contract: null } : await partnerRefusal(t, offer, r.partnerId, at);
  const refusal: Refusal | null =
    partner.refusal ??
    (offer.status !== OFFER_ACTIVE ? 'offer_inactive' : null) ??
    (offer.workingMode === WORKING_MODE.stopped || offer.workingMode === WORKING_MODE.blocked ? 'offer_stopped' : null) ??
    (inTimeSegment(offer.timeSegments, at, offer.timeZone) ? null : 'out_of_time_segment') ??
    targetingRefusal(offer.targeting, { ip: r.ip, ...geo, ...agent }) ??
    (fraud.level === 'drop' ? 'fraud_dropped' : null);

  const macros = { ...r.subs, partner_id: partner.partnerId ?? r.partnerId, offer_id: offer.id };
  const landing = fillMacros(offer.landingUrl, { ...macros, click_id: clickUuid });
  const row: ClickRow = {
    click_uuid: clickUuid,
    brand_id: offer.brandId,
    offer_id: offer.id,
    partner_id: r.isTest ? 0 : partner.partnerId,
    created_at: at,
    ip: r.ip || null,
    user_agent: r.userAgent.slice(0, 1000),
    referrer: r.referrer.slice(0, 1000),
    country_id: geo.countryId,
    region_id: geo.regionId,
    city_id: geo.cityId,
    device_id: agent.deviceId,
    os_id: agent.osId,
    browser_id: agent.browserId,
    ...r.subs,
    source: r.isTest ? 'test' : r.source,
    is_test: r.isTest,
    // decided by the flush against click_uniques, shared by every process (commit/uniques.ts)
    is_unique: false,
    refusal,
    landing_url: refusal ? '' : landing,
    fraud,
  };
  const budgets =
    refusal || r.isTest
      ? []
      : [
          ...budgetRefs('offer', offer.id, offer.budgets, at, offer.timeZone),
          ...(partner.contract ? budgetRefs('contract', partner.contract.id, partner.contract.budgets, at, offer.timeZone) : []),
        ];
  const item: ClickItem = { kind: 'click', row, budgets, meta: { offerName: offer.name, partnerId: partner.partnerId } };
  const result = await t.writer.write(item);
  const location = result.refusal ? offer.redirectUrl || fillMacros(offer.landingUrl, { ...macros, click_id: '' }) : landing;
  return { clickUuid, refusal: result.refusal, location };
}
