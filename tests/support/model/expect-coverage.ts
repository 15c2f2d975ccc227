import type { AnyStateMachine } from 'xstate';
import { expect } from 'vitest';
import { coverageOf, formatCoverage, type Coverage } from './coverage.ts';

/**
 * The coverage check every model-based test ends with: the generated paths take every state and
 * every transition of the chart. Prints the figures (`npm run test:model` shows them per machine).
 * coverage.ts stays isomorphic, so this vitest assertion lives here.
 */
export function expectFullCoverage(
  name: string,
  machine: AnyStateMachine,
  paths: readonly Parameters<typeof coverageOf>[2][number][],
  input?: unknown,
): Coverage {
  const coverage = coverageOf(name, machine, paths, input);
  console.log(`${formatCoverage(coverage)} over ${paths.length} paths`);
  expect(coverage.states.missing).toEqual([]);
  expect(coverage.transitions.missing).toEqual([]);
  return coverage;
}
