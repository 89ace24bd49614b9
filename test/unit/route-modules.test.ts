// The route table read by the build's per-route pages and the load benchmark
// (scripts/route-modules.ts) is the one the app routes by (src/app/routes.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/app/routes.ts';
import { allBundles } from '../../src/i18n/catalogs.ts';
import { routeModules } from '../../scripts/route-modules.ts';
import { routePageFile } from '../../scripts/route-preload-plugin.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('routeModules', () => {
  it('finds every route of the table, in its order, each with a screen module that exists', () => {
    const found = routeModules(root);
    expect(found.map((route) => route.path)).toEqual(ROUTES.map((route) => route.path));
    for (const { module } of found) {
      expect(module).toMatch(/^src\/.+\.tsx$/);
      expect(existsSync(join(root, module)), module).toBe(true);
    }
  });

  it('reads the word bundles each screen loads with it, every one a bundle of the app', () => {
    const found = routeModules(root);
    expect(found.find((route) => route.path === '/add')?.words).toEqual(['whitelisting']);
    for (const { path, words } of found) {
      expect(words.length, path).toBeGreaterThan(0);
      for (const bundle of words) expect(allBundles(), path).toContain(bundle);
    }
  });

  it('gives each route a page file of its own', () => {
    const files = routeModules(root).map((route) => routePageFile(route.path));
    expect(files).toContain('add.html');
    expect(new Set(files).size).toBe(files.length);
    expect(files).not.toContain('index.html');
  });
});
