import type { Db } from '../../../server/db/pool.ts';
import { addUser, createBrand, levels, type TestUser } from './employees.ts';
import { call, type Answer } from './auth.ts';
import { LEVEL } from '../../../src/domain/permissions.ts';

/** Helpers for the offer-asset API tests. Not used by the server. */
export interface World {
  brandId: number;
  owner: TestUser;
  reader: TestUser;
  noAccess: TestUser;
  other: TestUser;
}

export async function makeWorld(db: Db): Promise<World> {
  const brandId = await createBrand(db, 'Assets Brand');
  const otherBrand = await createBrand(db, 'Other Brand');
  return {
    brandId,
    owner: await addUser(db, brandId, { role: 'owner' }),
    reader: await addUser(db, brandId, { role: 'custom', permissions: levels({ offers: LEVEL.read }) }),
    noAccess: await addUser(db, brandId, { role: 'custom', permissions: levels({ offers: LEVEL.none }) }),
    other: await addUser(db, otherBrand, { role: 'owner' }),
  };
}

/** A bare offer row (the offers feature owns the real create flow). */
export async function insertOffer(db: Db, brandId: number, name = 'Offer'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO offers (brand_id, name, vertical_id, channel_id, payout_model_id, revenue_model_id) VALUES ($1, $2, 1, 1, 1, 1) RETURNING id',
    [brandId, name],
  );
  return rows[0]!.id;
}

export function api(url: string) {
  return (method: string, path: string, user?: TestUser, body?: unknown): Promise<Answer> =>
    call(url, method, path, { token: user?.token, body });
}

export const codes = (a: Answer) => (a.body.errors ?? []).map((e) => `${e.field}:${e.code}`);

export const EVENT = {
  name: 'Purchase',
  type: 'sale',
  payout_type: 'percent',
  payout: '12.5',
  bonus: '0',
  revenue: '15.25',
  auto_accept: true,
  method: 'server_postback',
  par1: 'order_total',
  sub1: 'campaign',
} as const;
