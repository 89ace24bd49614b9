import { t } from '@lingui/core/macro';
import type { CheckResult } from '../check/check-model.ts';
import type { BatchSessionState } from '../session/use-batch-session.ts';
import { planVenues, venuesSentence, type VenuesPlan, type VenuesRequest } from './venues-plan.ts';
import { kept } from './venues-model.ts';
import type { VenuesRunner } from './venues-runner.ts';
import type { StoredConnection } from '../../../connection/storage.ts';
import type { BatchRunner } from '../run/batch-runner.ts';
import type { SendPlan, SendRequest } from '../run/plan-run.ts';
import { sayHeld, sendBatch } from '../run/send-run.ts';

interface VenuesSending {
  venues: VenuesRunner;
  check: CheckResult;
  announce: (message: string) => void;
  update: BatchSessionState['update'];
}

/**
 * Send to several venues, once confirmed: plans a run per venue, stores them all at once (a
 * reload resumes each where it was) and starts every venue; or says why not (an expiry that is
 * a problem at one venue only names it).
 */
function sendToVenues(sending: VenuesSending, request: VenuesRequest): VenuesPlan {
  const plan = planVenues(request);
  if (plan.kind === 'expiry-problem' && plan.venue !== null) {
    const { venue, problem } = plan;
    return { ...plan, problem: t`At ${venue}: ${problem}` };
  }
  sayHeld(plan.kind, sending.announce);
  if (plan.kind === 'run') {
    sending.update((s) => ({ ...s, run: null, venues: kept(plan.venues) }), { now: true });
    const what = venuesSentence(request.toSend.length, plan.venues.venues.length);
    sending.announce(t`Sending ${what}…`);
    void sending.venues.start(plan.venues, sending.check.rows);
  }
  return plan;
}

/** Send: to several venues when `targets` are given, else to the connection in use. */
export function sendTo(
  sending: VenuesSending & { runner: BatchRunner },
  request: SendRequest,
  targets?: readonly StoredConnection[],
): SendPlan | VenuesPlan {
  return targets ? sendToVenues(sending, { ...request, targets }) : sendBatch(sending, request);
}
