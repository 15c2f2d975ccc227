#!/usr/bin/env node
/**
 * The server as plain JavaScript: `server/` and `src/` with their types stripped, for `npm start` and the
 * benchmarks' server (decision 108). Node can run the TypeScript itself (decision 078), but its stripper
 * (amaro, swc compiled to WebAssembly) then lives in the server process for good: ~25 MB of RSS of an
 * idle server, for work done once. Stripping ahead, in a process that exits, takes about a second.
 *
 * Node's own `stripTypeScriptTypes` replaces each type with spaces (mode `strip`), so every line and
 * column of the output is where it was in the source: stack traces point at the right place. Relative
 * import specifiers `./x.ts` become `./x.js`; every other file (JSON, SQL, data, `.mjs`) is copied, and
 * so is each `.ts` beside its `.js` (the GeoIP cache key hashes its own sources: the same bytes either way).
 * Tests (`*.test.ts`) and the browser's `.tsx` are left out.
 *
 *   node scripts/strip-server.mjs [outDir]     (default dist/server; the entry is <outDir>/server/main.js)
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TREES = ['server', 'src'];
// `from './x.ts'`, `import './x.ts'`, `import('./x.ts')`: relative specifiers only
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"\n]*?)\.ts\2/g;

export function toJavaScript(source) {
  return stripTypeScriptTypes(source, { mode: 'strip' }).replace(SPECIFIER, '$1$2$3.js$2');
}

/** Writes the stripped tree to `outDir` (replaced whole: built beside it, then renamed). */
export function stripServer(outDir = path.join(ROOT, 'dist/server')) {
  const building = `${outDir}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  const copy = (dir) => {
    mkdirSync(path.join(building, dir), { recursive: true });
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) copy(rel);
      else if (/\.test\.tsx?$|\.tsx$/.test(entry.name)) continue;
      else {
        copyFileSync(path.join(ROOT, rel), path.join(building, rel));
        if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
          writeFileSync(path.join(building, rel.slice(0, -3) + '.js'), toJavaScript(readFileSync(path.join(ROOT, rel), 'utf8')));
        }
      }
    }
  };
  for (const tree of TREES) copy(tree);
  // "type": "module" for the .js files
  copyFileSync(path.join(ROOT, 'package.json'), path.join(building, 'package.json'));
  rmSync(outDir, { recursive: true, force: true });
  renameSync(building, outDir);
  return path.join(outDir, 'server/main.js');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Node warns that stripTypeScriptTypes is experimental; the output is checked by the tests that run it
  process.removeAllListeners('warning');
  console.log(stripServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined));
}
