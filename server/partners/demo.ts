import type { PartnerCreateInput } from '../../src/domain/partners/schema.ts';
import { withTransaction, type Db, type Tx } from '../db/pool.ts';
import { changeContract, createContract } from './contracts.ts';
import { applyToOffer, changeInvitation, invitePartners } from './invitations.ts';
import { DEMO_PARTNERS, DEMO_TIER_GROUPS, type DemoPartnerRow } from './demo-data.ts';
import { createPartner, createTierGroup, joinBrand, setPartnerWorkingMode } from './service.ts';
import { OFFER_STATUS } from '../../src/domain/offers/enums.ts';
import { seeded } from '../random.ts';

/**
 * The demo brand's partners (issue 5 item 1): ~40 partners joined over the last months, three tier
 * groups, approved contracts on 1–4 of the active offers each (effective a few days after joining, so
 * the simulator's month of traffic has contracts behind it), a few applications and invitations still open or rejected,
 * two partners stopped and one blocked. Deterministic: one seeded random stream, dates relative to
 * `now`. Idempotent: partners are matched by email and only a partner joined by this run gets
 * contracts and a working-mode change, so seeding again adds nothing.
 */
const DAY = 86_400_000;
const STOPPED = new Set([36, 37]);
const BLOCKED = 39;

// partner type id → promote methods and how its main property is listed
const METHODS: Record<number, number[]> = {
  1: [1],
  2: [4, 5],
  3: [6],
  4: [7],
  5: [1],
  6: [2, 3, 10],
  7: [8],
  8: [13],
  9: [2, 3, 10, 11],
  10: [9, 4],
  11: [15],
};
const PROPERTY_TYPE: Record<number, number> = { 2: 3, 7: 4, 8: 2, 10: 5 };
const SOCIAL = ['tiktok', 'facebook', 'instagram', 'youtube'] as const;

function profile(row: DemoPartnerRow, rnd: () => number): PartnerCreateInput {
  const [display, first, last, type, org, country, verticals, handle] = row;
  const tld = country === 704 ? 'vn' : 'com';
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const propertyType = PROPERTY_TYPE[type] ?? 1;
  const platform = SOCIAL[int(0, SOCIAL.length - 1)]!;
  const social =
    type === 2 || type === 10
      ? [{ platform, url: `https://${platform}.com/${handle}`, followers: int(5, 900) * 1000 }]
      : rnd() < 0.4
        ? [{ platform: 'facebook', url: `https://facebook.com/${handle}`, followers: int(1, 80) * 1000 }]
        : [];
  const link =
    propertyType === 3
      ? social[0]!.url
      : propertyType === 2
        ? `https://play.google.com/store/apps/details?id=${tld}.${handle}`
        : `https://${handle}.${tld}`;
  return {
    email: `${handle}@demo-partners.test`,
    display_name: display,
    first_name: first,
    last_name: last,
    organization_type_id: org,
    partner_type_id: type,
    promote_method_ids: METHODS[type] ?? [1],
    vertical_ids: [...verticals],
    country_ids: [country],
    bio: `${display}: ${verticals.length > 1 ? 'multi-vertical' : 'focused'} publisher since ${2026 - int(1, 9)}.`,
    social,
    properties: [
      {
        name: propertyType === 3 ? `@${handle}` : `${handle}.${tld}`,
        type_id: propertyType,
        link,
        visit: int(2, 400) * 1000,
        followers: social[0]?.followers ?? 0,
        verified: rnd() < 0.7,
        primary: true,
        social_platform: propertyType === 3 ? platform : null,
        traffic_source_id: int(1, 11),
      },
    ],
    year_of_experience: int(1, 10),
    audience_age_ids: [int(2, 3), int(3, 4)].filter((v, i, a) => a.indexOf(v) === i),
    audience_gender_ids: rnd() < 0.5 ? [1, 2] : [2],
    min_cpa: rnd() < 0.3 ? String(int(1, 5)) : null,
    min_revenue_share: rnd() < 0.3 ? `${int(5, 15)}.00` : null,
    trust: int(40, 95),
  };
}

async function tierGroupIds(db: Tx, brandId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const g of DEMO_TIER_GROUPS) {
    const found = await db.query<{ id: number }>('SELECT id FROM tier_groups WHERE brand_id = $1 AND lower(name) = lower($2)', [
      brandId,
      g.name,
    ]);
    ids.push(found.rows[0]?.id ?? (await createTierGroup(db, brandId, g)).id);
  }
  return ids;
}

