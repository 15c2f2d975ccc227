import type { ReactElement } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { Menu, MenuItem } from '../system/Menu.tsx';
import type { ClassicDropdown } from './classic-menu.ts';

/** A dropdown of the classic top menu (./TopMenu.tsx), in the header overlays' chunk (./deferred.ts). */
export function ClassicDropdownMenu({ entry, trigger }: { entry: ClassicDropdown; trigger: ReactElement }) {
  const { LL } = useI18n();
  return (
    <Menu label={LL.shell.classic[entry.label]()} placement="bottom start" trigger={trigger}>
      {entry.items.map((item) => (
        <MenuItem key={item.routeId} id={item.routeId} href={item.path}>
          {LL.shell.classic[item.label]()}
        </MenuItem>
      ))}
    </Menu>
  );
}
