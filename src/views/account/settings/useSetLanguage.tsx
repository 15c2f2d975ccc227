import { useState, type ReactNode } from 'react';
import { setLanguage } from '../../../api/profile.ts';
import type { Locale } from '../../../i18n/translate.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { ModalDialog } from '../../system/Dialog.tsx';
import { useRuntime } from '../../shell/runtime.tsx';

/** The page reload after a language change; replaced in tests. */
export const pageReload = { reload: (): void => window.location.reload() };

/**
 * Spec 1 §4/§8: the language switch posts the language, then the page reloads; a failure shows an
 * error dialog titled Error with the common message. Render `dialog` next to the control.
 */
export function useSetLanguage(): { change: (locale: Locale) => Promise<void>; dialog: ReactNode } {
  const { LL, locale: current, setLocale } = useI18n();
  const { http } = useRuntime();
  const [failed, setFailed] = useState(false);
  async function change(locale: Locale) {
    if (locale === current) return;
    try {
      await setLanguage(http, locale);
    } catch {
      setFailed(true);
      return;
    }
    // kept locally too, so the reloaded page starts in the new language before the profile loads
    setLocale(locale);
    pageReload.reload();
  }
  const dialog = (
    <ModalDialog
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
    </ModalDialog>
  );
  return { change, dialog };
}
