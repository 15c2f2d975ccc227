import type { Db } from '../db/pool.ts';
import { accessStatus, createAccessRequest } from './service.ts';

/**
 * Operator commands of the account manager (`npm run ops -- <command>`): ask for access to a brand's
 * account, see whether access is open, and set the contact card shown in the brand's header.
 */
export const ACCESS_OPS_HELP = `  request-access <brand-id|owner-email> [--manager "Name"]
                                             the account manager asks for access (valid 24 hours)
  access-status <brand-id|owner-email>       whether the account manager has access now, and until when
  set-manager <brand-id|owner-email> [--name N] [--email E] [--phone P] [--skype S] [--telegram T] [--avatar URL]
                                             set the account manager's contact card (header dropdown)`;

export const ACCESS_OPS_COMMANDS = ['request-access', 'access-status', 'set-manager'] as const;

export function isAccessOpsCommand(command: string): boolean {
  return (ACCESS_OPS_COMMANDS as readonly string[]).includes(command);
}

const CONTACT_FIELDS = ['name', 'email', 'phone', 'skype', 'telegram', 'avatar'] as const;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined && !args[i + 1]!.startsWith('--') ? args[i + 1] : undefined;
}

/** A brand by id, or by its owner's (or any user's) sign-in email. */
export async function findBrandId(db: Db, target: string): Promise<number | null> {
  if (/^\d+$/.test(target)) {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM brands WHERE id = $1', [Number(target)]);
    return rows[0]?.id ?? null;
  }
  const { rows } = await db.query<{ brand_id: number }>(
    'SELECT brand_id FROM brand_users WHERE lower(email) = lower($1) ORDER BY role_id, id LIMIT 1',
    [target],
  );
  return rows[0]?.brand_id ?? null;
}

async function managerName(db: Db, brandId: number): Promise<string> {
  const { rows } = await db.query<{ name: string | null }>("SELECT manager_contact->>'name' AS name FROM brands WHERE id = $1", [brandId]);
  return rows[0]?.name ?? '';
}

/** Runs one command; returns the exit code (0 done, 1 not found or refused, 2 bad arguments). */
export async function runAccessOps(db: Db, command: string, args: string[], log = console.log, error = console.error): Promise<number> {
  const target = args[0];
  if (!target || target.startsWith('--')) {
    error(`${command} needs a brand id or the owner's email.`);
    return 2;
  }
  const brandId = await findBrandId(db, target);
  if (brandId === null) {
    error(`No brand with id or owner email "${target}".`);
    return 1;
  }
  if (command === 'request-access') {
    const name = option(args, 'manager') ?? ((await managerName(db, brandId)) || 'Account manager');
    const request = await createAccessRequest(db, brandId, name);
    log(`Brand ${brandId}: access request #${request.id} by ${name} — ${request.status}, answer due by ${request.expires_at}.`);
    return 0;
  }
  if (command === 'access-status') {
    const status = await accessStatus(db, brandId);
    if (status.hasAccess) log(`Brand ${brandId}: the account manager HAS access until ${status.until!.toISOString()}.`);
    else
      log(
        `Brand ${brandId}: the account manager has NO access${status.latest ? ` (latest request #${status.latest.id}: ${status.latest.status})` : ' (no request yet)'}.`,
      );
    return 0;
  }
  const changes = Object.fromEntries(CONTACT_FIELDS.flatMap((f) => (option(args, f) === undefined ? [] : [[f, option(args, f)!]])));
  if (!Object.keys(changes).length) {
    error(`set-manager needs at least one of ${CONTACT_FIELDS.map((f) => `--${f}`).join(', ')}.`);
    return 2;
  }
  if (changes.email !== undefined && changes.email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(changes.email)) {
    error(`"${changes.email}" is not an email address.`);
    return 2;
  }
  const { rows } = await db.query<{ manager_contact: Record<string, string> }>(
    'UPDATE brands SET manager_contact = manager_contact || $2::jsonb WHERE id = $1 RETURNING manager_contact',
    [brandId, JSON.stringify(changes)],
  );
  log(`Brand ${brandId}: account manager contact is now ${JSON.stringify(rows[0]!.manager_contact)}.`);
  return 0;
}
