// The run engine wired to the app: its calls are TanStack Query mutations (one per endpoint),
// its journal the app's IndexedDB, its leave events the window's.
import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import { createWhitelistingMutation } from '../../../entries/create-whitelisting.ts';
import { journalOver, openActivity } from '../../../journal/use-journal.ts';
import type { ReadyConnection } from '../../../connection/require-connection.tsx';
import type { ConnectionStorages, StoredConnection } from '../../../connection/storage.ts';
import { batchAddMutation } from './batch-add-whitelistings.ts';
import {
  createBatchRunner,
  type BatchRunner,
  type RunCalls,
  type RunSession,
} from './batch-runner.ts';

/** What the screen gives its runner: the latest of what may change while it is shown. */
export interface RunnerEnv {
  queryClient: QueryClient;
  storages: ConnectionStorages;
  connections: () => readonly StoredConnection[];
  connection: () => ReadyConnection;
  session: RunSession;
}

/**
 * Each request is one mutation in the QueryClient's cache (what useMutation's observer does,
 * without a component), awaited by the run's loop.
 */
export function mutationCalls(queryClient: QueryClient, connection: ReadyConnection): RunCalls {
  const mutation = <TData, TVariables>(options: MutationOptions<TData, Error, TVariables>) => {
    const defaulted = queryClient.defaultMutationOptions(options);
    return (variables: TVariables) =>
      queryClient.getMutationCache().build(queryClient, defaulted).execute(variables);
  };
  const sendChunk = mutation(batchAddMutation(connection));
  const createOne = mutation(createWhitelistingMutation(connection));
  return {
    sendChunk: (body, signal) => sendChunk({ body, signal }),
    createOne: (body, signal) => createOne({ body, signal }),
  };
}

export function connectedRunner(env: RunnerEnv): BatchRunner {
  const open = () => openActivity(env.queryClient, env.storages, env.connections());
  return createBatchRunner({
    connection: env.connection,
    call: (connection) => mutationCalls(env.queryClient, connection),
    journal: journalOver(open),
    session: env.session,
    leaveEvents: window,
  });
}
