import * as api from '../../src/domain/markets/contract.ts';
import { route, type Feature } from '../http/route.ts';
import { getFeatured } from './featured.ts';
import { listMarketPartners } from './list.ts';
import { brandReviews, partnerReviews, writeAgencyReview, writePartnerReview } from './reviews.ts';
import {
  deleteStashed,
  getAgency,
  getBrandProfile,
  getPartnerDetail,
  getPartnerOffers,
  getPartnerPerformance,
  getStashed,
  listAgencies,
  listStashed,
  mustExist,
  saveStashed,
  setFavorite,
} from './service.ts';

/**
 * Marketplace routes (src/domain/markets/contract.ts; docs/decisions/048-marketplace.md). Partners
 * and agencies are platform-wide, so they are not narrowed by the employee's assigned partners: the
 * marketplace is where a brand finds partners it does not work with yet.
 */
export const registerMarketsRoutes: Feature = (app) => {
  route(app, api.listMarketPartners, async ({ db, user, query, body }) => listMarketPartners(db, user.brandId, query, body));
  route(app, api.getMarketPartner, async ({ db, user, params }) => getPartnerDetail(db, user.brandId, params.partnerId));
  route(app, api.getMarketPartnerPerformance, async ({ db, user, params }) => getPartnerPerformance(db, user, params.partnerId));
  route(app, api.listMarketPartnerOffers, async ({ db, user, params }) => getPartnerOffers(db, user, params.partnerId));
  route(app, api.listMarketPartnerReviews, async ({ db, user, params, query }) => {
    await mustExist(db, params.partnerId);
    return partnerReviews(db, user.brandId, params.partnerId, query);
  });
  route(app, api.writeMarketPartnerReview, async ({ db, user, params, body }) =>
    writePartnerReview(db, user.brandId, user.userId, params.partnerId, body),
  );
  route(app, api.favoriteMarketPartner, async ({ db, user, params }) => setFavorite(db, user.brandId, params.partnerId, true));
  route(app, api.unfavoriteMarketPartner, async ({ db, user, params }) => setFavorite(db, user.brandId, params.partnerId, false));
  route(app, api.listStashedFilters, async ({ db, user }) => listStashed(db, user.userId));
  route(app, api.saveStashedFilter, async ({ db, user, body }) => saveStashed(db, user.brandId, user.userId, body));
  route(app, api.getStashedFilter, async ({ db, user, params }) => getStashed(db, user.userId, params.filterId));
  route(app, api.deleteStashedFilter, async ({ db, user, params }) => deleteStashed(db, user.userId, params.filterId));
  route(app, api.listAgencies, async ({ db, query }) => listAgencies(db, query));
  route(app, api.getAgency, async ({ db, user, params, query }) => getAgency(db, user.brandId, params.agencyId, query));
  route(app, api.writeAgencyReview, async ({ db, user, params, body }) =>
    writeAgencyReview(db, user.brandId, user.userId, params.agencyId, body),
  );
  route(app, api.getBrandMarketProfile, async ({ db, user }) => getBrandProfile(db, user.brandId));
  route(app, api.listBrandReviews, async ({ db, user, query }) => brandReviews(db, user.brandId, query));
  route(app, api.getFeatured, async ({ db, user }) => getFeatured(db, user));
};
