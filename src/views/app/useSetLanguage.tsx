import { useQueryClient } from '@tanstack/react-query';
import { atom, useAtom, useSetAtom } from 'jotai';
import { setLanguage } from '../../api/profile.ts';
import type { Locale } from '../../i18n/translate.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { LazyModalDialog } from './LazyModalDialog.tsx';
import { useShellSession } from './runtime.tsx';

/** The page reload after a language change; replaced in tests. */
export const pageReload = { reload: (): void => window.location.reload() };

const languageFailedAtom = atom(false);

/**
 * Spec 1 §4/§8: the language switch posts the language, then the page reloads; a failure opens the
 * error dialog (rendered once by <LanguageErrorDialog/>, in the header). Signed out there is no
 * profile to save to: the choice is applied locally.
 */
export function useSetLanguage(): (locale: Locale) => Promise<void> {
  const { locale: current, setLocale } = useI18n();
  const client = useQueryClient();
  const { signedIn } = useShellSession();
  const setFailed = useSetAtom(languageFailedAtom);
  return async (locale: Locale) => {
    if (locale === current) return;
    if (!signedIn) return setLocale(locale);
    try {
      await setLanguage(client, locale);
    } catch {
      setFailed(true);
      return;
    }
    // kept locally too, so the reloaded page starts in the new language before the profile loads
    setLocale(locale);
    pageReload.reload();
  };
}

/** "Error" with the common message (spec 1 §8 "Language switch failure"). */
export function LanguageErrorDialog() {
  const { LL } = useI18n();
  const [failed, setFailed] = useAtom(languageFailedAtom);
  return (
    <LazyModalDialog
      isOpen={failed}
      onOpenChange={setFailed}
      role="alertdialog"
      size="sm"
      title={LL.account.languageFailedTitle()}
      actions={({ close }) => (
        <Button tone="primary" onPress={close}>
          {LL.common.ok()}
        </Button>
      )}
    >
      {LL.errors.errorOccurred()}
    </LazyModalDialog>
  );
}
