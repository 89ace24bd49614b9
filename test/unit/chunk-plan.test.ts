// How the build cuts the app into files (scripts/chunk-plan-plugin.ts), on small module graphs
// shaped like the app's: an entry, screens it imports on demand, their shared code and parts.
import { describe, expect, it } from 'vitest';
import {
  importCycle,
  planChunks,
  skipLoadedPreloads,
  type ModuleGraph,
} from '../../scripts/chunk-plan-plugin.ts';

interface Module {
  imports?: string[];
  dynamic?: string[];
  size?: number;
}

/** A graph from `path under src/: { imports, dynamic, size }`; `main.tsx` is the entry. */
function graph(modules: Record<string, Module>): ModuleGraph {
  const id = (path: string) => `/app/src/${path}`;
  const byId = new Map(Object.entries(modules).map(([path, module]) => [id(path), module]));
  return {
    ids: [...byId.keys()],
    isEntry: (module) => module === id('main.tsx'),
    imports: (module) => (byId.get(module)?.imports ?? []).map(id),
    dynamicImports: (module) => (byId.get(module)?.dynamic ?? []).map(id),
    size: (module) => byId.get(module)?.size ?? 100,
  };
}

/** The plan with module ids shortened back to their paths. */
function plan(modules: Record<string, Module>) {
  const { groups, screens, parts } = planChunks(graph(modules));
  return {
    group: Object.fromEntries([...groups].map(([id, name]) => [id.replace('/app/src/', ''), name])),
    screens,
    parts,
  };
}

const SCREENS = ['a-screen.tsx', 'b-screen.tsx', 'c-screen.tsx', 'd-screen.tsx'];
const app = (modules: Record<string, Module>, screens: Record<string, Module>) => ({
  'main.tsx': {
    imports: ['shell.tsx'],
    dynamic: [...Object.keys(screens), 'i18n/bundles/x.sv.ts'],
  },
  'shell.tsx': {},
  'i18n/bundles/x.sv.ts': { imports: ['locales/sv/x.po'] },
  'locales/sv/x.po': {},
  ...screens,
  ...modules,
});

