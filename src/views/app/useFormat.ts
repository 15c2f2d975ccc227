import { useMemo } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { formatsFor, userTimeZone, type Formats } from './formats.ts';
import { useShellSession } from './runtime.tsx';

export type { Formats } from './formats.ts';
export { formatsFor } from './formats.ts';

/**
 * The page's formatters (./formats.ts): the brand's currency from the profile, the UI language, and
 * the user's time zone (the profile's, else the browser's) — or the browser's where the spec says so
 * (`{ zone: 'browser' }`: notification times, spec 1 §9).
 */
export function useFormat({ zone = 'user' }: { zone?: 'user' | 'browser' } = {}): Formats {
  const { locale } = useI18n();
  const { me } = useShellSession();
  const currency = me?.currency ?? 'USD';
  const timeZone = userTimeZone(zone === 'browser' ? undefined : me?.timezone);
  return useMemo(() => formatsFor(locale, currency, timeZone), [locale, currency, timeZone]);
}
