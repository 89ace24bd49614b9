// Everything that touches IndexedDB, loaded with Activity's first use (use-journal.ts) and
// prefetched when the browser is idle, so the screens that record their changes do not carry
// it in their first load.
export {
  clearActivity,
  getRows,
  listEntries,
  listNewestRawRecords,
  listRawRecords,
  openActivityDb,
  readRetention,
  writeRetention,
} from './journal-db.ts';
export {
  earlierUnansweredCreate,
  earlierUnansweredRemovals,
  prepareActivity,
  pruneActivity,
  recordActivity,
  searchActivity,
  settlePageLeft,
} from './journal-store.ts';
export { callsInFlight } from './call-locks.ts';
