import type { InvitationRefusal } from '../../src/domain/partners/invitation-enums.ts';
import invitationsEn from '../../src/i18n/en/invitations.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Refusals of applications and invitations: the `code` of the 404 / 409 body, its English message the
 * translation itself (the API, the ops CLI and the UI say the same; the UI translates `invitations.refusals.<code>`).
 */
const STATUS: Record<InvitationRefusal, number> = {
  invitation_not_found: 404,
  offer_not_found: 404,
  partner_not_found: 404,
  partner_blocked: 409,
  invitation_pending: 409,
  status_not_allowed: 409,
  kind_not_allowed: 409,
};

export const refuseInvitation = (code: InvitationRefusal): HttpError => new HttpError(STATUS[code], code, invitationsEn.refusals[code]);
