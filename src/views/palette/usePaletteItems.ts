import { useAtom, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { applyTheme, effectiveTheme } from '../system/theme-mode.ts';
import { showToast } from '../system/toast-queue.ts';
import { useShellSession } from '../app/runtime.tsx';
import { useSetLanguage } from '../app/useSetLanguage.tsx';
import { useGuardedNavigate } from '../app/navigation-blocker.ts';
import { inviteOpenAtom, keyboardMapOpenAtom, logoutConfirmOpenAtom, menuLayoutAtom } from '../../atoms/shell.ts';
import type { OnboardingCommandState } from '../../commands/onboarding.ts';
import type { ItemsContext } from './palette-list.ts';

/**
 * The palette's view of the app: translations, the session's access and the shell actions; the
 * onboarding checklist's state comes from the shell (areas do not import each other).
 */
export function useItemsContext(onboarding: OnboardingCommandState | undefined): ItemsContext {
  const { LL, locale } = useI18n();
  const setLocale = useSetLanguage();
  const { access, me } = useShellSession();
  // held by a page with unsaved changes (navigation-blocker.ts)
  const navigate = useGuardedNavigate();
  const openLogout = useSetAtom(logoutConfirmOpenAtom);
  const openKeyboardMap = useSetAtom(keyboardMapOpenAtom);
  const openInvite = useSetAtom(inviteOpenAtom);
  const [menuLayout, setMenuLayout] = useAtom(menuLayoutAtom);
  const managerEmail = me?.manager?.email ?? '';
  return useMemo(
    () => ({
      LL,
      locale,
      access,
      menuLayout,
      hasManager: Boolean(managerEmail),
      onboarding,
      actions: {
        navigate: (path: string) => navigate(path),
        toggleTheme: () => applyTheme(effectiveTheme() === 'dark' ? 'light' : 'dark'),
        setTheme: applyTheme,
        setLocale,
        openLogout: () => openLogout(true),
        openKeyboardMap: () => openKeyboardMap(true),
        openInvite: () => openInvite(true),
        setMenuLayout,
        copyManagerEmail: () => {
          navigator.clipboard?.writeText(managerEmail).then(
            () => showToast({ tone: 'success', title: LL.shell.header.copied(), description: managerEmail }),
            () => showToast({ tone: 'info', title: managerEmail }),
          );
        },
      },
    }),
    [LL, locale, access, menuLayout, managerEmail, onboarding, navigate, setLocale, openLogout, openKeyboardMap, openInvite, setMenuLayout],
  );
}
