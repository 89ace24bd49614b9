// Recent entries as earlier versions kept them (localStorage, one list per connection, newest
// first): Activity moves them into its records when it first opens, so a test that seeds them
// this way also tests that move.
import type { RecentEntry } from '../../src/entries/recent-entries.ts';

export function seedOldRecentEntries(
  local: Storage | undefined,
  connectionId: string,
  newestFirst: readonly RecentEntry[],
): void {
  local?.setItem(`sign-in-admin.recent-entries.v1.${connectionId}`, JSON.stringify(newestFirst));
}
