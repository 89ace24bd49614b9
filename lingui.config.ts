import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per source folder (src/locales/<locale>/<folder>.po): each holds the messages of
 * that folder's code. src/i18n/bundles groups them into what loads together (the shell's at
 * start, each screen's with its code). LINGUI_ONLY=batch,recognise extracts only those catalogs.
 */
const CONNECTION_SCREEN = [
  'connection/check-panel.tsx',
  'connection/check-result.tsx',
  'connection/connection-form.tsx',
  'connection/connection-screen.tsx',
  'connection/connection-screen-state.ts',
  'connection/form-values.ts',
  'connection/probe-connection.ts',
  'connection/save-sandbox-venues.tsx',
  'connection/saved-connections.tsx',
  'connection/use-check-connection.ts',
  'connection/use-sandbox-demo.ts',
];

/**
 * The rules and form of a connection's settings and the key prompt, which only the Connection
 * screen, a missing key and the several-venues parts show.
 */
const CONNECTION_FORMS = [
  'connection/connection-rules.ts',
  'connection/connection-schema.ts',
  'connection/key-prompt.tsx',
  'connection/venue-keys.tsx',
];

/** Catalog name: the source folders (under src/) whose messages it holds. */
const CATALOGS: Record<string, { include: string[]; exclude?: string[] }> = {
  app: { include: ['app/', 'main.tsx'] },
  ui: { include: ['ui/'] },
  api: { include: ['api/'] },
  lib: { include: ['lib/'] },
  // The Connection screen's own words load with it; the forms for a connection's settings and its
  // key with the screen and the parts that show them; the rest of src/connection is every screen's.
  connection: {
    include: ['connection/'],
    exclude: [...CONNECTION_SCREEN, ...CONNECTION_FORMS],
  },
  'connection-screen': { include: CONNECTION_SCREEN },
  'connection-forms': { include: CONNECTION_FORMS },
  journal: { include: ['journal/'] },
  results: { include: ['results/'] },
  'device-maker': { include: ['device-maker/'] },
  whitelisting: { include: ['features/whitelisting/'] },
  // Batch import in two: reading and checking a list, and sending it (run, results, venues).
  batch: {
    include: ['features/batch/'],
    exclude: ['features/batch/run/**', 'features/batch/results/**', 'features/batch/venues/**'],
  },
  'batch-run': {
    include: ['features/batch/run/', 'features/batch/results/', 'features/batch/venues/'],
  },
  'policy-emails': { include: ['features/policy-emails/'] },
  activity: { include: ['features/activity/'] },
};

const only = process.env.LINGUI_ONLY?.split(',').map((name) => name.trim());
const src = (paths: string[] = []) => paths.map((path) => `<rootDir>/src/${path}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'sv'],
  // A message without its Swedish is an error (the vite plugin and test/unit/i18n), never English
  // shown in its place.
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  catalogs: Object.entries(CATALOGS)
    .filter(([name]) => !only || only.includes(name))
    .map(([name, { include, exclude }]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: src(include),
      exclude: src(exclude),
    })),
});
