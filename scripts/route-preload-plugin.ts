// Per-route pages: `vite build` writes, beside index.html, one page per route (`add.html`,
// `batch.html`, …) that is index.html plus <link rel="modulepreload"> for the route's screen
// chunk and its static imports, and <link rel="stylesheet"> for their CSS. A first load of /add
// then asks for the Add screen's code together with the entry instead of after the entry has
// run (the CSP forbids an inline script that could do it). The servers answer /add with add.html:
// `npm start` (vite preview) by itself, nginx by `try_files $uri $uri.html /index.html`
// (deploy/nginx.conf). Any other path still gets index.html, which preloads no screen.
// The routes and their screen modules come from the route table (scripts/route-modules.ts).
//
// Every page (index.html too) also names its words' files per language (`<meta name="words-sv"
// content="…">`: the shell's, and the route's as src/app/routes.ts lists them) and gets the words
// script (src/i18n/preload-words.ts, built here on its own as a classic script): which language
// the app starts in is known only in the browser, so the script hints that language's files.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { wordBundleOf } from './chunk-plan-plugin.ts';
import { routeModules } from './route-modules.ts';

/** src/i18n/preload-words.ts as one classic script. */
async function wordsScript(root: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: join(root, 'src/i18n/preload-words.ts'), formats: ['iife'], name: 'words' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output[0] : undefined;
  if (!chunk) throw new Error('route preload: the words script did not build');
  return chunk.code;
}

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
    async generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset' || typeof page.source !== 'string') {
        this.error('route preload: the build has no index.html');
      }
      if (!page.source.includes('</head>')) this.error('route preload: index.html has no </head>');
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));

      // The word bundles' files: `shell.sv` → /assets/shell.sv-….js.
      const wordChunks = chunks.flatMap((chunk) => {
        const words = wordBundleOf(chunk.facadeModuleId ?? '');
        return words ? [{ ...words, file: `${base}${chunk.fileName}` }] : [];
      });
      const wordFiles = new Map(
        wordChunks.map(({ bundle, locale, file }) => [`${bundle}.${locale}`, file]),
      );
      const locales = [...new Set(wordChunks.map(({ locale }) => locale))];
      const script = await wordsScript(root);
      const scriptFile = `assets/words-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFile, source: script });
      const template = page.source;
      const entryTag = template.indexOf('<script type="module"');
      if (entryTag < 0) this.error('route preload: index.html has no module script');
      /**
       * The page with its words' files per language and the script that picks them, before the
       * entry (after the Content-Security-Policy, which applies to what follows it).
       */
      const withWords = (bundles: readonly string[]) => {
        const metas = locales.map((locale) => {
          const files = bundles.map((bundle) => {
            const file = wordFiles.get(`${bundle}.${locale}`);
            if (!file) this.error(`route preload: no file for the words ${bundle}.${locale}`);
            return file;
          });
          return `<meta name="words-${locale}" content="${files.join(' ')}">`;
        });
        const tags = [...metas, `<script async src="${base}${scriptFile}"></script>`];
        return `${template.slice(0, entryTag)}${tags.join('\n    ')}\n    ${template.slice(entryTag)}`;
      };
      page.source = withWords(['shell']);
      const routes = routeModules(root);

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

      for (const { path, module, words } of routes) {
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
          source: withWords(['shell', ...words]).replace(
            '</head>',
            `  ${links.join('\n    ')}\n  </head>`,
          ),
        });
      }
    },
  };
}
