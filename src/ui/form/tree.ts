// Pure: read and write a value or an error at a dotted form path ('expiry.days', 'tags.1') in a
// tree of plain objects and arrays, without changing the tree given (a new tree comes back).

/** 'tags.1' -> ['tags', '1']; a number segment is a list index. */
export function segmentsOf(path: string): string[] {
  return path === '' ? [] : path.split('.');
}

const isIndex = (segment: string) => /^\d+$/.test(segment);

function isTree(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function getIn(tree: unknown, path: string): unknown {
  let node = tree;
  for (const segment of segmentsOf(path)) {
    if (!isTree(node)) return undefined;
    node = node[segment];
  }
  return node;
}

function copyOf(node: unknown, nextSegment: string): Record<string, unknown> {
  // slice keeps a sparse list's holes (a spread would fill them with undefined).
  if (Array.isArray(node))
    return Object.assign(node.slice(), node) as unknown as Record<string, unknown>;
  if (isTree(node)) return { ...node };
  // A list where the next segment is an index: `tags.1` makes `tags` a list.
  return (isIndex(nextSegment) ? [] : {}) as Record<string, unknown>;
}

/** The tree with `value` at `path`; the nodes on the way are copied, the others shared. */
export function setIn<T>(tree: T, path: string, value: unknown): T {
  const segments = segmentsOf(path);
  const put = (node: unknown, index: number): unknown => {
    const segment = segments[index];
    if (segment === undefined) return value;
    const copy = copyOf(node, segment);
    copy[segment] = put(copy[segment], index + 1);
    return copy;
  };
  return put(tree, 0) as T;
}

function isEmpty(node: unknown): boolean {
  return isTree(node) && Object.keys(node).every((key) => node[key] === undefined);
}

/** The tree without `path`; a list or object left empty by it goes too. */
export function unsetIn<T>(tree: T, path: string): T {
  const segments = segmentsOf(path);
  const drop = (node: unknown, index: number): unknown => {
    const segment = segments[index];
    if (segment === undefined || !isTree(node) || !(segment in node)) return node;
    const copy = copyOf(node, segment);
    const child = index === segments.length - 1 ? undefined : drop(copy[segment], index + 1);
    if (child === undefined || isEmpty(child)) delete copy[segment];
    else copy[segment] = child;
    return copy;
  };
  return drop(tree, 0) as T;
}

/** Same plain values all the way down (what a form holds: text, booleans, lists, objects). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isTree(a) || !isTree(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key in b && deepEqual(a[key], b[key]));
}
