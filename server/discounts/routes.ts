import * as api from '../../src/domain/discounts/contract.ts';
import { route, type Feature } from '../http/route.ts';
import { createProgram, listPrograms, mustLoadProgram, setProgramStatus, updateProgram } from './programs.ts';

/** Discount-program routes (src/domain/discounts/contract.ts; decision 082). */
export const registerDiscountRoutes: Feature = (app) => {
  route(app, api.listPrograms, async ({ db, user, query }) => listPrograms(db, user.brandId, query));
  route(app, api.getProgram, async ({ db, user, params }) => mustLoadProgram(db, user.brandId, params.programId));
  route(app, api.createProgram, async ({ db, user, body }) => createProgram(db, user.brandId, body));
  route(app, api.updateProgram, async ({ db, user, params, body }) => updateProgram(db, user.brandId, params.programId, body));
  route(app, api.setProgramStatus, async ({ db, user, params, body }) => setProgramStatus(db, user.brandId, params.programId, body.status));
};
