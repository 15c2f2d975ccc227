import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusedBody } from '../../src/i18n/tracking-refusals.ts';
import type { Clock } from '../db/clock.ts';
import type { Feature } from '../http/route.ts';
import type { Answer, ConversionMethod } from './commit/types.ts';
import type { OfferFacts } from './facts.ts';
import { clean, eventTime, idParam } from './ingest/common.ts';
import type { ClickOutcome } from './ingest/click.ts';
import { clickAnswer } from './ingest/click-request.ts';
import { recordConversion } from './ingest/conversion.ts';
import { preloadEnrichment } from './enrich/index.ts';
import { trackingScript } from './script.ts';
import { registerTrackingTest } from './test-run.ts';
import { createTracker, type Tracker, type TrackerOptions } from './tracker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the tracking engine of this process (server/tracking/tracker.ts) */
    tracker: Tracker;
  }
}

/**
 * The public tracking endpoints (issue 5 item 2): raw Fastify routes, no sign-in, per-IP rate
 * limit. /track/click and /go/{code} redirect; /track/postback answers JSON; the pixels always
 * answer 200 (the server log says what happened); /track/script.js is the brand-site script.
 */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const PIXEL_HTML = '<!doctype html><html><head><meta charset="utf-8"><title></title></head><body></body></html>';
const NOT_FOUND_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>Not found</title></head><body><p>This link is not valid. / Liên kết này không hợp lệ.</p></body></html>';

type Q = Record<string, unknown>;
const query = (req: FastifyRequest) => (req.query ?? {}) as Q;
const timeOf = (t: Tracker, req: FastifyRequest) => eventTime(t.clock.now(), req.headers['x-track-time'], t.options.allowBackdate);

function cookies(req: FastifyRequest): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out.set(part.slice(0, i).trim(), decodeURIComponent(part.slice(i + 1).trim()));
  }
  return out;
}

function requestLog(req: FastifyRequest): Record<string, unknown> {
  const log = {
    method: req.method,
    path: req.url.split('?')[0],
    query: req.query ?? {},
    body: req.body ?? null,
    user_agent: req.headers['user-agent'] ?? '',
  };
  // a NUL reaches the query only as `%00` (the HTTP parser refuses a raw one in the URL and in
  // headers): a GET postback without it needs no copy (withoutNul cost ~9 µs a postback, issue 23)
  return log.body === null && !req.url.includes('%00') ? log : (withoutNul(log) as Record<string, unknown>);
}

/**
 * The request as logged, without NUL characters: PostgreSQL's jsonb refuses `\u0000`, and one such
 * postback would fail the whole write batch — every request in it answered 503 (found by the fuzzer).
 */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\0/g, '');
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutNul(k), withoutNul(v)]));
  return value;
}

export function createTrackingFeature(opts: { clock?: Clock; options?: Partial<TrackerOptions> } = {}): Feature {
  return (app, deps) => {
    const t = createTracker({ db: deps.db, config: deps.config, clock: opts.clock, options: opts.options });
    // the GeoIP range tables take tens of ms to load from their cache (seconds to build on a fresh install): at start, not on the first visitor (tests load them lazily)
    if (deps.config.env !== 'test') preloadEnrichment();
    app.decorate('tracker', t);
    app.addHook('onClose', async () => t.close());
    registerTrackingTest(app);
    app.register(async (scope) => publicRoutes(scope, t));
  };
}

export const registerTrackingRoutes: Feature = createTrackingFeature();

