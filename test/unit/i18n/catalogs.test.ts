// Every message the source says exists in both catalogs, with a Swedish translation whose
// placeholders and tags are the English ones: otherwise a person would see an id, a hole or
// English in a Swedish sentence.
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const configPath = fileURLToPath(new URL('../../../lingui.config.ts', import.meta.url));

/** The {placeholders} and <n>tags</n> of an ICU message, sorted: what both languages must share. */
export function slots(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      found.add(`{${name}}`);
      // A plural's or select's branches: their own placeholders count too.
      if (format && typeof format === 'object') {
        for (const [key, branch] of Object.entries(format)) {
          if (key !== 'offset' && Array.isArray(branch)) visit(branch as CompiledMessage);
        }
      }
    }
  };
  visit(compileMessage(message));
  for (const tag of message.matchAll(/<\/?(\d+)\s*\/?>/g)) found.add(tag[0].replace(/\s/g, ''));
  return [...found].sort();
}

describe('slots', () => {
  it('reads placeholders, plural arguments and tags, not the words around them', () => {
    expect(slots('{n, plural, one {created} other {# created}}')).toEqual(['{n}']);
    expect(slots('Delete {name}?')).toEqual(['{name}']);
    expect(slots('{count, plural, one {# device} other {# devices}} in <0>{venue}</0>')).toEqual([
      '</0>',
      '<0>',
      '{count}',
      '{venue}',
    ]);
  });
});

describe('catalogs', () => {
  let catalogs: Awaited<ReturnType<typeof getCatalogs>>;
  beforeAll(async () => {
    catalogs = await getCatalogs(getConfig({ configPath, skipValidation: true }));
  }, 60_000);

  it('hold every message the source has, and none it no longer has (run npx lingui extract --clean)', async () => {
    for (const catalog of catalogs) {
      const extracted = Object.keys((await catalog.collect()) ?? {}).sort();
      for (const locale of ['en', 'sv']) {
        const stored = Object.entries(await catalog.read(locale))
          .filter(([, entry]) => !entry.obsolete)
          .map(([id]) => id)
          .sort();
        expect(stored, `${catalog.path} (${locale})`).toEqual(extracted);
      }
    }
  }, 120_000);

  it('give every message its Swedish, with the English placeholders and tags', async () => {
    for (const catalog of catalogs) {
      const en = await catalog.read('en');
      const sv = await catalog.read('sv');
      for (const [id, entry] of Object.entries(en)) {
        if (entry.obsolete) continue;
        const english = entry.translation || entry.message || id;
        const swedish = sv[id]?.translation ?? '';
        expect(swedish, `${catalog.path}: "${english}" has no Swedish`).not.toBe('');
        expect(slots(swedish), `${catalog.path}: "${english}" → "${swedish}"`).toEqual(
          slots(english),
        );
      }
    }
  }, 60_000);

  it('give a message found in several catalogs the same Swedish in each (they load into one dictionary)', async () => {
    const seen = new Map<string, { catalog: string; swedish: string }>();
    const differ: string[] = [];
    for (const catalog of catalogs) {
      const en = await catalog.read('en');
      const sv = await catalog.read('sv');
      for (const [id, entry] of Object.entries(en)) {
        if (entry.obsolete) continue;
        const swedish = sv[id]?.translation ?? '';
        const earlier = seen.get(id);
        if (earlier && earlier.swedish !== swedish) {
          const english = entry.translation || entry.message || id;
          differ.push(
            `"${english}": ${earlier.catalog} "${earlier.swedish}", ${catalog.path} "${swedish}"`,
          );
        }
        seen.set(id, { catalog: catalog.path, swedish });
      }
    }
    expect(differ).toEqual([]);
  }, 60_000);
});
