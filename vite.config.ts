import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { endpointStubs } from './scripts/vite-endpoint-stubs.ts';
import { precompress } from './scripts/vite-precompress.ts';

const CORE_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|@tanstack[\\/](query-core|react-query)|jotai|jotai-tanstack-query|wouter|regexparam|typesafe-i18n|use-sync-external-store)[\\/]/;

const SHELL_SHARED = /src[\\/](api[\\/](auth|client|http|api-error)|domain[\\/](permissions|routes))\.ts$/;

const apiPort = Number(process.env.PORT ?? 3000);
const backend = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  // endpointStubs: the browser build gets endpoint descriptors without their zod schemas (decision 027);
  // precompress: .br and .gz beside each text asset, sent as they are by the server (decision 110)
  plugins: [react(), vanillaExtractPlugin(), endpointStubs(), precompress()],
  resolve: {
    alias: [
      // the browser loads only the locale it shows, on demand (src/i18n/load.ts); Node and the tests
      // keep loading every locale at import (docs/decisions/027-initial-bundle.md)
      { find: /^\.\/load-locales\.ts$/, replacement: fileURLToPath(new URL('./src/i18n/load-locales.browser.ts', import.meta.url)) },
      // cmdk's unused Command.Dialog and the Radix dialog it brings stay out of the palette's chunk (decision 064)
      {
        find: /^@radix-ui\/react-dialog$/,
        replacement: fileURLToPath(new URL('./src/views/palette/radix-dialog-stub.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': backend, '/track': backend, '/go': backend },
  },
  // manifest: scripts/bundle-size.mjs measures the initial JS from it
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // every browser the app supports has <link rel=modulepreload>: no polyfill in the entry (decision 064)
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // the libraries every screen runs at start in one chunk: left alone, the bundler cuts them into
          // a chunk per set of lazy pages sharing them, each compressed on its own (decision 027)
          groups: [
            { name: 'core', test: CORE_LIBRARIES },
            // the entry's own modules that pages import too: left alone, each is a chunk (and a request) of
            // its own; one missing here only becomes its own small chunk again (decision 064)
            { name: 'shell', test: SHELL_SHARED },
          ],
        },
      },
    },
  },
});
