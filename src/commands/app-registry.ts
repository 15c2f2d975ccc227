import { CommandRegistry, type AnyCommand } from './registry.ts';

/**
 * The app's one registry instance and the shape of a view-bound factory (decision 033). Kept apart
 * from app-commands.ts, which fills the registry with every static command and lists every view
 * factory: this module is light, so what the first screen needs (the bell, the palette's loader)
 * can use the registry without carrying every command into the entry chunk (decision 027).
 */
export const appCommands = new CommandRegistry();

/** A view-bound factory: the commands of a typed view, read when a command is asked, in one scope. */
export type ViewCommands<V> = ((view: () => V) => AnyCommand[]) & { readonly scope: string };

/** `factory` with `scope` set on each command that has none: a route id, or 'global'. */
export const scoped = <V>(scope: string, factory: (view: () => V) => AnyCommand[]): ViewCommands<V> =>
  Object.assign((view: () => V) => factory(view).map((c) => ({ ...c, scope: c.scope ?? scope })), { scope });
