import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as creatives from '../../src/domain/offer-assets/creatives.ts';
import * as conversionEvents from '../../src/domain/offer-assets/conversion-events.ts';
import * as groups from '../../src/domain/offer-assets/groups.ts';
import * as questionnaires from '../../src/domain/offer-assets/questionnaires.ts';
import * as tracking from '../../src/domain/offer-assets/tracking.ts';
import { route, type FeatureDeps } from '../http/route.ts';
import * as cs from './creatives.ts';
import * as ce from './conversion-events.ts';
import * as gs from './groups.ts';
import { previewUrl, registerPreviewRoute } from './preview.ts';
import * as qs from './questionnaires.ts';
import * as ts from './tracking.ts';

/** The origin the browser used: the generated snippets point back at this server's /track endpoints. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const ok = { ok: true as const };

/** Offer groups, questionnaires, creatives, conversion events and tracking (src/domain/offer-assets). */
export function registerOfferAssetRoutes(app: FastifyInstance, deps: FeatureDeps): void {
  route(app, groups.listGroups, ({ db, user, query }) => gs.listGroups(db, user.brandId, query));
  route(app, groups.groupOptions, ({ db, user, query }) => gs.groupOptions(db, user.brandId, query.ids ?? []));
  route(app, groups.getGroup, ({ db, user, params }) => gs.getGroup(db, user.brandId, params.groupId));
  route(app, groups.createGroup, ({ db, user, body }) => gs.createGroup(db, user.brandId, body));
  route(app, groups.updateGroup, ({ db, user, params, body }) => gs.updateGroup(db, user.brandId, params.groupId, body));
  route(app, groups.deleteGroup, async ({ db, user, params }) => (await gs.deleteGroup(db, user.brandId, params.groupId), ok));

  route(app, questionnaires.listQuestionnaires, ({ db, user, query }) => qs.listQuestionnaires(db, user.brandId, query));
  route(app, questionnaires.getQuestionnaire, ({ db, user, params }) => qs.getQuestionnaire(db, user.brandId, params.questionnaireId));
  route(app, questionnaires.createQuestionnaire, ({ db, user, body }) => qs.createQuestionnaire(db, user.brandId, body));
  route(app, questionnaires.updateQuestionnaire, ({ db, user, params, body }) =>
    qs.updateQuestionnaire(db, user.brandId, params.questionnaireId, body),
  );
  route(
    app,
    questionnaires.deleteQuestionnaire,
    async ({ db, user, params }) => (await qs.deleteQuestionnaire(db, user.brandId, params.questionnaireId), ok),
  );

  route(app, creatives.listCreatives, ({ db, user, query }) => cs.listCreatives(db, user.brandId, query));
  route(app, creatives.offerCreatives, ({ db, user, query }) => cs.offerCreatives(db, user.brandId, query.offer_id));
  route(app, creatives.getCreative, ({ db, user, params }) => cs.getCreative(db, user.brandId, params.creativeId));
  route(app, creatives.createCreative, ({ db, user, body }) => cs.createCreative(db, user.brandId, body));
  route(app, creatives.updateCreative, ({ db, user, params, body }) => cs.updateCreative(db, user.brandId, params.creativeId, body));
  route(app, creatives.deleteCreative, async ({ db, user, params }) => (await cs.deleteCreative(db, user.brandId, params.creativeId), ok));
  route(app, creatives.creativePreview, ({ db, user, params }) => previewUrl(db, deps.config.jwtSecret, user.brandId, params.creativeId));
  registerPreviewRoute(app, deps.db, deps.config.jwtSecret);

  route(app, conversionEvents.listConversionEvents, ({ db, user }) => ce.listConversionEvents(db, user.brandId));
  route(app, conversionEvents.getConversionEvent, ({ db, user, params }) => ce.getConversionEvent(db, user.brandId, params.eventId));
  route(app, conversionEvents.createConversionEvent, ({ db, user, body }) => ce.createConversionEvent(db, user.brandId, body));
  route(app, conversionEvents.updateConversionEvent, ({ db, user, params, body }) =>
    ce.updateConversionEvent(db, user.brandId, params.eventId, body),
  );
  route(
    app,
    conversionEvents.deleteConversionEvent,
    async ({ db, user, params }) => (await ce.deleteConversionEvent(db, user.brandId, params.eventId), ok),
  );
  route(app, conversionEvents.listOfferEvents, ({ db, user, query }) => ce.listOfferConversionEvents(db, user.brandId, query.offer_id));
  route(app, conversionEvents.saveOfferEvents, ({ db, user, body }) => ce.saveOfferConversionEvents(db, user.brandId, body));

  route(app, tracking.getTracking, ({ db, user, query, request }) => ts.getTracking(db, user.brandId, query.offer_id, originOf(request)));
  route(app, tracking.saveTracking, ({ db, user, body, request }) => ts.saveTracking(db, user.brandId, body, originOf(request)));
  route(app, tracking.getGlobalPostback, ({ db, user, request }) => ts.globalPostback(db, user.brandId, originOf(request)));
  route(app, tracking.rotateGlobalPostback, ({ db, user, request }) => ts.rotateGlobalPostback(db, user.brandId, originOf(request)));
}
