import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (DESIGN.md "Layout"): every arrow runs one way, from the top down.
//   paths.ts, api/, lib/  <-  ui/, device-maker/, recognise/, i18n/  <-  connection/  <-  journal/
//   <-  entries/, drafts/, results/  <-  features/*  <-  app/ (and main.tsx)
// A folder imports only folders of lower layers (and itself); features never import each
// other; the sandbox uses api/ only; api/ is shared with the sandbox, so no React there. The
// recognisers are pure and run in the parse worker: no React, and outside recognise/ only the
// batch reader imports their code; everything else reads their types (recognise/types.ts).
const LAYERS = [
  ['paths', 'api', 'lib'],
  ['ui', 'device-maker', 'recognise', 'i18n'],
  ['connection'],
  ['journal'],
  ['entries', 'drafts', 'results'],
  ['features'],
  ['app'],
];
const FEATURES = ['whitelisting', 'batch', 'policy-emails', 'activity'];
const REACT = ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*', 'wouter'];
const restrict = (message, group) => ({ group, message });
/** Import specifiers that reach the folder (or src/paths.ts) from anywhere below src/. */
const reach = (layer) => (layer === 'paths' ? ['**/paths', '**/paths.ts'] : [`**/${layer}/*`]);
/** The app runs in the browser; the sandbox is a server that shares only api/ with it. */
const SANDBOX = restrict('The app never imports the sandbox: they share src/api only.', [
  '**/sandbox/*',
]);
const READER = 'src/features/batch/input/reader.ts';
const RECOGNISERS = restrict(
  `Only ${READER} (run by the parse worker) imports the recognisers; import their types from recognise/types.ts.`,
  ['**/recognise/*', '!**/recognise/types', '!**/recognise/types.ts'],
);
const layerOf = (folder) => LAYERS.findIndex((layer) => layer.includes(folder));
/** What `folder` may not import: every folder of its own layer but itself, and every higher one. */
const forbiddenFor = (folder) =>
  LAYERS.slice(layerOf(folder))
    .flat()
    .filter((other) => other !== folder);
const noRestrictedImports = (...patterns) => ({
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const boundaries = [
  ...LAYERS.flat()
    .filter((folder) => folder !== 'paths' && folder !== 'features' && folder !== 'app')
    .map((folder) => ({
      files: [`src/${folder}/**`],
      ...noRestrictedImports(
        restrict(
          `src/${folder} sits below ${forbiddenFor(folder).join(', ')}: it imports none of them (DESIGN.md "Layout").`,
          forbiddenFor(folder).flatMap(reach),
        ),
        SANDBOX,
        ...(folder === 'api'
          ? [restrict('src/api is the contract shared with the sandbox: no React here.', REACT)]
          : []),
        ...(folder === 'recognise'
          ? [restrict('The recognisers run in the parse worker: no React here.', REACT)]
          : [RECOGNISERS]),
      ),
    })),
  {
    files: ['src/paths.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration, ImportExpression, ExportAllDeclaration, ExportNamedDeclaration[source]',
          message: 'src/paths.ts is the bottom of the app: it imports nothing.',
        },
      ],
    },
  },
  {
    files: ['src/sandbox/**'],
    ...noRestrictedImports(
      restrict('The sandbox uses src/api only, never React.', REACT),
      restrict(
        'The sandbox uses src/api only.',
        LAYERS.flat()
          .filter((folder) => folder !== 'api')
          .flatMap(reach),
      ),
    ),
  },
  ...FEATURES.map((feature) => featureBoundaries(feature, [`src/features/${feature}/**`])),
  // The reader alone may import the recognisers (the feature's other rules still hold).
  featureBoundaries('batch', [READER], { reader: true }),
  {
    files: ['src/app/**', 'src/main.tsx'],
    ...noRestrictedImports(SANDBOX, RECOGNISERS),
  },
];

function featureBoundaries(feature, files, { reader = false } = {}) {
  return {
    files,
    ...noRestrictedImports(
      restrict(
        'Features never import each other: move what both need to the folder named for it (ui, lib, journal, entries, drafts, results).',
        FEATURES.filter((other) => other !== feature).flatMap((other) => [
          `../${other}/*`,
          `../../${other}/*`,
          `**/features/${other}/*`,
        ]),
      ),
      restrict('Nothing outside src/app imports it: app/ is the top.', reach('app')),
      SANDBOX,
      ...(reader ? [] : [RECOGNISERS]),
    ),
  };
}

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
