import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appRuntime } from './api/app-runtime.ts';
import { queryClient } from './api/query-client.ts';
import './views/system/global.css.ts';
import { applyTheme, storedTheme } from './views/system/theme-mode.ts';
import { App } from './views/App.tsx';
import { Providers } from './views/Providers.tsx';

/* Browser entry: theme first (no flash of the wrong one), then the app inside its providers. */
applyTheme(storedTheme());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Providers runtime={appRuntime()} queryClient={queryClient}>
      <App />
    </Providers>
  </StrictMode>,
);