describe('planChunks', () => {
  it('puts a screen with what only it needs, what the entry imports in the shared file, and leaves the entry and the words alone', () => {
    const { group, screens } = plan(
      app(
        { 'a-only.ts': {}, 'b-only.ts': {} },
        {
          'a-screen.tsx': { imports: ['a-only.ts', 'shell.tsx'] },
          'b-screen.tsx': { imports: ['b-only.ts'] },
        },
      ),
    );
    expect(group['a-screen.tsx']).toBe('a-screen');
    expect(group['a-only.ts']).toBe('a-screen');
    expect(group['b-only.ts']).toBe('b-screen');
    expect(group['shell.tsx']).toBe('shared');
    expect(group['main.tsx']).toBeUndefined();
    expect(group['i18n/bundles/x.sv.ts']).toBeUndefined();
    expect(group['locales/sv/x.po']).toBeUndefined();
    expect(screens).toEqual(new Set(['a-screen', 'b-screen']));
  });

  it('shares what three screens need, what two need by pair, and keeps a large set apart', () => {
    const { group } = plan(
      app(
        {
          'field.tsx': { imports: ['format.ts'] },
          'format.ts': {},
          'form-library.ts': { size: 50_000 },
          'pair.ts': {},
        },
        {
          'a-screen.tsx': { imports: ['field.tsx', 'form-library.ts', 'pair.ts'] },
          'b-screen.tsx': { imports: ['field.tsx', 'form-library.ts', 'pair.ts'] },
          'c-screen.tsx': { imports: ['field.tsx', 'form-library.ts'] },
          'd-screen.tsx': { imports: ['form-library.ts'] },
        },
      ),
    );
    expect(group['field.tsx']).toBe('shared');
    expect(group['format.ts']).toBe('shared');
    // Over the size for sharing: its own file, loaded only by the screens that need it.
    expect(group['form-library.ts']).toBe('shown:a-screen+b-screen+c-screen+d-screen');
    expect(group['pair.ts']).toBe('shown:a-screen+b-screen');
  });

  it('keeps everything the entry imports in the shared file, what screens use of it too', () => {
    // As a library's index: the entry imports it for one thing, a screen uses another part.
    const { group } = plan({
      ...app(
        { 'library/index.ts': { imports: ['library/provider.ts', 'library/use-query.ts'] } },
        { 'a-screen.tsx': { imports: ['library/use-query.ts', 'a-only.ts'] }, 'a-only.ts': {} },
      ),
      'main.tsx': { imports: ['shell.tsx', 'library/index.ts'], dynamic: ['a-screen.tsx'] },
      'library/provider.ts': {},
      'library/use-query.ts': {},
    });
    expect(group['library/index.ts']).toBe('shared');
    expect(group['library/provider.ts']).toBe('shared');
    expect(group['library/use-query.ts']).toBe('shared');
    expect(group['a-only.ts']).toBe('a-screen');
    expect(group['main.tsx']).toBeUndefined();
  });

  it('never lets the shared file import what is not shared', () => {
    const { group } = plan(
      app(
        {
          'uses-form.ts': { imports: ['form-library.ts'] },
          'form-library.ts': { size: 50_000 },
          'plain.ts': {},
        },
        {
          ...Object.fromEntries(
            SCREENS.slice(0, 3).map((screen) => [
              screen,
              { imports: ['uses-form.ts', 'form-library.ts', 'plain.ts'] },
            ]),
          ),
          'd-screen.tsx': { imports: ['form-library.ts'] },
        },
      ),
    );
    expect(group['plain.ts']).toBe('shared');
    // Three screens need it, but it imports the large form library, which stays apart.
    expect(group['uses-form.ts']).toBe('shown:a-screen+b-screen+c-screen');
    expect(group['form-library.ts']).toBe('shown:a-screen+b-screen+c-screen+d-screen');
  });

  it('puts the parts a set of screens loads later in one file', () => {
    const { group } = plan(
      app(
        {
          'results.tsx': { imports: ['results-table.tsx'] },
          'results-table.tsx': {},
          'dialog.tsx': {},
          'preview.ts': { size: 80_000 },
          'run.ts': { size: 80_000, imports: ['results-table.tsx'] },
        },
        {
          'a-screen.tsx': { dynamic: ['results.tsx', 'dialog.tsx'] },
          'b-screen.tsx': { dynamic: ['preview.ts', 'run.ts'] },
        },
      ),
    );
    expect(group['results.tsx']).toBe('lazy:a-screen');
    expect(group['dialog.tsx']).toBe('lazy:a-screen');
    expect(group['preview.ts']).toBe('lazy:b-screen');
    expect(group['run.ts']).toBe('lazy:b-screen');
    expect(group['results-table.tsx']).toBe('lazy:a-screen+b-screen');
  });

  it('never puts in a screen’s file what another screen loads later', () => {
    const { group } = plan(
      app(
        {
          'journal-io.ts': {},
          'records.ts': {},
          'form-parts.ts': {},
        },
        {
          'a-screen.tsx': { imports: ['journal-io.ts', 'records.ts'] },
          'b-screen.tsx': { dynamic: ['journal-io.ts'] },
          'c-screen.tsx': { imports: ['form-parts.ts'] },
          'd-screen.tsx': { imports: ['form-parts.ts'], dynamic: ['records.ts'] },
        },
      ),
    );
    // Only A shows it, but B loads it later: not in A's file, or B's write would run A.
    expect(group['journal-io.ts']).toBe('shown:a-screen');
    expect(group['records.ts']).toBe('shown:a-screen');
    expect(group['form-parts.ts']).toBe('shown:c-screen+d-screen');
  });

  it('keeps a part apart with what only it needs', () => {
    const { group, parts } = plan(
      app(
        {
          'features/policy-emails/structured-lists.ts': { imports: ['vcard.ts', 'format.ts'] },
          'vcard.ts': {},
          'format.ts': {},
          'preview.tsx': { imports: ['format.ts'] },
        },
        {
          'a-screen.tsx': {
            dynamic: ['features/policy-emails/structured-lists.ts', 'preview.tsx'],
          },
        },
      ),
    );
    expect(group['features/policy-emails/structured-lists.ts']).toBe('structured-lists');
    expect(group['vcard.ts']).toBe('structured-lists');
    expect(group['format.ts']).toBe('lazy:a-screen');
    expect(group['preview.tsx']).toBe('lazy:a-screen');
    expect(parts).toEqual(new Set(['structured-lists']));
  });
});

describe('importCycle', () => {
  it('finds files that import each other, and none where there are none', () => {
    expect(importCycle({ a: ['b'], b: ['c'], c: [] })).toBeUndefined();
    expect(importCycle({ a: ['b', 'c'], b: ['c'], c: [] })).toBeUndefined();
    expect(importCycle({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('skipLoadedPreloads', () => {
  it('drops from an import()’s preloads the files its importer has loaded', () => {
    const { plugin, resolveDependencies } = skipLoadedPreloads();
    const bundle = {
      'index.js': { type: 'chunk', imports: ['react.js'] },
      'react.js': { type: 'chunk', imports: [] },
      'screen.js': { type: 'chunk', imports: ['index.js', 'react.js', 'form.js'] },
      'form.js': { type: 'chunk', imports: ['react.js'] },
      'part.js': { type: 'chunk', imports: ['form.js', 'react.js'] },
    };
    const generate = plugin.generateBundle as { handler: (o: unknown, b: unknown) => void };
    generate.handler({}, bundle);
    const deps = ['screen.js', 'index.js', 'react.js', 'form.js'];
    expect(resolveDependencies('screen.js', deps, { hostId: 'index.js' })).toEqual([
      'screen.js',
      'form.js',
    ]);
    // Everything the part needs is loaded with the screen: the import itself fetches the part.
    expect(
      resolveDependencies('part.js', ['part.js', 'form.js', 'react.js'], { hostId: 'screen.js' }),
    ).toEqual([]);
  });
});
