import type { IncomingHttpHeaders } from 'node:http';
import type { OfferFacts } from '../facts.ts';
import { verifyTestClick } from '../test-token.ts';
import type { Tracker } from '../tracker.ts';
import { clean, eventTime, subsOf } from './common.ts';
import { recordClick, type ClickOutcome } from './click.ts';

/**
 * One click request for a known offer (/track/click, /go/{code}, the click pixel): record the
 * click (resolves after COMMIT) and build the first-party cookie. Throws when the batch failed (the
 * caller answers 503).
 */
export interface RawClick {
  query: Record<string, unknown>;
  ip: string;
  headers: IncomingHttpHeaders;
  /** the request's velocity count from the shared counters (tracker.hits), undefined when not had */
  ipHits: number | undefined;
}

export async function clickAnswer(
  t: Tracker,
  r: RawClick,
  offer: OfferFacts,
  source: 'click' | 'go' | 'pixel',
): Promise<{ out: ClickOutcome; cookie: string | null }> {
  const q = r.query;
  const test = clean(q.test, 200);
  const now = t.clock.now();
  const isTest = test !== '' && verifyTestClick(t.config.jwtSecret, offer.id, test, now.getTime());
  const h = r.headers;
  const out = await recordClick(t, {
    offer,
    partnerId: clean(q.partner_id, 40),
    subs: subsOf(q),
    ip: r.ip,
    ipHits: r.ipHits,
    userAgent: h['user-agent'] ?? '',
    referrer: h.referer ?? '',
    headers: h as Record<string, string | undefined>,
    source,
    isTest,
    at: eventTime(now, h['x-track-time'], t.options.allowBackdate),
  });
  const cookie = out.refusal
    ? null
    : `bc_click_${offer.id}=${out.clickUuid}; Path=/track; Max-Age=${offer.sessionLifespan * 86400}; HttpOnly; Secure; SameSite=None`;
  return { out, cookie };
}
