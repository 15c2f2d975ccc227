import { useMachine } from '@xstate/react';
import { Command } from 'cmdk';
import { useAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { paletteMachine } from '../../machines/palette.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { keyboardMapOpenAtom } from '../shell/shell-atoms.ts';
import { pageItems, rankRecent, rootItems, type PaletteGroup, type PaletteItem } from './items.ts';
import { KeyboardMap } from './KeyboardMap.tsx';
import { loadRecent, remember } from './recent.ts';
import { useShortcuts } from './useShortcuts.ts';
import { useItemsContext } from './usePaletteItems.ts';
import { shortcutLabel } from './keys.ts';
import * as css from './palette.css.ts';

const GROUP_ORDER: PaletteGroup[] = ['navigation', 'actions', 'settings', 'account', 'help'];
const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The command palette: Ctrl/Cmd+K anywhere. Open / page / query live in the palette machine; cmdk only
 * renders and filters. Recent commands come first; disabled commands stay listed with their reason.
 */
export function Palette() {
  const { LL } = useI18n();
  const ctx = useItemsContext();
  const [recent, setRecent] = useState(loadRecent);
  const [mapOpen, setMapOpen] = useAtom(keyboardMapOpenAtom);
  const root = useMemo(() => rootItems(ctx), [ctx]);
  const latest = useRef<Map<string, PaletteItem>>(new Map());
  const machine = useMemo(
    () =>
      paletteMachine.provide({
        actions: {
          runCommand: ({ event }) => {
            if (event.type !== 'command.ran') return;
            const item = latest.current.get(event.id);
            if (!item?.run) return;
            setRecent((r) => remember(event.id, r));
            // after the dialog has closed, so focus returns first and navigation wins
            queueMicrotask(item.run);
          },
        },
      }),
    [],
  );
  const [state, send] = useMachine(machine);
  const open = state.matches('open');
  const page = state.context.pages.at(-1);
  const items = page ? pageItems(page.id, ctx) : rankRecent(root, state.context.query ? [] : recent);
  latest.current = new Map(items.map((item) => [item.id, item]));
  useShortcuts({ items: root, paletteOpen: open || mapOpen, onTogglePalette: () => send({ type: 'palette.toggle' }) });
  useEffect(() => {
    if (open) setMapOpen(false);
  }, [open, setMapOpen]);

  const recentItems = !page && !state.context.query ? items.filter((item) => recent.includes(item.id)) : [];
  const choose = (item: PaletteItem) => {
    if (item.disabledReason) return;
    if (item.page) send({ type: 'page.pushed', page: { id: item.page } });
    else send({ type: 'command.ran', id: item.id });
  };
  const renderItem = (item: PaletteItem) => (
    <Command.Item key={item.id} value={item.id} keywords={[item.title, ...item.keywords]} disabled={Boolean(item.disabledReason)} onSelect={() => choose(item)}>
      <span className={css.itemTitle}>{item.title}</span>
      {item.disabledReason && <span className={css.reason}>{item.disabledReason}</span>}
      {item.shortcut && shortcutLabel(item.shortcut, isMac()).map((k, i) => <kbd key={i} className={css.kbd}>{k}</kbd>)}
    </Command.Item>
  );

  return (
    <>
      <ModalOverlay isOpen={open} onOpenChange={(isOpen) => !isOpen && send({ type: 'palette.close' })} isDismissable isKeyboardDismissDisabled className={css.overlay}>
        <Modal className={css.modal}>
          <Dialog aria-label={LL.shell.palette.label()} style={{ outline: 'none' }}>
            <Command
              label={LL.shell.palette.label()}
              className={css.root}
              onKeyDown={(e) => {
                if (e.key === 'Escape' || (e.key === 'Backspace' && !state.context.query)) {
                  e.preventDefault();
                  send({ type: 'page.popped' });
                }
              }}
            >
              {page && <div className={css.breadcrumb}>{LL.shell.palette.back()} ⌫ · {LL.shell.palette.switchLanguage()}</div>}
              <Command.Input autoFocus placeholder={LL.shell.palette.placeholder()} value={state.context.query} onValueChange={(query) => send({ type: 'query.changed', query })} />
              <Command.List>
                <Command.Empty>{LL.shell.palette.empty()}</Command.Empty>
                {recentItems.length > 0 && <Command.Group heading={LL.shell.palette.recent()}>{recentItems.map(renderItem)}</Command.Group>}
                {GROUP_ORDER.map((group) => {
                  const inGroup = items.filter((item) => item.group === group && !recentItems.includes(item));
                  return inGroup.length ? (
                    <Command.Group key={group} heading={LL.shell.palette.groups[group]()}>
                      {inGroup.map(renderItem)}
                    </Command.Group>
                  ) : null;
                })}
              </Command.List>
            </Command>
          </Dialog>
        </Modal>
      </ModalOverlay>
      <KeyboardMap items={root} isOpen={mapOpen} onOpenChange={setMapOpen} />
    </>
  );
}
