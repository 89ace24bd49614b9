import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiConnection } from '../api/client.ts';
import type { ProbeResult } from './probe-connection.ts';

export interface CheckConnectionState {
  isPending: boolean;
  result: ProbeResult | undefined;
  /** Only when the client itself failed to load (an outdated tab after a deploy, say). */
  error: Error | undefined;
  check: (connection: ApiConnection) => void;
  /** Forgets the result (and stops a running check): the values it was about have changed. */
  clear: () => void;
}

const IDLE = { isPending: false, result: undefined, error: undefined } as const;

/**
 * "Check connection": one harmless call with the values in the form, not the saved ones.
 * A read-only check, not server state, so it stays out of React Query: the Connection screen
 * is a new person's first screen and keeps within the bundle budget without it.
 */
export function useCheckConnection(): CheckConnectionState {
  const [state, setState] = useState<Omit<CheckConnectionState, 'check' | 'clear'>>(IDLE);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const check = useCallback((connection: ApiConnection) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ isPending: true, result: undefined, error: undefined });
    // Loaded on first use: keeps the API client out of the first screen's bundle.
    import('./probe-connection.ts')
      .then(({ probeConnection }) =>
        probeConnection(connection, { timeoutMs: 15_000, signal: controller.signal }),
      )
      .then(
        (result) => ({ isPending: false, result, error: undefined }),
        (error: unknown) => ({
          isPending: false,
          result: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
        }),
      )
      .then((next) => {
        // A cleared check must not end the one that may have started since.
        if (running.current === controller) running.current = null;
        if (!controller.signal.aborted) setState(next);
      });
  }, []);

  const clear = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState(IDLE);
  }, []);

  return { ...state, check, clear };
}
