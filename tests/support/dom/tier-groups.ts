import type { TierGroupRow, TierMember } from '../../../src/domain/partners/tier-groups.ts';

/**
 * Test support: a fake tier-groups API that keeps groups and members as the server does (names
 * unique case-insensitively → 422 already_exists, tiers as numeric text, members 20 a page), and
 * records every call with its body.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface FakeGroup extends TierGroupRow {
  members: TierMember[];
}

export const member = (id: number, name: string): TierMember => ({
  id,
  display_name: name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@partners.test`,
  joined_at: '2026-03-01T08:00:00.000Z',
  working_mode: 1,
});

export function tierGroupRoutes(groups: FakeGroup[], partnerNames: Record<number, string> = {}) {
  const calls: { key: string; body: unknown }[] = [];
  const row = (g: FakeGroup): TierGroupRow => ({ id: g.id, name: g.name, payout_tier: g.payout_tier, member_count: g.members.length });
  const taken = (name: string, except: number) => groups.some((g) => g.id !== except && g.name.toLowerCase() === name.trim().toLowerCase());
  const nameTaken = () =>
    json(422, { message: 'Invalid tier group', code: 'validation_failed', errors: [{ field: 'name', code: 'already_exists' }] });
  const find = (url: URL) => groups.find((g) => g.id === Number(url.pathname.split('/')[4]));
  const notFound = () => json(404, { message: 'Tier group not found.', code: 'tier_group_not_found', errors: [] });
  const fixed = (s: string) => Number(s).toFixed(2);

  const handle = (url: URL, init: RequestInit): Response => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key: `${method} ${url.pathname}`, body });
    const path = url.pathname.replace('/api/partners/tier-groups', '');
    if (path === '' && method === 'GET') return json(200, { data: { items: groups.map(row) } });
    if (path === '' && method === 'POST') {
      if (taken(body.name, 0)) return nameTaken();
      const g: FakeGroup = {
        id: Math.max(0, ...groups.map((x) => x.id)) + 1,
        name: body.name.trim(),
        payout_tier: fixed(body.payout_tier ?? '100'),
        member_count: 0,
        members: [],
      };
      groups.push(g);
      return json(200, { data: row(g) });
    }
    const g = find(url);
    if (!g) return notFound();
    if (/^\/\d+$/.test(path) && method === 'PATCH') {
      if (body.name !== undefined && taken(body.name, g.id)) return nameTaken();
      if (body.name !== undefined) g.name = body.name.trim();
      if (body.payout_tier !== undefined) g.payout_tier = fixed(body.payout_tier);
      return json(200, { data: row(g) });
    }
    if (/^\/\d+$/.test(path) && method === 'DELETE') {
      groups.splice(groups.indexOf(g), 1);
      return json(200, { data: { id: g.id, released: g.members.length } });
    }
    if (path.endsWith('/members') && method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const items = g.members.slice((page - 1) * 20, page * 20);
      return json(200, {
        data: {
          items,
          paging: { current_page: page, limit: 20, total_row: g.members.length, total_page: Math.ceil(g.members.length / 20) },
        },
      });
    }
    if (path.endsWith('/members') && method === 'POST') {
      const added = (body.partner_ids as number[]).filter((id) => !g.members.some((m) => m.id === id));
      for (const id of added) g.members.push(member(id, partnerNames[id] ?? `Partner ${id}`));
      return json(200, { data: { tier_group_id: g.id, changed: added } });
    }
    if (path.endsWith('/members/remove') && method === 'POST') {
      const removed = g.members.filter((m) => (body.partner_ids as number[]).includes(m.id)).map((m) => m.id);
      g.members = g.members.filter((m) => !removed.includes(m.id));
      return json(200, { data: { tier_group_id: g.id, changed: removed } });
    }
    return json(404, { message: 'not found', code: 'not_found', errors: [] });
  };
  return { handle, calls };
}
