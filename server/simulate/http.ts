import http from 'node:http';

/**
 * A tiny keep-alive HTTP client and a bounded-concurrency runner, shared by the simulator, the
 * tracking benchmark and the crash test. node:http directly (not fetch): fetch's pooling and body
 * handling cost more than the endpoints we measure.
 */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function keepAliveAgent(concurrency: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency });
}

export function get(agent: http.Agent, url: string, headers: Record<string, string> = {}, timeoutMs = 30_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/** Runs work(0..n-1) with at most `concurrency` in flight; resolves when all settled. */
export async function runPool(n: number, concurrency: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < n) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, lane));
}

/** The click uuid a click redirect set: the bc_click_<offer> cookie, else click_id= in the Location. */
export function clickIdOf(a: Answer, offerId: number): string | null {
  const cookies = [a.headers['set-cookie'] ?? []].flat();
  for (const c of cookies) {
    const m = new RegExp(`^bc_click_${offerId}=([0-9a-f-]{36})`).exec(c);
    if (m) return m[1]!;
  }
  const loc = String(a.headers.location ?? '');
  return /[?&]click_id=([0-9a-f-]{36})/.exec(loc)?.[1] ?? null;
}
