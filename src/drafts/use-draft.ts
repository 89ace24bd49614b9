import { useCallback, useMemo, useState } from 'react';
import type * as z from 'zod/mini';
import { useConnection } from '../connection/connection-context.tsx';
import { clearDraft, draftKey, readDraft, writeDraft } from './drafts.ts';
import { useReadyConnection } from '../connection/require-connection.tsx';

export interface Draft<T> {
  /** The draft found when the screen opened, if any. */
  initial: T | undefined;
  /** Stores the draft now; false when the browser refused. */
  save: (value: T) => boolean;
  /** After the work is done (a success, "New batch"). */
  clear: () => void;
}

/**
 * A screen's draft for the connection in use, in this tab's sessionStorage (a reload keeps it;
 * another tab has its own). Use inside <RequireConnection>.
 */
export function useDraft<T>(screen: string, schema: z.ZodMiniType<T>): Draft<T> {
  const { storages } = useConnection();
  const { id } = useReadyConnection();
  const key = draftKey(screen, id);
  const storage = storages.session;
  // Read once per screen and connection: later renders keep what the screen started from.
  const [initial] = useState(() => readDraft(storage, key, schema));
  const save = useCallback((value: T) => writeDraft(storage, key, value), [storage, key]);
  const clear = useCallback(() => clearDraft(storage, key), [storage, key]);
  return useMemo(() => ({ initial, save, clear }), [initial, save, clear]);
}
