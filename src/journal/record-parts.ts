// The parts every record is made of, for the screens that record their changes: small and
// free of IndexedDB, so they cost the screens nothing to load. Pure.
import { t } from '@lingui/core/macro';
import { ApiError, callEnding, describeApiError } from '../api/errors.ts';
import type { StoredConnection } from '../connection/storage.ts';
import type { StoredEntry } from './journal-db.ts';
import type {
  ActivityRecord,
  BatchRow,
  CallFailure,
  ConnectionRef,
  EntryState,
  UnansweredRemovals,
} from './journal-record.ts';

/** The connection as a record names it: never its key. */
export function connectionRef(connection: StoredConnection): ConnectionRef {
  const { id, name, organizationId, contextId, baseUrl } = connection;
  return { id, name, organizationId, contextId, baseUrl };
}

/** A failed call as a record keeps it: the words the app showed, status, request ID. */
export function callFailure(error: unknown): CallFailure {
  const ending = callEnding(error);
  if (!(error instanceof ApiError)) return { message: describeApiError(error), ending };
  return {
    ...(error.status === undefined ? {} : { status: error.status }),
    message: error.message,
    ...(error.requestId ? { requestId: error.requestId } : {}),
    ending,
  };
}

/** Whether the unanswered attempts were at this policy (IDs compare case-insensitively). */
export function samePolicy(lost: UnansweredRemovals | undefined, policyId: string): boolean {
  return lost !== undefined && lost.policyId.toLowerCase() === policyId.toLowerCase();
}

/** The unanswered attempts with one more; an attempt at another policy starts over. */
export function withUnansweredRemoval(
  lost: UnansweredRemovals | undefined,
  policyId: string,
  body: { emails: readonly string[]; revokeUserEngagement?: boolean | undefined },
): UnansweredRemovals {
  const before = samePolicy(lost, policyId) ? lost : undefined;
  return {
    policyId,
    sent: [...new Set([...(before?.sent ?? []), ...body.emails])],
    // The API's default is true.
    revokeUserEngagement:
      (before?.revokeUserEngagement ?? false) || (body.revokeUserEngagement ?? true),
  };
}

/**
 * What a record whose page was left before its answer came says of it, in the language in use
 * when it is settled (the record keeps the words, as it keeps every failure's).
 */
export function pageLeftMessage(): string {
  return t`The page was left (a reload, a link, a closed tab) before the answer came.`;
}

/**
 * An open record whose page was left first: a call becomes "answer not received" (the API may
 * have made the change); a batch run stops where it was, its rows in flight unanswered.
 */
export function settledAsLeft(record: ActivityRecord, now: Date): ActivityRecord {
  const left = { updatedAt: now.toISOString(), pageLeft: true };
  const failure: CallFailure = { message: pageLeftMessage(), ending: 'unanswered' };
  switch (record.kind) {
    case 'batch':
      return {
        ...record,
        ...left,
        status: 'stopped',
        ...(record.figures.unanswered > 0 ? { failure } : {}),
      };
    default:
      return { ...record, ...left, status: 'failed', failure };
  }
}

/** The entry a successful create or update leaves, for Recent entries. */
export function storedEntry(
  record: ActivityRecord,
  entry: EntryState,
  action: StoredEntry['action'],
): StoredEntry {
  return {
    connectionId: record.connection.id,
    key: entry.id.toLowerCase(),
    entry,
    action,
    at: record.updatedAt,
    recordId: record.id,
  };
}

/** About how many bytes a batch run's rows take: the length of their text. */
export function rowsSize(rows: readonly BatchRow[]): number {
  let bytes = 0;
  for (const row of rows) {
    bytes += 48 + row.mac.length + row.name.length + row.description.length + row.reason.length;
    for (const tag of row.tags) bytes += tag.length + 3;
  }
  return bytes;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The keeping period's cut-off (ISO time): a record last changed before it is deleted. Pruning
 * and the count the screen asks about before a shorter period use this one rule.
 */
export function keptSince(days: number, now: Date): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}
