import { afterAll, beforeAll, expect, it } from 'vitest';
import { APP_ROLE } from '../db/app-role.ts';
import type { Db } from '../db/pool.ts';
import { openTestDatabase } from '../../tests/support/api/app.ts';
import { DEMO_BRAND } from './seed.ts';
import { seedDemoTrafficApart } from './traffic-process.ts';

/**
 * `npm start`'s demo traffic runs in a child process (decision 070) given the OWNER's pool and
 * connection string, exactly as server/main.ts calls it; the child must connect as the app role
 * (decision 075), which is all the tracking endpoints need.
 */
let owner: Db;
let ownerUrl: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db: owner, url: ownerUrl, close } = await openTestDatabase({ demo: true }));
}, 60_000);
afterAll(async () => close?.());

it('the demo traffic process writes as the app role, not as the owner it was handed', async () => {
  expect(new URL(ownerUrl).username).not.toBe(APP_ROLE);
  const r = await seedDemoTrafficApart(owner, ownerUrl, 40);
  expect(r.role).toBe(APP_ROLE);
  expect(r.clicks).toBe(40);
  const { rows } = await owner.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM clicks c JOIN brands b ON b.id = c.brand_id WHERE b.company_name = $1',
    [DEMO_BRAND],
  );
  expect(rows[0]!.n).toBeGreaterThan(0);
}, 120_000);
