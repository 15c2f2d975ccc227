#!/usr/bin/env node
/**
 * `npm run bench:bundle`: how much JavaScript the browser must load before the first screen.
 *
 * Builds the web app into a temporary folder (so a build here never clobbers dist/web while other
 * processes serve or test it), or reads an existing build with `--dist dist/web`. From the Vite
 * manifest (`build.manifest`) the initial JS is the entry chunk plus everything it imports
 * statically, recursively, plus the largest locale's first-paint part (a dynamic import that src/main.tsx
 * awaits before the first render, src/i18n/areas.ts); other dynamic imports (lazy pages, the rest of the
 * dictionary, which loads alongside the first page) are not initial. Prints raw and gzip sizes
 * against the 150 kB gzip target, then the largest lazy chunks. Exit code 1 when over the target.
 *
 *   node scripts/bundle-size.mjs [--dist <folder>] [--top <n>] [--json]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// issue 23 item 6 (decision 064); it was 200 kB in issue 6 (decision 027)
const TARGET_GZIP = 150 * 1024;
const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const top = Number(opt('--top') ?? 8);
let dist = opt('--dist');
let temp = null;

if (!dist) {
  temp = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  dist = temp;
  const { build } = await import('vite');
  // the project's vite.config.ts, only the output folder differs
  await build({ logLevel: 'warn', build: { outDir: dist, emptyOutDir: true, manifest: true } });
}

try {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const sizeOf = (file) => {
    const bytes = readFileSync(join(dist, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };

  // walk the static import graph from every entry
  const initial = new Set();
  const initialCss = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    for (const css of chunk.css ?? []) initialCss.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

  // Loaded before the first render though imported dynamically: the shown locale's first-paint part
  // (src/main.tsx awaits it). Counted as initial: the largest of them, with what it adds.
  const beforeRender = [];
  const localeKeys = Object.keys(manifest).filter((key) => /^src\/i18n\/[^/]+\/first-paint\.ts$/.test(key));
  let worst = null;
  for (const key of localeKeys) {
    const before = new Set(initial);
    visit(key);
    const added = [...initial].filter((f) => !before.has(f));
    for (const f of added) initial.delete(f);
    const gzip = added.map(sizeOf).reduce((a, b) => a + b.gzip, 0);
    if (!worst || gzip > worst.gzip) worst = { key, added, gzip };
  }
  if (worst) {
    for (const f of worst.added) {
      initial.add(f);
      beforeRender.push(f);
    }
  }

  const sum = (files) => [...files].map(sizeOf).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  const js = sum(initial);
  const css = sum(initialCss);
  const lazy = Object.values(manifest)
    .filter((c) => c.file.endsWith('.js') && !initial.has(c.file) && !localeKeys.some((k) => manifest[k].file === c.file))
    .map((c) => ({ file: c.file, name: c.name ?? c.src ?? c.file, ...sizeOf(c.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const lazyTotal = lazy.reduce((a, c) => ({ raw: a.raw + c.raw, gzip: a.gzip + c.gzip }), { raw: 0, gzip: 0 });

  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  const ok = js.gzip <= TARGET_GZIP;
  if (args.includes('--json')) {
    console.log(
      JSON.stringify(
        { initial: { files: [...initial], ...js }, css, target: TARGET_GZIP, ok, lazy: lazy.slice(0, top), lazyTotal },
        null,
        2,
      ),
    );
  } else {
    console.log(
      `initial JS  ${initial.size} files  ${kb(js.raw)} raw  ${kb(js.gzip)} gzip  (target ${kb(TARGET_GZIP)} gzip: ${ok ? 'OK' : 'OVER'})`,
    );
    for (const file of initial) {
      const s = sizeOf(file);
      const note = beforeRender.includes(file) ? '  (locale, loaded before render)' : '';
      console.log(`  ${file.padEnd(48)} ${kb(s.raw).padStart(10)} ${kb(s.gzip).padStart(10)}${note}`);
    }
    console.log(`initial CSS ${initialCss.size} files  ${kb(css.raw)} raw  ${kb(css.gzip)} gzip`);
    console.log(`lazy JS     ${lazy.length} chunks  ${kb(lazyTotal.raw)} raw  ${kb(lazyTotal.gzip)} gzip; largest:`);
    for (const c of lazy.slice(0, top)) console.log(`  ${c.file.padEnd(48)} ${kb(c.raw).padStart(10)} ${kb(c.gzip).padStart(10)}`);
    // the summary line of npm run bench:all (tests/bench/summary.ts)
    const kib = (n) => Math.round((n / 1024) * 10) / 10;
    const figures = {
      initial_js_gzip_kb: kib(js.gzip),
      initial_js_raw_kb: kib(js.raw),
      initial_js_files: initial.size,
      lazy_js_gzip_kb: kib(lazyTotal.gzip),
    };
    console.log(`BENCH_JSON ${JSON.stringify({ bench: 'bundle', figures })}`);
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  if (temp) rmSync(temp, { recursive: true, force: true });
}
