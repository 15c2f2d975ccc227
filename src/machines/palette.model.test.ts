import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { navigationCommands } from '../commands/navigation.ts';
import { createRecentsStore } from '../commands/recents.ts';
import { CommandRegistry, type CommandContext } from '../commands/registry.ts';
import { edgePaths } from '../../tests/support/model/coverage.ts';
import { expectFullCoverage } from '../../tests/support/model/expect-coverage.ts';
import { MAX_PAGE_DEPTH, paletteMachine, type PaletteEvent } from './palette.ts';

/**
 * Model-based test of the palette. Paths come from the chart (shortest and simple); each step is sent
 * to a live palette actor wired like the app wires it — `runCommand` runs the command through the real
 * CommandRegistry with the navigation commands and records it in the recents store — and after each
 * step the live actor must agree with the model, and a command run must really have navigated.
 */
const subPage = { id: 'offer.status', payload: { offerId: 1 } };
const model = createTestModel(paletteMachine, {
  // states are compared by value and context only, so the graph stays small
  serializeTransition: () => '',
  events: [
    { type: 'palette.open' },
    { type: 'palette.open', page: subPage },
    { type: 'query.changed', query: 'of' },
    { type: 'page.pushed', page: subPage },
    { type: 'command.ran', id: 'nav.home' },
  ],
});
// shortest and simple paths reach every state; edge paths add the transitions back to visited states
const paths = [...model.getShortestPaths(), ...model.getSimplePaths(), ...edgePaths(model)].filter(
  (path, i, all) => all.findIndex((p) => p.description === path.description) === i,
);

function liveSystem() {
  const registry = new CommandRegistry();
  registry.registerAll(navigationCommands());
  const storage = new Map<string, string>();
  const recents = createRecentsStore({ getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) });
  const runs: Array<Promise<void>> = [];
  const ctx: CommandContext = {
    user: { role: 'owner', permissions: {}, isAllPartner: true },
    flags: {},
    navigate: vi.fn(),
    openPage: (page) => actor.send({ type: 'page.pushed', page }),
  };
  const actor = createActor(
    paletteMachine.provide({
      actions: {
        runCommand: ({ event }) => {
          if (event.type !== 'command.ran') return;
          runs.push(registry.run(event.id, ctx).then((ran) => void (ran && recents.add(event.id))));
        },
      },
    }),
  ).start();
  return { actor, ctx, recents, runs };
}

describe('palette machine (model-based)', () => {
  it('generated paths cover every state and transition', () => {
    expectFullCoverage('palette', paletteMachine, paths);
  });

  it('reaches the maximum page depth and refuses to go deeper', () => {
    expect(paths.some((p) => p.state.context.pages.length === MAX_PAGE_DEPTH)).toBe(true);
    const actor = createActor(paletteMachine).start();
    actor.send({ type: 'palette.open' });
    for (let i = 0; i < MAX_PAGE_DEPTH + 2; i++) actor.send({ type: 'page.pushed', page: subPage });
    expect(actor.getSnapshot().context.pages).toHaveLength(MAX_PAGE_DEPTH);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sys = liveSystem();
      let ran = 0;
      const send = (step: { event: { type: string } }) => sys.actor.send(step.event as PaletteEvent);
      await path.test({
        events: {
          'palette.open': send,
          'palette.close': send,
          'palette.toggle': send,
          'query.changed': send,
          'page.pushed': send,
          'page.popped': send,
          'command.ran': async (step) => {
            send(step);
            ran += 1;
            await Promise.all(sys.runs);
            expect(sys.ctx.navigate).toHaveBeenCalledTimes(ran);
            expect(sys.ctx.navigate).toHaveBeenLastCalledWith('/');
            expect(sys.recents.get()[0]).toBe('nav.home');
          },
        },
        states: {
          '*': (state) => {
            const live = sys.actor.getSnapshot();
            expect(live.value).toEqual(state.value);
            expect(live.context).toEqual(state.context);
          },
        },
      });
    });
  }
});
