import type { Db } from '../db/pool.ts';
import { reviewOffer } from './service.ts';

/**
 * Operator commands of the offer area (`npm run ops -- <command>`): the admin's review of a public
 * request (spec 2 §4: within 24 hours), and the tracking-test result until the tracking feature runs
 * real tests.
 */
export const OFFERS_OPS_HELP = `  review-offer <offer-id> approve|reject   admin review of a request to make an offer public
  offer-test <offer-id> success|fail        record the offer's tracking-test result`;

export const OFFERS_OPS_COMMANDS = ['review-offer', 'offer-test'] as const;
export const isOffersOpsCommand = (command: string): boolean => (OFFERS_OPS_COMMANDS as readonly string[]).includes(command);

/** Returns the exit code: 0 done, 1 not found or refused, 2 bad arguments. */
export async function runOffersOps(db: Db, command: string, args: string[], log = console.log, error = console.error): Promise<number> {
  const [idText, verb] = args;
  const id = Number(idText);
  if (!Number.isInteger(id) || id <= 0) {
    error(`${command} needs an offer id.`);
    return 2;
  }
  if (command === 'review-offer') {
    if (verb !== 'approve' && verb !== 'reject') return (error('review-offer <id> approve|reject'), 2);
    const next = await reviewOffer(db, id, verb);
    if (next === null) return (error(`Offer ${id} not found or not waiting for review.`), 1);
    log(`Offer ${id} is now ${next}.`);
    return 0;
  }
  if (verb !== 'success' && verb !== 'fail') return (error('offer-test <id> success|fail'), 2);
  const { rowCount } = await db.query('UPDATE offers SET tracking_test_status = $2, updated_at = now() WHERE id = $1', [id, verb]);
  if (!rowCount) return (error(`Offer ${id} not found.`), 1);
  log(`Offer ${id} tracking test: ${verb}.`);
  return 0;
}
