import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { pct } from './stats.ts';

/**
 * A small keep-alive HTTP load generator (autocannon is not a dependency): a closed loop with a
 * fixed number of connections, and an open loop at a fixed rate whose latency counts from the
 * SCHEDULED send time, so a stalled server cannot hide its queueing (no coordinated omission).
 */
export interface Req {
  path: string;
  headers?: Record<string, string>;
}
export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<number, number>;
}
type OnAnswer = (status: number, headers: http.IncomingHttpHeaders, body: string, i: number) => void;

function once(
  agent: http.Agent,
  base: URL,
  r: Req,
  wantBody: boolean,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, path: r.path, method: 'GET', agent, headers: r.headers }, (res) => {
      let body = '';
      if (wantBody) res.setEncoding('utf8').on('data', (c: string) => (body += c));
      else res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function summarise(lat: number[], seconds: number, errors: number, statuses: Record<number, number>): LoadResult {
  const sorted = Float64Array.from(lat).sort();
  return { requests: lat.length, seconds, rps: lat.length / seconds, p50: pct(sorted, 50), p99: pct(sorted, 99), errors, statuses };
}

export async function closedLoop(o: {
  url: string;
  connections: number;
  durationMs: number;
  max?: number;
  make: (i: number) => Req;
  onAnswer?: OnAnswer;
}): Promise<LoadResult> {
  const base = new URL(o.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const lat: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let i = 0;
  const start = performance.now();
  const end = start + o.durationMs;
  const lane = async () => {
    while (performance.now() < end && (o.max === undefined || i < o.max)) {
      const n = i++;
      const t0 = performance.now();
      try {
        const a = await once(agent, base, o.make(n), o.onAnswer !== undefined);
        lat.push(performance.now() - t0);
        statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        o.onAnswer?.(a.status, a.headers, a.body, n);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: o.connections }, lane));
  agent.destroy();
  return summarise(lat, (performance.now() - start) / 1000, errors, statuses);
}

export async function fixedRate(o: {
  url: string;
  rate: number;
  durationMs: number;
  maxSockets?: number;
  make: (i: number) => Req;
}): Promise<LoadResult> {
  const base = new URL(o.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.maxSockets ?? 512 });
  const lat: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let sent = 0;
  const total = Math.round((o.rate * o.durationMs) / 1000);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * o.rate));
      while (sent < due) {
        const n = sent++;
        const scheduled = start + (n / o.rate) * 1000;
        pending.push(
          once(agent, base, o.make(n), false).then(
            (a) => {
              lat.push(performance.now() - scheduled);
              statuses[a.status] = (statuses[a.status] ?? 0) + 1;
            },
            () => void errors++,
          ),
        );
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 1); // not setImmediate: a spinning generator takes a core from the server
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  return summarise(lat, (performance.now() - start) / 1000, errors, statuses);
}
