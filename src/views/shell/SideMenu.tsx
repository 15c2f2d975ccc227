import type { MenuModel } from '../../domain/access.ts';
import { MenuTree } from './MenuTree.tsx';
import * as css from './shell.css.ts';

/**
 * The desktop side menu (hidden below the tablet breakpoint, where the off-canvas menu takes over).
 * The landmark name stays "Main menu" in every language: end-to-end tests and assistive-tech users'
 * landmark shortcuts rely on it. The nav is the grid's column (its background runs the page's
 * height); what it holds is a sticky body that stays in view (decision 069).
 */
export function SideMenu({ menu }: { menu: MenuModel }) {
  return (
    <nav aria-label="Main menu" className={css.sideMenu}>
      <div className={css.sideMenuBody}>
        <div className={css.brand}>Brand Console</div>
        <MenuTree menu={menu} />
      </div>
    </nav>
  );
}
