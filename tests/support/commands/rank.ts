import type { CommandContext } from '../../../src/commands/context.ts';
import { rankItems } from '../../../src/commands/ranking.ts';
import type { AnyCommand, CommandRegistry } from '../../../src/commands/registry.ts';

/** The texts matched as titles when no translator is given. */
const defaultLabel = (c: AnyCommand) => (typeof c.title === 'string' ? c.title : c.id);

/**
 * A registry's visible commands matching `query`, best first, by the palette's ranking (ranking.ts):
 * the tests' way to ask how commands rank without the palette view. `label` gives the texts matched as
 * titles (the translated title, and for "Go to X" also "X").
 */
export function rankCommands(
  registry: CommandRegistry,
  query: string,
  ctx: CommandContext,
  recents: readonly string[] = [],
  label: (c: AnyCommand) => string | readonly string[] = defaultLabel,
  scopes?: readonly string[],
): AnyCommand[] {
  const entries = registry.visible(ctx, scopes).map((c) => {
    const titles = label(c);
    return { id: c.id, c, titles: typeof titles === 'string' ? [titles] : titles, keywords: c.keywords };
  });
  return rankItems(entries, query, recents).map((e) => e.c);
}
