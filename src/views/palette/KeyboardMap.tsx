import { listedViewCommands } from '../../commands/app-commands.ts';
import { OPEN_PALETTE_SHORTCUT } from '../../commands/shell.ts';
import { textOf } from '../../commands/text.ts';
import { routeTitle } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import { GROUP_ORDER, type PaletteItem } from './palette-list.ts';
import { ShortcutKeys } from './ShortcutKeys.tsx';
import * as css from './palette.css.ts';

/**
 * `?`: generated from the same items the palette lists for this user — every command with a shortcut,
 * and every action that is not plain navigation (log out, theme, language, menu layout …) even without
 * one, so the map is also the list of what the palette can do. Then, under the page they work on, the
 * page keys of every page, open or not (j / k on the offer list, Ctrl+Enter on the offer forms), from
 * the listed view commands (src/commands/app-commands.ts).
 */
function usePageKeys() {
  const { LL } = useI18n();
  const byScope = new Map<string, { id: string; shortcut: string; title: string }[]>();
  for (const command of listedViewCommands()) {
    if (!command.shortcut || !command.scope || command.scope === 'global') continue;
    const rows = byScope.get(command.scope) ?? [];
    rows.push({ id: command.id, shortcut: command.shortcut, title: textOf(LL, command.title) });
    byScope.set(command.scope, rows);
  }
  return [...byScope].map(([scope, rows]) => ({ scope, heading: LL.palette.pageKeysOn({ page: routeTitle(LL, scope) }), rows }));
}

export function KeyboardMap({
  items,
  isOpen,
  onOpenChange,
}: {
  items: PaletteItem[];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { LL } = useI18n();
  const pageKeys = usePageKeys();
  const listed = items.filter((item) => !item.pageKey && (item.shortcut || item.group !== 'navigation'));
  const groups = GROUP_ORDER.map((group) => ({ group, rows: listed.filter((item) => item.group === group) })).filter(
    (g) => g.rows.length > 0,
  );
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={LL.palette.keyboardMapTitle()}
      size="md"
      actions={({ close }) => <Button onPress={close}>{LL.common.close()}</Button>}
    >
      <p>{LL.palette.keyboardMapIntro()}</p>
      <table className={css.table} data-testid="keyboard-map">
        <thead>
          <tr>
            <th scope="col">{LL.palette.shortcut()}</th>
            <th scope="col">{LL.palette.command()}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <ShortcutKeys shortcut={OPEN_PALETTE_SHORTCUT} />
            </td>
            <td>{LL.palette.openPalette()}</td>
          </tr>
          {groups.flatMap(({ group, rows }) => [
            <tr key={`group-${group}`}>
              <th scope="rowgroup" colSpan={2} className={css.then}>
                {LL.palette.groups[group]()}
              </th>
            </tr>,
            ...rows.map((row) => (
              <tr key={row.id} data-command={row.id}>
                <td>{row.shortcut ? <ShortcutKeys shortcut={row.shortcut} /> : <span className={css.then}>—</span>}</td>
                <td>
                  {row.title}
                  {row.disabledReason && <span className={css.reason}> — {row.disabledReason}</span>}
                </td>
              </tr>
            )),
          ])}
          {pageKeys.flatMap(({ scope, heading, rows }) => [
            <tr key={`scope-${scope}`}>
              <th scope="rowgroup" colSpan={2} className={css.then}>
                {heading}
              </th>
            </tr>,
            ...rows.map((row) => (
              <tr key={row.id} data-command={row.id}>
                <td>
                  <ShortcutKeys shortcut={row.shortcut} />
                </td>
                <td>{row.title}</td>
              </tr>
            )),
          ])}
        </tbody>
      </table>
    </ModalDialog>
  );
}
