// Short class names for the built app's CSS modules. Each class name is written twice, in the
// stylesheet and in the JS object that maps the source's name to it; Vite's default
// (`_macWarning_16iuc_10`) costs some 20 bytes a class, about 235 of them. Built, a class is named
// by its stylesheet (three characters from a hash of its path) and its place in that stylesheet:
// `Kx4a`, `Kx4b`, … The names stay the same from build to build (the stylesheet's path and text
// decide them), so a file whose styles did not change keeps its name and its cache.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALNUM = `${LETTERS}0123456789`;

/** `n` in base 62, least significant digit first (a, b, … 9, ab, …). */
function digits(n: number): string {
  let out = '';
  let rest = n;
  do {
    out += ALNUM[rest % ALNUM.length];
    rest = Math.floor(rest / ALNUM.length);
  } while (rest > 0);
  return out;
}

/** Three characters from a hash of the stylesheet's path, a letter first (a class name may not start with a digit). */
function stylesheetCode(path: string): string {
  const hash = createHash('sha256').update(path).digest();
  return (
    (LETTERS[(hash[0] ?? 0) % LETTERS.length] ?? '') +
    (ALNUM[(hash[1] ?? 0) % ALNUM.length] ?? '') +
    (ALNUM[(hash[2] ?? 0) % ALNUM.length] ?? '')
  );
}

/** The class names of a stylesheet, in the order they first appear. */
function classesOf(css: string): string[] {
  return [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''))];
}

/** css.modules.generateScopedName for the build. */
export function shortClassNames(root: string) {
  /** Stylesheet code → the stylesheet that has it: two may not share one. */
  const codes = new Map<string, string>();
  return (name: string, file: string, css: string): string => {
    const path = relative(root, file).split('\\').join('/');
    const code = stylesheetCode(path);
    const owner = codes.get(code);
    if (owner !== undefined && owner !== path) {
      throw new Error(
        `CSS modules ${owner} and ${path} have the same short code ${code} (scripts/css-class-names.ts): rename one of them.`,
      );
    }
    codes.set(code, path);
    const index = classesOf(css).indexOf(name);
    if (index < 0) throw new Error(`CSS module ${path}: class ${name} not found in its text`);
    return code + digits(index);
  };
}
