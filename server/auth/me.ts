import type { Me } from '../../src/domain/auth/contract.ts';
import { levelOf, MODULE_KEYS, type Level, type ModuleKey, type Principal } from '../../src/domain/permissions.ts';
import { HttpError } from '../http/errors.ts';
import type { Db } from '../db/pool.ts';

interface MeRow {
  id: number;
  brand_id: number;
  email: string;
  first_name: string;
  last_name: string;
  role_id: number;
  is_first_login: boolean;
  language: string;
  timezone: string | null;
  company_name: string;
  currency: string;
  fraud_detector: boolean;
  is_exists_discount_program: boolean;
  is_exists_product: boolean;
  is_personal_info: boolean;
  is_public_info: boolean;
  is_payment_info: boolean;
  is_submit: boolean;
  is_admin_approve: boolean;
  manager_contact: Record<string, unknown> | null;
}

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

/** The shell's profile of the signed-in user (spec 1 §3 "Profile" and "Onboarding progress"). */
export async function loadMe(db: Db, principal: Principal): Promise<Me> {
  const { rows } = await db.query<MeRow>(
    `SELECT u.id, u.brand_id, u.email, u.first_name, u.last_name, u.role_id, u.is_first_login, u.language, u.timezone,
            b.company_name, b.currency, b.fraud_detector, b.is_exists_discount_program, b.is_exists_product,
            b.is_personal_info, b.is_public_info, b.is_payment_info, b.is_submit, b.is_admin_approve, b.manager_contact
       FROM brand_users u JOIN brands b ON b.id = u.brand_id
      WHERE u.id = $1 AND u.brand_id = $2`,
    [principal.userId, principal.brandId],
  );
  const row = rows[0];
  if (!row) throw new HttpError(401, 'unauthorized', 'Sign-in required');
  const fullName = `${row.first_name} ${row.last_name}`.trim();
  const permissions = Object.fromEntries(MODULE_KEYS.map((m) => [m, levelOf(principal, m)])) as Record<ModuleKey, Level>;
  const done = [row.is_personal_info, row.is_public_info, row.is_payment_info].filter(Boolean).length;
  return {
    id: row.id,
    brand_id: row.brand_id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    // spec 1 §3: the owner shows the company name (or their name); an employee shows their name
    company_name: principal.role === 'owner' ? row.company_name || fullName : fullName || row.company_name,
    // no separate business email yet: it falls back to the sign-in email (spec 1 §3)
    business_email: row.email,
    role_id: row.role_id,
    permissions,
    is_all_partner: principal.isAllPartner,
    is_first_login: row.is_first_login,
    language: row.language === 'vi' ? 'vi' : 'en',
    currency: row.currency === 'VND' ? 'VND' : 'USD',
    timezone: row.timezone,
    is_admin_approve: row.is_admin_approve,
    is_submit: row.is_submit,
    fraud_detector: row.fraud_detector,
    is_exists_discount_program: row.is_exists_discount_program,
    is_exists_product: row.is_exists_product,
    manager: managerOf(row.manager_contact),
    percentage: Math.round((done * 100) / 3),
    is_personal_info: row.is_personal_info,
    is_public_info: row.is_public_info,
    is_payment_info: row.is_payment_info,
  };
}
