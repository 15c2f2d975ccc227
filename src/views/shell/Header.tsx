import { useAtomValue } from 'jotai';
import type { AccessSession, MenuModel } from '../../domain/access.ts';
import type { Me } from '../../domain/auth/contract.ts';
import type { WebRoute } from '../../domain/routes.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { Icon } from '../system/icons.tsx';
import { DeferredTrigger } from '../app/deferred-module.tsx';
import { Bell } from './Bell.tsx';
import { shellOverlays } from './deferred.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ManagerContact } from './ManagerContact.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { TopMenu } from './TopMenu.tsx';
import { pageArea, showsArea } from './page-area.ts';
import { unreadCountAtom } from '../../atoms/notifications.ts';
import * as classicCss from './classic.css.ts';
import * as css from './shell.css.ts';

/**
 * The top header of spec 1 §2; which entries show comes from `menuFor(session).header`. With the
 * classic layout it also carries the older top menu. The page's title is its own h1 in main (shown
 * once, decision 046): the header shows the page's area as a crumb (decision 069). Below the tablet
 * breakpoint it collapses: the menu button opens the off-canvas menu (which also holds the account
 * manager), the company name leaves the avatar button.
 */
export function Header({
  route,
  me,
  menu,
  access,
  classic = false,
}: {
  route: WebRoute;
  me: Me;
  menu: MenuModel;
  access: AccessSession;
  classic?: boolean;
}) {
  const { LL } = useI18n();
  const unread = useAtomValue(unreadCountAtom);
  const area = pageArea(route);
  const areaName = area === 'account' ? LL.shell.area.account() : LL.shell.menu[area]();
  const routeTitle = (LL.routes as Record<string, (() => string) | undefined>)[route.id]?.() ?? '';
  const managerContact = menu.header.managerContact ? <ManagerContact manager={me.manager} /> : null;
  return (
    <header className={css.header}>
      <MobileMenu menu={menu} extras={managerContact} />
      {classic ? (
        <>
          <span className={classicCss.brand}>Brand Console</span>
          <TopMenu access={access} />
        </>
      ) : (
        <span className={css.area}>
          {showsArea(route, areaName, routeTitle) ? areaName : null}
          {/* an agency inside the brand is always told so (decision 077) */}
          {access.agency && <span className={css.agencyMark}>{LL.shell.agencyActing({ agency: access.agency.name })}</span>}
        </span>
      )}
      {managerContact && <div className={css.onlyWide}>{managerContact}</div>}
      <LanguageSwitch />
      {menu.header.bell && <Bell unread={unread} />}
      {/* the avatar button is drawn with the shell, its menu comes with the header overlays (./deferred.ts) */}
      <DeferredTrigger
        module={shellOverlays}
        popup="menu"
        trigger={
          <Button tone="ghost" hint={LL.shell.header.accountMenu()}>
            <Icon name="user" />
            <span className={css.headerName} title={me.company_name}>
              {me.company_name}
            </span>
          </Button>
        }
        render={(overlays, trigger) => (
          <overlays.AvatarMenu me={me} header={menu.header} variant={classic ? 'classic' : 'side'} trigger={trigger} />
        )}
      />
    </header>
  );
}
