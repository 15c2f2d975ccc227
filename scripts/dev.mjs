// `npm run dev`: the API server in watch mode and Vite's dev server (which proxies /api) together.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', process.platform === 'win32' ? `${name}.cmd` : name);

const children = [
  // Node's own watch mode and type stripping, as npm start runs the server (decision 078)
  spawn(process.execPath, ['--watch', '--import', './server/js-to-ts.mjs', 'server/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: root, stdio: 'inherit' }),
];

let exiting = false;
function stopAll(code) {
  if (exiting) return;
  exiting = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  // Let the server stop PostgreSQL cleanly before we go.
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() => process.exit(code));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
// One of them dying takes the other down: a half-running dev setup only confuses.
for (const c of children) c.on('exit', (code) => stopAll(code ?? 1));
