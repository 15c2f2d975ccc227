import * as api from '../../src/domain/discounts/contract.ts';
import * as codes from '../../src/domain/discounts/promo-codes.ts';
import { PROMO_CODE_STATUSES } from '../../src/domain/discounts/enums.ts';
import { route, type Feature } from '../http/route.ts';
import { codeImage } from './image.ts';
import { createProgram, listPrograms, mustLoadProgram, setProgramStatus, updateProgram } from './programs.ts';
import { addPromoCodes, codeInScope, listPromoCodes, mustLoadPromoCode, updatePromoCode } from './promo-codes.ts';
import { answerPromoRequest, listPromoRequests } from './requests.ts';

/** Discount-program and promo-code routes (src/domain/discounts/contract.ts, promo-codes.ts; decision 082). */
export const registerDiscountRoutes: Feature = (app) => {
  route(app, api.listPrograms, async ({ db, user, query }) => listPrograms(db, user.brandId, query));
  route(app, api.getProgram, async ({ db, user, params }) => mustLoadProgram(db, user.brandId, params.programId));
  route(app, api.createProgram, async ({ db, user, body }) => createProgram(db, user.brandId, body));
  route(app, api.updateProgram, async ({ db, user, params, body }) => updateProgram(db, user.brandId, params.programId, body));
  route(app, api.setProgramStatus, async ({ db, user, params, body }) => setProgramStatus(db, user.brandId, params.programId, body.status));

  route(app, codes.listPromoCodes, async ({ db, user, params, query }) => listPromoCodes(db, user, params.programId, query));
  route(app, codes.addPromoCodes, async ({ db, user, params, body }) => ({
    items: await addPromoCodes(db, user.brandId, params.programId, body),
  }));
  route(app, codes.getPromoCode, async ({ db, user, params }) => mustLoadPromoCode(db, user.brandId, params.promoCodeId, false, user));
  route(app, codes.updatePromoCode, async ({ db, user, params, body }) => updatePromoCode(db, user, params.promoCodeId, body));
  route(app, codes.promoCodeImage, async ({ db, user, params, query, reply }) => {
    const c = await mustLoadPromoCode(db, user.brandId, params.promoCodeId, false, user);
    const image = await codeImage(c.code, query.format, query.type);
    return reply
      .header('content-type', image.contentType)
      .header('content-disposition', `attachment; filename="${c.code}-${query.format}.${query.type}"`)
      .header('cache-control', 'private, max-age=300')
      .send(image.body);
  });
  route(app, codes.listPromoRequests, async ({ db, user, params, query }) => listPromoRequests(db, user, params.programId, query));
  route(app, codes.answerPromoRequest, async ({ db, user, params, body }) => answerPromoRequest(db, user, params.requestId, body.action));
  // the palette's entity search: by code or program name (decision 028's tuples)
  route(app, codes.promoCodeIndex, async ({ db, user }) => {
    const values: unknown[] = [user.brandId, codes.PROMO_CODE_INDEX_MAX + 1, PROMO_CODE_STATUSES];
    const scope = codeInScope(user, (v) => `$${values.push(v)}`);
    const { rows } = await db.query<[number, string, number, string, number]>({
      text: `SELECT c.id::int, c.code, p.id::int, p.name, array_position($3::text[], c.status)::int - 1
               FROM promo_codes c JOIN discount_programs p ON p.id = c.program_id WHERE c.brand_id = $1 AND ${scope} ORDER BY c.id DESC LIMIT $2`,
      values,
      rowMode: 'array',
    });
    return { items: rows.slice(0, codes.PROMO_CODE_INDEX_MAX), truncated: rows.length > codes.PROMO_CODE_INDEX_MAX };
  });
};
