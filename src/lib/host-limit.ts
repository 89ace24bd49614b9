// At most so many requests in flight to one host, in all (docs/decisions.md "Several venues"):
// the API's rate limits are not documented, and work sent to several venues of one deployment
// must not flood it. A refusal that says when to come back (429 or 503 with Retry-After) pauses
// that host for as long: requests waiting for it start after. No domain here: what a pause is
// comes from the caller (api/retry-pause.ts).

/** Requests in flight to one API host at most, over every venue of a run. */
export const REQUESTS_PER_HOST = 4;

export interface HostLimiter {
  /** Runs `send` once a place for `host` is free (and any pause is over); frees it after. */
  run: <T>(host: string, send: () => Promise<T>) => Promise<T>;
  /** Requests in flight to `host` now. */
  inFlight: (host: string) => number;
}

interface HostState {
  active: number;
  waiting: Array<() => void>;
  /** Epoch ms before which nothing new starts. */
  pausedUntil: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export interface HostLimiterOptions {
  max?: number;
  /** How long a failure asks the host to be left alone, in ms; null: it does not. */
  pauseOf?: (error: unknown) => number | null;
  now?: () => number;
}

export function createHostLimiter({
  max = REQUESTS_PER_HOST,
  pauseOf = () => null,
  now = Date.now,
}: HostLimiterOptions = {}): HostLimiter {
  const hosts = new Map<string, HostState>();
  const stateOf = (host: string) => {
    let state = hosts.get(host);
    if (!state) {
      state = { active: 0, waiting: [], pausedUntil: 0, timer: undefined };
      hosts.set(host, state);
    }
    return state;
  };

  function drain(state: HostState): void {
    const wait = state.pausedUntil - now();
    if (wait > 0) {
      if (state.waiting.length > 0 && state.timer === undefined)
        state.timer = setTimeout(() => {
          state.timer = undefined;
          drain(state);
        }, wait);
      return;
    }
    while (state.active < max && state.waiting.length > 0) {
      state.active++;
      state.waiting.shift()?.();
    }
  }

  return {
    async run(host, send) {
      const state = stateOf(host);
      await new Promise<void>((start) => {
        state.waiting.push(start);
        drain(state);
      });
      try {
        return await send();
      } catch (error) {
        const pause = pauseOf(error);
        if (pause !== null && pause > 0)
          state.pausedUntil = Math.max(state.pausedUntil, now() + pause);
        throw error;
      } finally {
        state.active--;
        drain(state);
      }
    },
    inFlight: (host) => hosts.get(host)?.active ?? 0,
  };
}

/** The host a base URL sends to: '' (the app's own origin) is this page's host. */
export function hostOf(
  baseUrl: string,
  origin: string = globalThis.location?.origin ?? '',
): string {
  try {
    return new URL(baseUrl.trim() === '' ? origin : baseUrl).host;
  } catch {
    return baseUrl;
  }
}
