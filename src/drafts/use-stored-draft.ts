// A screen's draft that a call puts while the screen may or may not show (a call's result, or
// the form it empties): written by the call's own callbacks, read by the screen as it changes.
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type * as z from 'zod/mini';
import { useConnection } from '../connection/connection-context.tsx';
import { useReadyConnection } from '../connection/require-connection.tsx';
import { readText } from '../lib/web-storage.ts';
import { clearDraft, draftKey, readDraft, writeDraft } from './drafts.ts';

/** Fired on window when a draft is put from outside its screen (a call that ended). */
const PUT = 'sign-in-admin:draft-put';

/**
 * Puts (or, with undefined, clears) a screen's draft now and tells this tab's screens: what a
 * call's own callbacks keep whatever screen shows, such as the result of an Add answered after
 * its screen was left, or the form it empties.
 */
export function putDraft(
  storage: Storage | undefined,
  screen: string,
  connectionId: string,
  value: unknown,
): void {
  const key = draftKey(screen, connectionId);
  if (value === undefined) clearDraft(storage, key);
  else writeDraft(storage, key, value);
  window.dispatchEvent(new CustomEvent(PUT, { detail: key }));
}

export interface StoredDraft<T> {
  /** The draft as stored now; undefined when none. */
  value: T | undefined;
  clear: () => void;
}

/**
 * A screen's draft that something else may put while the screen shows (putDraft): a call's
 * result. Read again when it is put. Inside <RequireConnection>.
 */
export function useStoredDraft<T>(screen: string, schema: z.ZodMiniType<T>): StoredDraft<T> {
  const { storages } = useConnection();
  const { id } = useReadyConnection();
  const storage = storages.session;
  const key = draftKey(screen, id);
  const last = useRef<{ key: string; text: string | null | undefined; value: T | undefined }>(
    undefined,
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      const onPut = (event: Event) => {
        if (event instanceof CustomEvent && event.detail === key) onChange();
      };
      window.addEventListener(PUT, onPut);
      return () => window.removeEventListener(PUT, onPut);
    },
    [key],
  );
  const value = useSyncExternalStore(subscribe, () => {
    // Parsed again only when the stored text changed.
    const text = readText(storage, key);
    if (last.current?.key !== key || last.current.text !== text) {
      last.current = { key, text, value: readDraft(storage, key, schema) };
    }
    return last.current.value;
  });
  const clear = useCallback(() => putDraft(storage, screen, id, undefined), [storage, screen, id]);
  return { value, clear };
}

/**
 * A call's result that the screen takes when it shows it: put by the call (also while the
 * screen was elsewhere), shown once, then no longer kept, so coming back later, or a reload,
 * starts a fresh form. `dropStored`: one stored before the screen opened is dropped unseen (a
 * link to another entry was followed); one put while it shows is shown. Inside
 * <RequireConnection>.
 */
export function useTakenDraft<T>(
  screen: string,
  schema: z.ZodMiniType<T>,
  dropStored = false,
): StoredDraft<T> {
  const { value, clear } = useStoredDraft(screen, schema);
  const [atOpen] = useState(value);
  const [taken, setTaken] = useState<T | undefined>(dropStored ? undefined : value);
  // Taken while rendering (a result put now shows at once), and no longer kept once shown.
  if (value !== undefined && value !== taken && !(dropStored && value === atOpen)) {
    setTaken(value);
  }
  // As the result is put on the page, not a frame later: a screen left at once must not find it
  // again (Preact runs a plain effect after the paint, and drops it when the screen goes first).
  useLayoutEffect(() => {
    if (value !== undefined) clear();
  }, [value, clear]);
  const forget = useCallback(() => setTaken(undefined), []);
  return { value: taken, clear: forget };
}
