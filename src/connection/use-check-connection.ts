import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { ApiConnection } from '../api/client.ts';
import type { ProbeResult } from './probe-connection.ts';

export interface CheckConnectionState {
  isPending: boolean;
  /** What the last check found; undefined before one and while one runs. */
  data: ProbeResult | undefined;
  /** Only when the client itself failed to load (an outdated tab after a deploy, say). */
  error: Error | null;
  check: (connection: ApiConnection) => void;
  /** Forgets the result (and stops a running check): the values it was about have changed. */
  clear: () => void;
}

interface CheckVariables {
  connection: ApiConnection;
  signal: AbortSignal;
}

async function checkConnection({ connection, signal }: CheckVariables): Promise<ProbeResult> {
  // Loaded on first use: keeps the API client out of the first screen's bundle.
  const { probeConnection } = await import('./probe-connection.ts');
  return probeConnection(connection, { timeoutMs: 15_000, signal });
}

/** "Check connection": one harmless call with the values in the form, not the saved ones. */
export function useCheckConnection(): CheckConnectionState {
  const { mutate, reset, isPending, data, error } = useMutation({
    mutationFn: checkConnection,
  });
  // The check since the last clear, to abort it: useMutation cannot cancel what it runs.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const check = useCallback(
    (connection: ApiConnection) => {
      if (isPending) return;
      const controller = new AbortController();
      running.current = controller;
      mutate({ connection, signal: controller.signal });
    },
    [isPending, mutate],
  );

  const clear = useCallback(() => {
    // Nothing to forget: no reset, so typing in an unchecked form re-renders nothing.
    if (!running.current) return;
    running.current.abort();
    running.current = null;
    // The observer forgets the check, so an aborted one's answer is never shown.
    reset();
  }, [reset]);

  return { isPending, data, error, check, clear };
}
