import { useCallback, useState } from 'react';
import type { ExpiryPart } from '../../../ui/expiry-fieldset.tsx';
import { useAnnounce } from '../../../ui/live-region.tsx';
import { expiryIdOf } from '../batch-options.tsx';
import { NOTHING_READY, RECHECKING } from '../batch-wording.ts';
import type { BatchRun } from '../model.ts';
import { planSend } from './plan-send.ts';
import type { BatchList } from '../check/use-batch-list.ts';
import type { BatchSessionState } from '../session/use-batch-session.ts';

export interface SendBatch {
  send: () => void;
  /** The expiry's problem found by the last Send, for the expiry fieldset. */
  expiryErrors: Partial<Record<ExpiryPart, string>> | undefined;
  /** The run Send just planned and stored: the run panel starts it once it is on the page. */
  launch: BatchRun | null;
  /** The run panel started the launch. */
  launched: () => void;
  /** New batch: no expiry problem, nothing to launch. */
  reset: () => void;
}

/** "Send N devices": checks, asks for a usable expiry, then stores the planned run at once. */
export function useSendBatch(
  { session, update }: Pick<BatchSessionState, 'session' | 'update'>,
  { check, current, toSend }: Pick<BatchList, 'check' | 'current' | 'toSend'>,
  connection: { timeZone: string; chunkSize: number },
): SendBatch {
  const announce = useAnnounce();
  const [expiryErrors, setExpiryErrors] = useState<SendBatch['expiryErrors']>(undefined);
  const [launch, setLaunch] = useState<BatchRun | null>(null);

  const send = () => {
    if (!check) return;
    const plan = planSend({
      session,
      current,
      toSend,
      timeZone: connection.timeZone,
      chunkSize: connection.chunkSize,
    });
    switch (plan.kind) {
      case 'rechecking':
        announce(RECHECKING);
        return;
      case 'nothing-ready':
        announce(NOTHING_READY);
        return;
      case 'expiry-problem':
        setExpiryErrors({ [plan.field]: plan.problem });
        document.getElementById(expiryIdOf(plan.field))?.focus();
        return;
      case 'run':
        setExpiryErrors(undefined);
        update((s) => ({ ...s, run: plan.run }), { now: true });
        setLaunch(plan.run);
    }
  };

  const launched = useCallback(() => setLaunch(null), []);
  const reset = useCallback(() => {
    setExpiryErrors(undefined);
    setLaunch(null);
  }, []);
  return { send, expiryErrors, launch, launched, reset };
}
