// How the build cuts the app into files. Left to itself the bundler makes a file for every
// combination of screens and on-demand parts that shares code: 80 files, half of them under
// 1 kB. Each file is compressed on its own, so each one costs its own dictionary, its imports
// and a place in the preload lists; on a slow line each is also one more request. Together that
// was about 10 kB of the app's JS (DESIGN.md's budgets: any route's first load 142 kB, all JS
// 270 kB). This plan groups the modules instead, from the module graph of each build:
//
// - The word bundles (src/i18n/bundles/, one file per bundle and language): as the bundler
//   makes them.
// - The entry's file holds the entry module alone; what it imports statically goes to the
//   shared file below, which every page loads with it anyway. Left to the bundler, the UI
//   library had a file of its own, and what the entry imports without using it (TanStack
//   Query's hooks, through the library's index) one file per set of screens that use them:
//   every route loaded 4 or 5 files more, 3 of them under 1 kB. On DESIGN.md's slow line, 15
//   files take about 0.12 s longer than 4 files of the same bytes (DevTools' throttling, each
//   file its own share of the line). /edit went from 13 files to 8, 73.2 kB to 70.0 kB (brotli).
// - A screen (a module the entry imports on demand, the route table's screens) shares one file
//   with every module that only it needs to show itself and no other screen ever loads (else
//   another screen's later parts would load that screen's code, and run it).
// - What three or more screens need to show themselves is one shared file, unless the modules
//   that exactly those screens share are large (over SHARED_MAX of source: a library that only
//   some screens load, as react-hook-form was). The shared file imports nothing outside it, so
//   a screen that needs one part of it never loads more than that file.
// - What other sets of screens need to show themselves (Add and Edit's form parts, what Activity
//   shows and the others load after a first call): one file per set.
// - Code loaded after the screen has shown (Batch import's list and run, results, dialogs, the
//   failure words, Activity's record details): one file per set of screens that can load it, so
//   a screen's later parts arrive together with the first of them.
// - Parts kept apart (APART), with what only they need: a file of their own.
//
// The chunk names follow the plan ("add-device-screen", "shared", "lazy:…"); the files are named
// by their hash alone, but for screens and word bundles, whose names tests and people look for.
import { basename } from 'node:path';
import type { Plugin } from 'vite';

/** Source (as transformed, before minifying) above which the screens' shared code stays apart. */
const SHARED_MAX = 20_000;
/** How many screens must need a module to show themselves for it to go to the shared file. */
const SHARED_BY = 3;
/**
 * Parts loaded on demand that keep a file of their own, with what only they need: parts whose
 * absence their screen handles by itself, so that a failure to load one is that part's alone.
 * Policy cleanup's readers of users exports and contact cards: until they load, a list that may
 * be one is held, not read (structured-reader.ts), while the preview of a plain list goes on.
 */
const APART = ['src/features/policy-emails/structured-lists.ts'];

const isWords = (id: string) => /\/src\/(i18n\/bundles|locales)\//.test(id);

/** A word bundle's module (src/i18n/bundles/<bundle>.<locale>.ts), as an id or a relative path. */
export function wordBundleOf(id: string): { bundle: string; locale: string } | undefined {
  const match = /(?:^|\/)src\/i18n\/bundles\/([\w-]+)\.(\w+)\.ts$/.exec(id);
  return match?.[1] && match[2] ? { bundle: match[1], locale: match[2] } : undefined;
}
/** Where the files of screens, parts apart and word bundles go: named after their chunk. */
const NAMED_FILE = 'assets/[name]-[hash].js';
/**
 * Whether a built chunk (as the manifest lists it) is a screen, a part apart or a word bundle:
 * the other files are named by their hash alone.
 */
export const isNamedFile = (chunk: { file: string; name?: string }) =>
  chunk.name !== undefined && chunk.file.startsWith(`assets/${chunk.name}-`); // As NAMED_FILE.
/** The chunk name of a screen or a part apart: its module's file name without the extension. */
export const screenName = (id: string) => basename(id).replace(/\.[jt]sx?$/, '');

/** The module graph the plan reads: what the bundler knows of each module at the end of a build. */
export interface ModuleGraph {
  /** Every module id. */
  ids: readonly string[];
  isEntry: (id: string) => boolean;
  /** What the module imports statically. */
  imports: (id: string) => readonly string[];
  /** What it imports on demand (`import()`). */
  dynamicImports: (id: string) => readonly string[];
  /** Its source as transformed, in characters. */
  size: (id: string) => number;
}

