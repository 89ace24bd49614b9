import { useEffect } from 'react';

/**
 * Starts `load` (a dynamic import, say) once the browser is idle after the component mounts, so
 * what loads on demand is usually there before it is needed. Where there is no
 * requestIdleCallback (Safari, jsdom), a timer stands in.
 */
export function useIdlePrefetch(load: () => Promise<unknown>): void {
  useEffect(() => {
    // A failed prefetch is no failure: the part is asked for again when it is needed.
    const start = () => void load().catch(() => {});
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 0);
    return () => clearTimeout(timer);
  }, [load]);
}
