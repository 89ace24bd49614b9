// The prefetch gate (src/lib/use-idle-prefetch.ts): nothing is prefetched before the first screen
// is shown, while resources still arrive, or on a connection that saves data or is slow.
import { act } from '@testing-library/react';
import { render } from '../support/i18n.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Gate = typeof import('../../src/lib/use-idle-prefetch.ts');

/** A fresh copy of the module: "first screen shown" is per page, so per test here. */
async function freshGate(): Promise<Gate> {
  vi.resetModules();
  return import('../../src/lib/use-idle-prefetch.ts');
}

function Prefetching({ gate, load }: { gate: Gate; load: () => Promise<unknown> }) {
  gate.useIdlePrefetch(load);
  return null;
}

/** The resource entries' observers the gate made, to announce an arrival to them. */
const observers: { callback: () => void; disconnected: boolean }[] = [];

class FakePerformanceObserver {
  private readonly entry: { callback: () => void; disconnected: boolean };
  constructor(callback: () => void) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

/** A resource arrived: each live observer hears of it. */
function resourceArrived() {
  for (const observer of observers) if (!observer.disconnected) observer.callback();
}

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  observers.length = 0;
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  setConnection(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setConnection(undefined);
});

/** Lets the gate's promises settle and its timers run for `ms`. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useIdlePrefetch', () => {
  it('waits for the first screen, then for the network to be quiet', async () => {
    const gate = await freshGate();
    const load = vi.fn(() => Promise.resolve());
    render(<Prefetching gate={gate} load={load} />);
    await advance(5_000);
    expect(load, 'before any screen was shown').not.toHaveBeenCalled();

    act(() => gate.markScreenShown());
    await advance(300);
    resourceArrived(); // the screen's own data arrives: quiet starts again
    await advance(300);
    expect(load, '300 ms after the last arrival').not.toHaveBeenCalled();
    await advance(300);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts at once after quiet on a later screen, once the first was shown', async () => {
    const gate = await freshGate();
    gate.markScreenShown();
    const load = vi.fn(() => Promise.resolve());
    render(<Prefetching gate={gate} load={load} />);
    await advance(600);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['saves data', { saveData: true, effectiveType: '4g' }],
    ['is 3G', { effectiveType: '3g' }],
    ['is 2G', { effectiveType: '2g' }],
    ['is slow 2G', { effectiveType: 'slow-2g' }],
  ])('never prefetches on a connection that %s', async (_, connection) => {
    setConnection(connection);
    const gate = await freshGate();
    gate.markScreenShown();
    const load = vi.fn(() => Promise.resolve());
    render(<Prefetching gate={gate} load={load} />);
    await advance(10_000);
    expect(load).not.toHaveBeenCalled();
    expect(gate.prefetchAllowed()).toBe(false);
  });

  it('prefetches on 4G and where the browser does not say', async () => {
    setConnection({ effectiveType: '4g', saveData: false });
    const gate = await freshGate();
    expect(gate.prefetchAllowed()).toBe(true);
    setConnection(undefined);
    expect(gate.prefetchAllowed()).toBe(true);
  });

  it('does not start once the component has gone, and a failed load is no failure', async () => {
    const gate = await freshGate();
    gate.markScreenShown();
    const gone = vi.fn(() => Promise.resolve());
    const view = render(<Prefetching gate={gate} load={gone} />);
    view.unmount();
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    render(<Prefetching gate={gate} load={failing} />);
    await advance(1_000);
    expect(gone).not.toHaveBeenCalled();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
