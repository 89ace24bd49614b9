// A list kept in Web Storage newest first, one record per thing and capped: Recent entries and
// remembered policies. Pure: the Storage is passed in, and the caller says what "the same" is.
import type * as z from 'zod/mini';
import { readJsonList, writeJson } from './web-storage.ts';

export interface StoredList<T> {
  /** Each stored item is parsed with it: one that fails is dropped, not the whole list. */
  item: z.ZodMiniType<T>;
  /** Whether two items record the same thing (lib knows no domain, so its caller decides). */
  isSame: (a: T, b: T) => boolean;
  /** How many are kept; the oldest go first. */
  max: number;
}

/** The list as stored under `key`, the items that parse. */
export function readStoredList<T>(
  storage: Storage | undefined,
  key: string,
  list: StoredList<T>,
): T[] {
  return readJsonList(storage, key, list.item);
}

/**
 * Puts the item `make` builds from the stored list first, drops an older record of the same
 * thing, caps the list and stores it. Returns the new list, and whether the browser stored it.
 */
export function putFirst<T>(
  storage: Storage | undefined,
  key: string,
  list: StoredList<T>,
  make: (before: readonly T[]) => T,
): { items: T[]; stored: boolean } {
  const before = readStoredList(storage, key, list);
  const next = make(before);
  const items = [next, ...before.filter((item) => !list.isSame(item, next))].slice(0, list.max);
  return { items, stored: writeJson(storage, key, items) };
}
