import { useCallback, useState } from 'react';
import type { ExpiryPart } from '../../../ui/expiry-fieldset.tsx';
import type { StoredConnection } from '../../../connection/storage.ts';
import { useAnnounce } from '../../../ui/live-region.tsx';
import { expiryIdOf } from '../batch-options.tsx';
import type { BatchList } from '../check/use-batch-list.ts';
import type { BatchSessionState } from '../session/use-batch-session.ts';
import type { BatchRunnerSlot, LoadedRun } from './use-batch-runner.ts';

export interface SendBatch {
  send: () => void;
  /** Send to several venues, once their keys are here and it is confirmed. */
  sendVenues: (targets: readonly StoredConnection[]) => void;
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

  /** Runs `go` with the run's code: now, or as soon as it has loaded. */
  const withRun = (go: (loaded: LoadedRun) => void) => {
    if (runs.loaded) go(runs.loaded);
    else
      runs.ready().then(go, () => {
        // Pressed again, Send asks for the run's code again.
      });
  };
  const showPlan = (plan: { kind: string; field?: ExpiryPart; problem?: string }) => {
    if (plan.kind === 'expiry-problem' && plan.field) {
      setExpiryErrors({ [plan.field]: plan.problem });
      document.getElementById(expiryIdOf(plan.field))?.focus();
    } else if (plan.kind === 'run') setExpiryErrors(undefined);
  };

  const send = () => {
    if (!check) return;
    withRun(({ part, runner }) => {
      const request = { session, current, toSend, timeZone, chunkSize };
      showPlan(part.sendBatch({ runner, check, announce, update }, request));
    });
  };

  const sendVenues = (targets: readonly StoredConnection[]) => {
    if (!check) return;
    withRun(({ part, venues }) => {
      const plan = part.sendToVenues(
        { venues, check, announce, update },
        { session, current, toSend, targets },
      );
      showPlan(
        plan.kind === 'expiry-problem' && plan.venue !== null
          ? { ...plan, problem: `At ${plan.venue}: ${plan.problem}` }
          : plan,
      );
    });
  };

  const reset = useCallback(() => setExpiryErrors(undefined), []);
  return { send, sendVenues, expiryErrors, reset };
}
