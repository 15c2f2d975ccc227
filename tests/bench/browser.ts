import { chromium, type Browser, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FULL_CHROMIUM } from '../support/browser-path.ts';

/**
 * What the browser benchmarks (palette.bench.ts, scroll.bench.ts) share: Debian's Chromium launched
 * as playwright.config.ts launches it (never a downloaded browser), a VITE_BENCH=1 build of the web
 * app (it holds the /__bench pages), a static server for it, and a Chrome trace with its analysis.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * tsx (esbuild, keepNames) wraps named functions in `__name(…)`; functions handed to page.evaluate
 * run in the page, where that helper does not exist. Call after every navigation / setContent.
 */
export const shimNames = (page: Page) => page.evaluate('window.__name = (f) => f');

export function launchChromium(): Promise<Browser> {
  // the full browser, not the tests' headless shell (decision 099): frame rates and paints as a user's browser draws them
  const executablePath = process.env.CHROMIUM_PATH ?? FULL_CHROMIUM;
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * The web app built with VITE_BENCH=1 (production React, plus the /__bench pages): BENCH_WEB_DIR when
 * set (a folder a previous run kept with BENCH_KEEP_WEB=1), otherwise a fresh build in a temporary folder.
 */
export function benchWeb(log: (m: string) => void): { dir: string; cleanup(): void } {
  const given = process.env.BENCH_WEB_DIR;
  if (given && existsSync(path.join(given, 'index.html'))) return { dir: given, cleanup: () => undefined };
  const dir = given ?? path.join(mkdtempSync(path.join(tmpdir(), 'bc-bench-web-')), 'web');
  log(`building the web app with VITE_BENCH=1 into ${dir}`);
  const res = spawnSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, VITE_BENCH: '1' },
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('vite build failed');
  return {
    dir,
    cleanup: () => (given || process.env.BENCH_KEEP_WEB === '1' ? undefined : rmSync(path.dirname(dir), { recursive: true, force: true })),
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The built app's files, index.html for every other path (the SPA fallback); /api answers 404. */
export async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found","code":"not_found","errors":[]}');
      return;
    }
    let file = path.join(dir, path.normalize(pathname));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) file = path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
}

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** thread (CPU) time of an X event, µs */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { name?: string; data?: Record<string, unknown> };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink.user_timing',
  '__metadata',
];

/** A Chrome trace (CDP Tracing, devtools.timeline categories) around `work`, between performance marks bench-start / bench-end. */
export async function traced(page: Page, work: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReportEvents',
  });
  await page.evaluate(() => performance.mark('bench-start'));
  await work();
  await page.evaluate(() => performance.mark('bench-end'));
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return events;
}

export interface FrameStats {
  seconds: number;
  /** frames drawn per second (DrawFrame events of the page's renderer) */
  fps: number;
  frames: number;
  /** the longest task on the renderer main thread (ms) and how many took over 50 ms */
  longestTaskMs: number;
  longTasks: number;
  /**
   * the same by thread (CPU) time: a task's wall time also counts the time the OS gave the CPU to other
   * processes, which on a shared machine makes long tasks of short ones
   */
  longestTaskCpuMs: number;
  longTasksCpu: number;
  tasks: number;
  /**
   * main-thread CPU time (the tasks' thread time, not wall time) per drawn frame, ms: what the page
   * costs, less skewed than fps and task lengths when other processes share the CPU
   */
  cpuPerFrameMs: number;
  /** the main thread's time by trace event (Layout, UpdateLayoutTree, FunctionCall …), largest first, ms */
  breakdown: [string, number][];
}

/** Frames and main-thread tasks between the bench-start and bench-end marks. */
export function frameStats(events: readonly TraceEvent[]): FrameStats {
  const mark = (name: string) => events.find((e) => e.name === name && e.cat.includes('user_timing'))?.ts;
  const start = mark('bench-start') ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const end = mark('bench-end') ?? Math.max(...events.map((e) => e.ts));
  const threads = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, String(e.args?.name));
  const inWindow = (e: TraceEvent) => e.ts >= start && e.ts <= end;
  // RunTask (devtools.timeline) wraps each task; ThreadControllerImpl::RunTask (toplevel) is the same
  // task again one level up: count one kind only, or every task counts twice
  const taskName = events.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
  const isTask = (e: TraceEvent) => e.ph === 'X' && e.name === taskName && inWindow(e);
  // the page's renderer: the CrRendererMain thread with the most tasks in the window
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (isTask(e) && threads.get(key) === 'CrRendererMain') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const pid = main ? Number(main.split(':')[0]) : -1;
  const mainTasks = events.filter((e) => isTask(e) && `${e.pid}:${e.tid}` === main);
  const tasks = mainTasks.map((e) => (e.dur ?? 0) / 1000);
  const cpu = mainTasks.map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
  const cpuMs = cpu.reduce((sum, d) => sum + d, 0);
  const frames = events.filter((e) => e.name === 'DrawFrame' && e.pid === pid && inWindow(e)).length;
  const seconds = (end - start) / 1e6;
  const byName = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !inWindow(e) || `${e.pid}:${e.tid}` !== main || isTask(e) || e.cat === 'toplevel') continue;
    byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  const breakdown = [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
  return {
    seconds,
    fps: frames / seconds,
    frames,
    longestTaskMs: Math.max(0, ...tasks),
    longTasks: tasks.filter((d) => d > 50).length,
    longestTaskCpuMs: Math.max(0, ...cpu),
    longTasksCpu: cpu.filter((d) => d > 50).length,
    tasks: tasks.length,
    cpuPerFrameMs: cpuMs / Math.max(1, frames),
    breakdown,
  };
}
