import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { connectionUrl, readConnectionInfo } from '../../../server/db/embedded.ts';
import { createPool, type Db } from '../../../server/db/pool.ts';
import { createJobRunner } from '../../../server/jobs/runner.ts';
import { offerScheduleJob } from '../../../server/offers/job.ts';
import { addEvent, dayFromToday, offerInput } from '../api/offers.ts';
import { allPaths, allStates, allTransitions, coverageOf, edgePaths, formatCoverage } from '../model/coverage.ts';
import { FULL_RUN } from './full-run.ts';
import { runAreaOps } from '../../../server/ops/commands.ts';
import { DEMO_PASSWORD, escapeRegExp, openPalette } from './app.ts';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { TestModel, TestPath } from 'xstate/graph';

/**
 * Helpers of the offer lifecycle UI model tests: the owner's token and fresh offers through the real
 * API (fast set-up), the operator commands for the admin's review and the tracking-test result, and the
 * real schedule job run from this process on the e2e server's database.
 */

/**
 * An operator command (`npm run ops -- …`) run in this process on the e2e server's database: the
 * same services as the CLI without its ~2.5 s process start, which the model specs paid on ~40 steps
 * a run. The loop specs (onboarding, tickets, notifications, agency-inside) keep spawning the real CLI.
 */
export async function ops(...argv: string[]): Promise<{ code: number; out: string }> {
  const [command = 'help', ...args] = argv;
  let out = '';
  const print = (line: string) => (out += `${line}\n`);
  try {
    return { code: await runAreaOps(e2eDb(), command, args, print, print), out };
  } catch (error) {
    // the CLI's answer to a thrown error: its message and exit code 1
    return { code: 1, out: out + String(error instanceof Error ? error.message : error) };
  }
}

let db: Db | null = null;
/** The e2e server's database (the folder playwright.config.ts created). */
export function e2eDb(): Db {
  if (db) return db;
  const dir = process.env.E2E_DATA_DIR;
  const info = dir ? readConnectionInfo(dir) : null;
  if (!info) throw new Error(`no running database under ${dir}`);
  return (db = createPool(connectionUrl(info)));
}
export const closeDb = async () => {
  await db?.end();
  db = null;
};

/**
 * The real schedule job with the real clock, run now instead of at the server's next minute. It
 * only moves offers that are due anyway (the server's own run would move them the same way), so it
 * never disturbs the demo offers other specs rely on; a moved clock would expire them too.
 */
export async function runScheduleJob(): Promise<void> {
  await createJobRunner({ jobs: [offerScheduleJob(e2eDb())] }).runDue();
}

/**
 * Time passes for one offer: its window is moved into the past on the database (the calendar is the
 * only thing the test cannot move without touching every other offer), then the job runs.
 */
export async function expireByTime(offerId: number): Promise<void> {
  await e2eDb().query(`UPDATE offers SET start_date = current_date - 3, end_date = current_date - 2 WHERE id = $1`, [offerId]);
  await runScheduleJob();
}

/** The deferred start date arrives: the start moves to yesterday (today somewhere in every zone), then the job runs. */
export async function startByTime(offerId: number): Promise<void> {
  await e2eDb().query(`UPDATE offers SET start_date = current_date - 1 WHERE id = $1`, [offerId]);
  await runScheduleJob();
}

export interface Owner {
  token: string;
  brandId: number;
}
export async function signInOwner(request: APIRequestContext, email = 'owner@demo.test'): Promise<Owner> {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const data = (await res.json()).data as { access_token: string; user: { brand_id: number } };
  return { token: data.access_token, brandId: data.user.brand_id };
}

export interface FreshOffer {
  id: number;
  brandId: number;
}
export async function createOffer(request: APIRequestContext, { token, brandId }: Owner, name: string): Promise<FreshOffer> {
  const res = await request.post('/api/offers', {
    headers: { authorization: `Bearer ${token}` },
    data: offerInput({ name, start_date: dayFromToday(0), end_date: dayFromToday(10) }),
  });
  expect(res.status(), await res.text()).toBe(200);
  return { id: ((await res.json()).data as { id: number }).id, brandId };
}

