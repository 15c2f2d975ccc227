import type { Browser, BrowserContext } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { printBenchSummary } from './summary.ts';
import { parseArgs } from 'node:util';
import { freePort } from '../../server/db/embedded.ts';
import { DEMO_PASSWORD, seedDemo } from '../../server/demo/seed.ts';
import en from '../../src/i18n/en/index.ts';
import vi from '../../src/i18n/vi/index.ts';
import { openBenchDatabase } from './bench-db.ts';
import { launchChromium, type TraceEvent } from './browser.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { probeScript, type ProbeResult } from './shell-probe.ts';

/**
 * `npm run bench:shell [-- --runs N --locale vi|en --path / --web DIR --compare DIR]`: how soon the built
 * app is usable (issue 23 item 6, decision 064). The production build (`vite build`, as `npm start`
 * serves it) behind the real server on a demo database, in Debian's Chromium; the demo owner is
 * signed in and works in Vietnamese. Each run opens `--path` and, as a person would, presses Ctrl+K
 * as soon as the shell shows, then types a query:
 *
 * - first contentful paint (PerformanceObserver 'paint');
 * - palette open (its input focused) and **usable** (the typed query's results shown), in ms after
 *   navigation start; target: usable ≤ 1,000 ms;
 * - cold (a new browser context: empty HTTP cache, no compiled code) and warm (the same page
 *   loaded again in that context), median of `--runs` each;
 * - on every run: no English text and no control or heading without a name (an untranslated text
 *   renders empty) at any moment of the load of a Vietnamese page (tests/bench/shell-probe.ts).
 *
 * `--compare DIR` serves a second build (e.g. the previous commit's, `vite build --outDir DIR`) from a
 * second server on the same database and alternates the runs, so both face the same machine load.
 * Wall times on a shared machine: the load average is printed beside them.
 */
const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    locale: { type: 'string', default: 'vi' },
    path: { type: 'string', default: '/' },
    web: { type: 'string' },
    compare: { type: 'string' },
    // print the first cold visit's timeline per build: each script and API call, when asked and when done
    timeline: { type: 'boolean', default: false },
  },
});
const RUNS = Number(flags.runs);
const LOCALE = flags.locale === 'en' ? 'en' : 'vi';
const TARGET_USABLE_MS = 1000;
const ROOT = path.resolve(import.meta.dirname, '../..');
const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// the palette query: the offers page's name in the shown language, which a result must show
const TEXTS = LOCALE === 'vi' ? vi : en;
const QUERY = TEXTS.routes.offers.toLowerCase();

/** The production build of this checkout in a temporary folder (never dist/web, which others may serve). */
function buildWeb(): { dir: string; cleanup(): void } {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'bc-bench-shell-')), 'web');
  log(`building the web app into ${dir}`);
  const res = spawnSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('vite build failed');
  return { dir, cleanup: () => rmSync(path.dirname(dir), { recursive: true, force: true }) };
}

/** Every text of the English dictionary that the Vietnamese one never uses (placeholders aside). */
function englishOnlyTexts(): Set<string> {
  const strings = (node: unknown, out: string[] = []): string[] => {
    if (typeof node === 'string') out.push(node);
    else if (node && typeof node === 'object') for (const v of Object.values(node)) strings(v, out);
    return out;
  };
  const viTexts = new Set(strings(vi).map((s) => s.trim()));
  return new Set(
    strings(en)
      .map((s) => s.trim())
      // a text with an argument never shows as written; short ones (OK, ID, EN) are not words of a language
      .filter((s) => !s.includes('{') && /[a-z]{3}/i.test(s) && s.length >= 4 && !viTexts.has(s)),
  );
}
const ENGLISH_ONLY = LOCALE === 'vi' ? englishOnlyTexts() : new Set<string>();

interface Run {
  /** main-thread CPU ms up to each moment */
  cpu: CpuTo;
  fcp: number;
  shell: number;
  heading: number | null;
  open: number;
  usable: number;
  /** English texts shown while loading that the finished page no longer shows: a flash */
  english: string[];
  /** English texts the finished page still shows (a landmark name kept in English, react-aria's own words) */
  englishStays: string[];
  unnamed: string[];
  lang: string;
  /** [name, start, end] of each script and API call, ms after navigation start */
  resources: [string, number, number][];
}

/** Signs the demo owner in once through the login page, in the bench's language; returns the stored session. */
async function signIn(browser: Browser, url: string): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}/auth/login`);
  await page.locator('input[type="email"]').fill('owner@demo.test');
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.locator('header').waitFor();
  // the profile's language wins over the browser's (useProfileLanguage): save it, as the switch does
  const status = await page.evaluate(async (locale) => {
    const res = await fetch('/api/user/adv/set-language', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('bc.access_token')}` },
      body: JSON.stringify({ locale_language: locale }),
    });
    localStorage.setItem('bc.locale', locale);
    return res.status;
  }, LOCALE);
  if (status !== 200) throw new Error(`set-language answered ${status}`);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** CPU time (thread time) of the page's main thread up to first paint, the shell, an open palette and a usable one. */
