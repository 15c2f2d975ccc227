import { uuid7 } from '../uuid7.ts';
import { isRefusal, refusalStatus, type FieldError, type Refusal } from '../../../src/domain/tracking/refusals.ts';
import { refusedBody } from '../../../src/i18n/tracking-refusals.ts';
import type { Answer, ConversionMethod, ConversionRow, LogBase } from '../commit/types.ts';
import type { OfferFacts, StoredClick } from '../facts.ts';
import { applyDropRule, locate } from '../labels.ts';
import { budgetRefs } from '../rules/budgets.ts';
import { clickExpired, conversionStatus } from '../rules/conversion.ts';
import { conversionMoney, parseAmount } from '../rules/money.ts';
import { attributePromoCode, isPromoCode, promoCodeParam } from '../rules/promo-code.ts';
import type { Tracker } from '../tracker.ts';
import { clean, idParam, isUuid } from './common.ts';
import { WORKING_MODE } from '../../../src/domain/offers/enums.ts';

/**
 * A conversion (S2S postback, image / iframe pixel, script): validate, find the click, offer and
 * event, apply the click-time rules (lifetime, partner, contract), price it, label it, and hand it
 * to the writer, which decides the state-dependent rules in its transaction. Every outcome,
 * refusals included, is one server_log row written in the same flush.
 */
export interface ConversionRequest {
  endpoint: ConversionMethod;
  /** the postback requires the brand token; pixels and the script are authenticated by the click id alone */
  requireToken: boolean;
  params: Record<string, unknown>;
  /** click id from the bc_click_<offer> cookie (pixels) when the query has none */
  cookieClick: (offerId: number) => string | undefined;
  ip: string;
  request: Record<string, unknown>;
  /** when the conversion happened (eventTime: now unless backdated) */
  at: Date;
}

const PAR_KEYS = Array.from({ length: 10 }, (_, i) => `par${i + 1}`);

