// One flat config for the whole repo: type-checked typescript-eslint plus the dependency boundaries
// of docs/ARCHITECTURE.md (rules <- contract <- server, web).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            '*.ts',
            'scripts/*.mjs',
            'apps/server/scripts/*.mjs',
            'apps/web/*.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
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
    files: ['apps/web/src/config/env.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', '**/bench/**', '**/scripts/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
