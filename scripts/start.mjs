// `npm start`: build the web app when it is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import serverNode from '../server/node-options.json' with { type: 'json' };

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const built = path.join(root, 'dist/web/index.html');
const isWin = process.platform === 'win32';

/** Newest modification time among the web sources (a simple mtime check is enough here). */
function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = 0;
  for (const name of readdirSync(p)) {
    // Generated files are rewritten by the build itself; they must not make every start rebuild.
    if (name.startsWith('i18n-') || name.endsWith('.gen.ts')) continue;
    max = Math.max(max, newest(path.join(p, name)));
  }
  return max;
}

const sources = ['src', 'index.html', 'vite.config.ts', 'package.json'].map((f) => path.join(root, f));
const stale = !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;
if (stale && process.env.SKIP_BUILD !== '1') {
  console.log(existsSync(built) ? 'Web sources changed: rebuilding…' : 'Building the web app (first start)…');
  const r = spawnSync(isWin ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('The web build failed; see the output above.');
    process.exit(r.status ?? 1);
  }
}

// the server's V8 options (server/node-options.json: the young generation's size, decision 070)
const nodeOptions = [process.env.NODE_OPTIONS, ...serverNode.nodeOptions].filter(Boolean).join(' ');
// The server's types stripped ahead, in a process that exits (about a second, every start): the server
// process then never loads Node's TypeScript stripper (decision 108; decision 078 ran the .ts itself)
const stripped = spawnSync(process.execPath, [path.join(root, 'scripts/strip-server.mjs')], { cwd: root, encoding: 'utf8' });
if (stripped.status !== 0) {
  console.error(stripped.stderr || "Stripping the server's types failed.");
  process.exit(stripped.status ?? 1);
}
const server = spawn(process.execPath, [stripped.stdout.trim()], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: nodeOptions },
});
// The server shuts down in order (HTTP, pool, PostgreSQL); pass signals on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + 2 : 1)));
