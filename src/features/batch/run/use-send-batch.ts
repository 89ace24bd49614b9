import { useCallback, useState } from 'react';
import type { ExpiryPart } from '../../../ui/expiry-fieldset.tsx';
import type { StoredConnection } from '../../../connection/storage.ts';
import { useAnnounce } from '../../../ui/live-region.tsx';
import { expiryIdOf } from '../batch-options.tsx';
import type { BatchList } from '../check/use-batch-list.ts';
import type { BatchSessionState } from '../session/use-batch-session.ts';
import type { BatchRunnerSlot, LoadedRun } from './use-batch-runner.ts';

export interface SendBatch {
  /** To the connection in use; or to several venues (`targets`), once keys and confirmed. */
  send: (targets?: readonly StoredConnection[]) => void;
  /** The expiry's problem found by the last Send, for the expiry fieldset. */
  expiryErrors: Partial<Record<ExpiryPart, string>> | undefined;
  /** New batch: no expiry problem. */
  reset: () => void;
}

/**
 * "Send N devices", straight from the click: the run's code plans, stores and starts the run on
 * the screen's runner (send-run.ts), as soon as that code is here; an expiry problem shows on
 * its field.
 */
export function useSendBatch(
  { session, update }: Pick<BatchSessionState, 'session' | 'update'>,
  { check, current, toSend }: Pick<BatchList, 'check' | 'current' | 'toSend'>,
  { timeZone, chunkSize }: { timeZone: string; chunkSize: number },
  runs: BatchRunnerSlot,
): SendBatch {
  const announce = useAnnounce();
  const [expiryErrors, setExpiryErrors] = useState<SendBatch['expiryErrors']>(undefined);

  const send = (targets?: readonly StoredConnection[]) => {
    if (!check) return;
    const go = ({ part, runner, venues }: LoadedRun) => {
      const request = { session, current, toSend, timeZone, chunkSize };
      const plan = part.sendTo({ runner, venues, check, announce, update }, request, targets);
      if (plan.kind === 'expiry-problem') {
        setExpiryErrors({ [plan.field]: plan.problem });
        document.getElementById(expiryIdOf(plan.field))?.focus();
      } else if (plan.kind === 'run') setExpiryErrors(undefined);
    };
    if (runs.loaded) go(runs.loaded);
    else
      runs.ready().then(go, () => {
        // Pressed again, Send asks for the run's code again.
      });
  };

  const reset = useCallback(() => setExpiryErrors(undefined), []);
  return { send, expiryErrors, reset };
}
