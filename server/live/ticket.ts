import type { Principal } from '../../src/domain/permissions.ts';
import { STREAM_TICKET_TTL_SECONDS } from '../../src/domain/notifications/events.ts';
import { principalOfSession } from '../auth/authenticate.ts';
import { sessionJwt, type AccessClaims } from '../auth/crypto.ts';
import type { Db } from '../db/pool.ts';

/**
 * Stream tickets: EventSource cannot send headers, so the browser trades its access token for a
 * 60-second token of its own audience and key (an access token is not a ticket and vice versa),
 * bound to the same session. Opening the stream re-checks the session and the user, like every call.
 */
const ticketJwt = sessionJwt('events-ticket', 'brand-console-events');

export function signTicket(claims: AccessClaims, secret: string, ttlSeconds = STREAM_TICKET_TTL_SECONDS): Promise<string> {
  return ticketJwt.sign(claims, secret, ttlSeconds);
}

/** The principal of a valid ticket whose session is still open and user still active, else null. */
export async function principalOfTicket(db: Db, ticket: string | undefined, secret: string): Promise<Principal | null> {
  if (!ticket) return null;
  const claims = await ticketJwt.verify(ticket, secret);
  return claims ? principalOfSession(db, claims) : null;
}
