import fc from 'fast-check';
import type { Db } from '../../server/db/pool.ts';
import { checkResponse, type Answer } from './check-response.ts';
import { deref, type Schema } from './json-schema.ts';
import { mutate, rng } from './mutate.ts';
import { operationsOf, type Operation } from './operations.ts';
import { isValidRequest, requestArbitrary, text, urlOf, type FuzzRequest } from './requests.ts';
import { idHint, seedForFuzz, type Caller } from './seed.ts';

export interface FuzzOptions {
  /** base URL of the listening app */
  url: string;
  db: Db;
  /** requests per operation, split evenly between the callers and between valid and invalid */
  runs: number;
  seed?: number;
  /** requests in flight at once */
  concurrency?: number;
  /** only operations whose `METHOD path id` contains this */
  only?: string;
  /** `[k, n]`: only every n-th operation starting at k (0-based), to split a long run over processes */
  shard?: [number, number];
  log?: (line: string) => void;
}

export interface OperationResult {
  id: string;
  method: string;
  path: string;
  requests: number;
  ok2xx: number;
  client4xx: number;
  server5xx: number;
  schemaInvalid: number;
  /** invalid requests answered 422 without any `{ field, code }` */
  invalidWithoutFieldCode: number;
  /** invalid requests answered below 400 (the server took what the document refuses) */
  invalidAccepted: number;
  invalidSent: number;
  /** 4xx statuses the operation does not list (held to the Error schema; not failures) */
  undocumented: number[];
  /** the first few failures, one line each */
  failures: string[];
}

const refusesInvalid = (op: Operation) => '400' in op.responses || '422' in op.responses;

export const failed = (r: OperationResult) =>
  r.server5xx + r.schemaInvalid + r.invalidWithoutFieldCode + r.invalidAccepted + r.undocumented.length > 0;

const REQUEST_TIMEOUT_MS = 15_000;

