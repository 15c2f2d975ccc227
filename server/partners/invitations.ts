import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';
import { OFFER_STATUS, WORKING_MODE } from '../../src/domain/offers/enums.ts';
import {
  isInvitationKind,
  type InvitationBrandAction,
  type InvitationKind,
  type InvitationPartnerAction,
  type InvitationStatus,
} from '../../src/domain/partners/invitation-enums.ts';
import { inviteBodySchema, type InvitationDto, type InviteBody } from '../../src/domain/partners/invitations.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import {
  nextPartnerApplication,
  partnerApplicationEvent,
  partnerApplicationRefusal,
  type PartnerApplicationEvent,
} from '../../src/machines/partner-application.ts';
import { diff, record } from '../audit/record.ts';
import { inTransaction, type Queryable, type Tx } from '../db/pool.ts';
import { notify } from '../notifications/notify.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { changeContract, createContract } from './contracts.ts';
import { parseOr422 } from './errors.ts';
import { refuseInvitation } from './invitation-errors.ts';
import { joinBrand } from './service.ts';

/**
 * Applications and invitations (issue 16 item 4; decision 054). The server is the authority: it loads
 * the stored status and kind, asks the chart (src/machines/partner-application.ts) and writes the result
 * in the same transaction, with the audit row, the webhook event and the brand's notification. The
 * brand's side comes through the API (server/partners/invitation-routes.ts), the partner's through the
 * ops CLI (server/partners/ops.ts) — both call these functions, so the whole loop runs on one machine.
 */
export interface Invitation extends InvitationDto {
  brand_id: number;
}

const iso = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const INVITATION_SELECT = `SELECT a.id, a.brand_id, json_build_object('id', o.id, 'name', o.name) AS offer,
    json_build_object('id', p.id, 'display_name', p.display_name, 'email', p.email) AS partner,
    a.kind, a.status, a.message, a.author_id, a.answered_by, a.contract_id,
    ${iso('a.created_at')} AS created_at, ${iso('a.updated_at')} AS updated_at, ${iso('a.answered_at')} AS answered_at
  FROM partner_applications a JOIN offers o ON o.id = a.offer_id JOIN partners p ON p.id = a.partner_id`;

/** What the audit log keeps of a creation and of each answer (decision 036). */
const CREATED_FIELDS = ['kind', 'status', 'message'] as const;
const CHANGED_FIELDS = ['kind', 'status', 'answered_by', 'contract_id'] as const;

export async function loadInvitation(db: Queryable, brandId: number, id: number): Promise<Invitation | null> {
  const { rows } = await db.query<Invitation>(`${INVITATION_SELECT} WHERE a.id = $1 AND a.brand_id = $2`, [id, brandId]);
  return rows[0] ?? null;
}

/** The record's brand (the partner side knows only the id); null when there is none. */
export async function brandOfInvitation(db: Queryable, id: number): Promise<number | null> {
  const { rows } = await db.query<{ brand_id: number }>('SELECT brand_id FROM partner_applications WHERE id = $1', [id]);
  return rows[0] ? Number(rows[0].brand_id) : null;
}

export const toDto = ({ brand_id: _b, ...a }: Invitation): InvitationDto => a;

async function isBlocked(db: Queryable, brandId: number, partnerId: number): Promise<boolean> {
  const { rows } = await db.query<{ working_mode: number }>(
    'SELECT working_mode FROM brand_partners WHERE brand_id = $1 AND partner_id = $2',
    [brandId, partnerId],
  );
  return rows[0]?.working_mode === WORKING_MODE.blocked;
}

async function liveOffer(db: Queryable, offerId: number, brandId?: number): Promise<{ id: number; brand_id: number; name: string }> {
  const { rows } = await db.query<{ id: number; brand_id: number; name: string }>(
    `SELECT id, brand_id, name FROM offers WHERE id = $1 AND status <> ${OFFER_STATUS.deleted} AND ($2::bigint IS NULL OR brand_id = $2)`,
    [offerId, brandId ?? null],
  );
  if (!rows[0]) throw refuseInvitation('offer_not_found');
  return { ...rows[0], brand_id: Number(rows[0].brand_id) };
}

