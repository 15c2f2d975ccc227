import * as api from '../../src/domain/partners/contracts.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { nowOf } from '../db/clock.ts';
import type { Db } from '../db/pool.ts';
import { route, type Feature } from '../http/route.ts';
import { mayActOn } from '../auth/partner-scope.ts';
import { drawUpContracts } from './contract-draw-up.ts';
import { contractUsage, listBrandContracts } from './contract-list.ts';
import { loadContract, type Contract } from './contracts.ts';
import { refuse } from './errors.ts';

/**
 * A contract of a partner the user may not see answers like a missing one (404): an employee who
 * does not manage all partners must not learn which contracts exist for other partners.
 */
export async function visibleContract(db: Db, user: Principal, id: number): Promise<Contract> {
  const c = await loadContract(db, user.brandId, id);
  if (!c || !(await mayActOn(db, user, c.partner_id))) throw refuse('contract_not_found');
  return c;
}

/** The partner-contract screen's routes (src/domain/partners/contracts.ts, decision 074), registered from routes.ts. */
export const registerContractRoutes: Feature = (app) => {
  route(app, api.listBrandContracts, async ({ db, user, query }) => listBrandContracts(db, user, query));
  route(app, api.drawUpContracts, async ({ db, user, body }) => ({ items: await drawUpContracts(db, user, body) }));
  route(app, api.getContractUsage, async ({ db, user, params }) => ({
    // the database's clock: tests move it with the tracking engine's (server/db/clock.ts)
    items: await contractUsage(db, await visibleContract(db, user, params.contractId), nowOf(db)),
  }));
};
