import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { menuFor, type AccessSession } from '../../domain/access.ts';
import type { Me } from '../../domain/auth/contract.ts';
import type { WebRoute } from '../../domain/routes.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { OnboardingChecklist } from './OnboardingChecklist.tsx';
import { useAutoTimezone } from '../account/index.ts';
import { useProfileLanguage } from './useProfileLanguage.ts';
import { SideMenu } from './SideMenu.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';
import { menuLayoutAtom } from '../../atoms/shell.ts';
import * as classicCss from './classic.css.ts';
import * as css from './shell.css.ts';

/**
 * Main layout: side menu (or, when the user chose it, the older top menu in the header), top header,
 * the owner's onboarding checklist until approval, then the page.
 */
export function MainLayout({ route, me, access, children }: { route: WebRoute; me: Me; access: AccessSession; children: ReactNode }) {
  const menu = menuFor(access);
  const classic = useAtomValue(menuLayoutAtom) === 'classic';
  useAutoTimezone(me);
  useProfileLanguage(me);
  return (
    <div className={classic ? classicCss.frame : css.frame}>
      <SkipLink />
      {!classic && <SideMenu menu={menu} />}
      <div className={css.column}>
        <Header route={route} me={me} menu={menu} access={access} classic={classic} />
        <main id={MAIN_ID} tabIndex={-1} className={css.main}>
          {/* every user until approval (live unlock); the checklist itself shows for the owner only */}
          {!access.isAdminApprove && <OnboardingChecklist me={me} />}
          {children}
        </main>
      </div>
    </div>
  );
}

/** Simple layout: a plain header and the footer (footer pages, before first login). */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <div className={css.simpleFrame}>
      <SkipLink />
      <header className={css.header}>
        <Link href="/" className={css.title}>
          Brand Console
        </Link>
        <LanguageSwitch />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={css.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** Bare layout: no chrome (sign-in pages, 404). */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <main id={MAIN_ID} tabIndex={-1} className={css.main}>
        {children}
      </main>
    </>
  );
}
