// Which rows Send may send, and how (issue 9 "Sending"): what the screen knows before the
// run's code has loaded. Pressing Send plans the run (plan-run.ts).
import type { BatchSession } from '../session/session-model.ts';
import type { CheckSettings, SendMode } from '../check/check-model.ts';

/** Forever goes by the batch call; an expiry by one create per row (the batch call has none). */
export function sendModeOf(expiry: BatchSession['expiry']): SendMode {
  return expiry.kind === 'forever' ? 'batch' : 'create';
}

/**
 * Whether a check was made with the person's latest choices (a re-check takes a moment): only
 * then may its rows be sent, so an edit made just before pressing Send is never missed.
 */
export function checkIsCurrent(settings: CheckSettings | null, session: BatchSession): boolean {
  return (
    settings !== null &&
    settings.edits === session.edits &&
    settings.excluded === session.excluded &&
    settings.extraTags === session.extraTags &&
    settings.mode === sendModeOf(session.expiry) &&
    (session.roles === null || settings.roles === session.roles)
  );
}
