import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripServer } from '../../scripts/strip-server.mjs';
import serverNode from '../../server/node-options.json' with { type: 'json' };

/**
 * The real server as a child process, as `npm start` runs it (types stripped ahead, decision 108), for the
 * tracking benchmark and the crash test: a SIGKILL then really loses the process, and the server's
 * memory is its own. Resolves once /api/health answers 200.
 */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** the server's resident memory in MB (Linux /proc), null when unknown */
  rssMb(): number | null;
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** stderr / stdout tail, for a failure message */
  output(): string;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The stripped server (scripts/strip-server.mjs), built once per test or benchmark process. */
let entry: string | undefined;
function strippedEntry(): string {
  if (!entry) {
    // inside the project, so the tree's imports find node_modules
    mkdirSync(path.join(ROOT, 'dist'), { recursive: true });
    const dir = mkdtempSync(path.join(ROOT, 'dist', 'server-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    entry = stripServer(path.join(dir, 'tree'));
  }
  return entry;
}

/**
 * `nodeArgs` (e.g. --cpu-prof, not allowed in NODE_OPTIONS): given to node before the script.
 * `logFile`: the server's whole stdout and stderr are appended there (e.g. its --trace-gc lines).
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
  nodeArgs?: string[],
  logFile?: string,
): Promise<ServerProcess> {
  const port = env.PORT!;
  const child = spawn(process.execPath, [...(nodeArgs ?? []), strippedEntry()], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DEMO: '0',
      JOBS: '0',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      TRACK_RATE_LIMIT: '0',
      // the V8 options npm start gives the server (scripts/start.mjs; decision 070)
      NODE_OPTIONS: [process.env.NODE_OPTIONS, ...serverNode.nodeOptions].filter(Boolean).join(' '),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  if (logFile) {
    const log = createWriteStream(logFile, { flags: 'a' });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
  }
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url,
    rssMb: () => rssOfTree(child.pid!),
    output: () => out,
    kill: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        // the whole tree: the server and the embedded PostgreSQL it may have started
        for (const pid of [...descendants(child.pid!), child.pid!]) {
          try {
            process.kill(pid, signal);
          } catch {
            /* already gone */
          }
        }
      }),
  };
}

function descendants(pid: number): number[] {
  try {
    const kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return kids.flatMap((k) => [...descendants(k), k]);
  } catch {
    return [];
  }
}

function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** RSS of the largest process of the server's tree (the server itself, not the PostgreSQL it may have started). */
function rssOfTree(pid: number): number | null {
  const tree = [pid, ...descendants(pid)];
  const values = tree.map(rssOf).filter((v) => v > 0);
  return values.length ? Math.max(...values) : null;
}
