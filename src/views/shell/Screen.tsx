import { Suspense, type ComponentType } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { guard } from '../../domain/access.ts';
import type { WebRoute } from '../../domain/routes.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import { BareLayout, MainLayout, SimpleLayout } from './layouts.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { useShellSession } from '../app/runtime.tsx';
import * as css from './shell.css.ts';

/**
 * Rule 1's `next` with the query kept: the guard sees the path alone, but a notification's click target
 * is a path and a search (`/management/partner-contract?search=<id>`), and signing in must land on it.
 */
export function keepSearch(to: string, location: string, search: string): string {
  const [path, query] = to.split('?');
  if (!search || !query || !new URLSearchParams(query).has('next')) return to;
  return `${path}?next=${encodeURIComponent(`${location}?${search}`)}`;
}

/** A `next` path is followed only when it is a path of this app (never `//host` or a full URL). */
export function safeNext(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}

/**
 * One route of the table: asks the guard (spec 1 §6) where the current path may go, then renders the
 * page (`Page`, from the page table at the top, App.tsx) in its layout. While the profile of a signed-in user loads, nothing is guessed.
 */
export function Screen({ route, Page }: { route: WebRoute; Page: ComponentType<{ route: WebRoute }> }) {
  const { LL } = useI18n();
  const [location] = useLocation();
  const search = useSearch();
  const session = useShellSession();
  if (session.loading)
    return (
      <p role="status" className={css.muted} style={{ padding: 24 }}>
        {LL.common.loading()}
      </p>
    );
  if (session.failed) {
    return (
      <BareLayout>
        <p role="alert">{LL.errors.somethingWentWrong()}</p>
        <Button onPress={session.retry}>{LL.common.retry()}</Button>
      </BareLayout>
    );
  }
  const result = guard(location, session.access);
  if (result.kind === 'redirect') {
    // after signing in, go back to where rule 1 stopped the user
    const to =
      result.reason === 'signedIn' && route.id === 'login'
        ? (safeNext(search) ?? result.to)
        : result.reason === 'signedOut'
          ? keepSearch(result.to, location, search)
          : result.to;
    return <Redirect to={to} replace />;
  }
  // pages are lazy chunks: the layout (menu, header) stays while one loads, and when one fails
  const page = (
    <PageErrorBoundary resetKey={location}>
      <Suspense fallback={<PageLoading />}>
        <Page route={route} />
      </Suspense>
    </PageErrorBoundary>
  );
  if (route.layout === 'main' && session.me && session.access) {
    return (
      <MainLayout route={route} me={session.me} access={session.access}>
        {page}
      </MainLayout>
    );
  }
  if (route.layout === 'simple') {
    return <SimpleLayout>{page}</SimpleLayout>;
  }
  return <BareLayout>{page}</BareLayout>;
}

function PageLoading() {
  const { LL } = useI18n();
  return (
    <p role="status" className={css.muted} style={{ padding: 24 }}>
      {LL.common.loading()}
    </p>
  );
}
