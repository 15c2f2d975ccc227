import * as api from '../../src/domain/partners/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import type { Db } from '../db/pool.ts';
import { route, type Feature } from '../http/route.ts';
import { changeContract, createContract, loadContract, type Contract } from './contracts.ts';
import { registerInvitationRoutes } from './invitation-routes.ts';
import { refuse } from './errors.ts';
import { listPartners, mayActOn } from './list.ts';

const dto = ({ brand_id: _b, ...c }: Contract) => c;

/**
 * A contract of a partner the user may not see answers like a missing one (404): an employee who
 * does not manage all partners must not learn which contracts exist for other partners.
 */
async function visibleContract(db: Db, user: Principal, id: number): Promise<Contract> {
  const c = await loadContract(db, user.brandId, id);
  if (!c || !(await mayActOn(db, user, c.partner_id))) throw refuse('contract_not_found');
  return c;
}

/** Partner routes (src/domain/partners/contract.ts); the contract-expiry job is in server/jobs/list.ts. */
export const registerPartnersRoutes: Feature = (app, deps) => {
  route(app, api.listPartners, async ({ db, user, query }) => listPartners(db, user, query));
  route(app, api.getContract, async ({ db, user, params }) => dto(await visibleContract(db, user, params.contractId)));
  route(app, api.createContract, async ({ db, user, body }) => {
    const { send, ...input } = body;
    // an unassigned partner is "not joined" as far as this employee can tell
    if (!(await mayActOn(db, user, input.partner_id))) throw refuse('partner_not_joined');
    return dto(await createContract(db, user.brandId, input, { authorId: user.userId, send }));
  });
  route(app, api.changeContractStatus, async ({ db, user, params, body }) => {
    await visibleContract(db, user, params.contractId);
    return dto(await changeContract(db, user.brandId, params.contractId, body.action));
  });
  // applications and invitations (issue 16 item 4)
  registerInvitationRoutes(app, deps);
};
