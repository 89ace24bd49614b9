import { useCallback, useEffect, useRef, useState } from 'react';
import { recentEntryFrom } from '../../connection/recent-entries.ts';
import { useCreateWhitelisting } from '../../connection/use-create-whitelisting.ts';
import { useRecentEntries } from '../../connection/use-recent-entries.ts';
import type { BatchRun, CheckedRow, RunChunk } from './model.ts';
import { runBatch } from './run-batch.ts';
import type { BatchSessionState } from './use-batch-session.ts';
import { useBatchAddWhitelistings } from './use-batch-add-whitelistings.ts';

export interface BatchRunControl {
  /** A run is being sent in this tab now. */
  running: boolean;
  /** Cancel was pressed: the chunk in flight finishes, then the run stops. */
  cancelling: boolean;
  /** Sends every chunk of `run` that is not done (a new run, Resume, a resubmit). */
  start: (run: BatchRun, rows: readonly CheckedRow[]) => Promise<BatchRun | null>;
  cancel: () => void;
  /** New batch: stops at once and forgets the run (its later answers change nothing). */
  abandon: () => void;
}

/**
 * Provisionally marks the chunk about to be sent as "answer may be lost" in the stored run,
 * so a reload while it is in flight resumes it as a lost answer (its MACs, found existing by
 * the retry, count as created). The loop's own update after the answer replaces the mark.
 */
function markInFlight(run: BatchRun, chunk: RunChunk): BatchRun {
  return {
    ...run,
    chunks: run.chunks.map((c) =>
      c === chunk ? { ...c, lostRows: [...new Set([...c.lostRows, ...c.rows])] } : c,
    ),
  };
}

/**
 * Drives run-batch.ts's loop with one mutation per request: each chunk is awaited with
 * `mutateAsync` (never `mutate` callbacks, which fire only for the last of back-to-back calls).
 * Every change of the run is stored at once, so a reload finds it and offers Resume.
 */
export function useBatchRun(update: BatchSessionState['update']): BatchRunControl {
  const batchAdd = useBatchAddWhitelistings();
  const create = useCreateWhitelisting();
  const { mutateAsync: sendChunk } = batchAdd;
  const { mutateAsync: createOne } = create;
  const { record } = useRecentEntries();
  const [running, setRunning] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const active = useRef<{ cancel: AbortController; stop: AbortController } | null>(null);

  // Leaving the screen stops the request in flight; the stored run offers Resume on return.
  useEffect(
    () => () => {
      active.current?.stop.abort();
      active.current = null;
    },
    [],
  );

  const start = useCallback(
    async (run: BatchRun, rows: readonly CheckedRow[]) => {
      if (active.current) return null;
      const controls = { cancel: new AbortController(), stop: new AbortController() };
      active.current = controls;
      setRunning(true);
      setCancelling(false);
      let latest = run;
      const save = (next: BatchRun) => {
        if (controls.stop.signal.aborted) return;
        latest = next;
        update((s) => ({ ...s, run: next }), { now: true });
      };
      const firstOpen = () => latest.chunks.find((chunk) => chunk.state !== 'done');
      let marked: RunChunk | undefined;
      const beforeRequest = () => {
        const chunk = firstOpen();
        if (!chunk || chunk === marked) return;
        marked = chunk;
        save(markInFlight(latest, chunk));
        marked = firstOpen();
      };
      const final = await runBatch(run, {
        rows,
        sendChunk: (body, signal) => {
          beforeRequest();
          return sendChunk({ body, signal });
        },
        createOne: async (body) => {
          beforeRequest();
          const answer = await createOne(body);
          // Created with its own ID: Edit device's Recent entries can open it.
          if (body.id) {
            const sent = { ...body, id: body.id };
            record(recentEntryFrom({ sent, answer, action: 'created', at: new Date() }));
          }
          return answer;
        },
        cancel: controls.cancel.signal,
        signal: controls.stop.signal,
        onProgress: save,
      });
      if (active.current === controls) {
        active.current = null;
        setRunning(false);
        setCancelling(false);
      }
      return controls.stop.signal.aborted ? null : final;
    },
    [createOne, record, sendChunk, update],
  );

  const cancel = useCallback(() => {
    active.current?.cancel.abort();
    if (active.current) setCancelling(true);
  }, []);

  const abandon = useCallback(() => {
    active.current?.stop.abort();
    active.current = null;
    setRunning(false);
    setCancelling(false);
  }, []);

  return { running, cancelling, start, cancel, abandon };
}
