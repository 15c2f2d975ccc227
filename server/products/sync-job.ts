import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { startSync, type SyncDeps } from './sync-service.ts';

/** How often the schedule looks for due syncs: a sync starts at most this long after its daily time. */
export const PRODUCT_SYNC_JOB_INTERVAL_MS = 5 * 60_000;

/**
 * The daily product API sync (decision 084): each config whose sync time (UTC) has passed today and
 * that has not synced on schedule today is claimed (one conditional UPDATE, so several servers
 * start it once) and synced, one brand after the other. A brand whose upload is open or whose sync
 * runs is let go again and tried on the next tick.
 */
export function productSyncJob(db: Db, config: Config, log?: FastifyBaseLogger): { name: string; run(now: Date): Promise<number> } {
  return {
    name: 'products.api-sync',
    async run(now: Date) {
      const { rows } = await db.query<{ brand_id: number }>(
        `UPDATE product_sync_configs SET scheduled_on = ($1::timestamptz AT TIME ZONE 'UTC')::date
          WHERE sync_time <= ($1::timestamptz AT TIME ZONE 'UTC')::time
            AND scheduled_on IS DISTINCT FROM ($1::timestamptz AT TIME ZONE 'UTC')::date
        RETURNING brand_id::int AS brand_id`,
        [now.toISOString()],
      );
      let started = 0;
      for (const { brand_id } of rows) {
        const tasks: (() => Promise<void>)[] = [];
        const d: SyncDeps = {
          db,
          log: log ?? (console as unknown as FastifyBaseLogger),
          allow: config.webhookAllowAddresses,
          dataKey: config.dataKey,
          schedule: (task) => tasks.push(task),
        };
        try {
          await startSync(d, brand_id, null, 'schedule');
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          await db.query('UPDATE product_sync_configs SET scheduled_on = NULL WHERE brand_id = $1', [brand_id]);
          continue;
        }
        for (const task of tasks) await task();
        started++;
      }
      return started;
    },
  };
}
