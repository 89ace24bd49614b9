import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { MakerLookup } from '../../../device-maker/use-maker-lookup.ts';
import { ButtonGroup } from '../../../ui/button.tsx';
import { useAnnounce } from '../../../ui/live-region.tsx';
import {
  correctedFaultyRows,
  summarizeResults,
  unconfirmedRows,
} from '../results/batch-results.ts';
import { noCorrectedRow } from '../batch-wording.ts';
import { formatCount } from '../../../lib/format.ts';
import { runFinished, runProgress, type BatchRun } from './run-model.ts';
import { type CheckResult, type RowField } from '../check/check-model.ts';
import { RESULTS_TITLE_ID, ResultsView } from '../results/results-view.tsx';
import { RunProgress } from './run-progress.tsx';
import type { RunSnapshot } from './batch-runner.ts';

export interface RunViewProps {
  run: BatchRun;
  check: CheckResult;
  edits: Parameters<typeof ResultsView>[0]['edits'];
  onEdit: (index: number, field: RowField, value: string) => void;
  control: Pick<RunSnapshot, 'running' | 'cancelling'> & { cancel: () => void };
  /** An edit is being checked: Resubmit waits for it. */
  checking: boolean;
  /** Resume was pressed while the rows were being checked again: it goes once they are. */
  resumeQueued?: boolean;
  onResume: () => void;
  /** Sends rows again in new chunks of the same run (corrected rows, not-confirmed rows). */
  onResubmit: (rows: readonly number[]) => void;
  maker: MakerLookup;
  newBatch: ReactNode;
}

/** After "Send": the progress while chunks go, then (or when stopped, so far) the results. */
export function RunView({
  run,
  check,
  edits,
  onEdit,
  control,
  checking,
  resumeQueued = false,
  onResume,
  onResubmit,
  maker,
  newBatch,
}: RunViewProps) {
  const finished = runFinished(run);
  const { done, total } = runProgress(run);
  const { t, i18n } = useLingui();
  const announce = useAnnounce();
  const results = useMemo(
    () => summarizeResults(check, run),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rows' reasons are words: made again in a new language
    [check, run, i18n.locale],
  );
  const corrected = useMemo(() => correctedFaultyRows(results), [results]);
  const unconfirmed = useMemo(() => unconfirmedRows(results), [results]);

  const wasFinished = useRef(finished);

  // When the last chunk is answered, the results heading takes focus: a screen reader says
  // "Results" (the figures are announced), and the next Tab goes on into them.
  useEffect(() => {
    if (finished && !wasFinished.current) document.getElementById(RESULTS_TITLE_ID)?.focus();
    wasFinished.current = finished;
  }, [finished]);

  const open = run.chunks.findIndex((chunk) => chunk.state !== 'done');
  const stopped = !finished && !control.running;
  const error = run.error;
  const message = error?.message;
  const failedChunk = formatCount((error?.chunk ?? 0) + 1);
  const chunkCount = formatCount(run.chunks.length);
  const stopReason = error
    ? run.options.toDate !== null
      ? t`A create request failed: ${message}`
      : t`Chunk ${failedChunk} of ${chunkCount}: ${message}`
    : run.cancelled
      ? run.options.toDate !== null
        ? t`Cancelled: the devices after the requests on their way were not sent.`
        : t`Cancelled: the chunks after the one in flight were not sent.`
      : run.options.toDate !== null
        ? t`Sending stopped when the page was left, reloaded or switched to another connection: the requests in flight may have arrived, and Resume sends them again safely.`
        : t`Sending stopped when the page was left, reloaded or switched to another connection: the chunk in flight may have arrived, and Resume sends it again safely.`;

  return (
    <>
      {finished ? null : (
        <RunProgress
          done={done}
          total={total}
          chunk={open + 1}
          chunks={run.chunks.length}
          state={control.cancelling ? 'cancelling' : stopped ? 'stopped' : 'running'}
          stopReason={stopReason}
          stoppedByPerson={run.error === null}
          oneByOne={run.options.toDate !== null}
          unanswered={results.figures.unanswered}
          onCancel={control.cancel}
          onResume={onResume}
          resumeQueued={resumeQueued}
        />
      )}
      {finished || stopped ? (
        <ResultsView
          results={results}
          withIds={run.options.toDate !== null}
          maker={maker}
          edits={edits}
          onEdit={onEdit}
          corrected={corrected}
          onResubmit={() => {
            if (corrected.length > 0) onResubmit(corrected);
            else announce(noCorrectedRow());
          }}
          onResendUnconfirmed={() => {
            if (unconfirmed.length > 0) onResubmit(unconfirmed);
          }}
          busy={control.running}
          checking={checking}
          partial={!finished}
        />
      ) : null}
      <ButtonGroup>{newBatch}</ButtonGroup>
    </>
  );
}
