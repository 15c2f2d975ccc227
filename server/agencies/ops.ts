import type { AgencySideAction } from '../../src/domain/agencies/enums.ts';
import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { changeAgencyContract } from './contracts.ts';

/**
 * Operator commands of the agency side (`npm run ops -- <command>`): until agencies sign in (issue
 * 25 item 3), the operator gives the agency's answers through the same service and machine as the API.
 */
export const AGENCIES_OPS_HELP = `  agency-contract-sign <contract-id>        the agency signs a sent contract (in force; the brand is notified)
  agency-contract-decline <contract-id>     the agency declines a sent contract (rejected; the brand is notified)
  agency-contract-request-termination <contract-id>   the agency asks to end a contract in force early`;

const COMMANDS: Record<string, AgencySideAction> = {
  'agency-contract-sign': 'sign',
  'agency-contract-decline': 'decline',
  'agency-contract-request-termination': 'request_termination',
};
export const isAgenciesOpsCommand = (command: string): boolean => Object.hasOwn(COMMANDS, command);

/** Returns the exit code: 0 done, 1 not found or refused, 2 bad arguments. */
export async function runAgenciesOps(db: Db, command: string, args: string[], log = console.log, error = console.error): Promise<number> {
  const id = Number(args[0]);
  if (!Number.isInteger(id) || id <= 0) return (error(`Usage: npm run ops -- ${command} <contract-id>`), 2);
  const { rows } = await db.query<{ brand_id: number }>('SELECT brand_id FROM agency_contracts WHERE id = $1', [id]);
  if (!rows[0]) return (error(`Agency contract ${id} not found.`), 1);
  try {
    const c = await changeAgencyContract(db, rows[0].brand_id, id, COMMANDS[command]!);
    log(`Agency contract ${c.id} is now ${c.status}.`);
    return 0;
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    error(`Refused (${e.code}): ${e.message}`);
    return 1;
  }
}
