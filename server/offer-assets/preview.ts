import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CREATIVE_PREVIEW_PATH, isHtmlType, type CreativeType } from '../../src/domain/offer-assets/creatives.ts';
import type { Db } from '../db/pool.ts';
import { notFound } from './common.ts';

/**
 * The sandboxed HTML preview of a creative (architecture brief: "HTML creatives served sandboxed").
 * The app asks `/api/creatives/:id/preview` (bearer-authorised) for a short-lived signed URL; the
 * iframe loads it from this route, which answers the code with `Content-Security-Policy: sandbox`
 * — so even opened directly in a tab it runs in an opaque origin, without the app's storage or
 * cookies — and `nosniff`. The iframe adds its own `sandbox` attribute without allow-same-origin.
 */
export const PREVIEW_TTL_SECONDS = 5 * 60;

export const PREVIEW_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // sandbox without allow-same-origin or allow-scripts: markup and images only; framed by the app alone
  'content-security-policy':
    "sandbox; default-src 'none'; img-src https: data:; media-src https: data:; style-src 'unsafe-inline' https:; font-src https: data:; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

function sign(secret: string, id: number, brandId: number, expires: number): string {
  return createHmac('sha256', `creative-preview:${secret}`).update(`${id}.${brandId}.${expires}`).digest('base64url');
}

export async function previewUrl(db: Db, secret: string, brandId: number, id: number, now = Date.now()): Promise<{ url: string }> {
  const { rows } = await db.query<{ type: CreativeType; code: string | null }>(
    'SELECT type, code FROM creatives WHERE id = $1 AND brand_id = $2',
    [id, brandId],
  );
  const c = rows[0];
  if (!c || c.code === null || !isHtmlType(c.type)) throw notFound('Creative preview');
  const expires = Math.floor(now / 1000) + PREVIEW_TTL_SECONDS;
  return { url: `${CREATIVE_PREVIEW_PATH}/${id}?b=${brandId}&e=${expires}&s=${sign(secret, id, brandId, expires)}` };
}

export function registerPreviewRoute(app: FastifyInstance, db: Db, secret: string): void {
  app.get<{ Params: { id: string }; Querystring: { b?: string; e?: string; s?: string } }>(
    `${CREATIVE_PREVIEW_PATH}/:id`,
    async (request, reply) => {
      const id = Number(request.params.id);
      const brandId = Number(request.query.b);
      const expires = Number(request.query.e);
      const given = Buffer.from(String(request.query.s ?? ''));
      const wanted = Buffer.from(Number.isSafeInteger(id) && Number.isSafeInteger(brandId) ? sign(secret, id, brandId, expires) : '');
      const valid = given.length === wanted.length && given.length > 0 && timingSafeEqual(given, wanted) && expires * 1000 > Date.now();
      reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
      if (!valid) return reply.code(403).type('text/plain; charset=utf-8').send('Preview link expired or invalid.');
      const { rows } = await db.query<{ code: string | null }>('SELECT code FROM creatives WHERE id = $1 AND brand_id = $2', [id, brandId]);
      if (rows[0]?.code == null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.');
      return reply.code(200).headers(PREVIEW_HEADERS).send(rows[0].code);
    },
  );
}
