import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';
import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_RETRY_LIMIT } from '../../src/domain/webhooks/events.ts';
import type { Config } from '../config.ts';
import { nowOf } from '../db/clock.ts';
import { withTransaction, type Db } from '../db/pool.ts';
import { ensureQueue, type Queue, type QueueJob } from '../queue/queue.ts';
import { notify } from '../notifications/notify.ts';
import { DELIVER_QUEUE, type DeliverJob } from './emit.ts';
import type { DeliveryRow, EndpointRow } from './queries.ts';
import { sendPinned, type Attempt } from './send.ts';

/** Seconds before the first retry; pg-boss doubles it each time with jitter (30 s … about 2 h for 8 retries). */
export const RETRY_DELAY_SECONDS = 30;

export interface WorkerOptions {
  /** addresses the SSRF guard lets through (config.webhookAllowAddresses) */
  allow: readonly string[];
  retryDelaySeconds?: number;
  /** tests poll faster than pg-boss's 2 s */
  pollingIntervalSeconds?: number;
}

/** The outcome of one attempt, for tests and logs. */
export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'disabled' | 'skipped';

/** Signs `payload` for `endpoint` as Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature. */
export function signedHeaders(secret: string, eventId: string, at: Date, body: string): Record<string, string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, body),
  };
}

/**
 * One attempt of delivery `deliveryId`: sign, send through the SSRF guard to the pinned address,
 * write the answer on the delivery row. A failure starts (or continues) the endpoint's failure run;
 * when that run has lasted WEBHOOK_DISABLE_AFTER_MS by the database handle's clock the endpoint is
 * disabled and the brand notified. `retriesLeft` says whether pg-boss will try again.
 */
export async function attemptDelivery(db: Db, deliveryId: number, retriesLeft: boolean, opts: WorkerOptions): Promise<DeliveryOutcome> {
  const { rows } = await db.query<DeliveryRow & { endpoint: EndpointRow }>(
    `SELECT d.*, to_jsonb(e) AS endpoint
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
      WHERE d.id = $1`,
    [deliveryId],
  );
  const delivery = rows[0];
  // deleted with its endpoint, or already delivered by an earlier replay: nothing to do
  if (!delivery || delivery.status === 'delivered') return 'skipped';
  const endpoint = delivery.endpoint;
  if (!endpoint.enabled) {
    await db.query(`UPDATE webhook_deliveries SET status = 'failed', error = 'endpoint disabled', next_attempt_at = NULL WHERE id = $1`, [
      deliveryId,
    ]);
    return 'skipped';
  }
  const at = nowOf(db);
  const body = JSON.stringify(delivery.payload);
  const attempt: Attempt = await sendPinned(endpoint.url, signedHeaders(endpoint.secret, delivery.event_id, at, body), body, {
    allow: opts.allow,
  });
  const ok = attempt.error === null;
  return withTransaction(db, async (tx) => {
    if (ok) {
      await tx.query(
        `UPDATE webhook_deliveries
            SET status = 'delivered', attempts = attempts + 1, response_status = $2, duration_ms = $3, error = NULL,
                last_attempt_at = $4, delivered_at = $4, next_attempt_at = NULL
          WHERE id = $1`,
        [deliveryId, attempt.status, attempt.durationMs, at],
      );
      await tx.query('UPDATE webhook_endpoints SET first_failure_at = NULL WHERE id = $1 AND first_failure_at IS NOT NULL', [endpoint.id]);
      return 'delivered';
    }
    const { rows: run } = await tx.query<{ first_failure_at: Date }>(
      `UPDATE webhook_endpoints SET first_failure_at = COALESCE(first_failure_at, $2) WHERE id = $1 RETURNING first_failure_at`,
      [endpoint.id, at],
    );
    const failingFor = at.getTime() - (run[0]?.first_failure_at ?? at).getTime();
    const disable = failingFor >= WEBHOOK_DISABLE_AFTER_MS;
    const retry = retriesLeft && !disable;
    const delay = (opts.retryDelaySeconds ?? RETRY_DELAY_SECONDS) * 2 ** delivery.attempts;
    await tx.query(
      `UPDATE webhook_deliveries
          SET status = $2, attempts = attempts + 1, response_status = $3, duration_ms = $4, error = $5,
              last_attempt_at = $6, next_attempt_at = $7
        WHERE id = $1`,
      [
        deliveryId,
        retry ? 'pending' : 'failed',
        attempt.status,
        attempt.durationMs,
        attempt.error,
        at,
        // pg-boss waits between half and all of delay·2^(n+1)/… ; the earliest moment is shown
        retry ? new Date(at.getTime() + delay * 1000) : null,
      ],
    );
    if (!disable) return retry ? 'retry' : 'failed';
    const { rowCount } = await tx.query(
      `UPDATE webhook_endpoints SET enabled = false, disabled_at = $2, disabled_reason = 'failing', updated_at = $2
        WHERE id = $1 AND enabled`,
      [endpoint.id, at],
    );
    if (rowCount) {
      await notify(tx, endpoint.brand_id, NOTIFICATION_CASE.webhookDisabled, { link: endpoint.url });
    }
    return 'disabled';
  });
}

/** Thrown to make pg-boss retry the job with its backoff. */
export class DeliveryFailed extends Error {}

/**
 * Creates the delivery queue (retry with exponential backoff) unless it exists. main.ts calls it
 * before the app takes requests: an event enqueued into a missing queue would fail its transaction.
 */
export async function ensureWebhookQueue(boss: Queue, retryDelaySeconds = RETRY_DELAY_SECONDS): Promise<void> {
  await ensureQueue(boss, DELIVER_QUEUE, { retryLimit: WEBHOOK_RETRY_LIMIT, retryDelay: retryDelaySeconds, retryBackoff: true });
}

/** Works the delivery queue on this process. */
export async function startWebhookWorker(
  boss: Queue,
  db: Db,
  log: FastifyBaseLogger,
  config: Pick<Config, 'webhookAllowAddresses'>,
  opts: Partial<WorkerOptions> = {},
): Promise<void> {
  const options: WorkerOptions = { allow: config.webhookAllowAddresses, ...opts };
  await ensureWebhookQueue(boss, options.retryDelaySeconds);
  await boss.work<DeliverJob, unknown, { includeMetadata: true; batchSize: number; pollingIntervalSeconds?: number }>(
    DELIVER_QUEUE,
    {
      includeMetadata: true,
      batchSize: 1,
      ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
    },
    async (jobs: QueueJob<DeliverJob>[]) => {
      for (const job of jobs) {
        const outcome = await attemptDelivery(db, job.data.deliveryId, job.retryCount < job.retryLimit, options);
        log.debug({ delivery: job.data.deliveryId, outcome }, 'webhook attempt');
        if (outcome === 'retry') throw new DeliveryFailed(`delivery ${job.data.deliveryId} failed; pg-boss retries it`);
      }
    },
  );
}
