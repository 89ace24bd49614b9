// Expiry (docs/api.md "States and transitions", docs/decisions.md "Expiry"): an entry is
// removed when its organization's local clock reaches 00:00 on toDate, i.e. once the local
// date is toDate or later. Comparing local dates (Intl) handles daylight-saving changes by
// construction: in Europe/Stockholm 00:00 of 2026-03-29 is 2026-03-28T23:00Z.
import { todayIn } from '../api/rules.ts';
import type { Clock } from './clock.ts';
import type { Store } from './store.ts';

/**
 * Removes every entry whose date has come, in every organization, and ends the
 * whitelist-authorized sessions on its MAC (docs/decisions.md: the entry no longer covers it).
 * Returns how many entries went.
 */
export function sweepExpired(store: Store, clock: Clock): number {
  const now = clock.now();
  let removed = 0;
  for (const org of store.organizations()) {
    const today = todayIn(org.timeZone, now);
    for (const contextId of store.contextsOf(org.id)) {
      for (const mac of store.dueMacs(contextId, today)) {
        store.revokeWhitelistSessions(contextId, mac);
      }
      removed += store.deleteEntriesDue(contextId, today);
    }
  }
  return removed;
}
