// JSON in Web Storage, as the connections, drafts, recent entries and remembered policies keep
// it: a storage that is missing, disabled, full or holding something else never throws.
import type * as z from 'zod/mini';

/** The text under `key`: null when absent, undefined when the storage cannot be read. */
export function readText(storage: Storage | undefined, key: string): string | null | undefined {
  try {
    return storage?.getItem(key);
  } catch {
    return undefined;
  }
}

/** The parsed JSON under `key`; undefined when absent or unreadable. */
export function readJson(storage: Storage | undefined, key: string): unknown {
  const text = readText(storage, key);
  if (text == null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The stored list's items that parse: one unreadable item is dropped, not the whole list. */
export function readJsonList<T>(
  storage: Storage | undefined,
  key: string,
  item: z.ZodMiniType<T>,
): T[] {
  const json = readJson(storage, key);
  if (!Array.isArray(json)) return [];
  return json.flatMap((value: unknown) => {
    const parsed = item.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Stores `value` as is (null removes the key). False when the browser refused. */
export function writeText(
  storage: Storage | undefined,
  key: string,
  value: string | null,
): boolean {
  if (!storage) return false;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Stores `value` as JSON. False when the browser refused (storage disabled or full). */
export function writeJson(storage: Storage | undefined, key: string, value: unknown): boolean {
  return writeText(storage, key, JSON.stringify(value));
}
