import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { changeTicket } from './service.ts';

/**
 * Operator commands of the support side (`npm run ops -- <command>`): until the provider has a
 * console, its agent answers a brand's ticket through the same service and machine as the API.
 */
export const TICKETS_OPS_HELP = `  ticket-reply <ticket-id> <text…>          the support answers a ticket (responded; the brand is notified live)`;

export const isTicketsOpsCommand = (command: string): boolean => command === 'ticket-reply';

/** The name the brand sees on the support's messages. */
export const SUPPORT_AGENT_NAME = 'Support';

/** Returns the exit code: 0 done, 1 not found or refused, 2 bad arguments. */
export async function runTicketsOps(db: Db, args: string[], log = console.log, error = console.error): Promise<number> {
  const id = Number(args[0]);
  const text = args.slice(1).join(' ').trim();
  if (!Number.isInteger(id) || id <= 0 || !text || text.length > 5000) {
    return (error('Usage: npm run ops -- ticket-reply <ticket-id> <text>'), 2);
  }
  const { rows } = await db.query<{ brand_id: number }>('SELECT brand_id FROM tickets WHERE id = $1', [id]);
  if (!rows[0]) return (error(`Ticket ${id} not found.`), 1);
  try {
    const t = await changeTicket(db, rows[0].brand_id, id, 'reply', { body: text, authorName: SUPPORT_AGENT_NAME });
    log(`Ticket ${t.id} is now ${t.status}.`);
    return 0;
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    error(`Refused (${e.code}): ${e.message}`);
    return 1;
  }
}
