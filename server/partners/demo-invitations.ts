import { ROLES } from '../../src/domain/permissions.ts';
import { OFFER_STATUS } from '../../src/domain/offers/enums.ts';
import type { Db } from '../db/pool.ts';
import { answerInvitation, applyToOffer, invitePartners } from './invitations.ts';

/**
 * The demo brand's applications and invitations (issue 16 item 5), so the partner-contract screen
 * and the offers' Partners sections open on real records: three marketplace partners applied, two
 * invitations wait on the partner, one was declined (the brand may re-invite). Made through the
 * same services as the API and the ops CLI, so the brand's notifications, audit rows and webhooks
 * are the real ones. The partners are the marketplace's last ones by id: the e2e specs pick fresh
 * partners from the first ones. Idempotent: a brand that has any record of a marketplace partner is left alone.
 */
const APPLICATIONS = [
  'We run a coupon site with 40k monthly visitors in this vertical.',
  'Kênh TikTok về mua sắm, 120 nghìn người theo dõi. Mong được hợp tác.',
  'Comparison blog, mostly organic search traffic from Vietnam.',
];
const INVITATION = 'Your audience fits this offer well: we would like to work with you.';

export async function seedDemoInvitations(db: Db, brandId: number): Promise<void> {
  // the brand's own partners ask about more offers too (demo.ts): only these marketplace records count
  const existing = await db.query(
    `SELECT 1 FROM partner_applications a JOIN partners p ON p.id = a.partner_id
      WHERE a.brand_id = $1 AND p.email LIKE '%@market.demo-partners.test' LIMIT 1`,
    [brandId],
  );
  if (existing.rowCount) return;
  const offers = await db.query<{ id: number }>(
    `SELECT id FROM offers WHERE brand_id = $1 AND status = ${OFFER_STATUS.active} ORDER BY id LIMIT 2`,
    [brandId],
  );
  const partners = await db.query<{ id: number }>(
    `SELECT p.id FROM partners p
      WHERE p.email LIKE '%@market.demo-partners.test'
        AND NOT EXISTS (SELECT 1 FROM brand_partners bp WHERE bp.partner_id = p.id AND bp.brand_id = $1)
      ORDER BY p.id DESC LIMIT 6`,
    [brandId],
  );
  const offerIds = offers.rows.map((o) => Number(o.id));
  const partnerIds = partners.rows.map((p) => Number(p.id));
  if (offerIds.length === 0 || partnerIds.length < 6) return;
  const owner = await db.query<{ id: number }>('SELECT id FROM brand_users WHERE brand_id = $1 AND role_id = $2 ORDER BY id LIMIT 1', [
    brandId,
    ROLES.owner,
  ]);
  const authorId = owner.rows[0] ? Number(owner.rows[0].id) : null;
  const offerAt = (i: number) => offerIds[i % offerIds.length]!;
  for (const [i, message] of APPLICATIONS.entries()) await applyToOffer(db, partnerIds[i]!, offerAt(i), message);
  const invited = await invitePartners(
    db,
    brandId,
    { offer_ids: [offerAt(1)], partner_ids: partnerIds.slice(3, 6), message: INVITATION },
    authorId,
  );
  await answerInvitation(db, invited[2]!.id, 'decline');
}
