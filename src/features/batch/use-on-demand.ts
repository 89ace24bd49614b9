import { useEffect, useSyncExternalStore } from 'react';

/** Code loaded on demand: one load per page, shared by every caller, like import() itself. */
export interface OnDemand<T> {
  /** Loads it once (again after a failed load). */
  load: () => Promise<T>;
  subscribe: (listener: () => void) => () => void;
  /** The loaded module, or null. */
  current: () => T | null;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  const listeners = new Set<() => void>();
  return {
    load: () =>
      (loading ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => loaded,
  };
}

/**
 * The part once loaded (by whoever loaded it: an idle prefetch, the parser), else null;
 * `needed` loads it at once. Not React.lazy: a lazy part suspends on its first render even when
 * its code is here, and React then holds the reveal back for a moment; this way a list and its
 * preview appear together.
 */
export function useOnDemand<T>(part: OnDemand<T>, needed: boolean): T | null {
  const module = useSyncExternalStore(part.subscribe, part.current);
  useEffect(() => {
    if (needed && module === null)
      part.load().catch(() => {
        // Asked for again by the next change that needs it.
      });
  }, [part, needed, module]);
  return module;
}
