import { useEffect } from 'react';

// Prefetch never competes with the screen the person waits for: it starts only after the first
// screen has been shown and the page has loaded, once no resource has arrived for a while
// (the network is quiet), when the browser is idle; and never on a connection that asks to save
// data or is slow (Network Information API, where the browser has it).

/** How long no resource may arrive before the network counts as quiet. */
const QUIET_MS = 500;
/** Connections too slow to spend on what may never be used. */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

let screenShown = false;
const waitingForScreen: (() => void)[] = [];

/** Called when a screen has been shown (routes.ts): prefetches may start after the first. */
export function markScreenShown(): void {
  if (screenShown) return;
  screenShown = true;
  for (const resolve of waitingForScreen.splice(0)) resolve();
}

function firstScreenShown(): Promise<void> {
  return screenShown ? Promise.resolve() : new Promise((resolve) => waitingForScreen.push(resolve));
}

function pageLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') {
    return Promise.resolve();
  }
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Resolves once no resource (script, style, API answer, data) has arrived for `QUIET_MS`. */
function networkQuiet(): Promise<void> {
  return new Promise((resolve) => {
    const observer =
      typeof PerformanceObserver === 'function'
        ? new PerformanceObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(done, QUIET_MS);
          })
        : undefined;
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    let timer = setTimeout(done, QUIET_MS);
    try {
      observer?.observe({ type: 'resource' });
    } catch {
      // No resource timing: the timer alone decides.
    }
  });
}

/** False on a connection that asks to save data or is slower than 4G. */
export function prefetchAllowed(): boolean {
  const connection = (
    globalThis.navigator as { connection?: { saveData?: boolean; effectiveType?: string } }
  )?.connection;
  if (!connection) return true;
  return !connection.saveData && !SLOW_CONNECTIONS.has(connection.effectiveType ?? '');
}

/**
 * Starts `load` (a dynamic import, say) after the first screen is shown, the page has loaded and
 * the network is quiet, when the browser is idle; never where `prefetchAllowed()` says no. What
 * loads on demand is then usually there before it is needed, without slowing the first screen.
 * Where there is no requestIdleCallback (Safari, jsdom), a timer stands in.
 */
export function useIdlePrefetch(load: () => Promise<unknown>): void {
  useEffect(() => {
    if (!prefetchAllowed()) return;
    let cancelled = false;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A failed prefetch is no failure: the part is asked for again when it is needed.
    const start = () => void load().catch(() => {});
    void firstScreenShown()
      .then(pageLoaded)
      .then(networkQuiet)
      .then(() => {
        if (cancelled) return;
        if (typeof requestIdleCallback === 'function') {
          idle = requestIdleCallback(start, { timeout: 2000 });
        } else {
          timer = setTimeout(start, 0);
        }
      });
    return () => {
      cancelled = true;
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, [load]);
}
