import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appRuntime } from './api/app-runtime.ts';
import { prefetchSession } from './api/boot.ts';
import { queryClient } from './api/query-client.ts';
import { ensureFirstPaint, ensureLocale } from './i18n/load.ts';
import { initialLocale } from './i18n/runtime.ts';
import './views/system/global.css.ts';
import { applyTheme, storedTheme } from './views/system/theme-mode.ts';
import { App } from './views/App.tsx';
import { Providers } from './views/Providers.tsx';
import { preloadPageAt } from './views/page-table.tsx';
import { bufferKeysUntilPalette } from './views/shell/PaletteMount.tsx';

/*
 * Browser entry: theme first (no flash of the wrong one), then the shell's part of the shown locale's
 * dictionary (src/i18n/areas.ts, docs/decisions/027-initial-bundle.md; rendering before it would
 * flash empty texts) while the profile, the rest of the dictionary and the first page's chunk load
 * too, then the app inside its providers. The requests go out in that order: the browser has a few
 * connections per server, and what the first render waits for must not queue behind the page's
 * chunks (docs/decisions/064-shell-bundle-and-palette-timing.md).
 */
applyTheme(storedTheme());
// The CSP admits run-time <style> elements only with this answer's nonce, which the server writes
// into index.html (server/http/app-shell.ts). react-aria reads the meta tag and falls back to webpack's
// global name, which style-injecting libraries read; the `nonce` property survives where the attribute is hidden.
const cspNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (cspNonce && cspNonce !== '__CSP_NONCE__') (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = cspNonce;

// Ctrl/Cmd+K and shortcut keys pressed while the first screen's texts load are kept for the palette
bufferKeysUntilPalette();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const locale = initialLocale();
const runtime = appRuntime();
const firstPaint = ensureFirstPaint(locale);
prefetchSession(queryClient, runtime);
void ensureLocale(locale).catch(() => undefined); // a failure shows when a page waits for it
// the first screen's page chunk loads beside them, not after the first render
preloadPageAt(window.location.pathname);
void firstPaint.then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers runtime={runtime} queryClient={queryClient} locale={locale}>
        <App />
      </Providers>
    </StrictMode>,
  ),
);
