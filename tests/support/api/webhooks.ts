import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../server/db/pool.ts';
import { grantQueueToAppRole } from '../../../server/db/app-role.ts';
import { QUEUE_SCHEMA, startQueue, type Queue } from '../../../server/queue/queue.ts';
import { ownerPoolOf } from './owner-pool.ts';
import { ensureWebhookQueue, startWebhookWorker } from '../../../server/webhooks/worker.ts';

/** A webhook receiver on 127.0.0.1 that records what arrives and answers the status it is told. */
export interface Receiver {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  /** statuses to answer, in order; when empty, 200 */
  answers: number[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const answers: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answers,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const quietLog = { debug: () => undefined, error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** The test receiver's address: the only private one the SSRF guard lets through in these tests. */
export const RECEIVER_ALLOW = ['127.0.0.1'];

/**
 * A started queue on the test database with the delivery queue (1 s first retry). With `work`
 * this process also delivers, polling every half second.
 */
export async function startWebhookQueue(db: Db, work: boolean): Promise<Queue> {
  // pg-boss runs as the owner, its schema granted to the app role, as in server/main.ts (decision 075)
  const owner = ownerPoolOf(db);
  const boss = await startQueue(owner, { schedule: false, supervise: false });
  await ensureWebhookQueue(boss, 1);
  await grantQueueToAppRole(owner, QUEUE_SCHEMA);
  if (work)
    await startWebhookWorker(
      boss,
      db,
      quietLog,
      { webhookAllowAddresses: RECEIVER_ALLOW },
      { retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 },
    );
  return boss;
}

export const stopQueue = (boss: Queue | undefined): Promise<void> => boss?.stop({ graceful: false, close: false }) ?? Promise.resolve();