function publicRoutes(app: FastifyInstance, t: Tracker): void {
  // postbacks may come as forms or text; parsed here only, the API keeps its JSON-only parser
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'text/plain'], { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // Fastify's req.ip re-runs proxy-addr (X-Forwarded-For parsed with ipaddr.js) on every read:
  // each handler reads it once and passes it on
  // one visit to the shared counters per request (rate limit and, for clicks of a known offer, velocity)
  const limited = async (ip: string) => !(await t.hits(ip, { velocity: false })).allowed;
  const tooMany = (reply: FastifyReply) => reply.code(429).header('retry-after', '1').type('text/plain').send('Too many requests');

  async function click(
    req: FastifyRequest,
    reply: FastifyReply,
    ip: string,
    offer: OfferFacts | null,
    source: 'click' | 'go' | 'pixel',
  ): Promise<ClickOutcome | null> {
    const q = query(req);
    // velocity counts clicks of known offers only, as before the counters shared a statement
    const hits = await t.hits(ip, { velocity: offer !== null });
    if (!hits.allowed) {
      tooMany(reply);
      return null;
    }
    if (!offer) {
      reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_HTML);
      return null;
    }
    try {
      const { out, cookie } = await clickAnswer(t, { query: q, ip, headers: req.headers, ipHits: hits.velocity }, offer, source);
      if (cookie) reply.header('set-cookie', cookie);
      return out;
    } catch (error) {
      req.log.error({ err: error }, 'tracking click not committed');
      reply.code(503).header('retry-after', '1').type('text/plain').send('Service unavailable');
      return null;
    }
  }

  const redirect = async (req: FastifyRequest, reply: FastifyReply, ip: string, offer: OfferFacts | null, source: 'click' | 'go') => {
    const out = await click(req, reply, ip, offer, source);
    if (out) reply.code(302).header('location', out.location).header('cache-control', 'no-store').send();
    return reply;
  };

  app.get('/track/click', async (req, reply) => {
    const ip = req.ip;
    const id = idParam(clean(query(req).offer_id, 20));
    return redirect(req, reply, ip, id ? await t.facts.offer(id) : null, 'click');
  });

  app.get('/go/:code', async (req, reply) => {
    const ip = req.ip;
    const code = clean((req.params as { code?: string }).code, 100);
    return redirect(req, reply, ip, code ? await t.facts.offerByCode(code) : null, 'go');
  });

  async function conversion(req: FastifyRequest, endpoint: ConversionMethod): Promise<Answer> {
    const ip = req.ip;
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Q) : {};
    const params = { ...query(req), ...body };
    const log = requestLog(req);
    if (await limited(ip)) {
      const answer: Answer = { outcome: 'refused', reason: 'rate_limited', httpStatus: 429, body: { ...refusedBody('rate_limited') } };
      const offerId = idParam(clean(params.offer_id, 20));
      return t.writer.write({
        kind: 'log',
        answer,
        log: {
          brand_id: null,
          offer_id: offerId,
          event_id: null,
          partner_id: null,
          click_uuid: null,
          created_at: t.clock.now(),
          endpoint,
          request: log,
          ip,
        },
      });
    }
    const jar = cookies(req);
    return recordConversion(t, {
      endpoint,
      requireToken: endpoint === 'postback',
      params,
      cookieClick: (offerId) => jar.get(`bc_click_${offerId}`),
      ip,
      request: log,
      at: timeOf(t, req),
    });
  }

  const postback = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      const answer = await conversion(req, 'postback');
      if (answer.httpStatus === 429) reply.header('retry-after', '1');
      return reply.code(answer.httpStatus).send(answer.body);
    } catch (error) {
      req.log.error({ err: error }, 'postback not committed');
      return reply.code(503).header('retry-after', '1').send({ status: 'error', message: 'Not recorded; retry later.' });
    }
  };
  app.get('/track/postback', postback);
  app.post('/track/postback', postback);

  const pixel = (html: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const q = query(req);
    try {
      if (clean(q.type) === 'click') {
        const ip = req.ip;
        const id = idParam(clean(q.offer_id, 20));
        const out = await click(req, reply, ip, id ? await t.facts.offer(id) : null, 'pixel');
        if (!out) return reply;
      } else {
        await conversion(req, clean(q.src) === 'script' ? 'script' : html ? 'pixel_html' : 'pixel_gif');
      }
    } catch (error) {
      // a pixel's answer is read by nobody; the missing server_log row is the trace
      req.log.error({ err: error }, 'pixel not committed');
    }
    reply.code(200).header('cache-control', 'no-store');
    return html ? reply.type('text/html; charset=utf-8').send(PIXEL_HTML) : reply.type('image/gif').send(GIF);
  };
  app.get('/track/pixel.gif', pixel(false));
  app.get('/track/pixel.html', pixel(true));

  const script = trackingScript();
  app.get('/track/script.js', async (_req, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(script),
  );
}
