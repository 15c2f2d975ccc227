import * as api from '../../src/domain/partners/contract.ts';
import { route, type Feature } from '../http/route.ts';
import { COLUMNS as CONTRACT_COLUMNS } from './contracts.ts';
import { sendPartnerExport } from './export.ts';
import { changeManager, changeWorkingMode, managerOptions, multiManager, multiWorkingMode, partnerDetail, setTags } from './management.ts';

/**
 * Partner management routes (issue 16 item 2; src/domain/partners/contract.ts). The list itself is
 * GET /api/partners (routes.ts); these add one partner, its contracts, the writes and the export.
 */
export const registerPartnerManagementRoutes: Feature = (app) => {
  route(app, api.exportPartners, async ({ db, user, query, reply }) => {
    await sendPartnerExport(reply, db, user, query);
    return null;
  });
  route(app, api.managerOptions, async ({ db, user }) => ({ items: await managerOptions(db, user.brandId) }));
  route(app, api.getPartner, async ({ db, user, params }) => partnerDetail(db, user, params.partnerId));
  route(app, api.listPartnerContracts, async ({ db, user, params }) => {
    await partnerDetail(db, user, params.partnerId); // 404 outside the caller's scope
    const { rows } = await db.query(
      `SELECT c.*, o.name AS offer_name
         FROM (SELECT ${CONTRACT_COLUMNS} FROM partner_contracts WHERE brand_id = $1 AND partner_id = $2) c
         JOIN offers o ON o.id = c.offer_id
        ORDER BY c.requested_at DESC, c.id DESC LIMIT 500`,
      [user.brandId, params.partnerId],
    );
    return { items: rows.map(({ brand_id: _b, ...r }) => r) };
  });
  route(app, api.setPartnerWorkingMode, async ({ db, user, params, body }) => changeWorkingMode(db, user, params.partnerId, body.action));
  route(app, api.multiWorkingMode, async ({ db, user, body }) => ({
    results: await multiWorkingMode(db, user, body.partner_ids, body.action),
  }));
  route(app, api.setPartnerManager, async ({ db, user, params, body }) => changeManager(db, user, params.partnerId, body.manager_id));
  route(app, api.multiManager, async ({ db, user, body }) => ({
    results: await multiManager(db, user, body.partner_ids, body.manager_id),
  }));
  route(app, api.setPartnerTags, async ({ db, user, params, body }) => setTags(db, user, params.partnerId, body.tags));
};
