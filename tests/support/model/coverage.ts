import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import type { TestModel, TestPath } from 'xstate/graph';

/**
 * State and transition coverage of generated test paths. Totals come from the machine definition
 * (every state node, every transition definition including each guarded branch); what was covered comes
 * from replaying each path's events through the machine and recording, via the inspection API, which
 * transition definitions were actually taken and which state nodes became active.
 */
export interface Coverage {
  machine: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

interface PathLike {
  steps: ReadonlyArray<{ event: EventObject }>;
}

type AnyNode = AnyStateNode;

function nodesOf(node: AnyNode): AnyNode[] {
  return Object.values(node.states as Record<string, AnyNode>).flatMap((child) => [child, ...nodesOf(child)]);
}

export function transitionKey(t: AnyTransitionDefinition, index: number): string {
  const targets = t.target?.map((n) => n.id).join(',') ?? '(self)';
  return `${t.source.id} --${t.eventType}[${index}]--> ${targets}`;
}

/** Every state node id of the machine (the root included, as every path covers it). */
export function allStates(machine: AnyStateMachine): string[] {
  return [machine.root.id, ...nodesOf(machine.root).map((n) => n.id)];
}

/** Every transition definition of the machine, one key per branch. */
export function allTransitions(machine: AnyStateMachine): string[] {
  return [machine.root, ...nodesOf(machine.root)].flatMap((node) =>
    [...node.transitions.values()].flatMap((defs) => defs.map((t, i) => transitionKey(t, i))),
  );
}

function keyOf(t: AnyTransitionDefinition): string {
  const defs = t.source.transitions.get(t.eventType) ?? [];
  return transitionKey(t, defs.indexOf(t));
}

export function coverageOf(name: string, machine: AnyStateMachine, paths: readonly PathLike[], input?: unknown): Coverage {
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  for (const path of paths) {
    const actor = createActor(machine, {
      input,
      inspect(event) {
        if (event.type === '@xstate.microstep') for (const t of event._transitions) seenTransitions.add(keyOf(t));
      },
    });
    actor.subscribe((snapshot) => {
      for (const node of snapshot._nodes) seenStates.add(node.id);
    });
    actor.start();
    for (const node of actor.getSnapshot()._nodes) seenStates.add(node.id);
    for (const step of path.steps) actor.send(step.event);
    actor.stop();
  }
  const states = allStates(machine);
  // Initial (eventless) microsteps have no source event; only count declared transitions.
  const transitions = allTransitions(machine);
  const cover = (all: string[], seen: Set<string>) => ({
    covered: all.filter((k) => seen.has(k)).length,
    total: all.length,
    missing: all.filter((k) => !seen.has(k)),
  });
  return { machine: name, states: cover(states, seenStates), transitions: cover(transitions, seenTransitions) };
}

export function formatCoverage(c: Coverage): string {
  const pct = (n: number, d: number) => (d === 0 ? 100 : Math.round((n / d) * 1000) / 10);
  const lines = [
    `[model coverage] ${c.machine}: states ${c.states.covered}/${c.states.total} (${pct(c.states.covered, c.states.total)}%), transitions ${c.transitions.covered}/${c.transitions.total} (${pct(c.transitions.covered, c.transitions.total)}%)`,
  ];
  if (c.states.missing.length) lines.push(`  missing states: ${c.states.missing.join(', ')}`);
  if (c.transitions.missing.length) lines.push(`  missing transitions: ${c.transitions.missing.join('; ')}`);
  return lines.join('\n');
}

/**
 * Simple paths never take an edge back to a state they already visited (closing the palette from a
 * sub-page, for instance), so they can cover every state but not every transition. These paths do:
 * for every reachable state, its shortest path followed by each event the state accepts (checked with
 * `snapshot.can`, so a path never waits on a disabled control).
 */
export function edgePaths<TEvent extends EventObject>(
  model: TestModel<AnyMachineSnapshot, TEvent, unknown>,
): Array<TestPath<AnyMachineSnapshot, TEvent>> {
  const events = model.options.events;
  return model.getShortestPaths({ allowDuplicatePaths: true }).flatMap((path) => {
    const candidates = (typeof events === 'function' ? events(path.state) : events) ?? [];
    return candidates
      .filter((event) => path.state.can(event))
      .flatMap((event) => model.getPathsFromEvents([...path.steps.map((s) => s.event), event]));
  });
}

/** Shortest, simple and edge paths together: what an API model test plays to take every state and transition. */
export function allPaths<TEvent extends EventObject>(
  model: TestModel<AnyMachineSnapshot, TEvent, unknown>,
): Array<TestPath<AnyMachineSnapshot, TEvent>> {
  return [...model.getShortestPaths(), ...model.getSimplePaths(), ...edgePaths(model)];
}
