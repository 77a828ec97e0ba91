import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features do not import each other; routes compose them (STYLE "The shape of the house").
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../app/*', '../app/*'],
              message: 'Shared code and features must not import the app layer.',
            },
          ],
        },
      ],
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
          ],
        },
      ],
    },
  },
);
