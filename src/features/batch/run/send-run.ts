import { nothingReady, rechecking, sendingDevices } from '../batch-wording.ts';
import type { BatchRun } from './run-model.ts';
import type { CheckResult } from '../check/check-model.ts';
import { runEndSentence } from '../results/batch-results.ts';
import type { BatchSessionState } from '../session/use-batch-session.ts';
import type { BatchRunner } from './batch-runner.ts';
import { planSend, type SendPlan, type SendRequest } from './plan-run.ts';

interface Sending {
  runner: BatchRunner;
  check: CheckResult;
  announce: (message: string) => void;
}

/**
 * Send, Resume and Resubmit: starts `run` (Resume: the run shown), says so, and says how it
 * ended (nothing when it stopped because the page or the screen was left).
 */
export function sendRun({ runner, check, announce }: Sending, run?: BatchRun): void {
  announce(sendingDevices());
  const sent = run ? runner.start(run, check.rows) : runner.resume(check.rows);
  void sent.then((final) => {
    const sentence = final && runEndSentence(check, final);
    if (sentence) announce(sentence);
  });
}

/** What Send says when its plan sends nothing: the list is being checked, or nothing is ready. */
export function sayHeld(kind: string, announce: (message: string) => void): void {
  if (kind === 'rechecking') announce(rechecking());
  else if (kind === 'nothing-ready') announce(nothingReady());
}

/**
 * "Send N devices": plans the run, stores it at once and starts it; or says why not. The
 * screen shows an expiry problem on its field.
 */
export function sendBatch(
  sending: Sending & { update: BatchSessionState['update'] },
  request: SendRequest,
): SendPlan {
  const plan = planSend(request);
  sayHeld(plan.kind, sending.announce);
  if (plan.kind === 'run') {
    sending.update((s) => ({ ...s, run: plan.run }), { now: true });
    sendRun(sending, plan.run);
  }
  return plan;
}