export interface DemoPartnersResult {
  /** partners joined by this call */
  joined: number;
  contracts: number;
}

export async function seedDemoPartners(pool: Db, brandId: number, now = new Date()): Promise<DemoPartnersResult> {
  // one transaction: one commit instead of hundreds, and two seeders at once cannot interleave
  return withTransaction(pool, async (db) => {
    await db.query('SELECT pg_advisory_xact_lock(7301042011)');
    return seedIn(db, brandId, now);
  });
}

async function seedIn(db: Tx, brandId: number, now: Date): Promise<DemoPartnersResult> {
  const rnd = seeded(20_261_122);
  const tiers = await tierGroupIds(db, brandId);
  const { rows: offers } = await db.query<{ id: number }>(
    `SELECT id FROM offers WHERE brand_id = $1 AND status = ${OFFER_STATUS.active} ORDER BY id`,
    [brandId],
  );
  const { rows: managers } = await db.query<{ id: number }>(
    "SELECT id FROM brand_users WHERE brand_id = $1 AND role_id IN (1, 3) AND status = 'active' ORDER BY role_id DESC, id",
    [brandId],
  );
  let joined = 0;
  let contracts = 0;
  for (const [i, row] of DEMO_PARTNERS.entries()) {
    // draw every number whether or not the partner exists, so a partial earlier run changes nothing
    const input = profile(row, rnd);
    const joinedDaysAgo = 20 + Math.floor(rnd() * 160);
    const tierRoll = rnd();
    const offerCount = 1 + Math.floor(rnd() * 4);
    const shuffled = offers
      .map((o) => ({ o, k: rnd() }))
      .sort((a, b) => a.k - b.k)
      .map((x) => x.o.id);
    const existing = await db.query<{ id: number }>('SELECT id FROM partners WHERE lower(email) = lower($1)', [input.email]);
    const partnerId = existing.rows[0]?.id ?? (await createPartner(db, input)).id;
    const joinedAt = new Date(now.getTime() - joinedDaysAgo * DAY);
    const { joined: isNew } = await joinBrand(db, brandId, partnerId, {
      joined_at: joinedAt,
      tier_group_id: tierRoll < 0.15 ? tiers[2]! : tierRoll < 0.4 ? tiers[1]! : tiers[0]!,
      manager_id: i % 3 === 0 ? (managers[0]?.id ?? null) : null,
    });
    if (!isNew) continue;
    joined++;
    const effective = new Date(Math.min(now.getTime() - DAY, joinedAt.getTime() + (1 + (i % 5)) * DAY));
    for (const [k, offerId] of shuffled.slice(0, offerCount).entries()) {
      const c = await createContract(db, brandId, {
        offer_id: offerId,
        partner_id: partnerId,
        payout_tier: k === 0 && i % 7 === 0 ? '115' : null,
        budgets: i % 6 === 0 ? [{ budget_type: 'conversions', frequency: 'daily', value: '200' }] : [],
        terms: 'No brand bidding. No incentivised traffic.',
        message: 'Welcome aboard!',
      });
      await changeContract(db, brandId, c.id, 'approve', { now: effective, contractDate: effective });
      contracts++;
    }
    // one more offer asked about, for the partner-contract screen: the partner applied (one of them
    // rejected by the brand) or the brand invited — applications and invitations, not bare contract
    // proposals, so offer management's "pending" and the partner-contract screen count the same records
    const extra = shuffled[offerCount];
    if (extra !== undefined && i % 8 === 1) {
      const asked =
        i % 16 === 9
          ? (
              await invitePartners(db, brandId, {
                offer_ids: [extra],
                partner_ids: [partnerId],
                message: 'We would like you on this offer too.',
              })
            )[0]!
          : await applyToOffer(db, partnerId, extra, 'Could we run this offer too?');
      if (i % 24 === 17) await changeInvitation(db, brandId, asked.id, 'reject');
    }
    if (STOPPED.has(i)) await setPartnerWorkingMode(db, brandId, partnerId, 'pause');
    if (i === BLOCKED) await setPartnerWorkingMode(db, brandId, partnerId, 'block');
    // paused or blocked some while after joining, not on the day the demo is seeded (the screens say since when)
    if (STOPPED.has(i) || i === BLOCKED)
      await db.query(
        'UPDATE brand_partners SET working_mode_since = joined_at + (now() - joined_at) * 0.6 WHERE brand_id = $1 AND partner_id = $2',
        [brandId, partnerId],
      );
  }
  return { joined, contracts };
}
