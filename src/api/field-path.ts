// Field paths as the API spells them (docs/decisions.md "Status codes": `tags[1].value`,
// `whitelistings[3].mac`), from zod issue paths and back to the segments a form uses.

export type PathSegment = string | number;

/** ['tags', 1, 'value'] -> 'tags[1].value'; the empty path (the whole body) -> ''. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

const PATH = /^[^.[\]\s]+(?:\.[^.[\]\s]+|\[\d+\])*$/;

/**
 * 'tags[1].value' -> ['tags', 1, 'value']; also reads 'tags.1.value' (a number is a list index).
 * Null for text that is no such path: a server may send anything as a field name.
 */
export function parseFieldPath(path: string): PathSegment[] | null {
  const text = path.trim();
  if (!PATH.test(text)) return null;
  return [...text.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, name = '', index]) =>
    index !== undefined || /^\d+$/.test(name) ? Number(index ?? name) : name,
  );
}
