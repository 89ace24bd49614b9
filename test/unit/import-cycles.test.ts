// No import circle anywhere in src/ (issue 17): a circle means some arrow runs upwards, which
// the per-folder ESLint rules cannot see when it goes through several files.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every file's relative imports, type-only ones included (they still tie the modules). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(IMPORT)]
        .map((match) => resolve(dirname(file), (match[1] ?? match[2] ?? '').split('?')[0] ?? ''))
        .filter((target) => known.has(target));
      return [file, targets];
    }),
  );
}

/** One circle per strongly tied group, as a path of files; [] when there is none. */
function findCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const circles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return circles;
}

describe('import circles', () => {
  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCircles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('src/ has none', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const circles = findCircles(importGraph(files)).map((circle) =>
      circle.map((file) => relative(SRC, file)).join(' -> '),
    );
    expect(circles).toEqual([]);
  });
});
