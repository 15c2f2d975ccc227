import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { writeBrandReviewByPartner } from './reviews.ts';

/**
 * Operator commands of the marketplace (`npm run ops -- <command>`). Partners have no sign-in here
 * yet, so the operator writes what a partner would: a review of a brand it works with (the brand's
 * own market profile shows it). It goes through the same rules as the API's reviews.
 */
export const MARKETS_OPS_HELP = `  market-review-brand <brand-id> <partner-id> --rating N --text T
                                            a joined partner reviews the brand (1–5 stars; once)`;

export const MARKETS_OPS_COMMANDS = ['market-review-brand'] as const;
export const isMarketsOpsCommand = (command: string): boolean => (MARKETS_OPS_COMMANDS as readonly string[]).includes(command);

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}
const positional = (args: string[]) => args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1]!.startsWith('--')));
const idAt = (args: string[], i: number): number | null => {
  const n = Number(positional(args)[i]);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Returns the exit code: 0 done, 1 not found or refused (with the codes), 2 bad arguments. */
export async function runMarketsOps(db: Db, command: string, args: string[], log = console.log, error = console.error): Promise<number> {
  const usage = (text: string) => (error(`Usage: npm run ops -- ${text}`), 2);
  if (command !== 'market-review-brand') return usage('help');
  const brandId = idAt(args, 0);
  const partnerId = idAt(args, 1);
  const rating = Number(option(args, 'rating'));
  const text = option(args, 'text');
  if (!brandId || !partnerId || !Number.isInteger(rating) || text === undefined)
    return usage('market-review-brand <brand-id> <partner-id> --rating N --text T');
  try {
    const r = await writeBrandReviewByPartner(db, brandId, partnerId, { rating, content: text });
    log(`Review ${r.id} by partner ${partnerId} of brand ${brandId}: ${r.rating} stars.`);
    return 0;
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    const fields = e.errors.map((f) => `${f.field}:${f.code}`).join(', ');
    error(`Refused: ${e.code}${fields ? ` (${fields})` : ''} — ${e.message}`);
    return 1;
  }
}
