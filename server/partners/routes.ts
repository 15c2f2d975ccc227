import * as api from '../../src/domain/partners/contract.ts';
import { route, type Feature } from '../http/route.ts';
import { changeContract, createContract, type Contract } from './contracts.ts';
import { registerContractRoutes, visibleContract } from './contract-routes.ts';
import { registerInvitationRoutes } from './invitation-routes.ts';
import { refuse } from './errors.ts';
import { listPartners, mayActOn } from './list.ts';
// tier groups and offer management (issue 16 item 2, docs/decisions/052)
import * as tiers from '../../src/domain/partners/tier-groups.ts';
import {
  addTierMembers,
  createTierGroup,
  deleteTierGroup,
  listTierGroups,
  listTierMembers,
  removeTierMembers,
  updateTierGroup,
} from './tier-groups.ts';
import { getManagedOffer, listManagedOffers, listOfferPartners } from './managed-offers.ts';

const dto = ({ brand_id: _b, ...c }: Contract) => c;

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
    const contractDate = body.contract_date === undefined ? undefined : new Date(body.contract_date);
    return dto(await changeContract(db, user.brandId, params.contractId, body.action, { contractDate }));
  });
  // tier groups and offer management (issue 16 item 2, docs/decisions/052)
  route(app, tiers.listTierGroups, async ({ db, user, query }) => listTierGroups(db, user, query.search));
  route(app, tiers.createTierGroup, async ({ db, user, body }) => createTierGroup(db, user, body));
  route(app, tiers.updateTierGroup, async ({ db, user, params, body }) => updateTierGroup(db, user, params.tierGroupId, body));
  route(app, tiers.deleteTierGroup, async ({ db, user, params }) => deleteTierGroup(db, user, params.tierGroupId));
  route(app, tiers.listTierMembers, async ({ db, user, params, query }) => listTierMembers(db, user, params.tierGroupId, query));
  route(app, tiers.addTierMembers, async ({ db, user, params, body }) => addTierMembers(db, user, params.tierGroupId, body));
  route(app, tiers.removeTierMembers, async ({ db, user, params, body }) => removeTierMembers(db, user, params.tierGroupId, body));
  route(app, tiers.listManagedOffers, async ({ db, user, query }) => listManagedOffers(db, user, query));
  route(app, tiers.getManagedOffer, async ({ db, user, params }) => getManagedOffer(db, user, params.offerId));
  route(app, tiers.listOfferPartners, async ({ db, user, params, query }) => listOfferPartners(db, user, params.offerId, query));
  // applications and invitations (issue 16 item 4)
  registerInvitationRoutes(app, deps);
  // the partner-contract screen: list, draw-up, budget usage (issue 25, decision 074)
  registerContractRoutes(app, deps);
};
