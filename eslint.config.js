import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';
const FEATURES = readdirSync(`${ROOT}/${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const HOUSE = 'docs/architecture.md#layers';

/**
 * The layers (docs/architecture.md#layers): core imports nothing of ours, the demo catalogue only
 * core; in the web app, shared code (components, lib, config, api, testing) imports no feature,
 * features import no other feature and no app module; routes in app/ compose them.
 */
const LAYERS = [
  {
    target: 'packages/core',
    from: ['apps', 'e2e', 'bench'],
    message: 'core imports nothing of ours: it is the bottom layer.',
  },
  {
    target: 'packages/demo-catalogue',
    from: ['apps', 'e2e', 'bench'],
    message:
      'The demo catalogue is plain data over core: the server imports it, not the other way.',
  },
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: `Features do not import each other; move what they share to components/ or lib/ (${HOUSE}).`,
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: `Features do not import the app layer; routes compose features (${HOUSE}).`,
  },
  {
    target: ['components', 'lib', 'config', 'api', 'testing'].map((dir) => `${WEB}/${dir}`),
    from: [`${WEB}/features`, `${WEB}/app`],
    message: `Shared code imports no feature and no app module (${HOUSE}).`,
  },
  // The server, bottom up: db, services, plugins, routes (and app.ts, which wires them).
  {
    target: `${SERVER}/db`,
    from: ['services', 'plugins', 'routes'].map((dir) => `${SERVER}/${dir}`),
    message: `db/ imports nothing above it: services, plugins and routes build on it (${HOUSE}).`,
  },
  {
    target: `${SERVER}/services`,
    from: ['plugins', 'routes'].map((dir) => `${SERVER}/${dir}`),
    message: `Services import no plugin and no route: they know nothing of HTTP (${HOUSE}).`,
  },
  // Inside services, one way: orders record mail and print receipts; mail, receipts and orders all
  // read an order through order-documents; the audit is recorded by many and listed by admin.
  {
    target: `${SERVER}/services/order-documents`,
    from: ['mail', 'receipts', 'orders', 'admin'].map((dir) => `${SERVER}/services/${dir}`),
    message: `order-documents is what an order's mail, receipt and the API share: it imports none of them (${HOUSE}).`,
  },
  {
    target: ['mail', 'receipts'].map((dir) => `${SERVER}/services/${dir}`),
    from: `${SERVER}/services/orders`,
    message: `Orders record mail and print receipts, not the other way; what both need goes in order-documents (${HOUSE}).`,
  },
  {
    target: `${SERVER}/services/receipts`,
    from: `${SERVER}/services/mail`,
    message: `A receipt sends no mail; what a mail and a receipt both say goes in order-documents (${HOUSE}).`,
  },
  {
    target: `${SERVER}/services/audit`,
    from: `${SERVER}/services`,
    except: ['./audit'],
    message: `Recording an audit entry needs only the database: every service may record one (${HOUSE}).`,
  },
  {
    target: `${SERVER}/services/pdf`,
    from: `${SERVER}/services`,
    except: ['./pdf'],
    message: `pdf/ is how every document writes each script: it imports no other service (${HOUSE}).`,
  },
  {
    target: `${SERVER}/plugins`,
    from: `${SERVER}/routes`,
    message: `Plugins import no route; what both need belongs in services or core (${HOUSE}).`,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      // A cycle leaves one side's bindings undefined while the other initialises, and ties
      // modules that should be apart; core, server and web are all checked.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: LAYERS }],
    },
  },
  {
    // One import order, fixed by `eslint --fix`: node, packages, @avstore/core, then ours by
    // distance. Only where this change could apply it; server and core are to follow.
    files: ['apps/web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'import-x/first': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@avstore/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction'][callee.object.name='db']",
          message:
            "Use transaction(db, work) from db/database: drizzle's db.transaction can keep a connection for ever when BEGIN fails.",
        },
        {
          selector:
            "CallExpression[callee.property.name='transaction'][callee.object.property.name='db']",
          message:
            "Use transaction(db, work) from db/database: drizzle's db.transaction can keep a connection for ever when BEGIN fails.",
        },
      ],
    },
  },
  {
    files: [`${SERVER}/db/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              message: `db/ knows nothing of HTTP: log with the Logger of src/logger.ts (${HOUSE}).`,
            },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks hand functions to the browser (page.evaluate), which run there.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['packages/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'react', 'fastify', 'pg'],
              message: 'core has no I/O and no framework.',
            },
            {
              group: ['@avstore/*', '!@avstore/core'],
              message: 'core imports nothing of ours: it is the bottom layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/demo-catalogue/**/*.ts'],
    // Its tests, and the script that writes the drawings out as files, may read and write.
    ignores: ['**/*.test.ts', 'packages/demo-catalogue/scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'react', 'fastify', 'pg', 'drizzle-orm'],
              message: 'The demo catalogue is plain data and pure drawing: no I/O, no framework.',
            },
            {
              group: ['@avstore/*', '!@avstore/core'],
              message:
                'The demo catalogue builds on core alone; the server writes it to the database.',
            },
          ],
        },
      ],
    },
  },
);
