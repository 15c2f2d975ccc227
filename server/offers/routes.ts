import * as api from '../../src/domain/offers/contract.ts';
import { OFFER_STATUS, INVITE_OFFER_LIMIT } from '../../src/domain/offers/enums.ts';
import { systemClock, type Clock } from '../db/clock.ts';
import { withTransaction } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { route, type Feature } from '../http/route.ts';
import { sendExport } from './export.ts';
import { escapeLike, likePrefix } from '../db/like.ts';
import { listOffers } from './list.ts';
import { loadOffer } from './queries.ts';
import * as svc from './service.ts';
import { applyStatusEvent, bulkChooseStatus, chooseStatus } from './status.ts';

/**
 * Offer routes (src/domain/offers/contract.ts). `clock` is "now" for date rules and schedule
 * windows. The schedule job is listed in server/jobs/list.ts and started by main.ts.
 */
export function createOffersFeature(clock: Clock = systemClock): Feature {
  return (app) => {
    route(app, api.listOffers, async ({ db, user, query, body }) => listOffers(db, user, query, body));
    route(app, api.exportOffers, async ({ db, user, query, body, reply }) => {
      await sendExport(reply, db, user, query, body);
      return null;
    });
    route(app, api.createOffer, async ({ db, user, body }) => svc.createOffer(db, user.brandId, body, clock.now()));
    route(app, api.getOffer, async ({ db, user, params }) => svc.mustLoad(db, user.brandId, params.id));
    route(
      app,
      api.getOfferByUuid,
      async ({ db, user, params }) => (await loadOffer(db, user.brandId, { uuid: params.uuid })) ?? Promise.reject(svc.notFound()),
    );
    const tabs = [
      [api.updateGeneral, 'general'],
      [api.updateTracking, 'tracking'],
      [api.updateTargeting, 'targeting'],
      [api.updateSchedule, 'schedule'],
      [api.updateCreative, 'creative'],
    ] as const;
    for (const [e, tab] of tabs) {
      route(app, e as typeof api.updateGeneral, async ({ db, user, params, body }) =>
        svc.updateTab(db, user.brandId, params.id, tab, body as Record<string, unknown>, clock.now()),
      );
    }
    route(app, api.setStatus, async ({ db, user, params, body }) =>
      withTransaction(db, async (tx) => {
        const offer = await svc.mustLoad(tx, user.brandId, params.id, true);
        const r = await chooseStatus(tx, user.brandId, offer, body.status, clock.now());
        if ('reason' in r) throw new HttpError(409, r.reason, `Status ${body.status} refused: ${r.reason}`);
        return (await loadOffer(tx, user.brandId, { id: params.id }))!;
      }),
    );
    route(app, api.bulkStatus, async ({ db, user, body }) => ({
      results: await bulkChooseStatus(db, user.brandId, body.ids, body.status, clock.now()),
    }));
    route(app, api.duplicateOffer, async ({ db, user, params }) => svc.duplicateOffer(db, user.brandId, params.id, clock.now()));
    route(app, api.deleteOffer, async ({ db, user, params }) =>
      withTransaction(db, async (tx) => {
        const offer = await svc.mustLoad(tx, user.brandId, params.id, true);
        if (offer.status !== OFFER_STATUS.deleted) await applyStatusEvent(tx, user.brandId, offer, { type: 'status.delete' });
        return (await loadOffer(tx, user.brandId, { id: params.id }))!;
      }),
    );
    route(app, api.setVisibility, async ({ db, user, params, body }) => svc.setVisibility(db, user.brandId, params.id, body.visibility));
    route(app, api.setWorkingMode, async ({ db, user, body }) => svc.setWorkingMode(db, user.brandId, body.offer_id, body.action));
    route(app, api.updateShortCode, async ({ db, user, body }) => ({
      short_code: await svc.ensureShortCode(db, user.brandId, body.offer_id),
    }));
    route(app, api.inviteOffers, async ({ db, user, query }) => {
      const { rows } = await db.query<{ id: number; name: string; short_code: string | null; created_at: string }>(
        `SELECT id, name, short_code, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
           FROM offers WHERE brand_id = $1 AND status = ${OFFER_STATUS.active} AND visibility = 'public' AND ($2 = '' OR name ILIKE '%' || $2 || '%')
          ORDER BY created_at DESC, id DESC LIMIT ${INVITE_OFFER_LIMIT}`,
        [user.brandId, escapeLike((query.search ?? '').trim())],
      );
      return { items: rows };
    });
    route(app, api.listTags, async ({ db, user, query }) => {
      const { rows } = await db.query<{ id: number; name: string; offer_count: number }>(
        `SELECT id, name, offer_count FROM tags WHERE brand_id = $1 AND name ILIKE $2 ORDER BY offer_count DESC, lower(name) LIMIT 100`,
        [user.brandId, likePrefix((query.search ?? '').trim())],
      );
      return { items: rows };
    });
  };
}

export const registerOffersRoutes = createOffersFeature();
