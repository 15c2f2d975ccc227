import type { FastifyInstance } from 'fastify';
import { eventsStream, eventsTicket, STREAM_TICKET_TTL_SECONDS } from '../../src/domain/notifications/events.ts';
import { accessClaims } from '../auth/authenticate.ts';
import { HttpError } from '../http/errors.ts';
import { route, type FeatureDeps } from '../http/route.ts';
import { dropHub, hubFor } from './hub.ts';
import { principalOfTicket, signTicket } from './ticket.ts';

/** Keeps proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** The live-events stream (server-sent events) and the ticket that opens it. */
export function registerLiveRoutes(app: FastifyInstance, deps: FeatureDeps): void {
  const secret = deps.config.jwtSecret;
  const hub = hubFor(deps.db);
  // Streams never finish on their own: end them before the server waits for open requests.
  app.addHook('preClose', async () => {
    await hub.close();
    dropHub(deps.db);
  });

  route(app, eventsTicket, async ({ db, request }) => {
    const claims = await accessClaims(db, request.headers.authorization);
    if (!claims) throw new HttpError(401, 'unauthorized', 'Sign-in required');
    return { ticket: await signTicket(claims, secret), expires_in: STREAM_TICKET_TTL_SECONDS };
  });

  route(app, eventsStream, async ({ db, query, reply, request }) => {
    const user = await principalOfTicket(db, query.ticket, secret);
    if (!user) throw new HttpError(401, 'unauthorized', 'A valid stream ticket is required');
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream
      'x-accel-buffering': 'no',
    });
    let open = true;
    const write = (chunk: string) => {
      if (open) res.write(chunk);
    };
    const unsubscribe = await hub.add({
      user,
      send: (type, data) => write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
      end: () => finish(),
    });
    const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
    function finish() {
      if (!open) return;
      open = false;
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    }
    request.raw.on('close', finish);
    // Tell the client it is live only once the hub listens, so a test (or a tab) can rely on it.
    write(`retry: 5000\nevent: ready\ndata: {}\n\n`);
    return undefined;
  });
}
