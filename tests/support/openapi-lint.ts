import { readFileSync } from 'node:fs';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { createPool } from '../../server/db/pool.ts';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The document `GET /api/openapi.json` serves, from the app with every feature registered. It is
 * built from the registered routes and their contracts, never from the database: the pool points
 * nowhere (port 1) and nothing connects, so this runs without PostgreSQL (`npm run lint:openapi`,
 * the unit project).
 */
export async function servedOpenApi(): Promise<Json> {
  const db = createPool('postgres://nobody:none@127.0.0.1:1/none');
  const app = await buildApp({ db, config: testConfig({ logLevel: 'silent' }) });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
    return res.json() as Json;
  } finally {
    await app.close();
    await db.end();
  }
}

/** Redocly's `recommended` ruleset, as `redocly lint` runs it with no configuration file. */
export async function lintOpenApi(doc: Json): Promise<NormalizedProblem[]> {
  const config = await createConfig({ extends: ['recommended'] });
  return lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
}

export const DECISION_034 = new URL('../../docs/decisions/034-openapi.md', import.meta.url);

/**
 * The waived rules, read from decision 034's "Redocly waivers" table (`| \`rule\` | reason |`):
 * the decision is the one list, so a waiver cannot exist in code without its reason in writing.
 */
export function redoclyWaivers(markdown = readFileSync(DECISION_034, 'utf8')): Map<string, string> {
  const section = markdown.split(/^## /m).find((s) => s.startsWith('Redocly waivers'));
  const waivers = new Map<string, string>();
  for (const line of section?.split('\n') ?? []) {
    const row = /^\|\s*`([a-z0-9.-]+)`\s*\|\s*(.+?)\s*\|$/.exec(line);
    if (row) waivers.set(row[1]!, row[2]!);
  }
  return waivers;
}

export interface RuleCount {
  rule: string;
  severity: string;
  count: number;
  waived: boolean;
}

/** Problems per rule and severity, most first. */
export function countByRule(problems: readonly NormalizedProblem[], waivers: ReadonlyMap<string, string>): RuleCount[] {
  const counts = new Map<string, RuleCount>();
  for (const p of problems) {
    const key = `${p.ruleId} ${p.severity}`;
    const c = counts.get(key) ?? { rule: p.ruleId, severity: p.severity, count: 0, waived: waivers.has(p.ruleId) };
    c.count += 1;
    counts.set(key, c);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.rule.localeCompare(b.rule));
}
