// The journal's calls, loaded on demand (use-journal.ts): a change's record written ahead
// under its call's lock (call-locks.ts), written again as it goes on, settled when it ends.
import { holdCall, PAGE_ID } from './call-locks.ts';
import type { ActivityRecord } from './journal-record.ts';
import type { RecordExtras } from './journal-store.ts';
import type { Journal, JournalCall, OpenActivity } from './journal-types.ts';

const WRITE_AHEAD = 'journal: write ahead';

/** The journal's calls over the database `open` gives (use-journal.ts useJournal). */
export function journalCalls(open: () => Promise<OpenActivity>): Journal {
  const write = async (record: ActivityRecord, extras?: RecordExtras) => {
    try {
      const { db, io } = await open();
      await io.recordActivity(db, record, extras);
      return true;
    } catch {
      // The change itself is made; only its record is missing (storage off or full).
      return false;
    }
  };
  const read = async <T>(reader: (activity: OpenActivity) => Promise<T>) => {
    try {
      return await reader(await open());
    } catch {
      return undefined;
    }
  };
  const begin = async (record: ActivityRecord, extras?: RecordExtras): Promise<JournalCall> => {
    const started = performance.now();
    // The page's lock and the database together; the record is written once the lock is held.
    const [release] = await Promise.all([holdCall(record.id), open().catch(() => undefined)]);
    // Each of the call's records names this page: any tab knows it in flight while the page lives.
    const own = (next: ActivityRecord, nextExtras?: RecordExtras) =>
      write({ ...next, page: PAGE_ID }, nextExtras);
    const recorded = await own(record, extras);
    try {
      // The cost of writing ahead, for the benchmark (test/e2e/journal.spec.ts reads it).
      performance.measure(WRITE_AHEAD, { start: started });
    } catch {
      // A browser without User Timing measures nothing; the call goes on.
    }
    return {
      recorded,
      write: own,
      leave: release,
      settle: async (settled, settledExtras) => {
        try {
          return await own(settled, settledExtras);
        } finally {
          release();
        }
      },
    };
  };
  const around: Journal['around'] = async (ahead, send, settled) => {
    const call = await begin(ahead);
    try {
      let answer: Awaited<ReturnType<typeof send>>;
      try {
        answer = await send();
      } catch (error) {
        await call.settle(...settled({ error }));
        throw error;
      }
      await call.settle(...settled({ answer }));
      return answer;
    } finally {
      // Also when building the settled record threw: the call is over either way.
      call.leave();
    }
  };
  return { begin, around, record: write, read };
}
