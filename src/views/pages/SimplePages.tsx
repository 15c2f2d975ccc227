import { Link } from 'react-aria-components';
import type { WebRoute } from '../../domain/routes.ts';
import { routeTitle } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { button } from '../system/button.css.ts';
import * as css from './pages.css.ts';

/** A screen a later issue fills: says so plainly (spec: "pages that later issues fill say so"). */
export function PlaceholderPage({ route }: { route: WebRoute }) {
  const { LL } = useI18n();
  return (
    <section className={css.centered} data-testid="placeholder-page">
      <h1 className={css.heading}>{routeTitle(LL, route.id)}</h1>
      <p className={css.text}>{route.filledBy ? LL.shell.pages.arrivesWith({ issue: route.filledBy }) : LL.shell.pages.arrivesLater()}</p>
    </section>
  );
}

/** /lock: the text of spec 1 §6 rule 3. */
export function LockPage() {
  const { LL } = useI18n();
  return (
    <section className={css.centered}>
      <p className={css.big} aria-hidden="true">
        🔒
      </p>
      <h1 className={css.heading}>{LL.shell.pages.lockTitle()}</h1>
      <p className={css.text}>{LL.shell.pages.lockText()}</p>
      <Link href="/" className={button({ tone: 'primary' })}>
        {LL.shell.pages.goHome()}
      </Link>
    </section>
  );
}

export function NotFoundPage() {
  const { LL } = useI18n();
  return (
    <section className={css.centered}>
      <h1 className={css.big}>404</h1>
      <h2 className={css.heading}>{LL.shell.pages.notFoundTitle()}</h2>
      <p className={css.text}>{LL.shell.pages.notFoundText()}</p>
      <Link href="/" className={button({ tone: 'primary' })}>
        {LL.shell.pages.goHome()}
      </Link>
    </section>
  );
}

/** Help, support center and privacy policy: short static texts until a content source exists. */
export function TextPage({ route, text }: { route: WebRoute; text: 'helpText' | 'supportText' | 'privacyText' }) {
  const { LL } = useI18n();
  return (
    <section className={css.centered}>
      <h1 className={css.heading}>{routeTitle(LL, route.id)}</h1>
      <p className={css.text}>{LL.shell.pages[text]()}</p>
    </section>
  );
}
