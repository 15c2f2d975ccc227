import { fork } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';
import { appRoleUrlIfReady } from '../db/app-role.ts';
import type { Queryable } from '../db/pool.ts';

/**
 * The demo's traffic (seedDemoTraffic) sent from a process of its own, which exits when it is done
 * (decision 070). Sent inside the server, its 20,000 clicks and their postbacks left the server's
 * heap grown to ~300 MB, half of it garbage V8 keeps committed, and the young generation at its
 * largest: the idle server after a first `npm start` held ~600 MB instead of ~320 MB. The child runs
 * the same code (server/demo/traffic-child.ts: the private tracking instance and the simulator) with
 * the server's runtime flags (the js-to-ts hook included, decision 078) against the same database.
 *
 * It connects as the app role, as the server's requests do (decision 075): its traffic goes through
 * the tracking endpoints, which never need more. The owner stays with migrations, the seed, the ops
 * CLI and pg-boss; only a database without the role (the owner may not create roles) sends the
 * owner's connection string, as the server then serves on it too.
 */
export interface DemoTrafficReport {
  clicks: number;
  clicksTracked: number;
  postbacks: number;
  seconds: number;
  /** the child's `current_user`: the role its traffic was written as */
  role: string;
}

/** `.js` in the stripped build `npm start` runs (scripts/strip-server.mjs, decision 108), else `.ts`. */
const CHILD_EXTENSION = import.meta.url.endsWith('.js') ? '.js' : '.ts';

/** The hook that lets Node run the child's TypeScript (decision 078). */
const JS_TO_TS = new URL('../js-to-ts.mjs', import.meta.url).href;

/** The server's own flags, and the js-to-ts hook even when this process was started without it (a test runner). */
function childExecArgv(): string[] {
  const hooked = process.execArgv.some((a) => a.endsWith('js-to-ts.mjs'));
  return hooked ? process.execArgv : [...process.execArgv, '--import', JS_TO_TS];
}

export async function seedDemoTrafficApart(
  owner: Queryable,
  ownerUrl: string,
  clicks: number,
  logger?: FastifyBaseLogger,
): Promise<DemoTrafficReport> {
  const databaseUrl = (await appRoleUrlIfReady(owner, ownerUrl)) ?? ownerUrl;
  return new Promise((resolve, reject) => {
    const child = fork(new URL(`./traffic-child${CHILD_EXTENSION}`, import.meta.url), [], {
      env: { ...process.env, DATABASE_URL: databaseUrl, DEMO_CLICKS: String(clicks) },
      execArgv: childExecArgv(),
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
