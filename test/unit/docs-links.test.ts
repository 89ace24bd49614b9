// The rules a newcomer needs live in the repository's own docs/: every comment that cites the
// API or a decision points there, and every section it names is a heading of that file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js|css)$/.test(entry.name) ? [path] : [];
  });
}

const files = ['src', 'test', 'scripts']
  .flatMap((dir) => sourceFiles(join(root, dir)))
  .filter((file) => !file.endsWith('docs-links.test.ts'));

/** A section name as a comment wraps it over lines: one line again. */
const oneLine = (text: string) => text.replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' ').trim();

function headings(doc: string): Set<string> {
  const text = readFileSync(join(root, 'docs', doc), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => (match[1] ?? '').trim()));
}

describe('docs/ as the code cites it', () => {
  it('no file cites the API spec or the decisions outside docs/', () => {
    const outside = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(\S*)(decisions|sign-in-api)\.md/g)]
        .filter((match) => !(match[1] ?? '').endsWith('docs/'))
        .map((match) => `${relative(root, file)}: ${match[0]}`),
    );
    expect(outside).toEqual([]);
  });

  it('every section a comment names is a heading of the doc it cites', () => {
    const known = { 'api.md': headings('api.md'), 'decisions.md': headings('decisions.md') };
    const cited = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/docs\/(api|decisions)\.md "([^"]+)"/g)].map(
        (match) => ({
          file: relative(root, file),
          doc: `${match[1]}.md` as keyof typeof known,
          section: oneLine(match[2] ?? ''),
        }),
      ),
    );
    expect(cited.length).toBeGreaterThan(20);
    const missing = cited.filter(({ doc, section }) => !known[doc].has(section));
    expect(missing).toEqual([]);
  });
});
