import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type * as z from 'zod/mini';
import { useConnection } from '../connection/connection-context.tsx';
import { readText } from '../lib/web-storage.ts';
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
