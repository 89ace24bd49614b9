// Pure: a form's nested errors (form/form-store.ts) as one ordered list, for the error summary.
import type { ErrorSummaryItem } from './error-summary.tsx';

/** One message and the form path it belongs to ('mac', 'tags.1.value'); '' = the whole form. */
export interface PathMessage {
  path: string;
  message: string;
}

// Keys the form puts beside a message; 'root' holds an array's own error.
const META = new Set(['message', 'type', 'types', 'ref']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Every message in a form's errors object, nested ones included (`tags.1.value`,
 * `whitelistings.3.mac`), in the order of `order` (top-level names), list items by index.
 * Names not in `order` come last rather than being dropped.
 */
export function flattenFieldErrors(errors: unknown, order: readonly string[]): PathMessage[] {
  const found: PathMessage[] = [];
  // `formLevel`: under the top-level 'root' (the form-wide errors) paths are ''.
  const walk = (node: unknown, path: string, formLevel: boolean) => {
    if (!isObject(node)) return;
    if (typeof node.message === 'string' && node.message !== '') {
      found.push({ path: formLevel ? '' : path, message: node.message });
    }
    // Object.keys lists array indexes (and integer-like keys) first, in ascending order.
    for (const key of Object.keys(node)) {
      if (META.has(key)) continue;
      // An array's own error sits in `root` beside its items: it belongs to the array's path.
      const childPath = key === 'root' ? path : path === '' ? key : `${path}.${key}`;
      walk(node[key], childPath, formLevel);
    }
  };
  if (!isObject(errors)) return found;
  const rank = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  for (const name of Object.keys(errors).sort((a, b) => rank(a) - rank(b))) {
    walk(errors[name], name, name === 'root');
  }
  return found;
}

/** Summary items: field messages linked to their control, then messages for the whole form. */
export function summaryItems(
  fieldMessages: readonly PathMessage[],
  formMessages: readonly string[],
  idOf: (path: string) => string,
): ErrorSummaryItem[] {
  return [
    ...fieldMessages.map(({ path, message }) =>
      path === '' ? { message } : { fieldId: idOf(path), message },
    ),
    ...formMessages.map((message) => ({ message })),
  ];
}
