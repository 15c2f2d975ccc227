import * as api from '../../src/domain/agencies/inside-contract.ts';
import { route, type Feature } from '../http/route.ts';
import { agencyBrands, agencyLogin, agencyUserOf, enterBrand } from './service.ts';
import { agencyCaller, endAgencySession } from './session.ts';

/** An agency's sign-in, its brands and the way in (src/domain/agencies/inside-contract.ts; decision 077). */
export const registerAgencyInsideRoutes: Feature = (app) => {
  route(app, api.agencyLogin, ({ db, body, request }) => agencyLogin(db, body, request.ip));
  route(app, api.agencyMe, async ({ db, request }) => agencyUserOf(db, await agencyCaller(db, request.headers.authorization)));
  route(app, api.agencyBrands, async ({ db, request }) => agencyBrands(db, await agencyCaller(db, request.headers.authorization)));
  route(app, api.enterBrand, async ({ db, request, params }) =>
    enterBrand(db, await agencyCaller(db, request.headers.authorization), params.contractId),
  );
  route(app, api.agencyLogout, async ({ db, request }) => {
    const caller = await agencyCaller(db, request.headers.authorization);
    await endAgencySession(db, caller.sessionId, 'logout');
    return { ok: true as const };
  });
};
