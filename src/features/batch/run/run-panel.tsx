import { useEffect, useEffectEvent } from 'react';
import type { MakerLookup } from '../../../device-maker/use-maker-lookup.ts';
import { useAnnounce } from '../../../ui/live-region.tsx';
import { runEndSentence } from '../results/batch-results.ts';
import { newBatchQuestion, RECHECKING, SENDING } from '../batch-wording.ts';
import type { BatchRun, CheckResult, RowEdit, RowField } from '../model.ts';
import { NewBatchButton } from '../new-batch-button.tsx';
import { planResubmit } from './plan-run.ts';
import { RunView } from './run-view.tsx';
import { useBatchRun } from './use-batch-run.ts';
import type { BatchSessionState } from '../session/use-batch-session.ts';

export interface RunPanelProps {
  run: BatchRun;
  check: CheckResult;
  /** The check was made with the person's latest edits: rows may be sent. */
  current: boolean;
  edits: Readonly<Record<number, RowEdit>>;
  onEdit: (index: number, field: RowField, value: string) => void;
  update: BatchSessionState['update'];
  /** The run Send just planned: started once this panel is on the page. */
  launch: BatchRun | null;
  onLaunched: () => void;
  maker: MakerLookup;
  /** New batch, after the run in flight is dropped. */
  onStartNew: () => void;
}

/**
 * Everything after Send (loaded on demand, with the sending code): sends the run, resumes it,
 * resubmits corrected rows, and shows its progress and results.
 */
export function RunPanel({
  run,
  check,
  current,
  edits,
  onEdit,
  update,
  launch,
  onLaunched,
  maker,
  onStartNew,
}: RunPanelProps) {
  const control = useBatchRun(update);
  const announce = useAnnounce();

  function go(next: BatchRun) {
    if (!current) {
      announce(RECHECKING);
      return;
    }
    announce(SENDING);
    void control.start(next, check.rows).then((final) => {
      const sentence = final && runEndSentence(check, final);
      if (sentence) announce(sentence);
    });
  }

  const start = useEffectEvent((next: BatchRun) => {
    onLaunched();
    go(next);
  });
  useEffect(() => {
    if (launch === null) return;
    // A task later: React's development double mount would stop a run started during mount.
    const timer = setTimeout(() => start(launch), 0);
    return () => clearTimeout(timer);
  }, [launch]);

  return (
    <RunView
      run={run}
      check={check}
      edits={edits}
      onEdit={onEdit}
      // Until the launch starts, the run shows as sending, not as stopped.
      control={launch === null ? control : { ...control, running: true }}
      checking={!current}
      onResume={() => go(run)}
      onResubmit={(rows) => go(planResubmit(run, rows))}
      maker={maker}
      newBatch={
        <NewBatchButton
          question={newBatchQuestion(true, 0)}
          onStart={() => {
            control.abandon({ run, rows: check.rows });
            onStartNew();
          }}
        />
      }
    />
  );
}
