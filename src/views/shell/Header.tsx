import { useAtomValue } from 'jotai';
import type { AccessSession, MenuModel } from '../../domain/access.ts';
import type { Me } from '../../domain/auth/contract.ts';
import type { WebRoute } from '../../domain/routes.ts';
import { routeTitle } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { AvatarMenu } from './AvatarMenu.tsx';
import { Bell } from './Bell.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ManagerContact } from './ManagerContact.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { TopMenu } from './TopMenu.tsx';
import { unreadCountAtom } from '../../atoms/notifications.ts';
import * as classicCss from './classic.css.ts';
import * as css from './shell.css.ts';

/**
 * The top header of spec 1 §2; which entries show comes from `menuFor(session).header`. With the
 * classic layout it also carries the older top menu, and the screen title moves into the page.
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
  return (
    <header className={css.header}>
      <MobileMenu menu={menu} />
      {classic ? (
        <>
          <span className={classicCss.brand}>Brand Console</span>
          <TopMenu access={access} />
        </>
      ) : (
        <h1 className={css.title}>{routeTitle(LL, route.id)}</h1>
      )}
      {menu.header.managerContact && <ManagerContact manager={me.manager} />}
      <LanguageSwitch />
      {menu.header.bell && <Bell unread={unread} />}
      <AvatarMenu me={me} header={menu.header} variant={classic ? 'classic' : 'side'} />
    </header>
  );
}
