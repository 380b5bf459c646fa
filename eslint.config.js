// One flat config for the whole repo: type-checked typescript-eslint plus the dependency boundaries
// of docs/ARCHITECTURE.md (rules <- contract <- server, web).
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import typeErrors from './scripts/eslint-type-errors.mjs';

/** The folders directly under `dir` (relative to this file). */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

// Files no tsconfig.json includes (config files, plain scripts): typed linting gives them TypeScript's
// default project, whose options are not the workspaces', so the compiler's errors are not read there.
const defaultProjectFiles = [
  '*.js',
  '*.mjs',
  '*.ts',
  'scripts/*.mjs',
  'apps/server/scripts/*.mjs',
  'apps/server/bench/shipped/*.mjs',
  'apps/web/*.ts',
  'apps/admin/*.ts',
];

// A server module reaches another module's data through that module's service (or a documented read
// model), never through its repository: the owner keeps its invariants (docs/ARCHITECTURE.md "Data").
const serverModules = foldersIn('./apps/server/src/modules/');
const moduleRepositoryZones = serverModules.map((name) => ({
  target: `./apps/server/src/modules/${name}`,
  from: serverModules
    .filter((other) => other !== name)
    .map((other) => `./apps/server/src/modules/${other}/*.repo.ts`),
  message: 'another module\'s repository: call its service (docs/ARCHITECTURE.md "Data")',
}));

// bulletproof-react: features are independent; what two features share moves to components/ or lib/.
const webFeatures = foldersIn('./apps/web/src/features/');
const webFeatureZones = webFeatures.map((name) => ({
  target: `./apps/web/src/features/${name}`,
  from: webFeatures.filter((other) => other !== name).map((other) => `./apps/web/src/features/${other}`),
  message: 'features never import each other: share through components/ or lib/',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'packages/rules/verifier/*.mjs',
      // Files that fail to compile on purpose (scripts/eslint-type-errors.test.mjs).
      'scripts/fixtures/type-errors/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: defaultProjectFiles,
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Without a resolver that knows .ts/.tsx, extensionless relative imports do not resolve and the
    // zones below would never match them.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/rules',
              from: ['./packages/contract', './apps'],
              message: 'rules is pure domain',
            },
            { target: './packages/contract', from: './apps', message: 'contract depends on rules only' },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'web talks to the server over HTTP only',
            },
            { target: './apps/server', from: './apps/web', message: 'server never imports web code' },
            {
              target: './apps/admin',
              from: ['./apps/server', './apps/web'],
              message: 'the back office talks to the server over HTTP only',
            },
            {
              target: './apps/server',
              from: './apps/admin',
              message: 'server never imports back-office code',
            },
            {
              target: './apps/admin/src/features',
              from: './apps/admin/src/app',
              message: 'back-office features never import app/',
            },
            {
              target: ['./apps/admin/src/components', './apps/admin/src/lib'],
              from: ['./apps/admin/src/app', './apps/admin/src/features'],
              message: 'shared back-office code imports neither features nor app',
            },
            // bulletproof-react's one-way flow inside the web app: shared -> features -> app.
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'features never import app/: route paths live in config/paths.ts',
            },
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/i18n',
              ],
              from: ['./apps/web/src/app', './apps/web/src/features'],
              message: 'shared code imports neither features nor app',
            },
            {
              // README "Fair draws": an outcome can never depend on what was bet.
              target: './apps/server/src/modules/draws',
              from: [
                './apps/server/src/modules/betting',
                './apps/server/src/modules/wallet',
                './apps/server/src/modules/account',
                './apps/server/src/db/schema/index.ts',
                './apps/server/src/db/schema/betting.ts',
                './apps/server/src/db/schema/wallet.ts',
                './apps/server/src/db/schema/account.ts',
              ],
              message: 'the draws module never sees bets, balances or exposure',
            },
            ...moduleRepositoryZones,
            ...webFeatureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/rules/src/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'process', message: 'rules has no I/O' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
          message: 'randomness is a parameter in rules',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'time is a parameter in rules',
        },
      ],
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'rules has no I/O' }] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/env.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read config through env.ts' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-properties': [
        'error',
        { object: 'import.meta', property: 'env', message: 'read config through config/env.ts' },
      ],
    },
  },
  {
    // The back office: a browser app like the web one, without env variables of its own.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-properties': [
        'error',
        { object: 'import.meta', property: 'env', message: 'the back office reads no build-time env' },
      ],
    },
  },
  {
    files: ['apps/web/src/config/env.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The apps take answer and event types from the contract (ADR 126): a double cast would hide
    // a shape the contract does not declare. Tests and their fixtures stand in for the server.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']",
          message:
            'no `as unknown as`: type answers and events with the contract (EndpointData, AdminData, liveEvent)',
        },
      ],
    },
  },

  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**',
      'e2e-cluster/**',
      'bench/**',
      '**/bench/**',
      '**/scripts/**',
      'apps/server/test/**',
    ],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      // Tests read loosely typed JSON answers (AnyData) and assert every field they use.
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // The compiler's errors come from the programs typed linting builds (ADR 144): one check of the
    // TypeScript files, the ones the workspaces' tsconfig.json files cover and the browser suites'.
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    ignores: defaultProjectFiles,
    plugins: { fairdraw: typeErrors },
    rules: { 'fairdraw/type-errors': 'error' },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
