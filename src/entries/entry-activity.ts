// A create (Add device, Batch import's expiry path) or an update (Edit device) as an Activity
// record (issue 16): what was sent, and the entry it left, or the failure. Pure.
import type { StoredEntry } from '../journal/journal-db.ts';
import type { ActivityRecord, SentEntry as RecordedSent } from '../journal/journal-record.ts';
import { callFailure, connectionRef, storedEntry } from '../journal/record-parts.ts';
import type { StoredConnection } from '../connection/storage.ts';
import type { RecentEntry, SentEntry } from './recent-entries.ts';

/** What the form sent, as a record keeps it (tags as their values). */
export function recordedSent(sent: SentEntry): RecordedSent {
  return {
    id: sent.id,
    mac: sent.mac,
    name: sent.name,
    ...(sent.description === undefined ? {} : { description: sent.description }),
    ...(sent.toDate === undefined ? {} : { toDate: sent.toDate }),
    ...(sent.tags === undefined ? {} : { tags: sent.tags.map((tag) => tag.value) }),
  };
}

export type EntryCallOutcome =
  /** Written ahead: sent, waiting for the answer. */
  { waiting: true } | { entry: RecentEntry; earlier?: boolean } | { error: unknown };

export interface EntryCall {
  kind: 'add' | 'edit';
  /** The record's ID: the same from the write ahead to the answer. */
  id: string;
  connection: StoredConnection;
  sent: SentEntry;
  /** When the call was sent. */
  at: Date;
  outcome: EntryCallOutcome;
}

/** One create or update call: its record, and the entry it leaves for Recent entries. */
export function entryCallActivity({ kind, id, connection, sent, at, outcome }: EntryCall): {
  record: ActivityRecord;
  entries: StoredEntry[];
} {
  const base = {
    id,
    at: at.toISOString(),
    updatedAt: new Date().toISOString(),
    connection: connectionRef(connection),
    sent: recordedSent(sent),
  };
  if ('waiting' in outcome) {
    const waiting = { ...base, status: 'waiting' as const };
    return { record: kind === 'add' ? { ...waiting, kind } : { ...waiting, kind }, entries: [] };
  }
  if ('error' in outcome) {
    const failed = { ...base, status: 'failed' as const, failure: callFailure(outcome.error) };
    return { record: kind === 'add' ? { ...failed, kind } : { ...failed, kind }, entries: [] };
  }
  const { action, at: _at, ...entry } = outcome.entry;
  const record: ActivityRecord =
    kind === 'add'
      ? { ...base, kind, status: 'done', entry, ...(outcome.earlier ? { earlier: true } : {}) }
      : { ...base, kind, status: 'done', entry };
  return { record, entries: [storedEntry(record, entry, action)] };
}
