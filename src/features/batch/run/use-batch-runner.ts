import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConnection } from '../../../connection/connection-context.tsx';
import { useReadyConnection } from '../../../connection/require-connection.tsx';
import { runParts } from '../on-demand-parts.ts';
import type { BatchSessionState } from '../session/use-batch-session.ts';
import { useOnDemand } from '../use-on-demand.ts';
import type { BatchRunner } from './batch-runner.ts';
import type { RunnerEnv } from './connected-runner.ts';

export type RunParts = Awaited<ReturnType<typeof runParts.load>>;

/** The run's code and this screen's runner. */
export interface LoadedRun {
  part: RunParts;
  runner: BatchRunner;
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
    let runner: BatchRunner | null = null;
    const env: RunnerEnv = {
      queryClient,
      storages,
      connection: () => now.current.connection,
      connections: () => now.current.connections,
      session: {
        run: () => session().run,
        save: (run, at) => update((s) => ({ ...s, run }), { now: at }),
      },
    };
    return {
      runnerOf: (part: RunParts) => (runner ??= part.connectedRunner(env)),
      stop: () => runner?.stop(),
    };
  });
  useEffect(() => slot.stop, [slot]);

  const part = useOnDemand(runParts, needed);
  const ready = useCallback(
    () => runParts.load().then((loaded) => ({ part: loaded, runner: slot.runnerOf(loaded) })),
    [slot],
  );
  return { loaded: part ? { part, runner: slot.runnerOf(part) } : null, ready };
}
