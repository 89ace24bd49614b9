// The app is written against React's API and runs on Preact 11 through preact/compat: the same
// hooks (use, useEffectEvent, useSyncExternalStore…), lazy and Suspense, 10 kB instead of React's
// 60 kB on every first load (README, "Stack, and where it departs from the plan"). The build and
// the component tests resolve React's modules to Preact's with these aliases, so both run what
// ships.
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  // wouter imports `use-sync-external-store/shim`, a fallback for React before 18: the hook
  // itself comes from preact/compat instead (src/lib/use-sync-external-store-shim.ts).
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: here('../src/lib/use-sync-external-store-shim.ts'),
  },
];
