// The journal's types, shared by its hook (use-journal.ts) and its calls (journal-calls.ts).
import type { ActivityDb } from './journal-db.ts';
import type { ActivityRecord } from './journal-record.ts';
import type { RecordExtras } from './journal-store.ts';

/** The IndexedDB half of the journal, loaded on demand. */
export type ActivityIo = typeof import('./journal-io.ts');

/** The open database and the functions that use it. */
export interface OpenActivity {
  db: ActivityDb;
  io: ActivityIo;
}

/** A change whose record was written ahead: what settles it. */
export interface JournalCall {
  /** The record was committed before the request left (false: the browser keeps no data). */
  recorded: boolean;
  /** Writes the record as it stands now (a batch run between chunks), committed when it resolves. */
  write: (record: ActivityRecord, extras?: RecordExtras) => Promise<boolean>;
  /** Writes the record as the call ended and lets go of the call: other tabs stop waiting. */
  settle: (record: ActivityRecord, extras?: RecordExtras) => Promise<boolean>;
  /**
   * Lets go without a last write (a run stopped when its screen was left): the record stays
   * as last written, and the next tab to read it settles it as left (journal-store.ts).
   */
  leave: () => void;
}

export interface Journal {
  /**
   * Before a request leaves: holds the call (call-locks.ts) and commits its record, waiting
   * for the answer (status waiting, or a batch run's running). Never rejects: a browser that
   * keeps no data still makes the call, unrecorded.
   */
  begin: (record: ActivityRecord, extras?: RecordExtras) => Promise<JournalCall>;
  /**
   * One call, journaled: `ahead` is committed before `send` runs, and the record `settled`
   * makes of what came (the answer, or the failure, which is thrown on) settles it.
   */
  around: <T>(
    ahead: ActivityRecord,
    send: () => Promise<T>,
    settled: (outcome: { answer: T } | { error: unknown }) => Settled,
  ) => Promise<T>;
  /** One write of a change not written ahead (a run settled as cancelled after a reload). */
  record: (record: ActivityRecord, extras?: RecordExtras) => Promise<boolean>;
  /** Reads from the open database; undefined when the browser keeps no data. */
  read: <T>(read: (activity: OpenActivity) => Promise<T>) => Promise<T | undefined>;
}

/** A record as its call ended, with what goes with it. */
export type Settled = readonly [ActivityRecord, RecordExtras?];
