import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    'dist/',
    'node_modules/',
    '.sandbox/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    '.test-output/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Not on e2e specs: Playwright fixtures call `use()`, which the hooks rules take for React's.
    files: ['src/**/*.{ts,tsx}', 'test/component/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Tests mix both: jsdom and page.evaluate() callbacks use browser globals.
    files: ['test/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['scripts/**', 'src/sandbox/**', '*.config.{js,ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
    },
  },
]);
