import { caseById, caseByKey, CATEGORIES, type Category } from '../../src/domain/notifications/cases.ts';
import type { Db } from '../db/pool.ts';
import { notify, NotifyError } from './notify.ts';

/**
 * `npm run ops -- notify <brand-email> <case> [json] [--all] [--category C] [--content TEXT]`:
 * sends one notification through the real `notify()` (settings, live event) — for demos and tests.
 * `<brand-email>` is any user of the brand; the notification goes to that user, or to the whole brand
 * with `--all`. `<case>` is the number (1–39) or the key (`offerStatusChanged`).
 */
export const NOTIFY_OPS_HELP = `  notify <brand-email> <case> [json] [--all] [--category C] [--content TEXT]
                     send a notification (case number or key) to that user, or brand-wide with --all`;

export const isNotifyOpsCommand = (command: string) => command === 'notify';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export function parseCase(value: string | undefined): number {
  if (!value) throw new NotifyError('notify needs a case: a number from 1 to 39 or a case key');
  const n = Number(value);
  const id = Number.isInteger(n) ? n : caseByKey(value)?.id;
  if (!id || id < 1 || id > 39) throw new NotifyError(`unknown case "${value}"`);
  return id;
}

export async function runNotifyOps(db: Db, args: string[], log: (line: string) => void = console.log): Promise<number> {
  const [email, caseArg, maybeJson] = args;
  if (!email) throw new NotifyError('notify needs the email of a brand user');
  const caseId = parseCase(caseArg);
  const json = maybeJson && !maybeJson.startsWith('--') ? maybeJson : '{}';
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new NotifyError('the data must be a JSON object');
  }
  const category = option(args, '--category');
  if (category && !(CATEGORIES as readonly string[]).includes(category)) throw new NotifyError(`unknown category "${category}"`);
  const { rows } = await db.query<{ id: number; brand_id: number }>('SELECT id, brand_id FROM brand_users WHERE lower(email) = lower($1)', [
    email,
  ]);
  const user = rows[0];
  if (!user) throw new NotifyError(`no brand user with email ${email}`);
  const sent = await notify(db, Number(user.brand_id), caseId, data as never, {
    userId: args.includes('--all') ? null : Number(user.id),
    category: category as Category | undefined,
    content: option(args, '--content'),
  });
  if (!sent) log(`Not sent: ${email} has switched this kind of notification off.`);
  else log(`Sent case ${caseId} (${caseById(caseId)?.key ?? 'unused'}) as ${sent.category}: ${sent.uuid}`);
  return 0;
}
