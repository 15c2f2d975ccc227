import { useMachine } from '@xstate/react';
import { Command } from 'cmdk';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { appCommands } from '../../commands/app-commands.ts';
import { ENTITY_SEARCH_PAGES } from '../../commands/entity-search.ts';
import { ENTER_ID_PAGE } from '../../commands/navigation.ts';
import type { OnboardingCommandState } from '../../commands/onboarding.ts';
import { createRecentsStore, recentsKey } from '../../commands/recents.ts';
import { paletteMachine } from '../../machines/palette.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { inviteOpenAtom, keyboardMapOpenAtom } from '../../atoms/shell.ts';
import { groupedRoot, pageItems, pageTitle, rootItems, type PaletteItem } from './palette-list.ts';
import { DeferredPart } from '../app/deferred-module.tsx';
import { paletteParts } from './deferred.ts';
import { ShortcutKeys } from './ShortcutKeys.tsx';
import { useShortcuts } from './useShortcuts.ts';
import { useItemsContext } from './usePaletteItems.ts';
import { useShellSession } from '../app/runtime.tsx';
import * as css from './palette.css.ts';
import { visuallyHidden } from '../system/visually-hidden.css.ts';

/** localStorage when the browser allows it, else a map that lasts for this page. */
function browserStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.localStorage;
  } catch {
    const map = new Map<string, string>();
    return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
  }
}

/**
 * The command palette: Ctrl/Cmd+K anywhere. Open / page / query live in the palette machine; cmdk only
 * renders (its filter is off): the ranking is src/commands/ranking.ts. Disabled commands stay listed
 * with their reason. Sub-pages show the title of the page they lead to.
 */
export interface PaletteProps {
  /** the owner's onboarding checklist, for its commands (the shell reads it from the account area) */
  onboarding?: OnboardingCommandState;
}

