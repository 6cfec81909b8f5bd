// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Every folder under src/client/features is a feature, so a new one is covered without editing this file.
const features = fs
  .readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Our import boundaries (STYLE.md, habit 1), checked on resolved paths:
 * core imports nothing else of ours; contracts only core; client and server never import each other;
 * no client feature imports another feature; no cycles.
 */
const boundaries = [
  {
    target: './src/core',
    from: ['./src/contracts', './src/server', './src/client'],
    message: 'src/core is pure: it imports nothing else of ours.',
  },
  {
    target: './src/contracts',
    from: ['./src/server', './src/client'],
    message: 'src/contracts may import only src/core.',
  },
  { target: './src/client', from: './src/server', message: 'The client never imports server code.' },
  { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move shared code to components/ or lib/.',
  })),
  {
    target: './src/client/components',
    from: ['./src/client/features', './src/client/app'],
    message: 'Shared components import no feature or app code.',
  },
  {
    target: './src/client/lib',
    from: ['./src/client/features', './src/client/app'],
    message: 'lib/ imports no feature or app code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'drizzle/**',
      'node_modules/**',
      'tmp/**',
      '.test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/no-explicit-any': 'error',
      // With noUncheckedIndexedAccess, `rows[0]!` after a RETURNING is the honest idiom.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text and SVG from data instead.',
        },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'src/core does no I/O.' }],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'src/core is seeded: take a random source as an argument.',
        },
        { object: 'Date', property: 'now', message: 'src/core takes the clock as an argument.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'react', 'fastify', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'src/core is pure: no I/O, no frameworks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fastify', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message: 'Browser code cannot use server libraries.',
            },
          ],
        },
      ],
    },
  },
);
