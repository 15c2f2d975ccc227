import * as api from '../../src/domain/partners/invitations.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import type { Db } from '../db/pool.ts';
import { route, type Feature } from '../http/route.ts';
import { refuseInvitation } from './invitation-errors.ts';
import { listInvitations } from './invitation-list.ts';
import { changeInvitation, invitePartners, loadInvitation, toDto, type Invitation } from './invitations.ts';
import { mayActOn } from '../auth/partner-scope.ts';

/** A record of a partner the user may not see answers like a missing one (partner scope). */
async function visible(db: Db, user: Principal, id: number): Promise<Invitation> {
  const a = await loadInvitation(db, user.brandId, id);
  if (!a || !(await mayActOn(db, user, a.partner.id))) throw refuseInvitation('invitation_not_found');
  return a;
}

/** Application and invitation routes (src/domain/partners/invitations.ts), registered from routes.ts. */
export const registerInvitationRoutes: Feature = (app) => {
  route(app, api.listInvitations, async ({ db, user, query }) => listInvitations(db, user, query));
  route(app, api.getInvitation, async ({ db, user, params }) => toDto(await visible(db, user, params.invitationId)));
  route(app, api.createInvitations, async ({ db, user, body }) => {
    // an unassigned partner is "not found" as far as this employee can tell
    for (const partnerId of body.partner_ids) if (!(await mayActOn(db, user, partnerId))) throw refuseInvitation('partner_not_found');
    return { items: (await invitePartners(db, user.brandId, body, user.userId)).map(toDto) };
  });
  route(app, api.changeInvitationStatus, async ({ db, user, params, body }) => {
    await visible(db, user, params.invitationId);
    return toDto(await changeInvitation(db, user.brandId, params.invitationId, body.action));
  });
};
