import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import type { MakerLookup } from '../../../device-maker/use-maker-lookup.ts';
import { useAnnounce } from '../../../ui/live-region.tsx';
import { newBatchQuestion, rechecking } from '../batch-wording.ts';
import type { BatchRun } from './run-model.ts';
import type { CheckResult, RowEdit, RowField } from '../check/check-model.ts';
import { NewBatchButton } from '../new-batch-button.tsx';
import type { BatchRunner } from './batch-runner.ts';
import { planResubmit } from './plan-run.ts';
import { RunView } from './run-view.tsx';
import { sendRun } from './send-run.ts';
import { useResumeWhenChecked } from './use-when-checked.ts';

export interface RunPanelProps {
  runner: BatchRunner;
  check: CheckResult;
  /** The check was made with the person's latest edits: rows may be sent. */
  current: boolean;
  edits: Readonly<Record<number, RowEdit>>;
  onEdit: (index: number, field: RowField, value: string) => void;
  maker: MakerLookup;
  /** New batch, after the run in flight is dropped. */
  onStartNew: () => void;
}

/**
 * Everything after Send (loaded on demand, with the sending code): the run as its runner
 * shows it, Resume, Resubmit and New batch.
 */
export function RunPanel({
  runner,
  check,
  current,
  edits,
  onEdit,
  maker,
  onStartNew,
}: RunPanelProps) {
  const { run, running, cancelling } = useSyncExternalStore(runner.subscribe, runner.getSnapshot);
  const announce = useAnnounce();
  // New batch's question is words made here: made again in a new language.
  useLingui();
  // Pressed while the rows are checked again, Resume goes once they are (if the run still waits).
  const resume = useResumeWhenChecked<'resume'>(current, () => {
    if (!running && runner.getSnapshot().run) sendRun({ runner, check, announce });
  });
  if (run === null) return null;

  /** Resubmit: the run with its new chunks. */
  function resubmit(next: BatchRun) {
    if (current) sendRun({ runner, check, announce }, next);
    else announce(rechecking());
  }

  return (
    <RunView
      run={run}
      check={check}
      edits={edits}
      onEdit={onEdit}
      control={{ running, cancelling, cancel: runner.cancel }}
      checking={!current}
      resumeQueued={resume.queued('resume')}
      onResume={() => resume.press('resume')}
      onResubmit={(rows) => resubmit(planResubmit(run, rows))}
      maker={maker}
      newBatch={
        <NewBatchButton
          question={newBatchQuestion(true, 0)}
          onStart={() => {
            runner.abandon(check.rows);
            onStartNew();
          }}
        />
      }
    />
  );
}
