// The sandbox's only source of "now": injectable so tests can move time (expiry, date tags).

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

function instant(t: Date | string): number {
  const ms = new Date(t).getTime();
  if (Number.isNaN(ms)) throw new Error(`Not a point in time: ${String(t)}`);
  return ms;
}

/** A clock that stands still until told to move. */
export function createManualClock(
  start: Date | string,
): Clock & { set(t: Date | string): void; advance(ms: number): void } {
  let current = instant(start);
  return {
    now: () => new Date(current),
    set(t) {
      current = instant(t);
    },
    advance(ms) {
      current += ms;
    },
  };
}