async function partnerName(db: Queryable, partnerId: number): Promise<string> {
  const { rows } = await db.query<{ display_name: string }>('SELECT display_name FROM partners WHERE id = $1', [partnerId]);
  if (!rows[0]) throw refuseInvitation('partner_not_found');
  return rows[0].display_name;
}

/** The webhook event of a record's kind, with the record itself as its data. */
async function emitChange(tx: Tx, a: Invitation, previous: InvitationStatus | null): Promise<void> {
  await emitWebhookEvent(tx, a.brand_id, isInvitationKind(a.kind) ? WEBHOOK_EVENT.invitationChanged : WEBHOOK_EVENT.applicationChanged, {
    ...toDto(a),
    previous_status: previous,
  });
}

/** Inserts a pending record; the partial unique index refuses a second pending one for the offer and partner. */
async function insertPending(
  tx: Tx,
  brandId: number,
  offerId: number,
  partnerId: number,
  kind: InvitationKind,
  message: string,
  authorId: number | null,
): Promise<Invitation> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO partner_applications (brand_id, offer_id, partner_id, kind, message, author_id) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (offer_id, partner_id) WHERE status = 'pending' DO NOTHING RETURNING id`,
    [brandId, offerId, partnerId, kind, message, authorId],
  );
  if (!rows[0]) throw refuseInvitation('invitation_pending');
  const created = (await loadInvitation(tx, brandId, rows[0].id))!;
  await record(tx, {
    action: kind === 'applied' ? 'partners.applications.submit' : 'partners.invitations.create',
    objectType: kind === 'applied' ? 'application' : 'invitation',
    objectId: created.id,
    changes: diff(null, created, CREATED_FIELDS),
  });
  await emitChange(tx, created, null);
  return created;
}

/**
 * The brand invites each partner to each offer: all or none, in one transaction. Refused: an offer
 * that is not the brand's (or deleted), an unknown or blocked partner, a pending record already there.
 */
export async function invitePartners(
  db: Queryable,
  brandId: number,
  body: InviteBody,
  authorId: number | null = null,
): Promise<Invitation[]> {
  const input = parseOr422(inviteBodySchema, body, 'invitation');
  return inTransaction(db, async (tx) => {
    const made: Invitation[] = [];
    for (const offerId of new Set(input.offer_ids)) {
      await liveOffer(tx, offerId, brandId);
      for (const partnerId of new Set(input.partner_ids)) {
        await partnerName(tx, partnerId);
        if (await isBlocked(tx, brandId, partnerId)) throw refuseInvitation('partner_blocked');
        if (!nextPartnerApplication('none', null, { type: 'invitation.send' })) throw refuseInvitation('status_not_allowed');
        made.push(await insertPending(tx, brandId, offerId, partnerId, 'invite', input.message, authorId));
      }
    }
    return made;
  });
}

/** The partner applies to an offer (ops CLI today): a pending application and the brand's notification (case 4). */
export async function applyToOffer(db: Queryable, partnerId: number, offerId: number, message = ''): Promise<Invitation> {
  return inTransaction(db, async (tx) => {
    const offer = await liveOffer(tx, offerId);
    const name = await partnerName(tx, partnerId);
    if (await isBlocked(tx, offer.brand_id, partnerId)) throw refuseInvitation('partner_blocked');
    const made = await insertPending(tx, offer.brand_id, offerId, partnerId, 'applied', message, null);
    await notify(tx, offer.brand_id, NOTIFICATION_CASE.partnerApplied, {
      publisher_name: name,
      offer_name: offer.name,
      application_id: made.id,
      partner_id: partnerId,
    });
    return made;
  });
}

/**
 * The partner works the offer from now: joined to the brand (working; case 13 when new) and an
 * approved contract — the live one approved, or a new one made and approved (the contract chart).
 */
async function startWorking(tx: Tx, a: Invitation): Promise<number> {
  const { joined } = await joinBrand(tx, a.brand_id, a.partner.id);
  if (joined)
    await notify(tx, a.brand_id, NOTIFICATION_CASE.partnerJoined, { partner_name: a.partner.display_name, partner_id: a.partner.id });
  const { rows } = await tx.query<{ id: number; status: string }>(
    `SELECT id, status FROM partner_contracts WHERE offer_id = $1 AND partner_id = $2 AND status IN ('pending', 'sent', 'approved') FOR UPDATE`,
    [a.offer.id, a.partner.id],
  );
  const live = rows[0];
  if (live?.status === 'approved') return Number(live.id);
  const contractId = live ? Number(live.id) : (await createContract(tx, a.brand_id, { offer_id: a.offer.id, partner_id: a.partner.id })).id;
  return (await changeContract(tx, a.brand_id, contractId, 'approve')).id;
}

async function step(tx: Tx, a: Invitation, event: PartnerApplicationEvent, by: 'brand' | 'partner', action: string): Promise<Invitation> {
  const next = nextPartnerApplication(a.status, a.kind, event)!;
  // spec 3 §4: "Approval failed because the partner is blocked." — approving, accepting, re-inviting alike
  if (next.status !== 'rejected' && (await isBlocked(tx, a.brand_id, a.partner.id))) throw refuseInvitation('partner_blocked');
  const contractId = next.status === 'joined' || next.status === 'approved' ? await startWorking(tx, a) : a.contract_id;
  await tx.query(
    `UPDATE partner_applications SET status = $2, kind = $3, contract_id = $4, updated_at = now(),
       answered_by = CASE WHEN $2 = 'pending' THEN NULL ELSE $5 END, answered_at = CASE WHEN $2 = 'pending' THEN NULL ELSE now() END
     WHERE id = $1`,
    [a.id, next.status, next.kind, contractId, by],
  );
  const after = (await loadInvitation(tx, a.brand_id, a.id))!;
  await record(tx, {
    action: `partners.${isInvitationKind(a.kind) ? 'invitations' : 'applications'}.${action}`,
    objectType: isInvitationKind(a.kind) ? 'invitation' : 'application',
    objectId: a.id,
    changes: diff(a, after, CHANGED_FIELDS),
  });
  await emitChange(tx, after, a.status);
  return after;
}

async function locked(tx: Tx, brandId: number, id: number): Promise<Invitation> {
  const lock = await tx.query('SELECT 1 FROM partner_applications WHERE id = $1 AND brand_id = $2 FOR UPDATE', [id, brandId]);
  if (!lock.rowCount) throw refuseInvitation('invitation_not_found');
  return (await loadInvitation(tx, brandId, id))!;
}

/** The brand approves / rejects an application or re-invites after a decline; 404 unknown, 409 refused. */
export async function changeInvitation(db: Queryable, brandId: number, id: number, action: InvitationBrandAction): Promise<Invitation> {
  return inTransaction(db, async (tx) => {
    const a = await locked(tx, brandId, id);
    const refusal = partnerApplicationRefusal(a.status, a.kind, action);
    if (refusal) throw refuseInvitation(refusal);
    return step(tx, a, partnerApplicationEvent(action), 'brand', action);
  });
}

/** The partner accepts or declines an invitation (ops CLI); the brand hears of it (case 5). */
export async function answerInvitation(db: Queryable, id: number, action: InvitationPartnerAction): Promise<Invitation> {
  const brandId = await brandOfInvitation(db, id);
  if (brandId === null) throw refuseInvitation('invitation_not_found');
  return inTransaction(db, async (tx) => {
    const a = await locked(tx, brandId, id);
    const refusal = partnerApplicationRefusal(a.status, a.kind, action);
    if (refusal) throw refuseInvitation(refusal);
    const after = await step(tx, a, partnerApplicationEvent(action), 'partner', action);
    await notify(tx, brandId, NOTIFICATION_CASE.invitationAnswered, {
      publisher_name: a.partner.display_name,
      publisher_action: action === 'accept' ? 'accepted' : 'rejected',
      invitation_id: a.id,
      partner_id: a.partner.id,
    });
    return after;
  });
}
