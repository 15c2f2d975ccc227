import { hash } from '@node-rs/argon2';
import { MODULE_KEYS, ROLE_DEFAULTS, ROLES, type Level, type ModuleKey, type RoleKey, LEVEL } from '../../src/domain/permissions.ts';
import { withTransaction, type Db } from '../db/pool.ts';
import { seedDemoOfferAssets } from '../offer-assets/seed.ts';
import { seedDemoOffers } from '../offers/demo.ts';
import { seedDemoPartners } from '../partners/demo.ts';
import { seedDemoInvitations } from '../partners/demo-invitations.ts';
import { seedDemoMarket } from '../markets/demo.ts';
import { seedDemoAgencyContracts } from '../agencies/demo.ts';
import { DEMO_AGENCY_USERS, seedDemoAgencyUsers } from '../agency-inside/demo.ts';
import { seedDemoProducts } from '../products/demo.ts';
import { seedDemoDiscountPrograms } from '../discounts/demo.ts';
import { seedDemoTickets } from '../tickets/demo.ts';
import { seedDemoInvoices } from '../invoices/demo.ts';

export const DEMO_BRAND = 'Demo Brand';
export const DEMO_PASSWORD = 'Demo-pass-2026!';

export interface DemoUser {
  email: string;
  role: RoleKey;
  firstName: string;
  lastName: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'owner@demo.test', role: 'owner', firstName: 'Olivia', lastName: 'Owner' },
  { email: 'admin@demo.test', role: 'admin', firstName: 'Adam', lastName: 'Nguyen' },
  { email: 'affiliate@demo.test', role: 'affiliate_manager', firstName: 'Linh', lastName: 'Tran' },
  { email: 'tech@demo.test', role: 'technical', firstName: 'Tom', lastName: 'Pham' },
  { email: 'finance@demo.test', role: 'finance', firstName: 'Mai', lastName: 'Le' },
  { email: 'custom@demo.test', role: 'custom', firstName: 'Chris', lastName: 'Vo' },
  // signs in for the end-to-end walks, which run beside the flows: a user of their own keeps the
  // language they switch on the profile from reaching the owner's sessions (decision 056)
  { email: 'qa@demo.test', role: 'admin', firstName: 'Quinn', lastName: 'Do' },
];

/** The custom demo role of issue 2: report read-only, payment no access, everything else full. */
export function customDemoPermissions(): Record<ModuleKey, Level> {
  const levels = Object.fromEntries(MODULE_KEYS.map((k) => [k, LEVEL.full])) as Record<ModuleKey, Level>;
  return { ...levels, report: LEVEL.read, payment: LEVEL.none };
}

function permissionsFor(role: RoleKey): Record<ModuleKey, Level> {
  return role === 'custom' ? customDemoPermissions() : { ...ROLE_DEFAULTS[role] };
}

const MANAGER_CONTACT = {
  name: 'Hannah Bui',
  email: 'hannah.bui@demo.test',
  phone: '+84 28 3823 4567',
  skype: 'live:hannah.bui.am',
  telegram: '@hannah_bui_am',
  avatar: '',
};

export interface DemoSeedResult {
  brandId: number;
  /** users inserted by this call (empty when everything existed) */
  created: string[];
}

/**
 * Creates the demo workspace; running it again changes nothing (users are matched by email, the
 * brand through its owner), so it is safe on every start and from `npm run ops -- seed-demo`.
 */
export async function seedDemo(db: Db): Promise<DemoSeedResult> {
  // Hash before the transaction: argon2 takes tens of milliseconds per user.
  const hashes = await Promise.all(DEMO_USERS.map(() => hash(DEMO_PASSWORD)));
  const result = await withTransaction(db, async (tx) => {
    // Two seeders at once (parallel starts) must not create two brands.
    await tx.query('SELECT pg_advisory_xact_lock(7301042002)');
    const owner = await tx.query<{ brand_id: number }>('SELECT brand_id FROM brand_users WHERE lower(email) = $1', [DEMO_USERS[0]!.email]);
    let brandId = owner.rows[0]?.brand_id;
    if (brandId === undefined) {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO brands (company_name, currency, fraud_detector, is_exists_discount_program, is_exists_product,
           is_personal_info, is_public_info, is_payment_info, is_submit, is_admin_approve, manager_contact)
         VALUES ($1, 'USD', true, true, true, true, true, true, true, true, $2) RETURNING id`,
        [DEMO_BRAND, JSON.stringify(MANAGER_CONTACT)],
      );
      brandId = inserted.rows[0]!.id;
    }
    const created: string[] = [];
    for (const [i, u] of DEMO_USERS.entries()) {
      const res = await tx.query(
        `INSERT INTO brand_users (brand_id, email, password_hash, first_name, last_name, phone, role_id,
           permissions, is_all_partner, is_first_login, language, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, false, 'en', 'active')
         ON CONFLICT ((lower(email))) DO NOTHING`,
        [
          brandId,
          u.email,
          hashes[i],
          u.firstName,
          u.lastName,
          `+84 90 000 00${i + 10}`,
          ROLES[u.role],
          JSON.stringify(permissionsFor(u.role)),
        ],
      );
      if (res.rowCount) created.push(u.email);
    }
    return { brandId, created };
  });
  // offer assets (events, creatives, a group) come after the offers seed; idempotent
  await seedDemoOffers(db, result.brandId);
  await seedDemoOfferAssets(db, result.brandId);
  await seedDemoPartners(db, result.brandId);
  await seedDemoMarket(db, result.brandId);
  // after the market: the applicants are marketplace partners
  await seedDemoInvitations(db, result.brandId);
  // after the market: the contracts are with its agencies
  await seedDemoAgencyContracts(db, result.brandId);
  // agency users sign in at /agency/login; the owner's hash again, no extra argon2 work
  await seedDemoAgencyUsers(db, hashes[0]!);
  // after the offers: the first products are sold through the first offer
  await seedDemoProducts(db, result.brandId);
  // after the offers: a program runs on the first demo offer
  await seedDemoDiscountPrograms(db, result.brandId);
  await seedDemoTickets(db, result.brandId);
  // after the partners: performance invoices name the brand's partners
  await seedDemoInvoices(db, result.brandId);
  return result;
}

/** True when the demo owner exists (main.ts prints the sign-in lines then). */
export async function demoExists(db: Db): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM brand_users WHERE lower(email) = $1', [DEMO_USERS[0]!.email]);
  return Boolean(rowCount);
}

export function demoSignInLines(): string[] {
  return [
    `Demo sign-in (password for all: ${DEMO_PASSWORD})`,
    ...DEMO_USERS.map((u) => `  ${u.email.padEnd(22)} ${u.role.replace('_', ' ')}`),
    ...DEMO_AGENCY_USERS.map((u) => `  ${u.email.padEnd(22)} agency user at /agency/login: ${u.contract}`),
  ];
}
