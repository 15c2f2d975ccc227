import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/runtime.ts';
import type { Locale } from '../../i18n/translate.ts';
import { isChunkLoadError, PageErrorBoundary } from './PageErrorBoundary.tsx';

afterEach(cleanup);

/** A lazy page whose chunk is gone, as Chromium reports it. */
const chunkGone = () => new TypeError('Failed to fetch dynamically imported module: http://app.test/assets/OffersPage-0ld.js');
const LostPage = lazy(() => Promise.reject(chunkGone()));
function BrokenPage(): never {
  throw new Error('a bug in the page');
}

function renderAt(locale: Locale, key: string, page: React.ReactNode) {
  return (
    <I18nProvider locale={locale}>
      <PageErrorBoundary resetKey={key}>
        <Suspense fallback={<p>loading</p>}>{page}</Suspense>
      </PageErrorBoundary>
    </I18nProvider>
  );
}

describe('a page that cannot be shown', () => {
  // React reports a caught render error on the console as well; the tests read the page, not the console
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('whose chunk did not arrive says a new version may be out, with Reload focused', async () => {
    render(renderAt('en', '/offers', <LostPage />));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This page could not be loaded: a new version of Brand Console may have been published');
    const reload = screen.getByRole('button', { name: 'Reload' });
    // react-aria moves focus in an effect after the commit
    await waitFor(() => expect(document.activeElement).toBe(reload));
  });

  it('says so in Vietnamese too', async () => {
    render(renderAt('vi', '/offers', <LostPage />));
    expect((await screen.findByRole('alert')).textContent).toContain('Không tải được trang này');
    expect(screen.getByRole('button', { name: 'Tải lại' })).toBeTruthy();
  });

  it('that throws while rendering says something went wrong, not that a version is out', async () => {
    render(renderAt('en', '/offers', <BrokenPage />));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).not.toContain('new version');
  });

  it('gives the next location its page again', async () => {
    const view = render(renderAt('en', '/offers', <BrokenPage />));
    await screen.findByRole('alert');
    view.rerender(renderAt('en', '/partners', <p>the partners page</p>));
    expect(await screen.findByText('the partners page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('isChunkLoadError', () => {
  it("knows each browser's words for an import that did not arrive, and nothing else", () => {
    expect(isChunkLoadError(chunkGone())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true); // Firefox
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true); // Safari
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false); // not an Error
  });
});
