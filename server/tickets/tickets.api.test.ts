// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketDto } from '../../src/domain/tickets/contract.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { brand, call, codes, type Brand } from '../../tests/support/api/offers.ts';
import { agencySessionFor } from '../../tests/support/api/agency-inside.ts';
import { attachment, executable, raiseTicket, ticketBody } from '../../tests/support/api/tickets.ts';
import { uploadFile } from '../../tests/support/api/files.ts';
import { pdf, png, text } from '../../tests/support/fixtures/files.ts';
import { runTicketsOps } from './ops.ts';
import { TICKET_LIVE_EVENT } from './service.ts';
import { NOTIFICATION_CREATED } from '../../src/domain/notifications/events.ts';
import { openStream } from '../../tests/support/api/sse.ts';
import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';
import { targetOf } from '../../src/domain/notifications/targets.ts';
import { list, type ListData } from '../../tests/support/api/notifications.ts';

const quiet = () => undefined;
let t: TestApp;
let b: Brand;
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  b = await brand(t.db);
});
afterAll(async () => t?.close());

const get = (id: number, token = b.owner.token) => call(t.url, 'GET', `/api/tickets/${id}`, { token });
const act = (id: number, action: string, token = b.owner.token) =>
  call(t.url, 'PUT', `/api/tickets/${id}/status`, { token, body: { action } });

describe('raising a ticket', () => {
  it('keeps title, category, body and attachments; the body is the first message of the conversation', async () => {
    const file = await attachment(t.url, b.owner.token, 'screenshot.png', png(20, 20));
    const sheet = await attachment(t.url, b.owner.token, 'postbacks.pdf', pdf());
    const created = await raiseTicket(t.url, b.owner.token, { file_ids: [file, sheet] });
    expect(created).toMatchObject({ title: 'Postbacks are not arriving', category: 'tracking', status: 'created', messages: 1 });
    expect(created.conversation).toHaveLength(1);
    expect(created.conversation[0]).toMatchObject({ side: 'brand', author: 'Test Tester', body: ticketBody().body });
    expect(created.conversation[0]!.files.map((f) => f.name)).toEqual(['screenshot.png', 'postbacks.pdf']);
    expect((await get(created.id)).body.data).toEqual(created);
  });

  it('answers 422 with field codes for missing fields, an unknown category and too many files', async () => {
    const res = await call(t.url, 'POST', '/api/tickets', {
      token: b.owner.token,
      body: { title: '', category: 'weather', body: '', file_ids: [1, 2, 3, 4, 5, 6] },
    });
    expect(res.status).toBe(422);
    expect(codes(res).sort()).toEqual(['body:c_c01', 'category:invalid_value', 'file_ids:too_big', 'title:c_c01'].sort());
  });

  it('refuses a file that is not an attachment of the brand (another brand’s, or another use)', async () => {
    const other = await brand(t.db);
    const foreign = await attachment(t.url, other.owner.token, 'theirs.txt', text('hello'));
    const csv = await uploadFile(t.url, b.owner.token, 'rows.csv', text('a,b\n1,2\n'), 'csv');
    for (const id of [foreign, (csv.confirmed.body.data as { id: number }).id]) {
      const res = await call(t.url, 'POST', '/api/tickets', { token: b.owner.token, body: ticketBody({ file_ids: [id] }) });
      expect([res.status, res.body.code, codes(res)]).toEqual([422, 'file_not_valid', ['file_ids:not_valid']]);
    }
  });
});

