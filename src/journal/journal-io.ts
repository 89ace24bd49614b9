// Everything that touches IndexedDB, loaded with Activity's first use (use-activity.ts) and
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
export { prepareActivity, pruneActivity, recordActivity, searchActivity } from './journal-store.ts';
