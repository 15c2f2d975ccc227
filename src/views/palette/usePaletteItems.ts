import { useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../i18n/runtime.ts';
import { applyTheme, effectiveTheme } from '../system/theme-mode.ts';
import { useShellSession } from '../shell/runtime.tsx';
import { keyboardMapOpenAtom, logoutConfirmOpenAtom } from '../shell/shell-atoms.ts';
import type { ItemsContext } from './items.ts';

/** The palette's view of the app: translations, the session's access and the shell actions. */
export function useItemsContext(): ItemsContext {
  const { LL, locale, setLocale } = useI18n();
  const { access } = useShellSession();
  const [, navigate] = useLocation();
  const openLogout = useSetAtom(logoutConfirmOpenAtom);
  const openKeyboardMap = useSetAtom(keyboardMapOpenAtom);
  return useMemo(
    () => ({
      LL,
      locale,
      access,
      actions: {
        navigate: (path: string) => navigate(path),
        toggleTheme: () => applyTheme(effectiveTheme() === 'dark' ? 'light' : 'dark'),
        setLocale,
        openLogout: () => openLogout(true),
        openKeyboardMap: () => openKeyboardMap(true),
      },
    }),
    [LL, locale, access, navigate, setLocale, openLogout, openKeyboardMap],
  );
}
