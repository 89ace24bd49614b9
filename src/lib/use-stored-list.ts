import { useMemo, useSyncExternalStore } from 'react';
import { putFirst, readStoredList, type StoredList } from './stored-list.ts';
import { readText } from './web-storage.ts';

/** Fired on window after this tab writes a list: the browser's 'storage' event reaches only other tabs. */
const WRITTEN = 'sign-in-admin:stored-list-written';

export interface StoredListState<T> {
  /** The list as stored, newest first; the same array until the stored text changes. */
  items: T[];
  /** Puts what `make` builds from the stored list first; false when the browser refused to store it. */
  put: (make: (before: readonly T[]) => T) => boolean;
}

/**
 * Puts what `make` builds from the stored list first, and tells this tab's readers (the
 * browser's storage event tells only the others): for a writer outside any component, such as
 * a call that ends after its screen was left. False when the browser refused to store it.
 */
export function putInStoredList<T>(
  storage: Storage | undefined,
  key: string,
  list: StoredList<T>,
  make: (before: readonly T[]) => T,
): { items: T[]; stored: boolean } {
  const written = putFirst(storage, key, list, make);
  announceWritten(key);
  return written;
}

function announceWritten(key: string): void {
  window.dispatchEvent(new CustomEvent(WRITTEN, { detail: key }));
}

function createStore<T>(storage: Storage | undefined, key: string, list: StoredList<T>) {
  let snapshot: { text: string | null | undefined; items: T[] } | undefined;
  return {
    subscribe: (onChange: () => void): (() => void) => {
      // A null key is another tab's clear(): every key may have changed.
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange();
      };
      const onWritten = (event: Event) => {
        if (event instanceof CustomEvent && event.detail === key) onChange();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener(WRITTEN, onWritten);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener(WRITTEN, onWritten);
      };
    },
    getSnapshot: (): T[] => {
      // The raw text, so a list is parsed again only when it changed.
      const text = readText(storage, key);
      if (!snapshot || snapshot.text !== text) {
        snapshot = { text, items: readStoredList(storage, key, list) };
      }
      return snapshot.items;
    },
    put: (make: (before: readonly T[]) => T): boolean => {
      const { items, stored } = putFirst(storage, key, list, make);
      // The new list as made, before anyone reads it; if the browser refused it, shown until
      // storage changes.
      snapshot = { text: readText(storage, key), items };
      announceWritten(key);
      return stored;
    },
  };
}

/**
 * The list stored under `key` (one per connection: the caller puts its id in the key), kept
 * current when another tab or another part of this one writes it. `list` must be a module
 * constant: a new object on each render would subscribe again each time.
 */
export function useStoredList<T>(
  storage: Storage | undefined,
  key: string,
  list: StoredList<T>,
): StoredListState<T> {
  const store = useMemo(() => createStore(storage, key, list), [storage, key, list]);
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { items, put: store.put };
}
