import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

const web = './apps/web/src';
const server = './apps/server/src';
const features = readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The layers, by resolved path (so `../../order/x`, `@/features/order/x` and any other spelling are
 * the same import). Web (bulletproof-react): shared code (components, lib, api) never imports features
 * or the app shell; a feature never imports another feature, they share through the shared layers.
 * Server (fastify/demo, pretix): routes parse and call services; only services reach the database,
 * the payment providers and the file storage; nothing below routes imports a route.
 */
const layerZones = [
  ...features.map((f) => ({
    target: `${web}/features/${f}`,
    from: `${web}/features`,
    except: [`./${f}`],
    message: 'Features do not import each other; share through components/, lib/ or api/.',
  })),
  {
    target: [`${web}/components`, `${web}/lib`, `${web}/api`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code does not import features or the app shell.',
  },
  {
    target: `${server}/routes`,
    from: [`${server}/db`, `${server}/payments`, `${server}/storage`],
    message: 'Routes call services; services own the database, the payment providers and the storage.',
  },
  {
    target: [
      `${server}/services`,
      `${server}/orders`,
      `${server}/db`,
      `${server}/payments`,
      `${server}/storage`,
      `${server}/lib`,
    ],
    from: [`${server}/routes`, `${server}/plugins`],
    message: 'Only the app and the routes import routes and plugins.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every visible string comes from the th/en catalogs: no literal text in JSX.
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
    },
  },
  {
    // Playwright callbacks (page.evaluate) run in the browser.
    files: ['e2e/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/domain/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // no-cycle follows imports only into files of these extensions (the default is .js alone, so a
    // cycle between .ts files passed unseen): the server, the web app and the domain package.
    files: ['apps/server/**/*.ts', 'apps/web/**/*.{ts,tsx}', 'packages/**/*.ts'],
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js'] },
  },
  {
    // Routes are thin: they call services and never touch the database.
    files: ['apps/server/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/*', '**/db', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes call services; services own the database.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