export function Palette({ onboarding }: PaletteProps) {
  const { LL } = useI18n();
  const ctx = useItemsContext(onboarding);
  // recently run commands, one list per user (decision 068)
  const userId = useShellSession().me?.id;
  const recents = useMemo(() => createRecentsStore(browserStorage(), recentsKey(userId)), [userId]);
  const [recent, setRecent] = useState(() => recents.get());
  useEffect(() => setRecent(recents.get()), [recents]);
  const [mapOpen, setMapOpen] = useAtom(keyboardMapOpenAtom);
  const inviteOpen = useAtomValue(inviteOpenAtom);
  // views register contextual commands while mounted (e.g. /employee): recompute when the registry changes
  const registryVersion = useSyncExternalStore(
    (l) => appCommands.subscribe(l),
    () => appCommands.getVersion(),
  );
  const root = useMemo(() => {
    void registryVersion;
    return rootItems(ctx);
  }, [ctx, registryVersion]);
  const latest = useRef<Map<string, PaletteItem>>(new Map());
  const machine = useMemo(
    () =>
      paletteMachine.provide({
        actions: {
          runCommand: ({ event }) => {
            if (event.type !== 'command.ran') return;
            const item = latest.current.get(event.id);
            if (!item?.run) return;
            // only registry commands are remembered (not "Switch to Tiếng Việt" of a sub-page)
            if (appCommands.get(event.id)) setRecent(recents.add(event.id));
            // after the dialog has closed, so focus returns first and navigation wins
            queueMicrotask(item.run);
          },
        },
      }),
    [recents],
  );
  const [state, send] = useMachine(machine);
  const open = state.matches('open');
  const { query } = state.context;
  const page = state.context.pages.at(-1);
  // page keys (j / k on a list) are in the keyboard map, not in the list
  const listed = useMemo(() => root.filter((item) => !item.pageKey), [root]);
  const groups = page ? [{ key: 'page' as const, items: pageItems(page, ctx, query) }] : groupedRoot(listed, query, recent);
  latest.current = new Map(groups.flatMap((g) => g.items).map((item) => [item.id, item]));
  // a view's own shortcuts run while it is mounted (useViewCommands); these are the app's
  const globalKeys = useMemo(() => root.filter((item) => item.scope === 'global'), [root]);
  useShortcuts({
    items: globalKeys,
    paletteOpen: open || mapOpen,
    onTogglePalette: () => send({ type: 'palette.toggle' }),
    onOpenPage: (target) => send({ type: 'palette.open', page: target }),
  });
  useEffect(() => {
    if (open) setMapOpen(false);
  }, [open, setMapOpen]);

  const choose = (item: PaletteItem) => {
    if (item.disabledReason) return;
    if (item.page) send({ type: 'page.pushed', page: item.page });
    else send({ type: 'command.ran', id: item.id });
  };
  const renderItem = (item: PaletteItem) => (
    // the command id and state in the DOM (decision 097): cmdk sets aria-disabled / data-disabled
    <Command.Item
      key={item.id}
      value={item.id}
      data-command-id={item.id}
      disabled={Boolean(item.disabledReason)}
      onSelect={() => choose(item)}
    >
      <span className={css.itemTitle}>{item.title}</span>
      {item.disabledReason && (
        <span className={css.reason} data-reason>
          {item.disabledReason}
        </span>
      )}
      {item.shortcut && <ShortcutKeys shortcut={item.shortcut} />}
    </Command.Item>
  );
  const heading = (key: string) =>
    key === 'recent' ? LL.palette.recent() : key === 'page' ? undefined : LL.palette.groups[key as keyof typeof LL.palette.groups]();
  const enteringId = page?.id === ENTER_ID_PAGE;
  // "Find offer…" / "Find partner…": a search mode of its own (virtualized list, own ranking) instead of cmdk
  const entityKind = page ? ENTITY_SEARCH_PAGES[page.id] : undefined;

  return (
    <>
      <ModalOverlay
        isOpen={open}
        onOpenChange={(isOpen) => !isOpen && send({ type: 'palette.close' })}
        isDismissable
        isKeyboardDismissDisabled
        className={css.overlay}
      >
        <Modal className={css.modal}>
          <Dialog aria-label={LL.palette.label()}>
            {page && entityKind ? (
              // its own chunk (./deferred.ts), normally fetched before anyone picks "Find offer…"
              <DeferredPart
                module={paletteParts}
                needed
                fallback={
                  <p className={css.hint} role="status">
                    {LL.palette.searchLoading()}
                  </p>
                }
                render={({ EntitySearchPage }) => (
                  <EntitySearchPage
                    kind={entityKind}
                    title={pageTitle(page, LL)}
                    query={query}
                    onQuery={(next) => send({ type: 'query.changed', query: next })}
                    onBack={() => send({ type: 'page.popped' })}
                    onNavigate={(path) => {
                      send({ type: 'palette.close' });
                      // after the dialog has closed, so focus returns first and navigation wins
                      queueMicrotask(() => ctx.actions.navigate(path));
                    }}
                  />
                )}
              />
            ) : (
              <Command
                label={LL.palette.label()}
                className={css.root}
                shouldFilter={false}
                onKeyDown={(e) => {
                  if (e.key === 'Escape' || (e.key === 'Backspace' && !query)) {
                    e.preventDefault();
                    send({ type: 'page.popped' });
                  }
                }}
              >
                {page && (
                  <h2 className={css.pageHeading} data-testid="palette-page-title">
                    <span>{pageTitle(page, LL)}</span>
                    <span className={css.then}>
                      {LL.palette.back()}: <kbd className={css.kbd}>Backspace</kbd>
                    </span>
                  </h2>
                )}
                <Command.Input
                  autoFocus
                  placeholder={enteringId ? LL.palette.enterIdHint() : LL.palette.placeholder()}
                  value={query}
                  onValueChange={(next) => send({ type: 'query.changed', query: next })}
                />
                <Command.List>
                  {groups.map((group) => (
                    <Command.Group key={group.key} heading={heading(group.key)}>
                      {group.items.map(renderItem)}
                    </Command.Group>
                  ))}
                </Command.List>
                {/* beside the listbox, not in it: a listbox may hold only options and groups (axe
                    "aria-required-children", critical, on every search without results) */}
                <Command.Empty>{enteringId && !query.trim() ? LL.palette.enterIdHint() : LL.palette.empty()}</Command.Empty>
                {/* screen readers hear how many commands match as the query changes (polite: typing is not cut off) */}
                <p role="status" aria-live="polite" className={visuallyHidden} data-testid="palette-result-count">
                  {LL.palette.resultCount({ count: groups.reduce((sum, group) => sum + group.items.length, 0) })}
                </p>
              </Command>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
      {/* the keyboard map and the dialogs that commands open are mounted with the palette, so they work on
          every layout; their chunk comes when the browser is idle, or at once when one is asked for */}
      <DeferredPart
        module={paletteParts}
        needed={mapOpen}
        render={({ KeyboardMap }) => <KeyboardMap items={root} isOpen={mapOpen} onOpenChange={setMapOpen} />}
      />
      <DeferredPart module={paletteParts} needed={inviteOpen} render={({ InviteDialog }) => <InviteDialog />} />
    </>
  );
}
