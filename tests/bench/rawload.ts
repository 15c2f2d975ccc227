import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { pct } from './stats.ts';
import type { LoadResult, Req } from './loadgen.ts';

/**
 * A raw-socket keep-alive HTTP/1.1 load generator. The `node:http` client costs ~30–50 µs of CPU
 * per request, so on 2 shared cores it saturated before a bare 302 server did (9.5k/s measured,
 * against 31–35k/s in the stack notes): the benchmark then measured the generator. Here a request
 * is one string write and an answer is found by scanning bytes (status line, Content-Length or
 * the chunked terminator); headers are only split into a record when the caller asks for them.
 * One request in flight per connection (no pipelining), so latency means what it says. Same
 * result shape as loadgen.ts; the open loop counts latency from the SCHEDULED send time.
 */
type OnAnswer = (status: number, headers: Record<string, string>, body: string, i: number) => void;

const CRLF2 = Buffer.from('\r\n\r\n');
const CHUNK_END = Buffer.from('\r\n0\r\n\r\n');

function headerRecord(head: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One keep-alive connection: send(), then `onDone` with the answer (or an error). */
class Conn {
  private buf: Buffer = Buffer.alloc(0);
  private socket: net.Socket;
  private busy = false;
  onDone: (err: Error | null, a: Answer | null) => void = () => undefined;
  private readonly wantHeaders: boolean;
  constructor(port: number, host: string, wantHeaders: boolean) {
    this.wantHeaders = wantHeaders;
    this.socket = net.connect({ port, host, noDelay: true });
    this.socket.on('data', (d) => this.data(d));
    this.socket.on('error', (e) => this.fail(e));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }
  send(raw: string): void {
    this.busy = true;
    this.socket.write(raw, 'latin1');
  }
  private fail(e: Error): void {
    if (!this.busy) return;
    this.busy = false;
    this.onDone(e, null);
  }
  private data(d: Buffer): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d;
    const end = this.buf.indexOf(CRLF2);
    if (end < 0) return;
    const head = this.buf.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    let total: number;
    const cl = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (cl) total = end + 4 + Number(cl[1]);
    else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const t = this.buf.indexOf(CHUNK_END, end + 2);
      if (t < 0) return;
      total = t + CHUNK_END.length;
    } else total = end + 4;
    if (this.buf.length < total) return;
    const body = this.wantHeaders ? this.buf.toString('utf8', end + 4, total) : '';
    this.buf = this.buf.length > total ? this.buf.subarray(total) : Buffer.alloc(0);
    this.busy = false;
    this.onDone(null, { status, headers: this.wantHeaders ? headerRecord(head) : {}, body });
  }
  close(): void {
    this.busy = false;
    this.socket.destroy();
  }
}

const rawRequest = (hostHeader: string, r: Req) => {
  let s = `GET ${r.path} HTTP/1.1\r\nhost: ${hostHeader}\r\n`;
  for (const [k, v] of Object.entries(r.headers ?? {})) s += `${k}: ${v}\r\n`;
  return s + '\r\n';
};

function summarise(lat: Float64Array, n: number, seconds: number, errors: number, statuses: Record<number, number>): LoadResult {
  const sorted = lat.slice(0, n).sort();
  return { requests: n, seconds, rps: n / seconds, p50: pct(sorted, 50), p99: pct(sorted, 99), errors, statuses };
}

class Latencies {
  arr = new Float64Array(1 << 16);
  n = 0;
  push(v: number) {
    if (this.n === this.arr.length) {
      const next = new Float64Array(this.arr.length * 2);
      next.set(this.arr);
      this.arr = next;
    }
    this.arr[this.n++] = v;
  }
}

export async function rawClosedLoop(o: {
  url: string;
  connections: number;
  durationMs: number;
  max?: number;
  make: (i: number) => Req;
  onAnswer?: OnAnswer;
}): Promise<LoadResult> {
  const base = new URL(o.url);
  const host = base.host;
  const lat = new Latencies();
  const statuses: Record<number, number> = {};
  let errors = 0;
  let i = 0;
  const start = performance.now();
  const end = start + o.durationMs;
  await new Promise<void>((resolve) => {
    let open = o.connections;
    const lane = () => {
      const c = new Conn(Number(base.port), base.hostname, o.onAnswer !== undefined);
      let n = -1;
      let t0 = 0;
      const next = () => {
        if (performance.now() >= end || (o.max !== undefined && i >= o.max)) {
          c.close();
          if (--open === 0) resolve();
          return;
        }
        n = i++;
        t0 = performance.now();
        c.send(rawRequest(host, o.make(n)));
      };
      c.onDone = (err, a) => {
        if (err || !a) {
          errors++;
          c.close();
          if (--open === 0) resolve();
          return;
        }
        lat.push(performance.now() - t0);
        statuses[a.status] = (statuses[a.status] ?? 0) + 1;
        o.onAnswer?.(a.status, a.headers, a.body, n);
        next();
      };
      next();
    };
    for (let k = 0; k < o.connections; k++) lane();
  });
  return summarise(lat.arr, lat.n, (performance.now() - start) / 1000, errors, statuses);
}

export async function rawFixedRate(o: {
  url: string;
  rate: number;
  durationMs: number;
  maxSockets?: number;
  make: (i: number) => Req;
  /** each answer's scheduled send time (ms from the phase's start) and latency: the benchmark's stall timeline */
  onLatency?: (scheduledMs: number, latencyMs: number) => void;
}): Promise<LoadResult> {
  const base = new URL(o.url);
  const host = base.host;
  const maxSockets = o.maxSockets ?? 512;
  const lat = new Latencies();
  const statuses: Record<number, number> = {};
  let errors = 0;
  let sent = 0;
  let answered = 0;
  const total = Math.round((o.rate * o.durationMs) / 1000);
  const idle: Conn[] = [];
  const waiting: number[] = [];
  let sockets = 0;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const finish = () => {
      if (sent >= total && answered >= total) resolve();
    };
    const dispatch = (c: Conn, n: number) => {
      const scheduled = start + (n / o.rate) * 1000;
      c.onDone = (err, a) => {
        answered++;
        if (err || !a) {
          errors++;
          c.close();
          sockets--;
          const w = waiting.shift();
          if (w !== undefined) {
            sockets++;
            dispatch(new Conn(Number(base.port), base.hostname, false), w);
          }
        } else {
          lat.push(performance.now() - scheduled);
          o.onLatency?.(scheduled - start, performance.now() - scheduled);
          statuses[a.status] = (statuses[a.status] ?? 0) + 1;
          const w = waiting.shift();
          if (w !== undefined) dispatch(c, w);
          else idle.push(c);
        }
        finish();
      };
      c.send(rawRequest(host, o.make(n)));
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * o.rate));
      while (sent < due) {
        const n = sent++;
        const c = idle.pop() ?? (sockets < maxSockets ? (sockets++, new Conn(Number(base.port), base.hostname, false)) : undefined);
        if (c) dispatch(c, n);
        else waiting.push(n);
      }
      // a 1 ms timer, not setImmediate: a spinning generator would take a core from the server on
      // a 2-core machine; latency still counts from the scheduled time, so the jitter is charged
      if (sent < total) setTimeout(tick, 1);
      else finish();
    };
    tick();
  });
  for (const c of idle) c.close();
  return summarise(lat.arr, lat.n, (performance.now() - start) / 1000, errors, statuses);
}
