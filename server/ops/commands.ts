import type { Db } from '../db/pool.ts';
import { ACCESS_OPS_HELP, isAccessOpsCommand, runAccessOps } from '../account-access/ops.ts';
import { isOnboardingOpsCommand, ONBOARDING_OPS_HELP, runOnboardingOps } from '../onboarding/ops.ts';
import { isNotifyOpsCommand, NOTIFY_OPS_HELP, runNotifyOps } from '../notifications/ops.ts';
import { isOffersOpsCommand, OFFERS_OPS_HELP, runOffersOps } from '../offers/ops.ts';
import { isPartnersOpsCommand, PARTNERS_OPS_HELP, runPartnersOps } from '../partners/ops.ts';
import { isMarketsOpsCommand, MARKETS_OPS_HELP, runMarketsOps } from '../markets/ops.ts';
import { AGENCIES_OPS_HELP, isAgenciesOpsCommand, runAgenciesOps } from '../agencies/ops.ts';
import { AGENCY_USERS_OPS_HELP, isAgencyUsersOpsCommand, runAgencyUsersOps } from '../agency-inside/ops.ts';
import { DISCOUNTS_OPS_HELP, isDiscountsOpsCommand, runDiscountsOps } from '../discounts/ops.ts';
import { isTicketsOpsCommand, runTicketsOps, TICKETS_OPS_HELP } from '../tickets/ops.ts';

/**
 * The areas' operator commands (what another party does: an admin's review, a partner's answer),
 * apart from the CLI's process and database start-up so the end-to-end model tests can run them
 * in their own process on the e2e server's database (a spawned CLI cost ~2.5 s a call under load).
 */
export const AREA_OPS_HELP = [
  ONBOARDING_OPS_HELP,
  ACCESS_OPS_HELP,
  OFFERS_OPS_HELP,
  PARTNERS_OPS_HELP,
  MARKETS_OPS_HELP,
  AGENCIES_OPS_HELP,
  AGENCY_USERS_OPS_HELP,
  DISCOUNTS_OPS_HELP,
  TICKETS_OPS_HELP,
  NOTIFY_OPS_HELP,
].join('\n');

export function isAreaOpsCommand(command: string): boolean {
  return (
    isOnboardingOpsCommand(command) ||
    isAccessOpsCommand(command) ||
    isNotifyOpsCommand(command) ||
    isOffersOpsCommand(command) ||
    isPartnersOpsCommand(command) ||
    isMarketsOpsCommand(command) ||
    isAgenciesOpsCommand(command) ||
    isAgencyUsersOpsCommand(command) ||
    isDiscountsOpsCommand(command) ||
    isTicketsOpsCommand(command)
  );
}

type Print = (line: string) => void;

/** Runs one area command; the exit code the CLI returns (0 done, 1 refused, 2 misused). */
export async function runAreaOps(
  db: Db,
  command: string,
  args: string[],
  log: Print = console.log,
  error: Print = console.error,
): Promise<number> {
  if (isOnboardingOpsCommand(command)) return runOnboardingOps(db, command, args, log, error);
  if (isAccessOpsCommand(command)) return runAccessOps(db, command, args, log, error);
  if (isNotifyOpsCommand(command)) return runNotifyOps(db, args, log);
  if (isOffersOpsCommand(command)) return runOffersOps(db, command, args, log, error);
  if (isPartnersOpsCommand(command)) return runPartnersOps(db, command, args, log, error);
  if (isMarketsOpsCommand(command)) return runMarketsOps(db, command, args, log, error);
  if (isAgenciesOpsCommand(command)) return runAgenciesOps(db, command, args, log, error);
  if (isAgencyUsersOpsCommand(command)) return runAgencyUsersOps(db, args, log, error);
  if (isDiscountsOpsCommand(command)) return runDiscountsOps(db, command, args, log, error);
  if (isTicketsOpsCommand(command)) return runTicketsOps(db, args, log, error);
  error(`Unknown command "${command}".`);
  return 2;
}