describe('attachments are checked by content (spec 3 §5)', () => {
  it('accepts the allowed types and refuses a renamed executable and an unlisted extension, with the file code', async () => {
    for (const [name, bytes] of [
      ['notes.txt', text('plain words')],
      ['data.json', text('{"a":1}')],
      ['report.pdf', pdf()],
    ] as const) {
      expect(await attachment(t.url, b.owner.token, name, bytes)).toBeGreaterThan(0);
    }
    for (const name of ['invoice.pdf', 'photo.png', 'notes.txt', 'archive.zip']) {
      const { confirmed } = await uploadFile(t.url, b.owner.token, name, executable(), 'attachment');
      expect([name, confirmed.status, codes(confirmed)]).toEqual([name, 422, ['file:file_invalid']]);
    }
    const presign = await call(t.url, 'POST', '/api/files/upload/presigned_url', {
      token: b.owner.token,
      body: { file_names: ['setup.exe'], upload_type: 'attachment' },
    });
    expect([presign.status, codes(presign)]).toEqual([422, ['file_names.0:file_invalid']]);
  });
});

describe('the lifecycle through the API and the support side', () => {
  it('reply (ops CLI) → accept → reopen → reply → close → reopen; refusals where the machine refuses', async () => {
    const { id } = await raiseTicket(t.url, b.owner.token);
    expect([(await act(id, 'accept')).status, (await act(id, 'accept')).body.code]).toEqual([409, 'status_not_allowed']);
    expect(await runTicketsOps(t.db, [String(id), 'We', 'found', 'the', 'cause.'], quiet, quiet)).toBe(0);
    const responded = (await get(id)).body.data as TicketDto;
    expect(responded.status).toBe('responded');
    expect(responded.conversation.at(-1)).toMatchObject({ side: 'provider', author: 'Support', body: 'We found the cause.' });
    expect((await act(id, 'accept')).body.data).toMatchObject({ status: 'accepted' });
    expect(await runTicketsOps(t.db, [String(id), 'again'], quiet, quiet)).toBe(1);
    expect((await act(id, 'reopen')).body.data).toMatchObject({ status: 'reopened' });
    expect(await runTicketsOps(t.db, [String(id), 'Fixed now.'], quiet, quiet)).toBe(0);
    const closed = (await act(id, 'close')).body.data as TicketDto;
    expect([closed.status, closed.closed_at !== null]).toEqual(['closed', true]);
    const message = await call(t.url, 'POST', `/api/tickets/${id}/messages`, { token: b.owner.token, body: { body: 'one more thing' } });
    expect([message.status, message.body.code]).toEqual([409, 'status_not_allowed']);
    expect((await act(id, 'reopen')).body.data).toMatchObject({ status: 'reopened', closed_at: null });
  });

  it('the brand’s messages add to the conversation without changing the state', async () => {
    const { id } = await raiseTicket(t.url, b.owner.token);
    const file = await attachment(t.url, b.owner.token, 'log.csv', text('time,code\n1,500\n'));
    const res = await call(t.url, 'POST', `/api/tickets/${id}/messages`, {
      token: b.owner.token,
      body: { body: 'More details', file_ids: [file] },
    });
    const after = res.body.data as TicketDto;
    expect([after.status, after.messages, after.conversation[1]!.files.map((f) => f.name)]).toEqual(['created', 2, ['log.csv']]);
  });

  it('a reply from the ops CLI reaches the brand’s open stream live (ticket.changed, then the notification)', async () => {
    const { id } = await raiseTicket(t.url, b.owner.token);
    const streamTicket = (await call(t.url, 'POST', '/api/user/adv/events/ticket', { token: b.owner.token })).body.data as {
      ticket: string;
    };
    const stream = await openStream(t.url, streamTicket.ticket);
    try {
      expect(stream.status).toBe(200);
      const changed = stream.next(TICKET_LIVE_EVENT, 10_000);
      const created = stream.next(NOTIFICATION_CREATED, 10_000);
      expect(await runTicketsOps(t.db, [String(id), 'On it'], quiet, quiet)).toBe(0);
      expect(await changed).toEqual({ id, status: 'responded' });
      expect(await created).toMatchObject({ case_id: NOTIFICATION_CASE.ticketUpdated });
    } finally {
      stream.close();
    }
  });

  it('the ops CLI refuses bad arguments and unknown tickets', async () => {
    expect(await runTicketsOps(t.db, ['x', 'hi'], quiet, quiet)).toBe(2);
    expect(await runTicketsOps(t.db, ['1'], quiet, quiet)).toBe(2);
    expect(await runTicketsOps(t.db, ['999999999', 'hi'], quiet, quiet)).toBe(1);
  });

  it('a reply notifies the brand with the ticket as the click target; every write is audited and reaches the webhooks', async () => {
    const hooked = await brand(t.db);
    await t.db.query(
      `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example.com/t', 'whsec_dA==', $2)`,
      [hooked.brandId, [WEBHOOK_EVENT.ticketChanged]],
    );
    const { id } = await raiseTicket(t.url, hooked.owner.token);
    await call(t.url, 'POST', `/api/tickets/${id}/messages`, { token: hooked.owner.token, body: { body: 'Any news?' } });
    await runTicketsOps(t.db, [String(id), 'Yes.'], quiet, quiet);
    await act(id, 'accept', hooked.owner.token);
    await act(id, 'close', hooked.owner.token);
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE brand_id = $1 AND object_type = 'ticket' AND object_id = $2 ORDER BY id`,
      [hooked.brandId, String(id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['tickets.create', 'tickets.messages.add', 'tickets.accept', 'tickets.close']);
    const hooks = await t.db.query<{ payload: { data: { action: string; status: string } } }>(
      'SELECT payload FROM webhook_deliveries WHERE brand_id = $1 AND event_type = $2 ORDER BY id',
      [hooked.brandId, WEBHOOK_EVENT.ticketChanged],
    );
    expect(hooks.rows.map((r) => `${r.payload.data.action}:${r.payload.data.status}`)).toEqual([
      'create:created',
      'message:created',
      'reply:responded',
      'accept:accepted',
      'close:closed',
    ]);
    const notes = (await list(t.url, hooked.owner.token)).body.data as ListData;
    const told = notes.items.filter((n) => n.case_id === NOTIFICATION_CASE.ticketUpdated);
    expect(told.map((n) => n.data)).toEqual([{ ticket_id: id, ticket_title: ticketBody().title, ticket_status: 'responded' }]);
    expect(targetOf({ ...told[0]!, is_read: true })).toEqual({ kind: 'internal', path: `/ticket?id=${id}` });
  });
});

describe('the list and the palette index', () => {
  it('searches by id and title, filters by status and category, newest first', async () => {
    const own = await brand(t.db);
    const a = await raiseTicket(t.url, own.owner.token, { title: 'Invoice total looks wrong', category: 'payment' });
    const c = await raiseTicket(t.url, own.owner.token, { title: 'Report is slow', category: 'reports' });
    await runTicketsOps(t.db, [String(c.id), 'Looking'], quiet, quiet);
    const list = async (q: string) =>
      ((await call(t.url, 'GET', `/api/tickets?${q}`, { token: own.owner.token })).body.data as { items: { id: number }[] }).items.map(
        (r) => r.id,
      );
    expect(await list('')).toEqual([c.id, a.id]);
    expect(await list(`search=${a.id}`)).toEqual([a.id]);
    expect(await list('search=invoice')).toEqual([a.id]);
    expect(await list('status=responded')).toEqual([c.id]);
    expect(await list('category=payment')).toEqual([a.id]);
    const index = await call(t.url, 'GET', '/api/search/tickets', { token: own.owner.token });
    expect(index.body.data).toEqual({
      items: [
        [c.id, 'Report is slow', 1],
        [a.id, 'Invoice total looks wrong', 0],
      ],
      truncated: false,
    });
  });
});

describe('authorization', () => {
  it('read-only employees read but cannot write; no access is 403; another brand’s ticket is 404', async () => {
    const { id } = await raiseTicket(t.url, b.owner.token);
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { ticket: 2 } });
    const none = await addUser(t.db, b.brandId, { role: 'custom', permissions: { ticket: 0 } });
    const full = await addUser(t.db, b.brandId, { role: 'custom', permissions: { ticket: 15 } });
    expect((await get(id, reader.token)).status).toBe(200);
    expect((await act(id, 'close', reader.token)).status).toBe(403);
    expect((await get(id, none.token)).status).toBe(403);
    expect((await act(id, 'close', full.token)).status).toBe(200);
    const other = await brand(t.db);
    expect((await get(id, other.owner.token)).body.code).toBe('ticket_not_found');
  });

  it('an agency acting inside the brand with the ticket level raises tickets under its stand-in', async () => {
    const inside = await agencySessionFor(t.db, b.brandId, { ticket: 15 });
    const created = await raiseTicket(t.url, inside.token, { title: 'Raised by our agency' });
    expect(created.conversation[0]!.side).toBe('brand');
    const audit = await t.db.query<{ agency_id: string | null }>(
      `SELECT agency_id FROM audit_log WHERE object_type = 'ticket' AND object_id = $1 AND action = 'tickets.create'`,
      [String(created.id)],
    );
    expect(Number(audit.rows[0]!.agency_id)).toBe(inside.agencyId);
    const without = await agencySessionFor(t.db, b.brandId, { ticket: 0 });
    expect((await call(t.url, 'GET', '/api/tickets', { token: without.token })).status).toBe(403);
  });

  it('before the admin approves the onboarding, every ticket operation is 403 onboarding_not_approved', async () => {
    const waiting = await brand(t.db);
    await t.db.query('UPDATE brands SET is_admin_approve = false WHERE id = $1', [waiting.brandId]);
    for (const [method, path, body] of [
      ['GET', '/api/tickets', undefined],
      ['POST', '/api/tickets', ticketBody()],
      ['GET', '/api/ticket-reviews/latest', undefined],
      ['POST', '/api/ticket-reviews', { rating: 5, body: 'Great' }],
      ['GET', '/api/search/tickets', undefined],
    ] as const) {
      const res = await call(t.url, method, path, { token: waiting.owner.token, ...(body ? { body } : {}) });
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'onboarding_not_approved']);
    }
  });
});

describe('reviews of the support (spec 1 §9)', () => {
  it('one per 30 days: the second is 422 review_too_soon with the date the next is allowed', async () => {
    const own = await brand(t.db);
    expect((await call(t.url, 'GET', '/api/ticket-reviews/latest', { token: own.owner.token })).body.data).toEqual({
      last: null,
      next_allowed_at: null,
    });
    const first = await call(t.url, 'POST', '/api/ticket-reviews', { token: own.owner.token, body: { rating: 4, body: 'Quick and kind' } });
    const state = first.body.data as { last: { rating: number; body: string }; next_allowed_at: string };
    expect(state.last).toMatchObject({ rating: 4, body: 'Quick and kind' });
    const nextAt = new Date(state.next_allowed_at).getTime();
    expect(Math.abs(nextAt - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    const second = await call(t.url, 'POST', '/api/ticket-reviews', { token: own.owner.token, body: { rating: 5, body: 'Again' } });
    expect([second.status, second.body.code, second.body.errors]).toEqual([
      422,
      'review_too_soon',
      [{ field: 'next_allowed_at', code: 'review_too_soon', min: nextAt }],
    ]);
    // 30 days later the brand may review again
    await t.db.query(`UPDATE ticket_reviews SET created_at = created_at - interval '30 days 1 second' WHERE brand_id = $1`, [own.brandId]);
    const third = await call(t.url, 'POST', '/api/ticket-reviews', { token: own.owner.token, body: { rating: 5, body: 'Still good' } });
    expect(third.status).toBe(200);
    const bad = await call(t.url, 'POST', '/api/ticket-reviews', { token: own.owner.token, body: { rating: 6, body: '' } });
    expect([bad.status, codes(bad).sort()]).toEqual([422, ['body:c_c01', 'rating:too_big']]);
  });
});
