import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventLogItem, ServerLogItem } from '../../src/domain/tracking-logs/contract.ts';
import { BROWSER_UA, makeTrackingWorld, visitorIp, type TrackingWorld } from '../../tests/bench/tracking-world.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call } from '../../tests/support/api/auth.ts';
import { addUser, type TestUser } from '../../tests/support/api/employees.ts';

/** Real traffic through the public endpoints, read back through both logs. */
let t: TestApp;
let w: TrackingWorld;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeTrackingWorld(t.db, { partners: 2 });
  owner = await addUser(t.db, w.brandId, { role: 'owner' });
}, 60_000);
afterAll(() => t?.close());

const read = async <T>(path: string) => ((await call(t.url, 'GET', path, { token: owner.token })).body.data as { items: T[] }).items;

it('clicks and postbacks sent through /track appear in the event log and the server log', async () => {
  const clickIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${t.url}/track/click?offer_id=${w.offerId}&partner_id=${w.partnerIds[i % 2]}&sub1=s${i}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER_UA, 'x-forwarded-for': visitorIp(i) },
    });
    expect(res.status).toBe(302);
    const id = /click_id=([0-9a-f-]{36})/.exec(res.headers.get('location') ?? '')?.[1];
    expect(id).toBeDefined();
    clickIds.push(id!);
  }
  const refused = await fetch(`${t.url}/track/click?offer_id=${w.offerId}`, { redirect: 'manual', headers: { 'user-agent': BROWSER_UA } });
  expect(refused.status).toBe(302);

  const postback = (clickId: string, tx: string) =>
    fetch(
      `${t.url}/track/postback?token=${w.token}&offer_id=${w.offerId}&event=${w.eventId}&click_id=${clickId}&transaction_id=${tx}&amount=10`,
    ).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, string> }));
  const first = await postback(clickIds[0]!, 'TX-1');
  expect(first).toMatchObject({ status: 200, body: { status: 'accepted' } });
  expect(await postback(clickIds[0]!, 'TX-1')).toEqual(first);
  expect((await postback('00000000-0000-4000-8000-000000000000', 'TX-2')).status).toBe(404);

  const events = await read<EventLogItem>('/api/reports/event-log?limit=25');
  expect(events.filter((e) => e.kind === 'click')).toHaveLength(4);
  const conv = events.filter((e) => e.kind === 'conversion');
  expect(conv).toHaveLength(1);
  expect(conv[0]).toMatchObject({
    click_id: clickIds[0],
    conversion_id: first.body.conversion_id,
    transaction_id: 'TX-1',
    subs: ['s0', '', '', '', ''],
  });
  expect(events.find((e) => e.kind === 'click' && e.refusal !== null)?.refusal).toBe('partner_missing');
  expect(events.find((e) => e.click_id === clickIds[1])).toMatchObject({
    kind: 'click',
    partner_id: w.partnerIds[1],
    refusal: null,
    ip: visitorIp(1),
  });

  const logs = await read<ServerLogItem>('/api/reports/server-log?limit=25');
  expect(logs.map((l) => l.outcome)).toEqual(['refused', 'duplicate', 'accepted']);
  expect(logs[0]).toMatchObject({ reason: 'unknown_click', http_status: 404, endpoint: 'postback' });
  expect(logs[1]!.response).toEqual(first.body);
  const filtered = await read<ServerLogItem>(`/api/reports/server-log?limit=25&click_id=${clickIds[0]}`);
  expect(filtered).toHaveLength(2);
});
