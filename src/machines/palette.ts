import { assign, setup } from 'xstate';

/** A palette page: the root list, or a sub-page ("Change status…") with the payload it was opened with. */
export interface PalettePage<P = unknown> {
  id: string;
  payload?: P;
}

export type PaletteEvent =
  | { type: 'palette.open'; page?: PalettePage }
  | { type: 'palette.close' }
  | { type: 'palette.toggle' }
  | { type: 'query.changed'; query: string }
  | { type: 'page.pushed'; page: PalettePage }
  | { type: 'page.popped' }
  | { type: 'command.ran'; id: string };

export interface PaletteContext {
  /** sub-pages above the root, innermost last; empty on the root list */
  pages: PalettePage[];
  query: string;
}

/** Sub-pages are short flows (pick an entity, pick a value, confirm); deeper nesting is a design smell. */
export const MAX_PAGE_DEPTH = 3;

const empty: PaletteContext = { pages: [], query: '' };

/**
 * The command palette, in product terms:
 *
 * Closed until Ctrl/Cmd+K (or a command that opens it on a given page). Open, it shows the root list
 * filtered by what the user types. Choosing a command either runs it — the palette closes and the command
 * is remembered as recent — or opens a sub-page with a payload ("Change status…" for this offer), with a
 * fresh query. Escape or Backspace on an empty query goes back one page; on the root it closes the palette.
 * Opening always starts clean.
 *
 * No IO here: `runCommand` is an action the app provides (it looks the command up in the registry).
 */
export const paletteMachine = setup({
  types: {
    context: {} as PaletteContext,
    events: {} as PaletteEvent,
  },
  actions: {
    reset: assign(() => ({ ...empty, pages: [] })),
    openAt: assign(({ event }) => ({ query: '', pages: event.type === 'palette.open' && event.page ? [event.page] : [] })),
    setQuery: assign({ query: ({ event }) => (event.type === 'query.changed' ? event.query : '') }),
    push: assign(({ context, event }) => ({
      query: '',
      pages: event.type === 'page.pushed' ? [...context.pages, event.page] : context.pages,
    })),
    pop: assign(({ context }) => ({ query: '', pages: context.pages.slice(0, -1) })),
    /** Provided by the app: runs the command with this id. */
    runCommand: () => {},
  },
  guards: {
    onSubPage: ({ context }) => context.pages.length > 0,
    canPush: ({ context }) => context.pages.length < MAX_PAGE_DEPTH,
  },
}).createMachine({
  id: 'palette',
  context: empty,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'palette.open': { target: 'open', actions: 'openAt' },
        'palette.toggle': { target: 'open', actions: 'reset' },
      },
    },
    open: {
      on: {
        'palette.close': { target: 'closed', actions: 'reset' },
        'palette.toggle': { target: 'closed', actions: 'reset' },
        'query.changed': { actions: 'setQuery' },
        'page.pushed': { guard: 'canPush', actions: 'push' },
        'page.popped': [
          { guard: 'onSubPage', actions: 'pop' },
          { target: 'closed', actions: 'reset' },
        ],
        'command.ran': { target: 'closed', actions: ['runCommand', 'reset'] },
      },
    },
  },
});
export type PaletteMachine = typeof paletteMachine;
