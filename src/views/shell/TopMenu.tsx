import { useSyncExternalStore } from 'react';
import { Link } from 'react-aria-components';
import { useLocation } from 'wouter';
import type { AccessSession } from '../../domain/access.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { Icon } from '../system/icons.tsx';
import { breakpoints } from '../system/tokens.ts';
import { DeferredTrigger } from '../app/deferred-module.tsx';
import { classicMenuFor, type ClassicLink } from './classic-menu.ts';
import { shellOverlays } from './deferred.ts';
import * as classic from './classic.css.ts';
import * as css from './shell.css.ts';

const DESKTOP_QUERY = `(min-width: ${breakpoints.desktop}px)`;

/** True at desktop widths; follows the window as it is resized. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const query = window.matchMedia(DESKTOP_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches,
  );
}

/**
 * The older top menu (spec 1 §2), chosen with the palette command "Use classic top menu". It is the
 * main menu while chosen, so it carries the same landmark name as the side menu it replaces.
 */
export function TopMenu({ access }: { access: AccessSession }) {
  const { LL } = useI18n();
  const [location] = useLocation();
  const model = classicMenuFor(access, { desktop: useIsDesktop() });
  const greyed = model.greyed ? LL.shell.onboarding[model.greyed]() : null;
  const current = (item: ClassicLink) => location === item.path;
  return (
    <nav aria-label={LL.shell.mainMenu()} className={classic.nav} data-layout="classic">
      {greyed && (
        <p className={classic.greyed} role="note" data-testid="menu-greyed">
          {greyed}
        </p>
      )}
      <ul className={classic.list}>
        {model.entries.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'link' ? (
              greyed ? (
                <span className={css.menuLink} aria-disabled="true" title={greyed}>
                  {LL.shell.classic[entry.label]()}
                </span>
              ) : (
                <Link href={entry.path} className={css.menuLink} aria-current={current(entry) ? 'page' : undefined}>
                  {LL.shell.classic[entry.label]()}
                </Link>
              )
            ) : (
              // the button is drawn with the shell, its menu comes with the header overlays (./deferred.ts)
              <DeferredTrigger
                module={shellOverlays}
                popup="menu"
                trigger={
                  <Button tone="ghost" isDisabled={Boolean(greyed)} className={classic.trigger}>
                    {LL.shell.classic[entry.label]()}
                    <Icon name="chevronDown" size={14} />
                  </Button>
                }
                render={(overlays, trigger) => <overlays.ClassicDropdownMenu entry={entry} trigger={trigger} />}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
