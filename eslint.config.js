import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries, webImportPatterns } from './eslint.boundaries.js';

/** A string or template starting like an endpoint's path (`/api/…`, `/jwt/…`). */
const HAND_WRITTEN_URL = '/^\\/(api|jwt)\\//';
const NO_HAND_WRITTEN_URL =
  "Build an endpoint's URL from its shared contract: urlOf(routes.x, params) (web/src/api/operation.ts), with ViewOf/ReplyOf/BodyOf types.";
const NO_COMPONENT_REQUEST =
  "A component uses an RTK Query endpoint's hook (the feature's *.api.ts, typed with urlOf(routes.x, …)), not apiRequest.";

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'db/src/schema.ts', 'tests/load/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**/*.ts', 'db/src/migrations/**/*.ts', 'db/src/migrator.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // One way to reach the api: a URL is built from the shared contract (`urlOf(routes.x, params)`,
    // web/src/api/operation.ts), never written by hand, so a renamed path is a type error.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${HAND_WRITTEN_URL}]`, message: NO_HAND_WRITTEN_URL },
        { selector: `TemplateLiteral[quasis.0.value.raw=${HAND_WRITTEN_URL}]`, message: NO_HAND_WRITTEN_URL },
      ],
    },
  },
  ...boundaries,
  {
    // One data pattern: a component reads and changes server data through RTK Query endpoints (a
    // feature's `*.api.ts`, injected into the base api) and their hooks, never a request of its own.
    // After `boundaries`, whose `no-restricted-imports` this one would replace: it repeats the web's.
    files: ['web/src/features/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...webImportPatterns,
            { regex: '(^|/)api/http$', importNames: ['apiRequest'], message: NO_COMPONENT_REQUEST },
          ],
        },
      ],
    },
  },
);
