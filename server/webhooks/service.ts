import type { Principal } from '../../src/domain/permissions.ts';
import type {
  DeliveryQuery,
  EndpointBody,
  EndpointPatch,
  RevealedEndpoint,
  WebhookDelivery,
  WebhookEndpoint,
} from '../../src/domain/webhooks/contract.ts';
import { diff, record } from '../audit/record.ts';
import { nowOf } from '../db/clock.ts';
import { withTransaction, type Db, type Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { emitTestEvent, enqueueDelivery } from './emit.ts';
import { deliveryOut, endpointOut, type DeliveryRow, type EndpointRow } from './queries.ts';
import { newWebhookSecret } from './secret.ts';
import { checkUrlShape, UrlRefusedError } from '../outbound/url-guard.ts';

/** A brand may register this many endpoints (each event fans out to all of them). */
export const MAX_ENDPOINTS = 20;
const OBJECT = 'webhook_endpoint';

/**
 * Refuses a URL the SSRF guard refuses by its shape (private or metadata host, credentials) with
 * a 422 on `url`; its DNS answer is checked again on every delivery (send.ts).
 */
function guardUrl(url: string, allow: readonly string[]): void {
  try {
    checkUrlShape(url, { allow });
  } catch (error) {
    if (error instanceof UrlRefusedError)
      throw new HttpError(422, 'validation_failed', error.message, [{ field: 'url', code: 'url_refused' }]);
    throw error;
  }
}

const notFound = () => new HttpError(404, 'not_found', 'Webhook endpoint not found');

async function endpointOf(db: Queryable, brandId: number, id: number, lock = false): Promise<EndpointRow> {
  const { rows } = await db.query<EndpointRow>(
    `SELECT * FROM webhook_endpoints WHERE id = $1 AND brand_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, brandId],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function listEndpoints(db: Db, brandId: number): Promise<WebhookEndpoint[]> {
  const { rows } = await db.query<EndpointRow>('SELECT * FROM webhook_endpoints WHERE brand_id = $1 ORDER BY id', [brandId]);
  return rows.map(endpointOut);
}

export async function createEndpoint(
  db: Db,
  user: Principal,
  body: EndpointBody & { events: string[] },
  allow: readonly string[],
): Promise<RevealedEndpoint> {
  guardUrl(body.url, allow);
  return withTransaction(db, async (tx) => {
    await tx.query('SELECT id FROM brands WHERE id = $1 FOR UPDATE', [user.brandId]);
    const { rows: count } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_endpoints WHERE brand_id = $1', [
      user.brandId,
    ]);
    if ((count[0]?.n ?? 0) >= MAX_ENDPOINTS)
      throw new HttpError(409, 'webhook_limit', `A brand may register ${MAX_ENDPOINTS} webhook endpoints`);
    const now = nowOf(db);
    const { rows } = await tx.query<EndpointRow>(
      `INSERT INTO webhook_endpoints (brand_id, url, description, secret, events, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING *`,
      [user.brandId, body.url, body.description ?? '', newWebhookSecret(), body.events, now],
    );
    const row = rows[0]!;
    await record(tx, { action: 'webhooks.create', objectType: OBJECT, objectId: row.id, changes: diff(null, row, ['url', 'events']) });
    return { ...endpointOut(row), secret: row.secret };
  });
}

export async function updateEndpoint(
  db: Db,
  brandId: number,
  id: number,
  patch: EndpointPatch & { events?: string[] },
  allow: readonly string[],
): Promise<WebhookEndpoint> {
  if (patch.url !== undefined) guardUrl(patch.url, allow);
  return withTransaction(db, async (tx) => {
    const before = await endpointOf(tx, brandId, id, true);
    const now = nowOf(db);
    const enabling = patch.enabled === true && !before.enabled;
    const disabling = patch.enabled === false && before.enabled;
    const { rows } = await tx.query<EndpointRow>(
      `UPDATE webhook_endpoints
          SET url = COALESCE($3, url), description = COALESCE($4, description), events = COALESCE($5, events),
              enabled = COALESCE($6, enabled),
              -- enabling starts afresh: the old failure run no longer counts towards the 3 days
              disabled_at = CASE WHEN $7 THEN NULL WHEN $8 THEN $9 ELSE disabled_at END,
              disabled_reason = CASE WHEN $7 THEN NULL WHEN $8 THEN 'user' ELSE disabled_reason END,
              first_failure_at = CASE WHEN $7 THEN NULL ELSE first_failure_at END,
              updated_at = $9
        WHERE id = $1 AND brand_id = $2 RETURNING *`,
      [id, brandId, patch.url ?? null, patch.description ?? null, patch.events ?? null, patch.enabled ?? null, enabling, disabling, now],
    );
    const after = rows[0]!;
    await record(tx, {
      action: 'webhooks.update',
      objectType: OBJECT,
      objectId: id,
      changes: diff(before, after, ['url', 'description', 'events', 'enabled']),
    });
    return endpointOut(after);
  });
}

export async function deleteEndpoint(db: Db, brandId: number, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    // RETURNING names the audited fields only: the signing secret never reaches the log
    const { rows } = await tx.query<Pick<EndpointRow, 'url' | 'description' | 'events' | 'enabled'>>(
      'DELETE FROM webhook_endpoints WHERE id = $1 AND brand_id = $2 RETURNING url, description, events, enabled',
      [id, brandId],
    );
    if (!rows[0]) throw notFound();
    // the deleted endpoint stays readable in the log
    await record(tx, {
      action: 'webhooks.delete',
      objectType: OBJECT,
      objectId: id,
      changes: diff(rows[0], null, ['url', 'description', 'events', 'enabled']),
    });
  });
}

/** A new signing secret; the old one stops signing at once (receivers must take the new one). */
export async function rotateSecret(db: Db, brandId: number, id: number): Promise<RevealedEndpoint> {
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<EndpointRow>(
      'UPDATE webhook_endpoints SET secret = $3, updated_at = $4 WHERE id = $1 AND brand_id = $2 RETURNING *',
      [id, brandId, newWebhookSecret(), nowOf(db)],
    );
    if (!rows[0]) throw notFound();
    // the secret itself never goes into the audit log
    await record(tx, { action: 'webhooks.rotateSecret', objectType: OBJECT, objectId: id });
    return { ...endpointOut(rows[0]), secret: rows[0].secret };
  });
}

export async function listDeliveries(
  db: Db,
  brandId: number,
  endpointId: number,
  query: DeliveryQuery & { limit: number },
): Promise<{ items: WebhookDelivery[]; paging: { limit: number; next_before: number | null } }> {
  await endpointOf(db, brandId, endpointId);
  const { rows } = await db.query<DeliveryRow>(
    `SELECT * FROM webhook_deliveries
      WHERE endpoint_id = $1 AND brand_id = $2 AND ($3::bigint IS NULL OR id < $3)
      ORDER BY id DESC LIMIT $4`,
    [endpointId, brandId, query.before ?? null, query.limit + 1],
  );
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  return { items: page.map(deliveryOut), paging: { limit: query.limit, next_before: more ? page[page.length - 1]!.id : null } };
}

/** Sends a delivery again: same event id and payload, a new job; refused while the endpoint is disabled. */
export async function replayDelivery(db: Db, brandId: number, deliveryId: number): Promise<WebhookDelivery> {
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<DeliveryRow & { enabled: boolean }>(
      `SELECT d.*, e.enabled FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
        WHERE d.id = $1 AND d.brand_id = $2 FOR UPDATE OF d`,
      [deliveryId, brandId],
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, 'not_found', 'Webhook delivery not found');
    if (!row.enabled) throw new HttpError(409, 'webhook_disabled', 'The endpoint is disabled; enable it first');
    const { rows: updated } = await tx.query<DeliveryRow>(
      `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = NULL WHERE id = $1 RETURNING *`,
      [deliveryId],
    );
    await enqueueDelivery(tx, deliveryId);
    await record(tx, { action: 'webhooks.replay', objectType: 'webhook_delivery', objectId: deliveryId });
    return deliveryOut(updated[0]!);
  });
}

export async function sendTestEvent(db: Db, brandId: number, endpointId: number): Promise<WebhookDelivery> {
  return withTransaction(db, async (tx) => {
    const endpoint = await endpointOf(tx, brandId, endpointId);
    if (!endpoint.enabled) throw new HttpError(409, 'webhook_disabled', 'The endpoint is disabled; enable it first');
    const row = await emitTestEvent(tx, brandId, endpointId, nowOf(db));
    await record(tx, { action: 'webhooks.test', objectType: OBJECT, objectId: endpointId });
    return deliveryOut(row);
  });
}
