import { useEffect } from 'react';
import type { Me } from '../../domain/auth/contract.ts';
import { isLocale } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/runtime.ts';

/**
 * The language saved on the profile (spec 1 §3, set by the language switch) wins over what this
 * browser remembered, so a user who chose Vietnamese sees it on any device after signing in.
 */
export function useProfileLanguage(me: Pick<Me, 'language'> | undefined): void {
  const { locale, setLocale } = useI18n();
  const saved = me?.language;
  useEffect(() => {
    if (saved && isLocale(saved) && saved !== locale) setLocale(saved);
    // only a change of the saved language re-applies it; the user's local switch is posted first
  }, [saved]);
}
