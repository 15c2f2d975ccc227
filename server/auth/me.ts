import type { Me } from '../../src/domain/auth/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { buildProfile, type ProfileRow } from '../../src/domain/profile/profile.ts';
import type { FileRef } from '../../src/domain/profile/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { Db } from '../db/pool.ts';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Header contact of the account manager, or null when none is assigned. */
export function managerOf(contact: Record<string, unknown> | null): Me['manager'] {
  if (!contact || (!str(contact.email) && !str(contact.name))) return null;
  return {
    email: str(contact.email),
    avatar: str(contact.avatar),
    name: str(contact.name),
    phone: str(contact.phone),
    skype: str(contact.skype),
    telegram: str(contact.telegram),
  };
}

type Row = Omit<ProfileRow, 'brand' | 'avatar' | 'cover' | 'permissions'> & {
  permissions: Record<string, number> | null;
  avatar_id: number | null;
  avatar_path: string | null;
  cover_id: number | null;
  cover_path: string | null;
  b: Record<string, unknown> & { manager_contact: Record<string, unknown> | null };
};

const fileRef = (id: number | null, path: unknown): FileRef | null => (id === null ? null : { id: Number(id), path: str(path) });

// One query: the user, their brand, their pictures and (employees) their assigned partners.
const SQL = `
  SELECT u.id::int, u.brand_id::int, u.email, u.first_name, u.last_name, u.phone, u.business_email, u.business_phone,
         u.gender, u.role_id, u.permissions, u.is_all_partner, u.is_first_login, u.first_login_step, u.language,
         u.timezone, u.pending_timezone, u.timezone_effective_at, u.report_timezone_id, u.created_at,
         av.id::int AS avatar_id, av.key AS avatar_path, cv.id::int AS cover_id, cv.key AS cover_path,
         EXISTS (SELECT 1 FROM brand_api_keys k WHERE k.brand_id = b.id AND k.revoked_at IS NULL) AS has_api_key,
         COALESCE((SELECT array_agg(p.partner_id::int ORDER BY p.partner_id) FROM brand_user_partners p WHERE p.brand_user_id = u.id), '{}') AS partner_ids,
         jsonb_build_object(
           'company_name', b.company_name, 'currency', b.currency, 'fraud_detector', b.fraud_detector,
           'is_exists_discount_program', b.is_exists_discount_program, 'is_exists_product', b.is_exists_product,
           'is_personal_info', b.is_personal_info, 'is_public_info', b.is_public_info, 'is_payment_info', b.is_payment_info,
           'is_submit', b.is_submit, 'is_admin_approve', b.is_admin_approve, 'manager_contact', b.manager_contact,
           'website', b.website, 'description', b.description, 'business_type_id', b.business_type_id, 'verticals', b.verticals,
           'logo_id', lg.id, 'logo_path', lg.key, 'bcover_id', bc.id, 'bcover_path', bc.key,
           'payment_method_id', b.payment_method_id, 'bank_name', b.bank_name, 'account_number', b.account_number,
           'account_name', b.account_name, 'tax_id', b.tax_id, 'billing_address', b.billing_address
         ) AS b
    FROM brand_users u
    JOIN brands b ON b.id = u.brand_id
    LEFT JOIN files av ON av.id = u.avatar_file_id
    LEFT JOIN files cv ON cv.id = u.cover_file_id
    LEFT JOIN files lg ON lg.id = b.logo_file_id
    LEFT JOIN files bc ON bc.id = b.cover_file_id
   WHERE u.id = $1 AND u.brand_id = $2`;

const num = (v: unknown): number | null => (typeof v === 'number' ? v : v === null || v === undefined ? null : Number(v));

/** The stored rows of the signed-in user's profile, shaped for the pure builder. */
export async function loadProfileRow(db: Db, principal: Principal): Promise<ProfileRow> {
  const { rows } = await db.query<Row>(SQL, [principal.userId, principal.brandId]);
  const row = rows[0];
  if (!row) throw new HttpError(401, 'unauthorized', 'Sign-in required');
  const b = row.b;
  return {
    ...row,
    permissions: (row.permissions ?? {}) as ProfileRow['permissions'],
    avatar: fileRef(row.avatar_id, row.avatar_path),
    cover: fileRef(row.cover_id, row.cover_path),
    brand: {
      company_name: str(b.company_name),
      currency: str(b.currency),
      fraud_detector: b.fraud_detector === true,
      is_exists_discount_program: b.is_exists_discount_program === true,
      is_exists_product: b.is_exists_product === true,
      is_personal_info: b.is_personal_info === true,
      is_public_info: b.is_public_info === true,
      is_payment_info: b.is_payment_info === true,
      is_submit: b.is_submit === true,
      is_admin_approve: b.is_admin_approve === true,
      manager: managerOf(b.manager_contact),
      public_info: {
        website: str(b.website),
        description: str(b.description),
        business_type_id: num(b.business_type_id),
        verticals: Array.isArray(b.verticals) ? b.verticals.map(Number) : [],
        logo: fileRef(num(b.logo_id), b.logo_path),
        cover: fileRef(num(b.bcover_id), b.bcover_path),
      },
      payment_info: {
        payment_method_id: num(b.payment_method_id),
        bank_name: str(b.bank_name),
        account_number: str(b.account_number),
        account_name: str(b.account_name),
        tax_id: str(b.tax_id),
        billing_address: str(b.billing_address),
      },
    },
  };
}

/**
 * The advertiser profile of the signed-in user (spec 1 §3), for `GET /api/user/me` and
 * `GET /api/user/adv/info` alike. `now` decides whether a pending time-zone change is in force.
 */
export async function loadMe(db: Db, principal: Principal, now: Date = new Date()): Promise<Me> {
  const row = await loadProfileRow(db, principal);
  if (!principal.actingFor) return buildProfile(row, now);
  // An agency inside the brand (decision 077): the contract's levels, never the stand-in row's, and
  // none of the account's own secrets (billing details, whether an API key exists).
  const me = buildProfile({ ...row, permissions: principal.permissions, has_api_key: false }, now);
  const { agencyId, agencyUserId, contractId } = principal.actingFor;
  const { rows } = await db.query<{ agency_name: string; email: string }>(
    'SELECT a.name AS agency_name, u.email FROM agency_users u JOIN agencies a ON a.id = u.agency_id WHERE u.id = $1',
    [agencyUserId],
  );
  return {
    ...me,
    payment_info: null,
    acting_for: {
      agency_id: agencyId,
      agency_name: rows[0]?.agency_name ?? '',
      agency_user_id: agencyUserId,
      agency_user_email: rows[0]?.email ?? '',
      contract_id: contractId,
    },
  };
}
