import { WORKING_MODE, WORKING_MODE_ACTIONS, type WorkingModeAction, type WorkingModeId } from '../../src/domain/offers/enums.ts';
import { partnerCreateSchema, tierGroupSchema, type PartnerCreateInput, type TierGroupInput } from '../../src/domain/partners/schema.ts';
import { COUNTRIES } from '../../src/domain/reference/data/countries.ts';
import { workingModeEvent, nextWorkingMode } from '../../src/machines/working-mode.ts';
import type { Queryable } from '../db/pool.ts';
import { inTransaction } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { parseOr422, refuse } from './errors.ts';

/**
 * Partners as data (issue 5 item 1; docs/decisions/022-partners-and-contracts.md): the platform-wide
 * partner, a brand's relationship to it (joined, working mode, tier group, manager) and tier groups.
 * Every brand-side call is scoped by brand; a partner that has not joined the brand is refused.
 */
const COUNTRY_IDS = new Set(COUNTRIES.map((c) => c.id));

export interface CreatedPartner {
  id: number;
  uuid: string;
  email: string;
  display_name: string;
}

export async function createPartner(db: Queryable, input: PartnerCreateInput): Promise<CreatedPartner> {
  const p = parseOr422(partnerCreateSchema, input, 'partner');
  const badCountry = p.country_ids.findIndex((id) => !COUNTRY_IDS.has(id));
  if (badCountry >= 0)
    throw new HttpError(422, 'validation_failed', 'Invalid partner', [{ field: `country_ids.${badCountry}`, code: 'not_valid' }]);
  const { rows } = await db.query<CreatedPartner>(
    `INSERT INTO partners (email, display_name, first_name, last_name, organization_type_id, partner_type_id, promote_method_ids,
       vertical_ids, country_ids, bio, social, properties, year_of_experience, audience_age_ids, audience_gender_ids, campaign_start,
       min_cpa, min_cpc, min_revenue_share, trust, can_invite, can_review)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING id, uuid, email, display_name`,
    [
      p.email.trim(),
      p.display_name.trim(),
      p.first_name.trim(),
      p.last_name.trim(),
      p.organization_type_id,
      p.partner_type_id,
      p.promote_method_ids,
      p.vertical_ids,
      p.country_ids,
      p.bio,
      JSON.stringify(p.social),
      JSON.stringify(p.properties),
      p.year_of_experience,
      p.audience_age_ids,
      p.audience_gender_ids,
      p.campaign_start,
      p.min_cpa,
      p.min_cpc,
      p.min_revenue_share,
      p.trust,
      p.can_invite,
      p.can_review,
    ],
  );
  if (!rows[0]) throw new HttpError(422, 'validation_failed', 'Invalid partner', [{ field: 'email', code: 'already_exists' }]);
  return rows[0];
}

export interface JoinOptions {
  tier_group_id?: number | null;
  manager_id?: number | null;
  working_mode?: WorkingModeId;
  joined_at?: Date;
}

/** The partner joins the brand (working by default). Joining twice changes nothing; returns whether it joined now. */
export async function joinBrand(db: Queryable, brandId: number, partnerId: number, o: JoinOptions = {}): Promise<{ joined: boolean }> {
  const exists = await db.query('SELECT 1 FROM partners WHERE id = $1', [partnerId]);
  if (!exists.rowCount) throw refuse('partner_not_found');
  if (o.tier_group_id != null) await mustOwnTierGroup(db, brandId, o.tier_group_id);
  if (o.manager_id != null) await mustBeManager(db, brandId, o.manager_id);
  const { rowCount } = await db.query(
    `INSERT INTO brand_partners (brand_id, partner_id, working_mode, tier_group_id, manager_id, joined_at)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6, now())) ON CONFLICT DO NOTHING`,
    [brandId, partnerId, o.working_mode ?? WORKING_MODE.working, o.tier_group_id ?? null, o.manager_id ?? null, o.joined_at ?? null],
  );
  return { joined: Boolean(rowCount) };
}