export interface Plan {
  /** Each placed module's chunk name; modules left out are cut by the bundler itself. */
  groups: Map<string, string>;
  /** The screens' chunk names (a screen's module file name without its extension). */
  screens: Set<string>;
  /** The chunk names of the parts kept apart, named the same way. */
  parts: Set<string>;
  /** Module → the screens that may load it (to show themselves, or later). */
  loadedBy: Map<string, string[]>;
}

export function planChunks(graph: ModuleGraph): Plan {
  /** `start` and what it imports (statically, or also on demand), outside `skip`. */
  const reach = (start: string, skip: ReadonlySet<string>, onDemand: boolean) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || skip.has(id)) return;
      seen.add(id);
      for (const next of graph.imports(id)) visit(next);
      if (onDemand) for (const next of graph.dynamicImports(id)) visit(next);
    };
    visit(start);
    return seen;
  };

  const initial = new Set<string>();
  for (const id of graph.ids) {
    if (graph.isEntry(id)) for (const seen of reach(id, initial, false)) initial.add(seen);
  }
  // The entry's own code: the entry module, or the scripts an HTML page entry names (main.tsx).
  const entryScripts = new Set(
    graph.ids
      .filter((id) => graph.isEntry(id))
      .flatMap((id) => (id.endsWith('.html') ? [id, ...graph.imports(id)] : [id])),
  );
  const screenIds = new Set(
    [...initial]
      .flatMap((id) => graph.dynamicImports(id))
      .filter((id) => !isWords(id) && !initial.has(id)),
  );
  const screenNames = [...screenIds].map(screenName);
  const twice = screenNames.find((name, at) => screenNames.indexOf(name) !== at);
  if (twice) throw new Error(`chunk plan: two screens are named ${twice}: rename one`);

  /** Module → the screens that need it to show themselves / that may load it later. */
  const shownBy = new Map<string, string[]>();
  const loadedBy = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, id: string, screen: string) =>
    map.set(id, [...(map.get(id) ?? []), screen]);
  for (const id of screenIds) {
    for (const module of reach(id, initial, false)) add(shownBy, module, screenName(id));
    for (const module of reach(id, initial, true)) add(loadedBy, module, screenName(id));
  }
  const setOf = (names: readonly string[]) => names.toSorted().join('+');
  const placeable = (id: string) => !isWords(id) && !screenIds.has(id);
  /** Source size of the modules that exactly each set of screens has in `map`. */
  const sizes = (map: Map<string, string[]>, keep: (id: string) => boolean) => {
    const total = new Map<string, number>();
    for (const [id, names] of map) {
      if (keep(id)) total.set(setOf(names), (total.get(setOf(names)) ?? 0) + graph.size(id));
    }
    return total;
  };
  const shownSizes = sizes(shownBy, placeable);

  const shared = new Set<string>();
  for (const [id, names] of shownBy) {
    if (!placeable(id) || names.length < SHARED_BY) continue;
    if ((shownSizes.get(setOf(names)) ?? 0) <= SHARED_MAX) shared.add(id);
  }
  // Closed under static imports: a module whose imports stay outside cannot join.
  for (let changed = true; changed;) {
    changed = false;
    for (const id of shared) {
      if (graph.imports(id).some((dep) => !initial.has(dep) && !shared.has(dep))) {
        changed = shared.delete(id);
      }
    }
  }

  const groups = new Map<string, string>();
  // The entry's static imports join the shared file (they import nothing but one another).
  for (const id of initial) if (!entryScripts.has(id) && placeable(id)) groups.set(id, 'shared');
  for (const id of screenIds) groups.set(id, screenName(id));
  const apartIds = graph.ids.filter((id) => APART.some((path) => id.endsWith(`/${path}`)));
  for (const part of apartIds) {
    // What the screens reach without passing through the part is not the part's alone.
    const elsewhere = new Set(initial);
    const avoid = new Set([...initial, part]);
    for (const id of screenIds) for (const seen of reach(id, avoid, true)) elsewhere.add(seen);
    for (const id of reach(part, elsewhere, false)) groups.set(id, screenName(part));
  }
  for (const [id, names] of loadedBy) {
    if (!placeable(id) || groups.has(id)) continue;
    const shown = shownBy.get(id);
    // Where other screens load it later too, it may not travel in a file of the screens that
    // show it: their later parts would load those screens' code (and run it).
    const alsoLater = shown !== undefined && setOf(shown) !== setOf(names);
    if (shared.has(id)) groups.set(id, 'shared');
    else if (shown?.length === 1 && !alsoLater) groups.set(id, shown[0] ?? '');
    else if (shown) groups.set(id, `shown:${setOf(shown)}`);
    else groups.set(id, `lazy:${setOf(names)}`);
  }
  return {
    groups,
    screens: new Set([...screenIds].map(screenName)),
    parts: new Set(apartIds.map(screenName)),
    loadedBy,
  };
}

