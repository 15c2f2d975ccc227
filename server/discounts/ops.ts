import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { requestPromoCode } from './requests.ts';

/**
 * Operator commands of the partner side of promo codes (`npm run ops -- <command>`): until partners
 * sign in, the operator asks for a private code on a partner's behalf through the same service.
 */
export const DISCOUNTS_OPS_HELP = `  promo-code-request <promo-code-id> <partner-id>   a partner asks for a private promo code (the brand approves or rejects)`;

export const isDiscountsOpsCommand = (command: string): boolean => command === 'promo-code-request';

/** Returns the exit code: 0 done, 1 not found or refused, 2 bad arguments. */
export async function runDiscountsOps(db: Db, command: string, args: string[], log = console.log, error = console.error): Promise<number> {
  const [codeId, partnerId] = args.map(Number);
  if (!Number.isInteger(codeId) || codeId! <= 0 || !Number.isInteger(partnerId) || partnerId! <= 0)
    return (error(`Usage: npm run ops -- ${command} <promo-code-id> <partner-id>`), 2);
  try {
    const r = await requestPromoCode(db, codeId!, partnerId!);
    log(`Request ${r.id}: partner ${r.partner.id} asks for promo code ${r.promo_code.code} (pending).`);
    return 0;
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    error(`Refused (${e.code}): ${e.message}`);
    return 1;
  }
}
