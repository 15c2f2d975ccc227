import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useLocation } from 'wouter';
import type { MenuModel, MenuSection } from '../../domain/access.ts';
import { WEB_ROUTES, type MenuGroup } from '../../domain/routes.ts';
import { routeTitle } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/runtime.ts';
import * as css from './shell.css.ts';

/** Groups that hold several screens (Offers, Partnership, Reports) get a heading; the rest are one link. */
const GROUP_SIZE = new Map<MenuGroup, number>();
for (const route of WEB_ROUTES) if (route.menu) GROUP_SIZE.set(route.menu, (GROUP_SIZE.get(route.menu) ?? 0) + 1);
export const isSubmenu = (group: MenuGroup) => (GROUP_SIZE.get(group) ?? 0) > 1;

/** A group drawn collapsible (the mobile menu's, ./MobileMenuDialog.tsx: react-aria's Disclosure, not in the entry). */
export type CollapsibleGroup = ComponentType<{ title: string; children: ReactNode }>;

interface TreeProps {
  menu: MenuModel;
  /** the side menu shows each group open under its title; the mobile menu collapses them with this */
  Collapsible?: CollapsibleGroup;
  /** called after a link is followed (the mobile menu closes) */
  onNavigate?: () => void;
}

/**
 * The menu entries of `menuFor(session)`. Until the admin approves the onboarding the entries are
 * greyed: not links, aria-disabled, and the reason shown once above them (a tooltip cannot be reached
 * on an element that is not focusable, so the text is visible instead).
 */
export function MenuTree({ menu, Collapsible, onNavigate }: TreeProps) {
  const { LL } = useI18n();
  const greyedText = menu.greyed ? LL.shell.onboarding[menu.greyed]() : null;
  return (
    <>
      {greyedText && (
        <p className={css.notice} role="note" data-testid="menu-greyed">
          {greyedText}
        </p>
      )}
      <ul className={css.menuList}>
        {menu.sections.map((section) => (
          <li key={section.group}>
            <Section section={section} Collapsible={Collapsible} greyed={greyedText} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Section({
  section,
  Collapsible,
  greyed,
  onNavigate,
}: {
  section: MenuSection;
  Collapsible: TreeProps['Collapsible'];
  greyed: string | null;
  onNavigate?: () => void;
}) {
  const { LL } = useI18n();
  const items = (
    <ul className={isSubmenu(section.group) ? css.subList : css.menuList}>
      {section.items.map((item) => (
        <li key={item.routeId}>
          <Entry path={item.path} title={routeTitle(LL, item.routeId)} greyed={greyed} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
  if (!isSubmenu(section.group)) return items;
  const title = LL.shell.menu[section.group]();
  if (Collapsible) return <Collapsible title={title}>{items}</Collapsible>;
  return (
    <div role="group" aria-label={title}>
      <div className={css.groupTitle} aria-hidden="true">
        {title}
      </div>
      {items}
    </div>
  );
}

function Entry({ path, title, greyed, onNavigate }: { path: string; title: string; greyed: string | null; onNavigate?: () => void }) {
  const [location] = useLocation();
  if (greyed) {
    return (
      <span className={css.menuLink} aria-disabled="true" title={greyed}>
        {title}
      </span>
    );
  }
  const current = location === path || (path !== '/' && location.startsWith(`${path}/`) && !isExactElsewhere(location, path));
  return (
    <Link href={path} className={css.menuLink} aria-current={current ? 'page' : undefined} onPress={onNavigate}>
      {title}
    </Link>
  );
}

/** `/offers/new` must not also mark `/offers` current when `/offers/new` is itself in the menu. */
function isExactElsewhere(location: string, path: string): boolean {
  return WEB_ROUTES.some((route) => route.menu && route.path !== path && route.path.startsWith(path) && location.startsWith(route.path));
}