interface CpuTo {
  fcp: number;
  shell: number;
  open: number;
  usable: number;
}

const TRACE_CATEGORIES = ['devtools.timeline', 'toplevel', 'blink.user_timing', 'loading', '__metadata'];

/**
 * Sums the thread time of the renderer main thread's tasks that began before each moment. The machine
 * is shared: wall times count the time the OS gave the CPU to other processes, thread time does not,
 * so this is what to compare between builds under load.
 */
function cpuTo(events: readonly TraceEvent[]): CpuTo {
  const mark = (name: string) => events.find((e) => e.name === name && e.cat.includes('user_timing'));
  const usable = mark('probe-usable');
  const at = (e: TraceEvent | undefined) => e?.ts ?? Number.NaN;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && (!usable || e.pid === usable.pid));
  const main = usable ? `${usable.pid}:${usable.tid}` : '';
  const taskName = events.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
  const tasks = events.filter((e) => e.ph === 'X' && e.name === taskName && `${e.pid}:${e.tid}` === main);
  const sumTo = (ts: number) =>
    Number.isFinite(ts) ? tasks.filter((t) => t.ts < ts).reduce((sum, t) => sum + (t.tdur ?? t.dur ?? 0), 0) / 1000 : Number.NaN;
  return { fcp: sumTo(at(fcp)), shell: sumTo(at(mark('probe-shell'))), open: sumTo(at(mark('probe-open'))), usable: sumTo(at(usable)) };
}

/** One visit: Ctrl+K as soon as the shell shows, the query typed once the palette is open. */
async function visit(context: BrowserContext, url: string): Promise<Run> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
  const traceDone = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReportEvents',
  });
  try {
    await page.goto(`${url}${flags.path}`, { waitUntil: 'commit' });
    await page.locator('header').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Control+k');
    await page.locator('[cmdk-input]:focus').waitFor({ timeout: 30_000 });
    // the query at once (as pasted): this measures when the palette answers, not typing speed (bench:palette)
    await page.keyboard.insertText(QUERY);
    await page
      .waitForFunction(() => (window as unknown as { __probe: ProbeResult }).__probe.results !== null, undefined, { timeout: 30_000 })
      .catch(async (err: unknown) => {
        const shown = await page.evaluate(() =>
          Array.from(document.querySelectorAll('[cmdk-item]'), (item) => item.textContent).slice(0, 5),
        );
        throw new Error(`no result for "${QUERY}" (shown: ${shown.join(' | ')}): ${String(err)}`);
      });
    // the page's own content (its chunk and the whole dictionary) also loads during the visit: watch it arrive
    await page
      .locator('main h1')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
    const probe = await page.evaluate(() => {
      const p = (window as unknown as { __probe: ProbeResult }).__probe;
      const resources = performance
        .getEntriesByType('resource')
        .map((r): [string, number, number] => [
          r.name.replace(location.origin, ''),
          r.startTime,
          (r as PerformanceResourceTiming).responseEnd,
        ]);
      return { ...p, final: p.final(), resources };
    });
    await cdp.send('Tracing.end');
    await traceDone;
    const final = new Set(probe.final);
    return {
      cpu: cpuTo(events),
      fcp: probe.fcp ?? Number.NaN,
      shell: probe.shell ?? Number.NaN,
      heading: probe.heading,
      open: probe.open ?? Number.NaN,
      usable: probe.results ?? Number.NaN,
      english: probe.texts.filter(([, t]) => ENGLISH_ONLY.has(t) && !final.has(t)).map(([ms, t]) => `${t} (${ms.toFixed(0)} ms)`),
      englishStays: probe.final.filter((t) => ENGLISH_ONLY.has(t)),
      unnamed: probe.unnamed.map(([ms, html]) => `${html} (${ms.toFixed(0)} ms)`),
      lang: probe.lang ?? '—',
      resources: probe.resources,
    };
  } finally {
    await page.close();
  }
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const ms = (x: number | null) => (x === null || !Number.isFinite(x) ? '—' : `${x.toFixed(0)} ms`);

