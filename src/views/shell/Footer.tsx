import { Link } from 'react-aria-components';
import { useI18n } from '../../i18n/runtime.ts';
import * as css from './shell.css.ts';

/** Footer links of spec 1 §2 (simple layout and the mobile menu). */
export function Footer() {
  const { LL } = useI18n();
  return (
    <footer className={css.footer}>
      <Link href="/auth/support-center" className={css.footerLink}>
        {LL.shell.footer.supportCenter()}
      </Link>
      <Link href="/auth/privacy-policy" className={css.footerLink}>
        {LL.shell.footer.privacyPolicy()}
      </Link>
      <span className={css.muted}>{LL.shell.footer.copyright({ year: new Date().getFullYear() })}</span>
    </footer>
  );
}