export async function recordConversion(t: Tracker, r: ConversionRequest): Promise<Answer> {
  const { at } = r;
  const q = r.params;
  const log: LogBase = {
    brand_id: null,
    offer_id: null,
    event_id: null,
    partner_id: null,
    click_uuid: null,
    created_at: at,
    endpoint: r.endpoint,
    request: r.request,
    ip: r.ip || null,
  };
  const refuse = (reason: Refusal, errors?: FieldError[]) => {
    const body = { ...refusedBody(reason), ...(errors ? { errors } : {}) };
    const answer: Answer = { outcome: 'refused', reason, httpStatus: refusalStatus(reason), body };
    return t.writer.write({ kind: 'log', log, answer });
  };

  const offerParam = clean(q.offer_id);
  const offerId = offerParam === '' ? null : idParam(offerParam);
  const eventParam = clean(q.event);
  const eventId = eventParam === '' || eventParam.startsWith('{') ? null : idParam(eventParam);
  let clickId = clean(q.click_id, 100).toLowerCase();
  if ((clickId === '' || clickId.startsWith('{')) && offerId) clickId = (r.cookieClick(offerId) ?? '').toLowerCase();
  const transactionId = clean(q.transaction_id, 300);
  const amount = parseAmount(clean(q.amount, 100));
  const malformed: FieldError[] = [];
  if (offerParam !== '' && offerId === null) malformed.push({ field: 'offer_id', code: 'invalid_format' });
  if (eventParam !== '' && !eventParam.startsWith('{') && eventId === null) malformed.push({ field: 'event', code: 'invalid_format' });
  if (!isUuid(clickId)) malformed.push({ field: 'click_id', code: clickId === '' ? 'required' : 'invalid_format' });
  if (amount === null) malformed.push({ field: 'amount', code: 'invalid_format' });
  if (transactionId.length > 255) malformed.push({ field: 'transaction_id', code: 'max_length' });
  if (malformed.length > 0 || amount === null) return refuse('malformed', malformed); // amount again: for the type checker
  const tx = transactionId.startsWith('{') ? '' : transactionId;

  let tokenBrand: number | null = null;
  if (r.requireToken) {
    tokenBrand = await t.facts.brandByToken(clean(q.token, 200));
    if (tokenBrand === null) return refuse('bad_token');
    log.brand_id = tokenBrand;
  }
  const click: StoredClick | undefined = await t.facts.click(clickId);
  log.click_uuid = clickId;
  if (!click || (tokenBrand !== null && click.brand_id !== tokenBrand) || (offerId !== null && click.offer_id !== offerId))
    return refuse('unknown_click');
  Object.assign(log, { brand_id: click.brand_id, offer_id: click.offer_id, partner_id: click.partner_id });
  const offer: OfferFacts | null = await t.facts.offer(click.offer_id);
  if (!offer) return refuse('unknown_offer');
  const event = eventId === null ? (offer.primaryEventId ? offer.events.get(offer.primaryEventId) : undefined) : offer.events.get(eventId);
  if (!event) return refuse('unknown_event');
  log.event_id = event.id;
  // a refused click never converts; its own reason is the most useful answer
  if (click.refusal) return refuse(isRefusal(click.refusal) ? click.refusal : 'unknown_click');
  if (clickExpired(click.created_at, at, offer.clickLifetime)) return refuse('click_expired');

  let partnerId = click.partner_id ?? 0;
  // nothing is looked up without a promo code: the common postback pays one string test (decision 085)
  const promoCode = promoCodeParam(clean(q.promo_code, 100));
  let promoCodeId: number | null = null;
  if (promoCode !== '') {
    const found = isPromoCode(promoCode) ? await t.facts.promoCode(offer.brandId, promoCode) : null;
    const attributed = attributePromoCode(promoCode, found, offer.id, partnerId);
    if ('refusal' in attributed) return refuse(attributed.refusal);
    promoCodeId = attributed.codeId;
    partnerId = attributed.partnerId;
    log.partner_id = partnerId;
  }
  let tierPct: string | null = null;
  let contract = null;
  if (!click.is_test) {
    const p = await t.facts.partner(offer.brandId, partnerId);
    if (!p.joined) return refuse('partner_unknown');
    if (p.workingMode === WORKING_MODE.stopped) return refuse('partner_stopped');
    if (p.workingMode === WORKING_MODE.blocked) return refuse('partner_blocked');
    contract = await t.facts.contract(offer.id, partnerId);
    if (!contract || (contract.endDate !== null && contract.endDate <= at)) return refuse('no_contract');
    tierPct = contract.payoutTier ?? p.tierPct;
  }
  const money = conversionMoney(
    event,
    amount,
    event.payout_type === 'fixed' ? (offer.privatePayouts.get(partnerId) ?? null) : null,
    tierPct,
  );
  // S2S postbacks come from the brand's server: its address says nothing about the visitor
  const countryId = r.endpoint === 'postback' ? null : locate(r.ip).countryId;
  const fraud = applyDropRule(
    t.scorer.scoreConversion({
      ip: r.ip,
      at,
      countryId,
      click: { ip: click.ip, at: click.created_at, countryId: click.country_id, fraud: click.fraud },
    }),
    offer.fraudDropRule,
  );
  const decided = conversionStatus(offer.manualApproval, event.auto_accept, fraud);
  // a brand may send its own verdict: pending or rejected narrow the decision, approved cannot skip manual approval
  const sent = clean(q.status, 20).toLowerCase();
  const status = decided.status === 'rejected' || sent === 'rejected' ? 'rejected' : sent === 'pending' ? 'pending' : decided.status;
  const params: Record<string, string> = {};
  for (const k of PAR_KEYS) if (q[k] !== undefined) params[k] = clean(q[k]);

  const row: ConversionRow = {
    uuid: uuid7(),
    brand_id: offer.brandId,
    offer_id: offer.id,
    partner_id: partnerId,
    event_id: event.id,
    click_id: click.id,
    click_uuid: click.click_uuid,
    click_at: click.created_at,
    created_at: at,
    click_ip: click.ip,
    ip: r.ip || null,
    status,
    suggested_status: decided.suggested,
    message: decided.message,
    ...money,
    transaction_id: tx,
    dedupe_key: tx ? `tx:${tx}` : `click:${click.click_uuid}`,
    method: r.endpoint,
    is_test: click.is_test,
    sub1: click.sub1,
    sub2: click.sub2,
    sub3: click.sub3,
    sub4: click.sub4,
    sub5: click.sub5,
    params,
    fraud,
    promo_code_id: promoCodeId,
  };
  const budgets = click.is_test
    ? []
    : [
        ...budgetRefs('offer', offer.id, offer.budgets, at, offer.timeZone),
        ...(contract ? budgetRefs('contract', contract.id, contract.budgets, at, offer.timeZone) : []),
      ];
  return t.writer.write({
    kind: 'conversion',
    row,
    log,
    budgets,
    meta: { offerName: offer.name, partnerId },
    webhooks: offer.conversionWebhooks,
    rules: {
      allow_duplicates: offer.allowDuplicates,
      multiple_conversions: offer.multipleConversions,
      conversion_lifetime: offer.conversionLifetime,
    },
  });
}
