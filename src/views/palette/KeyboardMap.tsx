import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { ModalDialog } from '../system/Dialog.tsx';
import { OPEN_PALETTE_SHORTCUT, type PaletteItem } from './items.ts';
import { shortcutLabel } from './keys.ts';
import * as css from './palette.css.ts';

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** `?`: every shortcut of the commands this user has, generated from the same items the palette lists. */
export function KeyboardMap({ items, isOpen, onOpenChange }: { items: PaletteItem[]; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { LL } = useI18n();
  const rows = [{ id: 'palette.open', title: LL.shell.palette.openPalette(), shortcut: OPEN_PALETTE_SHORTCUT }, ...items.filter((item) => item.shortcut)];
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={LL.shell.palette.keyboardMapTitle()} size="md" actions={({ close }) => <Button onPress={close}>{LL.common.close()}</Button>}>
      <p>{LL.shell.palette.keyboardMapIntro()}</p>
      <table className={css.table} data-testid="keyboard-map">
        <thead>
          <tr>
            <th scope="col">{LL.shell.palette.shortcut()}</th>
            <th scope="col">{LL.shell.palette.command()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                {shortcutLabel(row.shortcut ?? '', isMac()).map((k, i) => (
                  <kbd key={i} className={css.kbd}>
                    {k}
                  </kbd>
                ))}
              </td>
              <td>{row.title}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ModalDialog>
  );
}
