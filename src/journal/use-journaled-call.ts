import { useMutation } from '@tanstack/react-query';
import { useConnection } from '../connection/connection-context.tsx';
import { useReadyConnection, type ReadyConnection } from '../connection/require-connection.tsx';
import type { ConnectionStorages } from '../connection/storage.ts';
import { useIdlePrefetch } from '../lib/use-idle-prefetch.ts';
import { useJournal, type Journal } from './use-journal.ts';

/** What a journaled call works with: its connection, the journal, this tab's storages. */
export interface CallScope {
  connection: ReadyConnection;
  journal: Journal;
  storages: ConnectionStorages;
}

/** The mutation key of a journaled call: its name and the connection it goes to. */
export const callKey = (name: string, connectionId: string) => [name, connectionId] as const;

export interface JournaledCall<TVariables, TResult> {
  /** The call's name: its mutation key with the connection's ID. */
  name: string;
  /** What the call needs (the client, what builds its record): prefetched when idle. Keep it stable. */
  load: () => Promise<unknown>;
  /** Makes the call, its record written ahead and settled (journal.around). */
  send: (variables: TVariables, scope: CallScope) => Promise<TResult>;
  /** What must follow a success whatever screen shows (drafts, the result, memory). */
  done?: (result: TResult, variables: TVariables, scope: CallScope) => void;
}

/**
 * A call that changes something, as a screen makes it (Add device, Save changes, a removal): the
 * mutation carries everything that must happen however the screen fares, since TanStack Query
 * runs its own callbacks also after the screen is gone (mutate()'s only while it shows).
 */
export function useJournaledCall<TVariables, TResult>({
  name,
  load,
  send,
  done,
}: JournaledCall<TVariables, TResult>) {
  const connection = useReadyConnection();
  const { storages } = useConnection();
  const journal = useJournal();
  useIdlePrefetch(load);
  const scope: CallScope = { connection, journal, storages };
  return useMutation({
    mutationKey: callKey(name, connection.id),
    mutationFn: (variables: TVariables) => send(variables, scope),
    onSuccess: (result: TResult, variables: TVariables) => done?.(result, variables, scope),
  });
}
