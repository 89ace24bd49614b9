// Several venues at once (issue 24), pure: the plan (the rows checked once, a run per venue with
// that venue's chunk size and time zone), what the confirmation says, each venue's figures and
// the totals, and the one CSV with a venue column.
import type { BatchFigures } from '../../../journal/journal-record.ts';
import { connectionRef } from '../../../journal/record-parts.ts';
import type { StoredConnection } from '../../../connection/storage.ts';
import { t } from '@lingui/core/macro';
import { batchCsvHeader, batchCsvRows } from '../../../results/batch/batch-rows.ts';
import type { CsvValue } from '../../../ui/csv.ts';
import type { CheckResult } from '../check/check-model.ts';
import { figuresSentence, summarizeResults, type BatchResults } from '../results/batch-results.ts';
import { planSend, type SendRequest } from '../run/plan-run.ts';
import { runFinished, runProgress, type BatchRun } from '../run/run-model.ts';
import type { VenuesRun } from './venues-model.ts';
export { venuesSentence } from './venues-sentence.ts';

export type VenuesPlan =
  | { kind: 'rechecking' }
  | { kind: 'nothing-ready' }
  | {
      kind: 'expiry-problem';
      field: 'days' | 'date';
      problem: string;
      /** The venue whose time zone makes it a problem; null when the first venue has it too. */
      venue: string | null;
    }
  | { kind: 'run'; venues: VenuesRun };

export interface VenuesRequest extends Omit<SendRequest, 'timeZone' | 'chunkSize'> {
  /** The venues chosen, in the order shown: each sends with its own chunk size and time zone. */
  targets: readonly StoredConnection[];
}

/**
 * One run per venue from the same checked rows: each plans its chunks with its own chunk size,
 * and an expiry in days ends at midnight in that venue's own time zone. A problem with the
 * expiry at any venue stops the whole plan: nothing is sent anywhere.
 */
export function planVenues({ targets, now = new Date(), ...request }: VenuesRequest): VenuesPlan {
  if (targets.length === 0) return { kind: 'nothing-ready' };
  const venues: VenuesRun['venues'] = [];
  for (const [i, target] of targets.entries()) {
    const plan = planSend({
      ...request,
      now,
      timeZone: target.timeZone,
      chunkSize: target.chunkSize,
    });
    if (plan.kind === 'expiry-problem') return { ...plan, venue: i === 0 ? null : target.name };
    if (plan.kind !== 'run') return plan;
    venues.push({ connection: connectionRef(target), run: plan.run });
  }
  return {
    kind: 'run',
    venues: { id: crypto.randomUUID(), startedAt: now.toISOString(), venues },
  };
}

/** Where one venue's run stands, in the table of venues. */
export type VenueState = 'waiting' | 'sending' | 'cancelling' | 'done' | 'stopped' | 'cancelled';

export interface VenueSummary {
  name: string;
  run: BatchRun;
  results: BatchResults;
  state: VenueState;
  /** Rows answered of rows planned. */
  progress: { done: number; total: number };
}

/** The state of a venue's run: `running`/`cancelling` from its runner, the rest from the run. */
export function venueState(run: BatchRun, running: boolean, cancelling: boolean): VenueState {
  if (running) return cancelling ? 'cancelling' : 'sending';
  if (runFinished(run)) return 'done';
  if (run.error) return 'stopped';
  if (run.cancelled) return 'cancelled';
  // Never sent, or stopped when the page was left: Resume sends it.
  return run.chunks.some((chunk) => chunk.attempts > 0) ? 'stopped' : 'waiting';
}

export function summarizeVenue(
  check: Pick<CheckResult, 'rows'>,
  name: string,
  run: BatchRun,
  running = false,
  cancelling = false,
): VenueSummary {
  return {
    name,
    run,
    results: summarizeResults(check, run),
    state: venueState(run, running, cancelling),
    progress: runProgress(run),
  };
}

const FIGURE_KEYS = [
  'created',
  'existing',
  'faulty',
  'unconfirmed',
  'guestSessionsUpdated',
  'guestSessionsUnknown',
  'notSent',
  'unanswered',
  'createdEarlier',
] as const satisfies readonly (keyof BatchFigures)[];

/** Every venue's figures added up. */
export function venuesTotals(venues: readonly VenueSummary[]): BatchFigures {
  const totals = Object.fromEntries(FIGURE_KEYS.map((key) => [key, 0])) as BatchFigures;
  for (const { results } of venues)
    for (const key of FIGURE_KEYS) totals[key] += results.figures[key];
  return totals;
}

/** The one CSV of a run to several venues: every venue's rows, the venue first. */
export function venuesCsvHeader(): string[] {
  return [t`Venue`, t`Organization`, t`Context`, ...batchCsvHeader()];
}

export function venuesCsvRows(
  run: VenuesRun,
  venues: readonly VenueSummary[],
  makerOf: (canonicalMac: string) => string,
): CsvValue[][] {
  return venues.flatMap((venue, i) => {
    const connection = run.venues[i]?.connection;
    const where = [venue.name, connection?.organizationId ?? '', connection?.contextId ?? ''];
    return batchCsvRows(venue.results.rows, makerOf).map((row) => [...where, ...row]);
  });
}

/** What a screen reader hears when a venue's run ends: "Harbour: 120 created, …". */
export function venueEndSentence(venue: VenueSummary): string | null {
  const { name } = venue;
  if (venue.state === 'done') {
    const figures = figuresSentence(venue.results.figures);
    return t`${name}: ${figures}.`;
  }
  const message = venue.run.error?.message;
  if (venue.state === 'stopped' && message !== undefined)
    return t`${name}: sending stopped: ${message}`;
  if (venue.state === 'cancelled') return t`${name}: sending cancelled`;
  return null;
}

/** The key was refused (401, 403): this venue is left out until its key is fixed. */
export function keyRefused(run: BatchRun): boolean {
  const status = run.error?.status;
  return status === 401 || status === 403;
}
