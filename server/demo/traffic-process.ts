import { fork } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The demo's traffic (seedDemoTraffic) sent from a process of its own, which exits when it is done
 * (decision 070). Sent inside the server, its 20,000 clicks and their postbacks left the server's
 * heap grown to ~300 MB, half of it garbage V8 keeps committed, and the young generation at its
 * largest: the idle server after a first `npm start` held ~600 MB instead of ~320 MB. The child runs
 * the same code (server/demo/traffic-child.ts: the private tracking instance and the simulator) with
 * the server's runtime flags (the js-to-ts hook included, decision 078) against the same database.
 */
export interface DemoTrafficReport {
  clicks: number;
  clicksTracked: number;
  postbacks: number;
  seconds: number;
}

export function seedDemoTrafficApart(databaseUrl: string, clicks: number, logger?: FastifyBaseLogger): Promise<DemoTrafficReport> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./traffic-child.ts', import.meta.url), [], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DEMO_CLICKS: String(clicks) },
      execArgv: process.execArgv,
      stdio: 'inherit',
    });
    let report: DemoTrafficReport | undefined;
    // a server stopped while seeding takes its child along
    const stop = () => child.kill('SIGTERM');
    process.once('exit', stop);
    child.on('message', (m) => (report = m as DemoTrafficReport));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('exit', stop);
      if (code === 0 && report) resolve(report);
      else {
        logger?.error({ code, signal }, 'the demo traffic process failed');
        reject(new Error(`the demo traffic process exited with ${signal ?? code}`));
      }
    });
  });
}
