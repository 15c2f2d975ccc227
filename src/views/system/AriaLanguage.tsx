import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { dateFieldLocale } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/runtime.ts';

/**
 * react-aria in the page's language, not the browser's (decision 072). Without it react-aria takes
 * `navigator.language`: its own words (a popover's hidden "Dismiss", a date field's "year", a combo
 * box's "Show suggestions") came out in the browser's language — English on a Vietnamese page, French
 * on an English page in a French browser. Vietnamese, which react-aria does not ship, is added by
 * src/i18n/react-aria-vi.ts.
 */
export function AriaLanguage({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  return <I18nProvider locale={dateFieldLocale(locale)}>{children}</I18nProvider>;
}