/** An offer ready to ask for public visibility: an event set up, a successful tracking test (ops CLI). */
export async function makePublishable(offer: FreshOffer): Promise<void> {
  await addEvent(e2eDb(), offer.brandId, offer.id);
  const result = await ops('offer-test', String(offer.id), 'success');
  expect(result.code, result.out).toBe(0);
}

/** A schedule edit through the real endpoint: start `start` days from today, end in ten days. */
export async function editSchedule(request: APIRequestContext, token: string, id: number, start: number): Promise<void> {
  const res = await request.put(`/api/offers/${id}/schedule-budget`, {
    headers: { authorization: `Bearer ${token}` },
    data: { start_date: dayFromToday(start), end_date: dayFromToday(10), time_zone: 'Asia/Ho_Chi_Minh', time_segments: [], budgets: [] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Runs a palette command of the open detail page by its exact title. */
export async function runCommand(page: Page, title: string): Promise<void> {
  const input = await openPalette(page);
  await input.fill(title);
  const item = page
    .locator('[cmdk-item]')
    .filter({ hasText: new RegExp(`^${escapeRegExp(title)}`) })
    .first();
  await expect(item).toBeVisible();
  await item.click();
}

/** The value shown next to a label in the detail page's summary list. */
export const summary = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');

/**
 * False when a step is an event the chart refuses at that point (a guarded event, e.g. activating an
 * offer that waits on its start date, is replayed by the graph as a no-op): a path never presses an
 * action the server would refuse.
 */
function accepted(machine: AnyStateMachine, path: { steps: ReadonlyArray<{ event: EventObject }> }): boolean {
  let snap: AnyMachineSnapshot = getInitialSnapshot(machine, {});
  for (const { event } of path.steps) {
    if (event.type.startsWith('xstate.')) continue;
    if (!snap.can(event)) return false;
    snap = getNextSnapshot(machine, snap, event);
  }
  return true;
}

/**
 * Every event sequence of at most `maxSteps` accepted events that ends where nothing more is accepted
 * or at the bound (xstate's simple paths are unbounded: thousands on the offer-status chart).
 */
function boundedPaths<TEvent extends EventObject>(
  machine: AnyStateMachine,
  model: TestModel<AnyMachineSnapshot, TEvent, unknown>,
  maxSteps: number,
): Array<TestPath<AnyMachineSnapshot, TEvent>> {
  const events = model.options.events;
  const sequences: TEvent[][] = [];
  const walk = (snapshot: AnyMachineSnapshot, sequence: TEvent[]) => {
    const next = ((typeof events === 'function' ? events(snapshot) : events) ?? []).filter((e) => snapshot.can(e));
    if (sequence.length === maxSteps || next.length === 0) {
      if (sequence.length > 0) sequences.push(sequence);
      return;
    }
    for (const event of next) walk(getNextSnapshot(machine, snapshot, event), [...sequence, event]);
  };
  walk(getInitialSnapshot(machine, {}), []);
  return sequences.flatMap((sequence) => model.getPathsFromEvents(sequence));
}

/** What a UI path costs beside its steps, in steps: a fresh record, a sign-in and the first page load. */
const SET_UP_IN_STEPS = 3;

/** The greedy cover of selectPaths over the accepted candidates of at most `longest` steps. */
function greedyCover<TEvent extends EventObject>(
  name: string,
  machine: AnyStateMachine,
  all: Array<TestPath<AnyMachineSnapshot, TEvent>>,
  longest: number,
) {
  const seen = new Set<string>();
  const candidates = all.filter((p) => {
    const key = p.steps.map((s) => JSON.stringify(s.event)).join(' ');
    if (seen.has(key) || p.steps.length > longest || !accepted(machine, p)) return false;
    seen.add(key);
    return true;
  });
  const keys = [...allStates(machine), ...allTransitions(machine)];
  const coveredBy = candidates.map((p) => {
    const c = coverageOf(name, machine, [p]);
    const missing = new Set([...c.states.missing, ...c.transitions.missing]);
    return new Set(keys.filter((k) => !missing.has(k)));
  });
  const covered = new Set<string>();
  const paths: Array<TestPath<AnyMachineSnapshot, TEvent>> = [];
  for (;;) {
    let best = -1;
    let bestValue = 0;
    candidates.forEach((p, i) => {
      const gain = [...coveredBy[i]!].filter((k) => !covered.has(k)).length;
      const value = gain / (SET_UP_IN_STEPS + p.steps.length);
      if (value > bestValue) [best, bestValue] = [i, value];
    });
    if (best < 0) return { paths, covered: covered.size };
    paths.push(candidates[best]!);
    coveredBy[best]!.forEach((k) => covered.add(k));
  }
}

/**
 * The UI paths to play: every state and transition of the chart, in as few UI steps as a greedy cover
 * finds. The candidates are the shortest paths, the edge paths (shortest path + one accepted event) and
 * every sequence of accepted events, none longer than the longest shortest path (see below); each round
 * takes the candidate that covers the most states and transitions not covered yet per step, a path's
 * set-up counted as SET_UP_IN_STEPS steps. Each UI step costs a second or more, and before this cover
 * (decision 079) one path per reachable state replayed the same prefixes again and again.
 */
export function selectPaths<TEvent extends EventObject>(
  name: string,
  machine: AnyStateMachine,
  model: TestModel<AnyMachineSnapshot, TEvent, unknown>,
) {
  const shortest = model.getShortestPaths().filter((p) => accepted(machine, p));
  const edges = edgePaths(model).filter((p) => accepted(machine, p));
  const total = allStates(machine).length + allTransitions(machine).length;
  // no path longer than the longest shortest path (no test grows longer than before: the agency-contract
  // chart's steps take ~4 s in CI, and a test may take at most half its 60 s), one step longer only when
  // a transition needs it (offer status: a deferred start reached from a pause)
  const shortestLength = Math.max(...shortest.map((p) => p.steps.length));
  let chosen: Array<TestPath<AnyMachineSnapshot, TEvent>> = [];
  for (let longest = shortestLength; longest <= shortestLength + 1; longest++) {
    const { paths, covered } = greedyCover(name, machine, [...shortest, ...boundedPaths(machine, model, longest), ...edges], longest);
    chosen = paths;
    if (covered === total) break;
  }
  const coverage = coverageOf(name, machine, chosen);
  const steps = chosen.reduce((n, p) => n + p.steps.length, 0);
  return { paths: chosen, coverage, report: `${formatCoverage(coverage)} over ${chosen.length} UI paths (${steps} steps)` };
}

/**
 * The UI paths a model spec plays: in CI the greedy cover of `selectPaths` (every state and transition
 * once, decision 079); under E2E_FULL=1 (`npm run test:model`, `npm run test:e2e:full`) the whole
 * generated set — the shortest, simple and edge paths the API half plays, each distinct sequence of
 * accepted events once. `report` is the spec's "[model coverage]" line.
 */
export function modelPaths<TEvent extends EventObject>(
  name: string,
  machine: AnyStateMachine,
  model: TestModel<AnyMachineSnapshot, TEvent, unknown>,
) {
  if (!FULL_RUN) return selectPaths(name, machine, model);
  const seen = new Set<string>();
  const paths = allPaths(model).filter((p) => {
    const key = p.steps.map((s) => JSON.stringify(s.event)).join(' ');
    if (seen.has(key) || !accepted(machine, p)) return false;
    seen.add(key);
    return true;
  });
  const coverage = coverageOf(name, machine, paths);
  const steps = paths.reduce((n, p) => n + p.steps.length, 0);
  return { paths, coverage, report: `${formatCoverage(coverage)} over ${paths.length} UI paths (${steps} steps, the whole generated set)` };
}
