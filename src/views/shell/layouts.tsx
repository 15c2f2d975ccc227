import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { menuFor, type AccessSession } from '../../domain/access.ts';
import type { Me } from '../../domain/auth/contract.ts';
import type { WebRoute } from '../../domain/routes.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { OnboardingChecklist } from './OnboardingChecklist.tsx';
import { SideMenu } from './SideMenu.tsx';
import * as css from './shell.css.ts';

/** Main layout: side menu, top header, the owner's onboarding checklist until approval, then the page. */
export function MainLayout({ route, me, access, children }: { route: WebRoute; me: Me; access: AccessSession; children: ReactNode }) {
  const { LL } = useI18n();
  const menu = menuFor(access);
  return (
    <div className={css.frame}>
      <a href="#main" className={css.skipLink}>
        {LL.shell.skipToContent()}
      </a>
      <SideMenu menu={menu} />
      <div className={css.column}>
        <Header route={route} me={me} menu={menu} />
        <main id="main" tabIndex={-1} className={css.main}>
          {access.role === 'owner' && !access.isAdminApprove && <OnboardingChecklist me={me} />}
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
      <header className={css.header}>
        <Link href="/" className={css.title}>
          Brand Console
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main" tabIndex={-1} className={css.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** Bare layout: no chrome (sign-in pages, 404). */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={css.main}>
      {children}
    </main>
  );
}
