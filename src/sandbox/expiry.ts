// Expiry (sign-in-api.md "States and transitions", decisions.md "Expiry"): an entry is
// removed when its organization's local clock reaches 00:00 on toDate, i.e. once the local
// date is toDate or later. Comparing local dates (Intl) handles daylight-saving changes by
// construction: in Europe/Stockholm 00:00 of 2026-03-29 is 2026-03-28T23:00Z.
import { todayIn } from '../api/rules.ts';
import type { Clock } from './clock.ts';
import type { Store } from './store.ts';

/** Removes every entry whose date has come, in every organization; returns how many. */
export function sweepExpired(store: Store, clock: Clock): number {
  const now = clock.now();
  let removed = 0;
  for (const org of store.organizations()) {
    removed += store.deleteEntriesDue(org.id, todayIn(org.timeZone, now));
  }
  return removed;
}
