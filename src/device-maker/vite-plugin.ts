// The build step of the device-maker registry (issue 11): oui-data's JSON -> the compact file of
// registry-format.ts, emitted with a hashed name by `vite build` (npm start) and served from
// memory by `npm run dev`. The app imports its address from 'virtual:device-maker-registry'.
// Nothing generated is committed.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { encodeRegistry } from './registry-format.ts';

export const REGISTRY_MODULE = 'virtual:device-maker-registry';
const RESOLVED = `\0${REGISTRY_MODULE}`;
/** Where the dev server answers with the file. */
const DEV_PATH = '/@device-maker/registry.bin';

/** oui-data's registry, encoded; read from node_modules so the package's update is the data's. */
export async function buildRegistryFile(): Promise<Uint8Array> {
  const path = createRequire(import.meta.url).resolve('oui-data');
  const registry: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (typeof registry !== 'object' || registry === null) throw new Error(`${path} is no registry`);
  const entries = Object.entries(registry).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return encodeRegistry(Object.fromEntries(entries));
}

export function deviceMakerPlugin(): Plugin {
  let file: Promise<Uint8Array> | undefined;
  const registryFile = () => (file ??= buildRegistryFile());
  let serving = false;
  return {
    name: 'sign-in-admin:device-maker-registry',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === REGISTRY_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      if (serving) return `export default ${JSON.stringify(DEV_PATH)};`;
      const reference = this.emitFile({
        type: 'asset',
        name: 'device-makers.bin',
        source: await registryFile(),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== DEV_PATH) return next();
        registryFile().then((bytes) => {
          res.setHeader('Content-Type', 'application/octet-stream');
          res.end(bytes);
        }, next);
      });
    },
  };
}
