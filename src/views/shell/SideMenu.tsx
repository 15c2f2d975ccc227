import type { MenuModel } from '../../domain/access.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { MenuTree } from './MenuTree.tsx';
import * as css from './shell.css.ts';

/**
 * The desktop side menu (hidden below the tablet breakpoint, where the off-canvas menu takes over).
 * Its landmark name is in the page's language like every other text (decision 066): a screen reader
 * on a Vietnamese page announces "Menu chính", not English. The nav is the grid's column (its
 * background runs the page's height); what it holds is a sticky body that stays in view (decision 069).
 */
export function SideMenu({ menu }: { menu: MenuModel }) {
  const { LL } = useI18n();
  return (
    <nav aria-label={LL.shell.mainMenu()} className={css.sideMenu}>
      <div className={css.sideMenuBody}>
        <div className={css.brand}>Brand Console</div>
        <MenuTree menu={menu} />
      </div>
    </nav>
  );
}
