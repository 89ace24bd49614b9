import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

export interface NewBatchButtonProps {
  /** What would be lost, asked before clearing; null clears at once. */
  question: string | null;
  onStart: () => void;
}

/** "New batch": clears the list, its edits and its run, asking first when any would be lost. */
export function NewBatchButton({ question, onStart }: NewBatchButtonProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => (question === null ? onStart() : setAsking(true))}>
        <Trans>New batch</Trans>
      </Button>
      <ConfirmDialog
        open={asking}
        title={t`Start a new batch?`}
        confirmLabel={t`Clear and start again`}
        destructive
        onConfirm={() => {
          setAsking(false);
          onStart();
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{question}</p>
      </ConfirmDialog>
    </>
  );
}