/** A circle of static imports between files, or undefined. */
export function importCycle(imports: Record<string, readonly string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const at = path.indexOf(file);
    if (at >= 0) return [...path.slice(at), file];
    if (done.has(file)) return undefined;
    path.push(file);
    for (const next of imports[file] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(file);
    return undefined;
  };
  for (const file of Object.keys(imports)) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

export interface ChunkPlan {
  plugin: Plugin;
  /** build.rolldownOptions.output's chunk options. */
  output: {
    chunkFileNames: (chunk: { name: string; facadeModuleId: string | null }) => string;
    codeSplitting: {
      groups: { name: (id: string) => string | null; debugName: string }[];
      includeDependenciesRecursively: false;
    };
  };
}

export function chunkPlan(): ChunkPlan {
  let plan: Plan = { groups: new Map(), screens: new Set(), parts: new Set(), loadedBy: new Map() };

  const plugin: Plugin = {
    name: 'sign-in-admin:chunk-plan',
    apply: 'build',
    buildEnd(error) {
      plan = { groups: new Map(), screens: new Set(), parts: new Set(), loadedBy: new Map() };
      if (error) return;
      const info = (id: string) => this.getModuleInfo(id);
      plan = planChunks({
        ids: [...this.getModuleIds()],
        isEntry: (id) => info(id)?.isEntry ?? false,
        imports: (id) => info(id)?.importedIds ?? [],
        dynamicImports: (id) => info(id)?.dynamicallyImportedIds ?? [],
        size: (id) => info(id)?.code?.length ?? 0,
      });
    },
    // Grouping modules across the bundler's own cut could make two files import each other, and
    // one could then run before what it needs: the build fails instead.
    generateBundle(_options, bundle) {
      const cycle = importCycle(
        Object.fromEntries(
          Object.values(bundle).flatMap((file) =>
            file.type === 'chunk' ? [[file.fileName, file.imports]] : [],
          ),
        ),
      );
      if (cycle) this.error(`chunk plan: files import each other: ${cycle.join(' → ')}`);
      // A screen's file may be imported only by code that screen alone loads (its later parts):
      // anywhere else, importing it would load the screen and run it.
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const imported of file.imports) {
          const target = bundle[imported];
          if (target?.type !== 'chunk' || !plan.screens.has(target.name)) continue;
          const onlyThat = file.moduleIds.every((id) => {
            const loaders = plan.loadedBy.get(id);
            return loaders?.length === 1 && loaders[0] === target.name;
          });
          if (!onlyThat) this.error(`chunk plan: ${file.fileName} imports ${target.name}'s file`);
        }
      }
    },
  };

  return {
    plugin,
    output: {
      chunkFileNames: (chunk) =>
        plan.screens.has(chunk.name) ||
        plan.parts.has(chunk.name) ||
        (chunk.facadeModuleId && isWords(chunk.facadeModuleId))
          ? NAMED_FILE
          : 'assets/[hash].js',
      codeSplitting: {
        groups: [{ name: (id) => plan.groups.get(id) ?? null, debugName: 'chunk plan' }],
        includeDependenciesRecursively: false,
      },
    },
  };
}

/**
 * What an on-demand import preloads, without what is loaded already: Vite lists, for each
 * `import()`, every file the imported chunk needs, including the files the importing chunk has
 * itself imported (and so are loaded, since it runs). Those names would fill the chunks' preload
 * lists for nothing.
 */
export function skipLoadedPreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Record<string, { type: string; imports?: string[] }> = {};
  const loadedWith = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const next of bundle[file]?.imports ?? []) loadedWith(next, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'sign-in-admin:skip-loaded-preloads',
      apply: 'build',
      // Before Vite writes the preload lists, in its own generateBundle.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
        },
      },
    },
    resolveDependencies(file, deps, { hostId }) {
      const loaded = loadedWith(hostId);
      const needed = deps.filter((dep) => !loaded.has(dep));
      // The imported file alone: import() fetches it anyway.
      return needed.length === 1 && needed[0] === file ? [] : needed;
    },
  };
}
