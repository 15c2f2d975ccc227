import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { runTrackingTest, type TrackingTestResult } from '../../src/domain/tracking/contract.ts';
import { isRefusal } from '../../src/domain/tracking/refusals.ts';
import { REFUSAL_MESSAGES } from '../../src/i18n/tracking-refusals.ts';
import { requireOffer } from '../offer-assets/common.ts';
import { brandToken } from '../offer-assets/tracking.ts';
import { route } from '../http/route.ts';
import { signTestClick } from './test-token.ts';

/**
 * The offer tracking test (issue 5 item 7): a signed test click and a test conversion for the
 * primary event, sent THROUGH the public endpoints (app.inject), so it proves what a partner's
 * traffic would meet. The rows are is_test (no rollups, no budgets); the offer's
 * tracking_test_status becomes 'success' or 'fail'.
 */
type Step = TrackingTestResult['steps'][number];

export function registerTrackingTest(app: FastifyInstance): void {
  route(app, runTrackingTest, async ({ db, user, params }) => {
    const offer = await requireOffer(db, user.brandId, params.id);
    const steps: Step[] = [];
    const test = signTestClick(app.config.jwtSecret, offer.id, app.tracker.clock.now().getTime());
    const click = await app.inject({
      method: 'GET',
      url: `/track/click?offer_id=${offer.id}&test=${encodeURIComponent(test)}&sub1=tracking-test`,
    });
    const cookie = String(click.headers['set-cookie'] ?? '');
    const clickUuid = /bc_click_\d+=([0-9a-f-]{36})/.exec(cookie)?.[1] ?? null;
    let refusal: string | null = null;
    if (clickUuid === null && click.statusCode === 302) {
      const { rows } = await db.query<{ refusal: string }>(
        `SELECT refusal FROM clicks WHERE offer_id = $1 AND is_test ORDER BY id DESC LIMIT 1`,
        [offer.id],
      );
      refusal = rows[0]?.refusal ?? null;
    }
    const refusalText = refusal && isRefusal(refusal) ? REFUSAL_MESSAGES[refusal] : refusal;
    steps.push({ step: 'click', ok: clickUuid !== null, detail: clickUuid ?? refusalText ?? `HTTP ${click.statusCode}` });
    const location = String(click.headers.location ?? '');
    steps.push({ step: 'redirect', ok: clickUuid !== null && /^https?:\/\//.test(location), detail: location || 'No landing page URL.' });

    const { rows: ev } = await db.query<{ event_id: number }>('SELECT event_id FROM offer_events WHERE offer_id = $1 AND is_primary', [
      offer.id,
    ]);
    if (clickUuid === null) steps.push({ step: 'conversion', ok: false, detail: 'No test click to convert.' });
    else if (!ev[0]) steps.push({ step: 'conversion', ok: false, detail: 'The offer has no primary conversion event.' });
    else {
      const pb = await app.inject({
        method: 'POST',
        url: '/track/postback',
        payload: {
          token: await brandToken(db, user.brandId),
          offer_id: String(offer.id),
          event: String(ev[0].event_id),
          click_id: clickUuid,
          transaction_id: `test-${randomUUID()}`,
        },
      });
      const body = pb.json() as { status?: string; conversion_status?: string; message?: string };
      const ok = pb.statusCode === 200 && body.status === 'accepted';
      steps.push({
        step: 'conversion',
        ok,
        detail: ok ? `Conversion ${body.conversion_status ?? ''}`.trim() : (body.message ?? `HTTP ${pb.statusCode}`),
      });
    }
    const status = steps.every((s) => s.ok) ? 'success' : 'fail';
    await db.query('UPDATE offers SET tracking_test_status = $2, updated_at = now() WHERE id = $1 AND brand_id = $3', [
      offer.id,
      status,
      user.brandId,
    ]);
    return { status, steps };
  });
}
