import { OPEN_PALETTE_SHORTCUT } from '../../commands/shell.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import { GROUP_ORDER, type PaletteItem } from './palette-list.ts';
import { ShortcutKeys } from './ShortcutKeys.tsx';
import * as css from './palette.css.ts';

/**
 * `?`: generated from the same items the palette lists for this user — every command with a shortcut,
 * and every action that is not plain navigation (log out, theme, language, menu layout …) even without
 * one, so the map is also the list of what the palette can do.
 */
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
  const listed = items.filter((item) => item.shortcut || item.group !== 'navigation');
  const groups = GROUP_ORDER.map((group) => ({ group, rows: listed.filter((item) => item.group === group) })).filter(
    (g) => g.rows.length > 0,
  );
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={LL.shell.palette.keyboardMapTitle()}
      size="md"
      actions={({ close }) => <Button onPress={close}>{LL.common.close()}</Button>}
    >
      <p>{LL.shell.palette.keyboardMapIntro()}</p>
      <table className={css.table} data-testid="keyboard-map">
        <thead>
          <tr>
            <th scope="col">{LL.shell.palette.shortcut()}</th>
            <th scope="col">{LL.shell.palette.command()}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <ShortcutKeys shortcut={OPEN_PALETTE_SHORTCUT} />
            </td>
            <td>{LL.shell.palette.openPalette()}</td>
          </tr>
          {groups.flatMap(({ group, rows }) => [
            <tr key={`group-${group}`}>
              <th scope="rowgroup" colSpan={2} className={css.then}>
                {LL.shell.palette.groups[group]()}
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
        </tbody>
      </table>
    </ModalDialog>
  );
}
