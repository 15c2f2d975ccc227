import { can, type Level, type ModuleKey } from '../domain/permissions.ts';
import type { TranslationFunctions } from '../i18n/i18n-types.ts';
import type { CommandContext } from './context.ts';
import { normalizeShortcut } from './keys.ts';

/**
 * Every user action as data (architecture brief, "Commands"). Predicates are pure functions of a
 * `CommandContext`; the palette, the shortcut handler and the buttons all ask the same registry.
 */
/** A dotted i18n key (e.g. `routes.offers`) or a function of the translation functions. */
export type I18nText = string | ((LL: TranslationFunctions) => string);

export type { CommandContext } from './context.ts';

export type CommandGroup = 'navigation' | 'actions' | 'account' | 'preferences' | 'help' | (string & {});

export interface Command<P = unknown> {
  id: string;
  title: I18nText;
  /** what the title is about ("Offers" in "Go to Offers"): matched like the title */
  subject?: I18nText;
  keywords?: readonly string[];
  group: CommandGroup;
  shortcut?: string;
  /** where the shortcut applies: 'global' (default) or a view id; two scopes overlap when equal or either is global */
  scope?: string;
  /** a page key (j / k on a list): run by its shortcut, shown in the keyboard map, not listed in the palette */
  pageKey?: boolean;
  /**
   * A view command that acts on the page's selected (or active) row answers here whether there is one
   * now: while there is, the palette opens on the row's commands (src/commands/palette-order.ts;
   * decision 068) — disabled ones too, with why (an owner's row cannot be deactivated).
   */
  row?(): boolean;
  /**
   * A command of the page's furniture that a shared component registers (a tab, a report table's
   * columns and exports; decision 098): listed with the page's own when the palette opens, after them.
   */
  furniture?: true;
  /**
   * A global command that belongs to one page (the featured boards' "jump to …" to the featured page's
   * scope): on that page it is listed among the page's commands, elsewhere only when a query matches it.
   */
  homeScope?: string;
  permission?: { module: ModuleKey; level: Level };
  /**
   * The brand account's own action (password, employees, API key, webhooks, billing): an agency inside
   * the brand sees it disabled with why, whatever its levels — the server refuses it (decision 077).
   */
  accountOwn?: true;
  when?(ctx: CommandContext): boolean;
  /**
   * Why the command cannot run now, as an i18n key (listed and shown disabled with it), or null /
   * undefined when it can: one answer, so being disabled and saying why cannot disagree.
   */
  blocked?(ctx: CommandContext): string | null | undefined;
  run?(ctx: CommandContext): void | Promise<void>;
  /** a sub-page opened instead of running, with its typed payload */
  page?: { id: string; payload?: (ctx: CommandContext) => P };
  /**
   * Running it only opens a dialog (a form, a confirmation): its button says so (`aria-haspopup="dialog"`,
   * CommandButton), and the route walk opens it to check the controls inside (issue 29 item 1, decision 103).
   */
  opens?: 'dialog';
}

/** Any command, whatever its sub-page payload type. */
export type AnyCommand = Command<unknown>;

export class ShortcutConflictError extends Error {
  constructor(shortcut: string, a: string, b: string) {
    super(`shortcut "${shortcut}" of ${b} conflicts with ${a}`);
    this.name = 'ShortcutConflictError';
  }
}

const scopeOf = (c: AnyCommand) => c.scope ?? 'global';
const overlap = (a: string, b: string) => a === b || a === 'global' || b === 'global';

export class CommandRegistry {
  private commands = new Map<string, AnyCommand>();
  private listeners = new Set<() => void>();
  private version = 0;

  /** Adds a command; returns the function that removes it (views call it on unmount). */
  register<P>(command: Command<P>): () => void {
    if (this.commands.has(command.id)) throw new Error(`command ${command.id} is already registered`);
    if (command.shortcut) {
      const wanted = normalizeShortcut(command.shortcut);
      for (const other of this.commands.values()) {
        if (!other.shortcut || !overlap(scopeOf(other), scopeOf(command))) continue;
        const theirs = normalizeShortcut(other.shortcut);
        // a sequence that starts with another whole shortcut would never fire ("g" vs "g o")
        if (theirs === wanted || theirs.startsWith(`${wanted} `) || wanted.startsWith(`${theirs} `)) {
          throw new ShortcutConflictError(wanted, other.id, command.id);
        }
      }
    }
    this.commands.set(command.id, command);
    this.changed();
    return () => {
      if (this.commands.get(command.id) === command) {
        this.commands.delete(command.id);
        this.changed();
      }
    };
  }

  registerAll(commands: readonly AnyCommand[]): () => void {
    const undo = commands.map((c) => this.register(c));
    return () => undo.forEach((u) => u());
  }

  get(id: string): AnyCommand | undefined {
    return this.commands.get(id);
  }

  all(): AnyCommand[] {
    return [...this.commands.values()];
  }

  /** The scopes of the registered commands: a view's scope is active while its commands are registered. */
  activeScopes(): string[] {
    return [...new Set(['global', ...this.all().map(scopeOf)])];
  }

  /** Allowed by permission (the server's own `can`) and by `when`. */
  isVisible(command: AnyCommand, ctx: CommandContext): boolean {
    if (command.permission && (!ctx.user || !can(ctx.user, command.permission.module, command.permission.level))) return false;
    return command.when ? command.when(ctx) : true;
  }

  visible(ctx: CommandContext, scopes: readonly string[] = ['global']): AnyCommand[] {
    return this.all().filter((c) => (scopes.includes(scopeOf(c)) || scopeOf(c) === 'global') && this.isVisible(c, ctx));
  }

  /** Enabled state and the translated-reason key when disabled. */
  availability(command: AnyCommand, ctx: CommandContext): { enabled: boolean; reason?: string } {
    if (command.accountOwn && ctx.user?.agency) return { enabled: false, reason: 'errors.agency_not_allowed' };
    const reason = command.blocked?.(ctx);
    return reason ? { enabled: false, reason } : { enabled: true };
  }

  /** The visible command bound to this (normalized) shortcut in the given scopes. */
  byShortcut(shortcut: string, ctx: CommandContext, scopes: readonly string[] = ['global']): AnyCommand | undefined {
    const wanted = normalizeShortcut(shortcut);
    return this.visible(ctx, scopes).find((c) => c.shortcut && normalizeShortcut(c.shortcut) === wanted);
  }

  /** Runs a command (or opens its sub-page). Returns false when it is hidden or disabled. */
  async run(id: string, ctx: CommandContext): Promise<boolean> {
    const command = this.commands.get(id);
    if (!command || !this.isVisible(command, ctx) || !this.availability(command, ctx).enabled) return false;
    if (command.page) ctx.openPage({ id: command.page.id, payload: command.page.payload?.(ctx) });
    else await command.run?.(ctx);
    return true;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * A mounted view's state that its commands read (`when`, `blocked`, titles) changed, e.g. its saved
   * filters arrived: an open palette lists them without being opened again.
   */
  viewChanged(): void {
    this.changed();
  }

  /** Changes on every register/unregister and view change (for useSyncExternalStore). */
  getVersion(): number {
    return this.version;
  }

  private changed() {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }
}
