import type { NormalizedProblem } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { countByRule, lintOpenApi, redoclyWaivers, servedOpenApi, type Json } from '../../tests/support/openapi-lint.ts';

let doc: Json;
let problems: NormalizedProblem[];
const waivers = redoclyWaivers();

beforeAll(async () => {
  doc = await servedOpenApi();
  problems = await lintOpenApi(doc);
}, 60_000);

const decode = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
/** The object a problem's JSON pointer (`#/paths/~1api~1x/get/responses`) names in the document. */
function at(pointer: string): Json {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>((node, segment) => node[decode(segment)] as Json, doc);
}

/** The schema of path parameter `name` in every operation of `path`. */
function pathParameterSchemas(path: string, name: string): Json[] {
  return Object.values(doc.paths[path] as Json).map(
    (op) => ((op as Json).parameters as Json[]).find((p) => p.in === 'path' && p.name === name)?.schema as Json,
  );
}

/**
 * Two paths Redocly calls ambiguous (`/a/lit/{x}` and `/a/{y}/lit2`) are told apart when, at some
 * segment, one has a literal and the other an integer parameter in every operation: no URL then
 * matches both (the router also tries literals first).
 */
function toldApart(a: string, b: string): boolean {
  const as = a.split('/');
  const bs = b.split('/');
  if (as.length !== bs.length) return true;
  return as.some((s, i) => {
    const [param, path, literal] = /^\{(.+)\}$/.test(s) ? [s, a, bs[i]!] : [bs[i]!, b, s];
    const name = /^\{(.+)\}$/.exec(param)?.[1];
    if (!name || /^\{.+\}$/.test(literal) || /^\d+$/.test(literal)) return false;
    return pathParameterSchemas(path, name).every((schema) => schema?.type === 'integer');
  });
}

/** What each waiver's reason in decision 034 claims, checked on the problems it waives. */
const reasonHolds: Record<string, (p: NormalizedProblem) => boolean> = {
  'no-ambiguous-paths': (p) => {
    const [, a, b] = /`([^`]+)` and `([^`]+)`/.exec(p.message) ?? [];
    return !!a && !!b && toldApart(a, b);
  },
  // only redirects: every such operation answers a 3XX instead
  'operation-2xx-response': (p) => Object.keys(at(p.location[0]!.pointer!)).some((status) => /^3\d\d$/.test(status)),
  'info-license': () => doc.info.license === undefined,
};

describe("the served OpenAPI document under Redocly's recommended rules", () => {
  it('has no error and no warning outside the waivers of decision 034', () => {
    const unwaived = problems.filter((p) => !waivers.has(p.ruleId));
    expect(unwaived.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  });

  it('waives only rules whose reason holds for every problem waived', () => {
    expect(waivers.size).toBeGreaterThan(0);
    for (const [rule, reason] of waivers) {
      expect(reason.length, rule).toBeGreaterThan(40);
      const check = reasonHolds[rule];
      expect(check, `a check for the waiver of ${rule}`).toBeDefined();
      const failing = problems.filter((p) => p.ruleId === rule && !check!(p));
      expect(failing.map((p) => p.message)).toEqual([]);
    }
  });

  it('keeps no stale waiver: each waived rule still reports something', () => {
    const counted = new Set(countByRule(problems, waivers).map((c) => c.rule));
    expect([...waivers.keys()].filter((rule) => !counted.has(rule))).toEqual([]);
  });

  it('lints for real: a document with a required property it never defines fails', async () => {
    const broken = structuredClone(doc);
    broken.components.schemas.Error.required.push('not_a_field');
    const found = await lintOpenApi(broken);
    expect(found.map((p) => p.ruleId)).toContain('no-required-schema-properties-undefined');
  });
});
