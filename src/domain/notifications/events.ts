import { z } from 'zod';
import { endpoint } from '../contract.ts';

/**
 * The live-events stream (server-sent events) every open tab keeps: new notifications, read state
 * changed elsewhere, and whatever other areas publish (e.g. `profile.changed` when onboarding is
 * approved, so open tabs unlock the menu without a reload).
 *
 * EventSource cannot send an Authorization header, and an access token in a URL ends up in logs and
 * history, so the browser first trades its access token for a stream ticket: a signed, 60-second,
 * single-purpose token bound to the session. The stream endpoint itself is declared public — it
 * authenticates by that ticket and answers 401 without a valid one.
 */
export const STREAM_TICKET_TTL_SECONDS = 60;

export const eventsTicket = endpoint({
  id: 'events.ticket',
  method: 'POST',
  // a short-lived ticket to open the event stream: a read, not a change
  audit: false,
  path: '/api/user/adv/events/ticket',
  summary: 'A short-lived ticket to open the live-events stream',
  access: { kind: 'user' },
  response: z.object({ ticket: z.string(), expires_in: z.number().int() }),
});

export const eventsStream = endpoint({
  id: 'events.stream',
  method: 'GET',
  path: '/api/user/adv/events',
  summary: 'Server-sent events for the signed-in user (authenticated by ?ticket=, not by header)',
  access: { kind: 'public' },
  ownCredential: 'streamTicket',
  query: z.object({ ticket: z.string().max(2000).optional() }),
  response: z.unknown(),
});

/** Events every tab understands. Areas add their own `type` strings; payloads stay small. */
export type LiveEvent =
  | { type: 'notification.created'; data: { uuid: string; category: string; case_id: number } }
  | { type: 'notifications.read'; data: { uuids: string[]; all: boolean } }
  | { type: 'profile.changed'; data: Record<string, never> }
  | { type: string & {}; data: unknown };

export const NOTIFICATION_CREATED = 'notification.created';
export const NOTIFICATIONS_READ = 'notifications.read';
export const PROFILE_CHANGED = 'profile.changed';
/** A partner contract changed status (the partner's answer, the clock's expiry): open contract screens refetch. */
export const PARTNER_CONTRACT_CHANGED = 'partner_contract.changed';
