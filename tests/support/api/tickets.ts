import type { TicketCreateInput, TicketDto } from '../../../src/domain/tickets/contract.ts';
import { call } from './auth.ts';
import { uploadFile } from './files.ts';

/** Helpers for the ticket API and model tests (real HTTP against createTestApp). Not used by the server. */
export const ticketBody = (over: Partial<TicketCreateInput> = {}): TicketCreateInput => ({
  title: 'Postbacks are not arriving',
  category: 'tracking',
  body: 'Since yesterday our server postbacks answer 200 but no conversion shows.',
  file_ids: [],
  ...over,
});

/** POST /api/tickets; throws unless 200. */
export async function raiseTicket(url: string, token: string, over: Partial<TicketCreateInput> = {}): Promise<TicketDto> {
  const res = await call(url, 'POST', '/api/tickets', { token, body: ticketBody(over) });
  if (res.status !== 200) throw new Error(`raise ticket ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as TicketDto;
}

/** An uploaded and confirmed attachment (upload_type attachment); returns its file id. */
export async function attachment(url: string, token: string, name: string, bytes: Uint8Array): Promise<number> {
  const { confirmed } = await uploadFile(url, token, name, bytes, 'attachment');
  if (confirmed.status !== 200) throw new Error(`attachment ${confirmed.status}: ${JSON.stringify(confirmed.body)}`);
  return (confirmed.body.data as { id: number }).id;
}

/** A Windows executable's first bytes (the DOS header and stub) — what a renamed `.exe` carries. */
export function executable(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
  bytes.set(new TextEncoder().encode('This program cannot be run in DOS mode.'), 0x4e);
  bytes[0x3c] = 0x80;
  bytes.set([0x50, 0x45, 0x00, 0x00, 0x4c, 0x01], 0x80);
  return bytes;
}
