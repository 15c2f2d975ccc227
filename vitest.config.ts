import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Four projects: `unit` (pure code, Node), `dom` (React views in happy-dom), `api` (the real server
 * against a real PostgreSQL, see tests/support/setup/database.ts) and `model` (model-based tests generated
 * from the machines). File names choose the project: *.test.ts, *.test.tsx, *.api.test.ts, *.model.test.ts(x).
 */
/** unit test files that vi.mock a module: they run isolated (project unit-isolated), the rest share a graph per worker. */
const ISOLATED_UNIT_FILES = ['server/tracking/commit/writer-pipeline.test.ts'];
/** api test files that vi.mock a server module: they run isolated (project api-mocking). */
const MOCKING_API_FILES = ['server/http/access.api.test.ts'];
/**
 * dom test files that must have a module graph of their own (project dom-isolated): those that vi.mock
 * a module of the app, and those whose module state a shared worker carried into the next file
 * (decision 083). Every other dom file shares one graph per worker and is put back after each test by
 * tests/support/setup/dom-shared.ts.
 */
const ISOLATED_DOM_FILES = [
  'src/views/shell/palette-mount.test.tsx', // vi.mock
  'src/views/notifications/sync.test.tsx', // spies on Storage.prototype: a shared window's storage is another's
  'src/views/shell/mobile-menu.test.tsx', // a followed link did not navigate after other files
];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    // Vitest's default is one worker less than the cores: ONE on CI's 2 cores. The api and model
    // files spend much of their time waiting on PostgreSQL (its own process), so two workers keep both
    // cores busy: the whole run took 541 s with one and 339 s with two (measured, decision 056).
    maxWorkers: 2,
    // The happy-dom projects (dom, model) import the UI packages in every test file: the optimizer
    // bundles each into one module instead of hundreds of small files (react-aria-components alone is
    // ~400); the share of import in the dom project went from 25–29 % to 15 % (decision 073).
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react-aria-components',
            '@internationalized/date',
            '@tanstack/react-query',
            '@tanstack/react-table',
            '@tanstack/react-virtual',
            '@xstate/react',
            'xstate',
            'cmdk',
            'jotai',
            'jotai-tanstack-query',
            'wouter',
            'zod',
            'typesafe-i18n',
            '@visx/axis',
            '@visx/group',
            '@visx/scale',
            '@visx/shape',
            '@testing-library/react',
            'decimal.js',
          ],
        },
      },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          globalSetup: ['tests/support/setup/geo.ts'],
          include: [
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'eslint-rules/**/*.test.js',
            'tests/architecture/**/*.test.ts',
            'tests/fuzz/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/*.model.test.ts', ...ISOLATED_UNIT_FILES, 'node_modules/**'],
          // one module graph per worker, like dom and api: 158 small files each importing its graph again
          // spent ~45 % of the project in imports (alone: 61 → 23 s, decision 100)
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', environment: 'node', include: ISOLATED_UNIT_FILES },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          // the slowest view tests take 2.8 s on a quiet CI machine (two take 5 s and set their own
          // timeout): the default 5 s was under twice that, so slow-but-correct renders failed under load
          testTimeout: 15_000,
          setupFiles: ['tests/support/setup/dom.ts', 'tests/support/setup/dom-shared.ts'],
          include: ['src/**/*.test.tsx'],
          exclude: ['**/*.model.test.tsx', ...ISOLATED_DOM_FILES, 'node_modules/**'],
          // one module graph per worker, not per file: React, react-aria, the app's modules and their lazy
          // chunks are imported once. The project's CPU 298 → 111 s, its wall time 732 → 337 s under the
          // same load (decision 083); tests/support/setup/dom-shared.ts puts back what a test leaves behind
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // the dom files listed in ISOLATED_DOM_FILES, each in a module graph of its own
          name: 'dom-isolated',
          environment: 'happy-dom',
          testTimeout: 15_000,
          setupFiles: ['tests/support/setup/dom.ts'],
          include: ISOLATED_DOM_FILES,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.api.test.ts', 'tests/api/**/*.api.test.ts'],
          exclude: [...MOCKING_API_FILES, 'node_modules/**'],
          globalSetup: ['tests/support/setup/geo.ts', 'tests/support/setup/database.ts'],
          // Each file builds its own app on its own database; the server's modules keep per-database
          // state in WeakMaps keyed by the pool, so they are imported once per worker, not once per file
          // (84 files each imported the whole server: import was 35 % of the project, decision 074).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // the files that replace a module of the server with vi.mock: isolated, so no mock leaks
          name: 'api-mocking',
          environment: 'node',
          include: MOCKING_API_FILES,
          globalSetup: ['tests/support/setup/geo.ts', 'tests/support/setup/database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // the postback crash test: the real server as a child process, killed with SIGKILL mid-load
          name: 'crash',
          environment: 'node',
          include: ['tests/crash/**/*.api.test.ts'],
          globalSetup: ['tests/support/setup/geo.ts', 'tests/support/setup/database.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // the lifecycles driven through the real API: shared server modules like the api project
          name: 'model',
          environment: 'node',
          include: ['tests/model/**/*.model.test.ts'],
          globalSetup: ['tests/support/setup/geo.ts', 'tests/support/setup/database.ts'],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // the browser-side machines (session, palette) against the fake API, in happy-dom
          name: 'model-ui',
          environment: 'happy-dom',
          include: ['src/**/*.model.test.ts', 'src/**/*.model.test.tsx'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
