import type { Agent } from 'node:http';
import { clickIdOf, get, keepAliveAgent, runPool } from './http.ts';
import type { PlannedClick, PlannedPostback, TrafficPlan } from './model.ts';

/**
 * The SENDER: replays a plan as real HTTP requests against the wire contract (/track/click and
 * /track/postback) with bounded concurrency over keep-alive sockets. Clicks go first (a postback
 * needs the click uuid the redirect set), then first conversions (S2S postbacks and image pixels), then the retries — a retry must
 * follow its original's answer to be a retry. Each request carries its planned time in
 * X-Track-Time, which the engine honours only when started with TRACK_ALLOW_BACKDATE=1, and the
 * visitor's address in X-Forwarded-For (the server must trust the sender as a proxy: TRUST_PROXY).
 */
export interface SendOptions {
  url: string;
  token: string;
  /** offer id → short code, for clicks planned through /go/{code} */
  shortCodes?: ReadonlyMap<number, string>;
  concurrency?: number;
  /** called every ~2 % with (done, total, phase) */
  progress?: (done: number, total: number, phase: string) => void;
}

export interface SendReport {
  clicks: number;
  clicksTracked: number;
  /** refusal code → count, from the fallback redirect's answer (clicks without a click id) */
  clickStatus: Record<string, number>;
  postbacks: number;
  /** first sends: "accepted" / refusal reason → count */
  postbackOutcomes: Record<string, number>;
  /** resends of a transaction id already sent */
  retries: number;
  /** conversions sent through the image pixel (always answered with a GIF: see the server log) */
  pixels: number;
  retriesSameAnswer: number;
  retriesDifferent: number;
  errors: number;
  seconds: number;
}

const bump = (m: Record<string, number>, k: string) => {
  m[k] = (m[k] ?? 0) + 1;
};

function clickUrl(base: string, c: PlannedClick, shortCodes: ReadonlyMap<number, string>): string {
  const q = new URLSearchParams({ partner_id: String(c.partnerId) });
  c.subs.forEach((s, i) => s && q.set(`sub${i + 1}`, s));
  const code = shortCodes.get(c.offerId);
  if (c.via === 'go' && code) return `${base}/go/${encodeURIComponent(code)}?${q}`;
  return `${base}/track/click?offer_id=${c.offerId}&${q}`;
}

function postbackUrl(base: string, token: string, p: PlannedPostback, clickId: string): string {
  const q = new URLSearchParams({
    token,
    offer_id: String(p.offerId),
    event: String(p.eventId),
    click_id: clickId,
    transaction_id: p.transactionId,
  });
  if (p.amount !== null) q.set('amount', p.amount);
  if (p.promoCode) q.set('promo_code', p.promoCode);
  return `${base}/track/postback?${q}`;
}

/** The image pixel on the brand's thank-you page: no click id in the URL, the browser's cookie carries it. */
function pixelUrl(base: string, p: PlannedPostback): string {
  const q = new URLSearchParams({ offer_id: String(p.offerId), event: String(p.eventId), transaction_id: p.transactionId });
  if (p.amount !== null) q.set('amount', p.amount);
  return `${base}/track/pixel.gif?${q}`;
}

export async function sendPlan(plan: TrafficPlan, o: SendOptions): Promise<SendReport> {
  const started = Date.now();
  const concurrency = o.concurrency ?? 32;
  const agent: Agent = keepAliveAgent(concurrency);
  const report: SendReport = {
    clicks: 0,
    clicksTracked: 0,
    clickStatus: {},
    postbacks: 0,
    postbackOutcomes: {},
    retries: 0,
    pixels: 0,
    retriesSameAnswer: 0,
    retriesDifferent: 0,
    errors: 0,
    seconds: 0,
  };
  const clickIds: (string | null)[] = new Array(plan.clicks.length).fill(null);
  const tick = (done: number, total: number, phase: string) => {
    if (o.progress && (done % Math.max(1, Math.floor(total / 50)) === 0 || done === total)) o.progress(done, total, phase);
  };

  let done = 0;
  await runPool(plan.clicks.length, concurrency, async (i) => {
    const c = plan.clicks[i]!;
    try {
      const a = await get(agent, clickUrl(o.url, c, o.shortCodes ?? new Map()), {
        ...c.headers,
        'user-agent': c.userAgent,
        'x-forwarded-for': c.ip,
        referer: c.referrer,
        'x-track-time': new Date(c.at).toISOString(),
      });
      report.clicks++;
      clickIds[i] = a.status === 302 ? clickIdOf(a, c.offerId) : null;
      if (clickIds[i]) report.clicksTracked++;
      bump(report.clickStatus, clickIds[i] ? 'tracked' : `http_${a.status}`);
    } catch {
      report.errors++;
    }
    tick(++done, plan.clicks.length, 'clicks');
  });

  const answers = new Map<string, string>();
  const send = async (p: PlannedPostback) => {
    const clickId = clickIds[p.click];
    if (!clickId) return; // the click was refused: no uuid to convert on
    try {
      if (p.method === 'pixel') {
        const c = plan.clicks[p.click]!;
        const a = await get(agent, pixelUrl(o.url, p), {
          ...c.headers,
          'user-agent': c.userAgent,
          'x-forwarded-for': c.ip,
          cookie: `bc_click_${p.offerId}=${clickId}`,
          'x-track-time': new Date(p.at).toISOString(),
        });
        report.pixels++;
        if (a.status !== 200) report.errors++;
        return;
      }
      const a = await get(agent, postbackUrl(o.url, o.token, p, clickId), {
        'x-forwarded-for': '203.0.113.10',
        'x-track-time': new Date(p.at).toISOString(),
      });
      report.postbacks++;
      let reason = `http_${a.status}`;
      try {
        const body = JSON.parse(a.body) as { status?: string; reason?: string };
        reason = body.status === 'accepted' ? 'accepted' : (body.reason ?? reason);
      } catch {
        /* not JSON: keep the status */
      }
      if (p.retry) report.retries++;
      else bump(report.postbackOutcomes, reason);
      const key = `${p.offerId}|${p.eventId}|${p.transactionId}`;
      if (!p.retry) answers.set(key, a.body);
      else if (answers.get(key) === a.body) report.retriesSameAnswer++;
      else report.retriesDifferent++;
    } catch {
      report.errors++;
    }
  };
  for (const retry of [false, true]) {
    const batch = plan.postbacks.filter((p) => p.retry === retry);
    done = 0;
    await runPool(batch.length, concurrency, async (i) => {
      await send(batch[i]!);
      tick(++done, batch.length, retry ? 'retries' : 'postbacks');
    });
  }
  agent.destroy();
  report.seconds = (Date.now() - started) / 1000;
  return report;
}
