import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (DESIGN.md "Layout"): api, ui <- connection <- features/* <- App; the
// sandbox uses api only; features never import each other.
const FEATURES = ['whitelisting', 'batch', 'policy-emails'];
const REACT = [
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '@tanstack/*',
  'react-hook-form',
  '@hookform/*',
  'wouter',
];
const restrict = (message, group) => ({ group, message });
const boundaries = [
  {
    files: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict('src/api is the contract shared with the sandbox: no React here.', REACT),
            restrict('src/api imports nothing from the app or the sandbox.', ['../*']),
          ],
        },
      ],
    },
  },
  {
    files: ['src/sandbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict('The sandbox uses src/api only, never React.', REACT),
            restrict('The sandbox uses src/api only.', [
              '**/ui/*',
              '**/connection/*',
              '**/features/*',
              '**/device-maker/*',
              '../App*',
              '../../App*',
              '../routes*',
              '**/pages/*',
            ]),
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict('src/ui is shared by every screen: it imports no connection or feature.', [
              '**/connection/*',
              '**/features/*',
              '../App*',
              '../../App*',
              '../routes*',
            ]),
          ],
        },
      ],
    },
  },
  {
    files: ['src/device-maker/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict('The device-maker lookup serves the features: it imports none.', [
              '**/features/*',
              '**/connection/*',
            ]),
          ],
        },
      ],
    },
  },
  {
    files: ['src/connection/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict('src/connection sits below the features: it imports none.', ['**/features/*']),
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            restrict(
              'Features never import each other: move what both need to src/ui or src/connection.',
              FEATURES.filter((other) => other !== feature).flatMap((other) => [
                `../${other}/*`,
                `**/features/${other}/*`,
              ]),
            ),
          ],
        },
      ],
    },
  })),
];

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
  ...boundaries,
]);
