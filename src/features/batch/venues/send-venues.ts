import { NOTHING_READY, RECHECKING } from '../batch-wording.ts';
import type { CheckResult } from '../check/check-model.ts';
import type { BatchSessionState } from '../session/use-batch-session.ts';
import { planVenues, venuesSentence, type VenuesPlan, type VenuesRequest } from './venues-plan.ts';
import type { VenuesRunner } from './venues-runner.ts';

interface VenuesSending {
  venues: VenuesRunner;
  check: CheckResult;
  announce: (message: string) => void;
  update: BatchSessionState['update'];
}

/**
 * Send to several venues, once confirmed: plans a run per venue, stores them all at once (a
 * reload resumes each where it was) and starts every venue; or says why not.
 */
export function sendToVenues(sending: VenuesSending, request: VenuesRequest): VenuesPlan {
  const plan = planVenues(request);
  if (plan.kind === 'rechecking') sending.announce(RECHECKING);
  else if (plan.kind === 'nothing-ready') sending.announce(NOTHING_READY);
  else if (plan.kind === 'run') {
    sending.update((s) => ({ ...s, run: null, venues: plan.venues }), { now: true });
    sending.announce(
      `Sending ${venuesSentence(request.toSend.length, plan.venues.venues.length)}…`,
    );
    void sending.venues.start(plan.venues, sending.check.rows);
  }
  return plan;
}
