import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import type { SessionRuntime } from '../api/session.ts';
import { createAppStore } from '../atoms/session.ts';
import { I18nProvider } from '../i18n/runtime.ts';
import type { Locale } from '../i18n/translate.ts';
import { RuntimeProvider } from './app/runtime.tsx';
import { AriaLanguage } from './system/AriaLanguage.tsx';

/**
 * Everything the views need, in one place so main.tsx and the dom tests build the same tree:
 * one QueryClient shared by React Query hooks and jotai-tanstack-query atoms, a jotai store, i18n (react-aria's
 * included) and the session runtime.
 */
export function Providers({
  runtime,
  queryClient,
  locale,
  children,
}: {
  runtime: SessionRuntime;
  queryClient: QueryClient;
  locale?: Locale;
  children: ReactNode;
}) {
  const [store] = useState(() => createAppStore(queryClient, runtime));
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nProvider locale={locale}>
          <AriaLanguage>
            <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>
          </AriaLanguage>
        </I18nProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