async function send(url: string, op: Operation, r: FuzzRequest, token: string, ip: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-forwarded-for': ip };
  let body: string | FormData | undefined;
  if (r.rawBody !== undefined) body = r.rawBody;
  else if (op.body?.mediaType === 'multipart/form-data' && r.body && typeof r.body === 'object') {
    // the storage upload: a form whose file part is any bytes
    const form = new FormData();
    const props = op.body.schema.properties ?? {};
    for (const [k, v] of Object.entries(r.body)) form.append(k, props[k]?.contentMediaType ? new Blob([text(v)]) : text(v));
    body = form;
  } else if (op.body && r.body !== undefined) body = JSON.stringify(r.body);
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const res = await fetch(url + urlOf(op, r), {
    method: op.method,
    headers,
    body,
    redirect: 'manual', // a tracking link's 302 is the answer under test, not the landing page behind it
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const contentType = res.headers.get('content-type') ?? '';
  // the live-events stream answers forever: its headers are the answer, the body is never read
  if (contentType.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, contentType, text: '' };
  }
  return { status: res.status, contentType, text: await res.text() };
}

async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** A stable small number per operation id (FNV-1a). */
function idHash(id: string): number {
  let h = 0x811c9dc5;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h % 1_000_000;
}

const short = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}…` : s);

interface Planned {
  caller: Caller;
  request: FuzzRequest;
  invalid: boolean;
}
type Hint = ReturnType<typeof idHint>;

/** Valid requests from the schemas; every second one turned invalid when the operation has input to break. */
function plan(op: Operation, callers: readonly Caller[], runs: number, seed: number, hint: Hint): Planned[] {
  const perCaller = Math.ceil(runs / callers.length);
  const arb = requestArbitrary(op, { hint });
  const rand = rng(seed);
  const out: Planned[] = [];
  callers.forEach((caller, ci) => {
    fc.sample(arb, { numRuns: perCaller, seed: seed + ci }).forEach((request, i) => {
      const broken = i % 2 === 1 ? mutate(op, request, rand) : undefined;
      out.push(broken ? { caller, request: broken, invalid: true } : { caller, request, invalid: !isValidRequest(op, request) });
    });
  });
  return out;
}

function emptyResult(op: Operation): OperationResult {
  return {
    id: op.id,
    method: op.method,
    path: op.path,
    requests: 0,
    ok2xx: 0,
    client4xx: 0,
    server5xx: 0,
    schemaInvalid: 0,
    invalidWithoutFieldCode: 0,
    invalidAccepted: 0,
    invalidSent: 0,
    undocumented: [],
    failures: [],
  };
}

async function fuzzOperation(op: Operation, opts: FuzzOptions, callers: readonly Caller[], hint: Hint, errorSchema: Schema, seed: number) {
  const result = emptyResult(op);
  const fail = (line: string) => {
    if (result.failures.length < 5) result.failures.push(short(line, 700));
  };
  await pool(plan(op, callers, opts.runs, seed, hint), opts.concurrency ?? 4, async ({ caller, request, invalid }) => {
    const describe = () => {
      const body =
        request.body !== undefined || request.rawBody !== undefined
          ? ` body=${short(request.rawBody ?? JSON.stringify(request.body), 240)}`
          : '';
      return `${caller.name} ${op.method} ${short(urlOf(op, request), 200)}${body}${request.mutation ? ` [${request.mutation}]` : ''}`;
    };
    result.requests++;
    if (invalid) result.invalidSent++;
    let answer: Answer;
    try {
      answer = await send(opts.url, op, request, await caller.token(), caller.name === 'owner' ? '10.99.0.1' : '10.99.0.2');
    } catch (e) {
      result.server5xx++;
      fail(`no answer (${(e as Error).name}: ${(e as Error).message}) ← ${describe()}`);
      return;
    }
    // a fuzzed sign-out or password change ends the session: sign in again for the next request
    if (answer.status === 401) caller.expire();
    if (answer.status >= 500) {
      result.server5xx++;
      fail(`${answer.status} ${short(answer.text, 200)} ← ${describe()}`);
    } else if (answer.status >= 400) result.client4xx++;
    else if (answer.status >= 200 && answer.status < 300) result.ok2xx++;
    const verdict = checkResponse(op, answer, errorSchema);
    // a status the operation does not list fails it: a client generated from the document would not expect it
    if (verdict.undocumented && answer.status < 500 && !result.undocumented.includes(answer.status)) {
      result.undocumented.push(answer.status);
      fail(`undocumented ${answer.status}: ${short(answer.text, 200)} ← ${describe()}`);
    }
    if (!verdict.schemaValid && answer.status < 500) {
      result.schemaInvalid++;
      fail(`schema-invalid ${answer.status}: ${verdict.problem} — ${short(answer.text, 240)} ← ${describe()}`);
    }
    if (invalid && answer.status === 422 && !verdict.fieldCodes) {
      result.invalidWithoutFieldCode++;
      fail(`422 without field codes: ${short(answer.text, 200)} ← ${describe()}`);
    }
    // an operation documenting no 400 or 422 refuses nothing by contract (a tracking pixel answers
    // every visitor): an invalid request to it is held to the document like any other, not refused
    if (invalid && answer.status < 400 && refusesInvalid(op)) {
      result.invalidAccepted++;
      fail(`invalid request answered ${answer.status} ← ${describe()}`);
    }
  });
  return result;
}

/**
 * Walks every operation of the served OpenAPI document as the owner and as a level-0 employee, with
 * generated valid requests and invalid variants of them, and checks every answer (decision 042).
 */
export async function runFuzz(opts: FuzzOptions): Promise<OperationResult[]> {
  const log = opts.log ?? (() => undefined);
  const doc = (await (await fetch(`${opts.url}/api/openapi.json`)).json()) as Record<string, unknown>;
  const errorSchema = deref(doc, { $ref: '#/components/schemas/Error' }) as Schema;
  const seeded = await seedForFuzz(opts.db);
  const hint = idHint(seeded);
  const seed = opts.seed ?? 20261125;
  const ops = operationsOf(doc)
    .filter((op) => !opts.only || `${op.method} ${op.path} ${op.id}`.includes(opts.only))
    .filter((_, i) => !opts.shard || i % opts.shard[1] === opts.shard[0]);
  log(`fuzz: ${ops.length} operations × ${opts.runs} requests (seed ${seed}; ${seeded.ids.length} real ids, ${seeded.uuids.length} uuids)`);
  const results: OperationResult[] = [];
  for (const [i, op] of ops.entries()) {
    // a fuzzed write may have changed a caller (status, role, permissions): put both back first
    await seeded.restore();
    for (const c of seeded.callers) c.expire();
    const started = Date.now();
    // each operation's seed follows from its id, so `--only` reproduces what the whole run sent
    const r = await fuzzOperation(op, opts, seeded.callers, hint, errorSchema, seed + idHash(op.id));
    results.push(r);
    // the whole row as it completes: a long run cut short still leaves its counts
    log(
      `  ${String(i + 1).padStart(3)}/${ops.length} ${op.method} ${op.path}: ${r.requests} requests in ${Date.now() - started} ms, ` +
        `2xx ${r.ok2xx}, 4xx ${r.client4xx}, 5xx ${r.server5xx}, schema-invalid ${r.schemaInvalid}, ` +
        `invalid ${r.invalidSent} (without field code ${r.invalidWithoutFieldCode}, accepted ${r.invalidAccepted})${failed(r) ? `  FAILURES: ${r.failures[0]}` : ''}`,
    );
  }
  return results;
}
