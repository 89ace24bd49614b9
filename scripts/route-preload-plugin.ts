// Per-route pages: `vite build` writes, beside index.html, one page per route (`add.html`,
// `batch.html`, …) that is index.html plus <link rel="modulepreload"> for the route's screen
// chunk and its static imports, and <link rel="stylesheet"> for their CSS. A first load of /add
// then asks for the Add screen's code together with the entry instead of after the entry has
// run (the CSP forbids an inline script that could do it). The servers answer /add with add.html:
// `npm start` (vite preview) by itself, nginx by `try_files $uri $uri.html /index.html`
// (deploy/nginx.conf). Any other path still gets index.html, which preloads no screen.
// The routes and their screen modules come from the route table (scripts/route-modules.ts).
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { routeModules } from './route-modules.ts';

/** What Vite adds to a chunk: the CSS files its modules import. */
interface ChunkWithCss {
  viteMetadata?: { importedCss?: Set<string> };
}

/** The page file of a route path: `/add` → `add.html`. */
export function routePageFile(path: string): string {
  return `${path.replace(/^\//, '')}.html`;
}

export function routePreloadPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'sign-in-admin:route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') {
        this.error('route preload: the build has no index.html');
      }
      if (!page.source.includes('</head>')) this.error('route preload: index.html has no </head>');
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** The chunk files `start` imports statically, itself included, in load order. */
      const staticGraph = (start: string): string[] => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const next of byFile.get(fileName)?.imports ?? []) visit(next);
        };
        visit(start);
        return [...seen];
      };
      const entries = chunks.filter((chunk) => chunk.isEntry);
      const loadedByEntry = new Set(entries.flatMap((chunk) => staticGraph(chunk.fileName)));

      for (const { path, module } of routeModules(root)) {
        // The chunk that holds the screen's module (with the modules only it needs: the build's
        // chunk plan, scripts/chunk-plan-plugin.ts).
        const screen = chunks.find((chunk) => chunk.moduleIds.includes(join(root, module)));
        if (!screen) this.error(`route preload: no chunk for ${module} (route ${path})`);
        const files = staticGraph(screen.fileName).filter((file) => !loadedByEntry.has(file));
        const styles = files.flatMap((file) => [
          ...((byFile.get(file) as ChunkWithCss | undefined)?.viteMetadata?.importedCss ?? []),
        ]);
        const links = [
          ...files.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
          ...[...new Set(styles)].map(
            (file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`,
          ),
        ];
        this.emitFile({
          type: 'asset',
          fileName: routePageFile(path),
          source: page.source.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        });
      }
    },
  };
}
