import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConnection } from '../../../connection/connection-context.tsx';
import { useReadyConnection } from '../../../connection/require-connection.tsx';
import { runParts } from '../on-demand-parts.ts';
import type { BatchSessionState } from '../session/use-batch-session.ts';
import { useOnDemand } from '../use-on-demand.ts';
import type { Runners, ScreenEnv } from '../venues/connected-venues.ts';

export type RunParts = Awaited<ReturnType<typeof runParts.load>>;

/** The run's code and this screen's runners: one connection's, and several venues'. */
export interface LoadedRun extends Runners {
  part: RunParts;
}

export interface BatchRunnerSlot {
  /** Once the run's code is here (loaded when idle, or at once for a stored run). */
  loaded: LoadedRun | null;
  /** Send: the runner now, or as soon as its code has loaded. */
  ready: () => Promise<LoadedRun>;
}

/**
 * The screen's one run engine (batch-runner.ts, in the run's chunk): made when its code is
 * here, kept while the screen is shown, stopped when it is left (the stored run offers Resume on
 * return). `needed`: load the code at once (a stored run).
 */
export function useBatchRunner(
  { update, latest: session }: Pick<BatchSessionState, 'update' | 'latest'>,
  needed: boolean,
): BatchRunnerSlot {
  const queryClient = useQueryClient();
  const { storages, connections } = useConnection();
  const connection = useReadyConnection();
  // What may change while the screen is shown; each start reads it afresh.
  const now = useRef({ connection, connections });
  useEffect(() => {
    now.current = { connection, connections };
  }, [connection, connections]);

  const [slot] = useState(() => {
    let made: Runners | null = null;
    const env: ScreenEnv = {
      queryClient,
      storages,
      connection: () => now.current.connection,
      connections: () => now.current.connections,
      session: { latest: session, update },
    };
    return {
      loadedOf: (part: RunParts): LoadedRun => ({ part, ...(made ??= part.connectedRunners(env)) }),
      stop: () => made?.stop(),
    };
  });
  useEffect(() => slot.stop, [slot]);

  const part = useOnDemand(runParts, needed);
  const ready = useCallback(() => runParts.load().then((loaded) => slot.loadedOf(loaded)), [slot]);
  return { loaded: part ? slot.loadedOf(part) : null, ready };
}
