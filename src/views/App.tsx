import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { NOT_FOUND_PATH } from '../domain/access.ts';
import { WEB_ROUTES } from '../domain/routes.ts';
import { useI18n } from '../i18n/runtime.ts';
import { HttpDialogs } from './shell/HttpDialogs.tsx';
import { LogoutDialog } from './shell/LogoutDialog.tsx';
import { PaletteMount } from './shell/PaletteMount.tsx';
import { toastRegion } from './app/deferred.ts';
import { Screen } from './shell/Screen.tsx';
import { pageFor } from './page-table.tsx';

// the table benchmark page (decision 023): dev server, or a build with VITE_BENCH=1; otherwise dropped from the bundle
const BENCH = import.meta.env.DEV || import.meta.env.VITE_BENCH === '1';
const BenchTablePage = BENCH ? lazy(async () => ({ default: (await import('./table/BenchTablePage.tsx')).BenchTablePage })) : () => null;
const BenchPalettePage = BENCH
  ? lazy(async () => ({ default: (await import('./palette/BenchPalettePage.tsx')).BenchPalettePage }))
  : () => null;

/**
 * Every route of src/domain/routes.ts, each behind the guard; anything else goes to /errors/404.
 * react-aria links and menu items navigate through wouter (RouterProvider), so `href` works everywhere.
 */
export function App() {
  const { LL } = useI18n();
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={(to) => navigate(to)}>
      <Switch>
        {WEB_ROUTES.map((route) => (
          <Route key={route.id} path={route.path}>
            <Screen route={route} Page={pageFor(route)} />
          </Route>
        ))}
        {BENCH && (
          <Route path="/__bench/table">
            <Suspense fallback={null}>
              <BenchTablePage />
            </Suspense>
          </Route>
        )}
        {BENCH && (
          <Route path="/__bench/palette">
            <Suspense fallback={null}>
              <BenchPalettePage />
            </Suspense>
          </Route>
        )}
        <Route>
          <Redirect to={NOT_FOUND_PATH} replace />
        </Route>
      </Switch>
      {/* its own chunk, fetched on idle after the first paint (decision 027) */}
      <PaletteMount />
      <LogoutDialog />
      <HttpDialogs />
      <toastRegion.Mount closeLabel={LL.common.dismiss()} />
    </RouterProvider>
  );
}
