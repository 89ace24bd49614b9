// The built app's message ids, short: Lingui names each message by six random characters of a
// hash (or, in src/api, a readable explicit id such as `api.rules.nameLabel`), and each appears
// twice, in the code that says it and in its catalog. Random characters barely compress: with
// about 1,200 messages they cost some 10 kB of the build. This gives each message a short id
// instead ("a", "b", … "Ab"), the same in every chunk, and drops the English of src/api's
// messages from the app (the sandbox, which is not built here, keeps them: docs in
// src/api/wording.ts): the catalogs say them.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

const DIGITS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALNUM = `${DIGITS}0123456789`;

/** The n-th short id: a, b, … Z, aa, ab, … (a letter first, so it never reads as a number). */
export function shortId(n: number): string {
  let id = DIGITS[n % DIGITS.length] ?? '';
  let rest = Math.floor(n / DIGITS.length);
  while (rest > 0) {
    rest -= 1;
    id += ALNUM[rest % ALNUM.length];
    rest = Math.floor(rest / ALNUM.length);
  }
  return id;
}

/** Every message id of the catalogs, sorted: the same list gives the same short ids. */
async function messageIds(configPath: string): Promise<string[]> {
  const ids = new Set<string>();
  for (const catalog of await getCatalogs(getConfig({ configPath, skipValidation: true }))) {
    for (const [id, entry] of Object.entries(await catalog.read('en'))) {
      if (!entry.obsolete) ids.add(id);
    }
  }
  return [...ids].sort();
}

/** In src/api, `message: '…'` inside a `/*i18n*\/ { id: '…', … }` descriptor. */
const API_MESSAGE =
  /(\/\*i18n\*\/\s*\{\s*id:\s*'[\w.]+',\s*)message:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?\s*/g;

export function messageIdsPlugin(): Plugin {
  const configPath = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));
  let short = new Map<string, string>();
  /** An id in quotes ("…", '…', `…` or \"…\"), in code or as a catalog's JSON key. */
  let quotedId = /$^/g;
  /** Names the list of ids: it changes when a message is added or removed. */
  let idsHash = '';
  return {
    name: 'sign-in-admin:message-ids',
    apply: 'build',
    // Reads src/api as written, before TypeScript is compiled away (with the /*i18n*/ marks).
    enforce: 'pre',
    async buildStart() {
      const ids = await messageIds(configPath);
      short = new Map(ids.map((id, n) => [id, shortId(n)]));
      idsHash = createHash('sha256').update(ids.join('\n')).digest('hex').slice(0, 16);
      const escaped = ids
        .toSorted((a, b) => b.length - a.length)
        .map((id) => id.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
      // A quote may be escaped: a catalog is a JSON string inside the code (`JSON.parse("{\\"id\\":…`).
      quotedId = new RegExp(`(\\\\?["'\`])(${escaped.join('|')})\\1`, 'g');
    },
    transform(code, id) {
      if (!/\/src\/api\/[^/]+\.ts$/.test(id) || !code.includes('/*i18n*/')) return null;
      return { code: code.replace(API_MESSAGE, '$1'), map: null };
    },
    // A new message can give the others new short ids, in chunks whose own code did not change:
    // their names change too, or a browser would keep an old chunk (they are cached for good).
    augmentChunkHash() {
      return idsHash;
    },
    renderChunk(code) {
      const renamed = code.replace(
        quotedId,
        (_match, quote: string, id: string) => `${quote}${short.get(id) ?? id}${quote}`,
      );
      return renamed === code ? null : { code: renamed, map: null };
    },
  };
}