async function main() {
  const built = flags.web && existsSync(path.join(flags.web, 'index.html')) ? null : buildWeb();
  const builds = [{ name: 'this build', dir: flags.web && !built ? path.resolve(flags.web) : built!.dir }];
  if (flags.compare) builds.push({ name: 'compared build', dir: path.resolve(flags.compare) });

  const { db, url: databaseUrl, close } = await openBenchDatabase('bc-bench-shell-');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bc-bench-shell-data-'));
  log('seeding the demo workspace');
  await seedDemo(db);
  const servers: ServerProcess[] = [];
  let browser: Browser | undefined;
  try {
    for (const b of builds)
      servers.push(
        await startServer({
          PORT: String(await freePort()),
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          WEB_DIR: b.dir,
          JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
        }),
      );
    browser = await launchChromium();
    // each server is its own origin, with its own stored session
    const sessions = [];
    for (const server of servers) sessions.push(await signIn(browser, server.url));
    const init = probeScript({ query: QUERY, expect: TEXTS.routes.offers });
    const results = builds.map(() => ({ cold: [] as Run[], warm: [] as Run[] }));
    log(`${RUNS} cold and ${RUNS} warm visits of ${flags.path} per build (${LOCALE}); load ${load()}`);
    // one warm-up visit per build: the server's own first answers (JIT, caches) are not the app's
    for (const [b, server] of servers.entries()) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: sessions[b] });
      await context.addInitScript({ content: init });
      await visit(context, server.url);
      await context.close();
    }
    for (let i = 0; i < RUNS; i++) {
      for (const [b, server] of servers.entries()) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState: sessions[b] });
        await context.addInitScript({ content: init });
        results[b]!.cold.push(await visit(context, server.url));
        results[b]!.warm.push(await visit(context, server.url));
        await context.close();
      }
    }

    if (flags.timeline)
      for (const [b, build] of builds.entries()) {
        const r = results[b]!.cold[0]!;
        console.log(
          `\n${build.name}, first cold visit: FCP ${ms(r.fcp)}, shell ${ms(r.shell)}, palette open ${ms(r.open)}, usable ${ms(r.usable)}`,
        );
        for (const [name, start, end] of r.resources.filter(([n]) => /\.js$|^\/api\//.test(n)).sort((x, y) => x[1] - y[1]))
          console.log(`  ${start.toFixed(0).padStart(6)} → ${end.toFixed(0).padStart(6)} ms  ${name}`);
      }
    console.log(`\nshell load of ${flags.path} in ${LOCALE}, signed in, median of ${RUNS} (load ${load()}):`);
    console.log(
      `${'build / cache'.padEnd(24)} ${'FCP'.padStart(8)} ${'shell'.padStart(8)} ${'palette open'.padStart(13)} ${'usable'.padStart(8)} ${'page h1'.padStart(8)}`,
    );
    let failed = false;
    for (const [b, build] of builds.entries()) {
      for (const kind of ['cold', 'warm'] as const) {
        const runs = results[b]![kind];
        const usable = median(runs.map((r) => r.usable));
        console.log(
          `${`${build.name}, ${kind}`.padEnd(24)} ${ms(median(runs.map((r) => r.fcp))).padStart(8)} ${ms(median(runs.map((r) => r.shell))).padStart(8)} ${ms(median(runs.map((r) => r.open))).padStart(13)} ${ms(usable).padStart(8)} ${ms(median(runs.map((r) => r.heading ?? Number.NaN))).padStart(8)}   usable ≤ ${TARGET_USABLE_MS} ms: ${usable <= TARGET_USABLE_MS ? 'met' : 'NOT met'}`,
        );
        if (b === 0 && !(usable <= TARGET_USABLE_MS)) failed = true;
        const cpu = (key: keyof CpuTo) => ms(median(runs.map((r) => r.cpu[key])));
        console.log(
          `${'  main-thread CPU to it'.padEnd(24)} ${cpu('fcp').padStart(8)} ${cpu('shell').padStart(8)} ${cpu('open').padStart(13)} ${cpu('usable').padStart(8)}`,
        );
      }
      const all = [...results[b]!.cold, ...results[b]!.warm];
      const english = [...new Set(all.flatMap((r) => r.english))];
      const stays = [...new Set(all.flatMap((r) => r.englishStays))];
      const unnamed = [...new Set(all.flatMap((r) => r.unnamed))];
      const langs = [...new Set(all.map((r) => r.lang))];
      console.log(
        `${build.name}: <html lang> at first paint ${langs.join(', ')}; English flashes while loading: ${english.length ? english.slice(0, 8).join('; ') : 'none'}; controls or headings drawn without a name: ${unnamed.length ? unnamed.slice(0, 5).join('; ') : 'none'}; English that stays on the finished page: ${stays.length ? stays.join('; ') : 'none'}`,
      );
      if (b === 0 && (english.length || unnamed.length || langs.some((l) => l !== LOCALE))) failed = true;
    }
    // for npm run bench:all (tests/bench/summary.ts): the first build's medians
    const first = results[0]!;
    const med = (runs: Run[], key: 'fcp' | 'usable') => median(runs.map((r) => r[key]));
    printBenchSummary('shell', {
      fcp_cold_ms: med(first.cold, 'fcp'),
      palette_usable_ms: med(first.cold, 'usable'),
      palette_usable_warm_ms: med(first.warm, 'usable'),
      palette_usable_cpu_ms: median(first.cold.map((r) => r.cpu.usable)),
    });
    process.exitCode = failed ? 1 : 0;
  } finally {
    await browser?.close();
    for (const server of servers) await server.kill();
    await close();
    rmSync(dataDir, { recursive: true, force: true });
    built?.cleanup();
  }
}

await main();
