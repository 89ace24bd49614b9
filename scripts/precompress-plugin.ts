// `vite build` also writes `file.gz` (gzip -9) and `file.br` (brotli 11, about 12% smaller for
// our JS) beside every text file of dist/ and the device-maker registry, so a web server sends
// them compressed without compressing on each request: nginx's `gzip_static on` and, with the
// brotli module, `brotli_static on` (deploy/nginx.conf). Made once per build; node:zlib only.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** JS, CSS, JSON, SVG, HTML, and the registry (`device-makers-[hash].bin`). */
export const PRECOMPRESSED = /\.(?:m?js|css|json|svg|html|bin)$/;

/** Files under `dir` (dot folders such as .vite/, the build manifest, left out). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}

/**
 * Writes `path.gz` and `path.br`, each unless it would not make the file smaller (then the server
 * sends it as is).
 */
async function precompress(path: string): Promise<void> {
  const source = await readFile(path);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  ]);
  await Promise.all([
    gzipped.length < source.length ? writeFile(`${path}.gz`, gzipped) : undefined,
    brotli.length < source.length ? writeFile(`${path}.br`, brotli) : undefined,
  ]);
}

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sign-in-admin:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the bundle is written: the files of public/ are in the folder by then too.
    async writeBundle(options) {
      const dir = options.dir ?? outDir;
      const files = (await filesUnder(dir)).filter((path) => PRECOMPRESSED.test(path));
      await Promise.all(files.map(precompress));
    },
  };
}
