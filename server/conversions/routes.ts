import * as api from '../../src/domain/conversions/contract.ts';
import { route, type Feature } from '../http/route.ts';
import { applyAction } from './actions.ts';
import { setAdjustment } from './adjustment.ts';

/** Conversion actions and adjustments (src/domain/conversions/contract.ts; decision 025). */
export const registerConversionRoutes: Feature = (app) => {
  route(app, api.conversionAction, async ({ db, user, body }) => applyAction(db, user, body));
  route(app, api.conversionAdjustment, async ({ db, user, params, body }) => setAdjustment(db, user, params.conversionId, body));
};
