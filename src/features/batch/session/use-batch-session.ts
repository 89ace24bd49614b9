import { useCallback, useEffect, useRef, useState } from 'react';
import { useDraft } from '../../../drafts/use-draft.ts';
import { batchSessionSchema, type BatchSession } from './session-model.ts';
import { emptySession } from './session-changes.ts';

/** Writes wait this long for more typing; a run's progress and a page hide write at once. */
const SAVE_DELAY_MS = 250;

/**
 * A list longer than this (in characters) is not written: browsers keep about 5 million
 * characters per origin in sessionStorage, so the write would fail after a main-thread task of
 * 200 ms (a 20 MB file) at every save. The screen says the list is not kept instead.
 */
export const STORABLE_TEXT = 2_500_000;

export interface BatchSessionState {
  session: BatchSession;
  /** True when the screen opened with a stored session (a reload, or coming back). */
  restored: boolean;
  /** The browser refused to store the session (storage full or off): a reload would lose it. */
  notKept: boolean;
  update: (change: (current: BatchSession) => BatchSession, options?: { now?: boolean }) => void;
  /** The session as the last update left it (the run's engine reads its stored run). */
  latest: () => BatchSession;
  /** New batch: everything goes, stored copy included. */
  clear: () => void;
}

/**
 * The screen's whole state as one BatchSession, kept for this connection in this tab
 * (drafts/use-draft.ts) so a reload restores it, mid-run included. Use inside
 * <RequireConnection>.
 */
export function useBatchSession(): BatchSessionState {
  const draft = useDraft('batch-import', batchSessionSchema);
  const [session, setSession] = useState<BatchSession>(() => draft.initial ?? emptySession());
  const [notKept, setNotKept] = useState(false);
  const [restored, setRestored] = useState(draft.initial !== undefined);
  const latest = useRef(session);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dirty = useRef(false);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (!dirty.current) return;
    dirty.current = false;
    if (latest.current.text.length > STORABLE_TEXT) {
      // An older, smaller list must not come back on a reload in its place.
      draft.clear();
      setNotKept(true);
      return;
    }
    setNotKept(!draft.save(latest.current));
  }, [draft]);

  const update = useCallback<BatchSessionState['update']>(
    (change, options) => {
      const next = change(latest.current);
      if (next === latest.current) return;
      latest.current = next;
      dirty.current = true;
      setSession(next);
      clearTimeout(timer.current);
      if (options?.now) flush();
      else timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
    latest.current = emptySession();
    setSession(latest.current);
    setNotKept(false);
    setRestored(false);
    draft.clear();
  }, [draft]);

  const current = useCallback(() => latest.current, []);

  // A reload or a closed tab writes what is still waiting; so does leaving the screen.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return { session, restored, notKept, update, latest: current, clear };
}