async function mustOwnTierGroup(db: Queryable, brandId: number, id: number): Promise<void> {
  const { rowCount } = await db.query('SELECT 1 FROM tier_groups WHERE id = $1 AND brand_id = $2', [id, brandId]);
  if (!rowCount) throw new HttpError(422, 'validation_failed', 'Unknown tier group', [{ field: 'tier_group_id', code: 'not_valid' }]);
}

async function mustBeManager(db: Queryable, brandId: number, id: number): Promise<void> {
  const { rowCount } = await db.query(
    "SELECT 1 FROM brand_users WHERE id = $1 AND brand_id = $2 AND status = 'active' AND agency_id IS NULL",
    [id, brandId],
  );
  if (!rowCount) throw new HttpError(422, 'validation_failed', 'Unknown manager', [{ field: 'manager_id', code: 'not_valid' }]);
}

export interface TierGroup {
  id: number;
  name: string;
  payout_tier: string;
}

export async function createTierGroup(db: Queryable, brandId: number, input: TierGroupInput): Promise<TierGroup> {
  const g = parseOr422(tierGroupSchema, input, 'tier group');
  const { rows } = await db.query<TierGroup>(
    `INSERT INTO tier_groups (brand_id, name, payout_tier) VALUES ($1, $2, $3)
     ON CONFLICT (brand_id, lower(name)) DO NOTHING RETURNING id, name, payout_tier::text`,
    [brandId, g.name.trim(), g.payout_tier],
  );
  if (!rows[0]) throw new HttpError(422, 'validation_failed', 'Invalid tier group', [{ field: 'name', code: 'already_exists' }]);
  return rows[0];
}

/** Moves a joined partner into a tier group (null: none, payout tier 100). */
export async function setTierGroup(db: Queryable, brandId: number, partnerId: number, tierGroupId: number | null): Promise<void> {
  if (tierGroupId !== null) await mustOwnTierGroup(db, brandId, tierGroupId);
  const { rowCount } = await db.query('UPDATE brand_partners SET tier_group_id = $3 WHERE brand_id = $1 AND partner_id = $2', [
    brandId,
    partnerId,
    tierGroupId,
  ]);
  if (!rowCount) throw refuse('partner_not_joined');
}

/** Assigns the brand user who manages the partner (null: not assigned). */
export async function setManager(db: Queryable, brandId: number, partnerId: number, managerId: number | null): Promise<void> {
  if (managerId !== null) await mustBeManager(db, brandId, managerId);
  const { rowCount } = await db.query('UPDATE brand_partners SET manager_id = $3 WHERE brand_id = $1 AND partner_id = $2', [
    brandId,
    partnerId,
    managerId,
  ]);
  if (!rowCount) throw refuse('partner_not_joined');
}

export const isWorkingModeAction = (s: string): s is WorkingModeAction => (WORKING_MODE_ACTIONS as readonly string[]).includes(s);

/**
 * Pause / resume / block / unblock through the working-mode machine the offers use. A resumed
 * partner passes `processing` at once: unlike an offer there is nothing to recheck before traffic
 * (contracts and budgets are checked per click). Blocked stays blocked until unblocked, which leaves
 * the partner stopped; approval of a contract fails meanwhile.
 */
export async function setPartnerWorkingMode(
  db: Queryable,
  brandId: number,
  partnerId: number,
  action: WorkingModeAction,
): Promise<WorkingModeId> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ working_mode: number }>(
      'SELECT working_mode FROM brand_partners WHERE brand_id = $1 AND partner_id = $2 FOR UPDATE',
      [brandId, partnerId],
    );
    if (!rows[0]) throw refuse('partner_not_joined');
    let next = nextWorkingMode(rows[0].working_mode, workingModeEvent(action));
    if (next === null) throw refuse('mode_not_allowed');
    if (next === WORKING_MODE.processing) next = nextWorkingMode(next, { type: 'mode.ready' })!;
    await tx.query('UPDATE brand_partners SET working_mode = $3 WHERE brand_id = $1 AND partner_id = $2', [brandId, partnerId, next]);
    return next;
  });
}
