// Recent entries: every whitelisting entry this browser created or edited, per connection
// (issue 8), newest first. The API has no read call, so this list is how a person finds an
// entry's ID again. A view of Activity (issue 16): each successful create or update records the
// entry as it then stood (src/journal). Pure.
import { macDigits } from '../api/normalize.ts';
import type { WhitelistingEntry } from '../api/schemas.ts';
import { entryWithCallSchema, type EntryState } from '../journal/entry-state.ts';
import type { StoredEntry } from '../journal/journal-db.ts';

/** An entry as it stood after the last create or update this browser made of it. */
export interface RecentEntry extends EntryState {
  action: StoredEntry['action'];
  /** ISO time of that call. */
  at: string;
}

/** A RecentEntry as a screen keeps it for a reload (a call's result): parsed when read. */
export const recentEntrySchema = entryWithCallSchema;

/** The Activity store's entry as Recent entries lists it. */
export function recentEntryOf(stored: StoredEntry): RecentEntry {
  return { ...stored.entry, action: stored.action, at: stored.at };
}

/** What a create or update sent, as the forms build it. */
export interface SentEntry {
  id: string;
  mac: string;
  name: string;
  description?: string | undefined;
  /** undefined = omitted (unchanged on update, permanent on create); null = permanent. */
  toDate?: string | null | undefined;
  tags?: readonly { value: string }[] | undefined;
}

/**
 * The record of a successful call: the stored entry as the server answered it; where the
 * answer is empty (allowed, docs/decisions.md) or lacks a field, what was sent, and for fields an
 * update left out, what this browser knew before.
 */
export function recentEntryFrom({
  sent,
  answer,
  previous,
  action,
  at,
}: {
  sent: SentEntry;
  answer: WhitelistingEntry | undefined;
  previous?: RecentEntry | undefined;
  action: RecentEntry['action'];
  at: Date;
}): RecentEntry {
  const sentTags = sent.tags?.map((tag) => tag.value);
  const creator = answer?.creator ?? previous?.creator;
  return {
    id: answer?.id ?? sent.id,
    mac: answer?.mac ?? sent.mac,
    name: answer?.name ?? sent.name,
    description: answer?.description ?? sent.description ?? previous?.description ?? '',
    toDate:
      answer?.toDate !== undefined
        ? answer.toDate
        : sent.toDate !== undefined
          ? sent.toDate
          : action === 'created'
            ? null
            : (previous?.toDate ?? null),
    tags: answer?.tags?.map((tag) => tag.value) ?? sentTags ?? previous?.tags ?? [],
    ...(creator ? { creator } : {}),
    action,
    at: at.toISOString(),
  };
}

/**
 * Entries whose MAC, name or a tag contains the query (case-insensitive); a MAC matches in any
 * notation. An empty query keeps every entry.
 */
export function searchRecentEntries(entries: readonly RecentEntry[], query: string): RecentEntry[] {
  const text = query.trim().toLowerCase();
  if (text === '') return [...entries];
  const digits = macDigits(text);
  // Only a query that could be part of a MAC is compared by its digits ("printer" is not).
  const macLike = digits.length >= 2 && /^[0-9a-f:.\- ]+$/i.test(text);
  return entries.filter(
    (entry) =>
      entry.mac.toLowerCase().includes(text) ||
      (macLike && macDigits(entry.mac).includes(digits)) ||
      entry.name.toLowerCase().includes(text) ||
      entry.tags.some((tag) => tag.toLowerCase().includes(text)),
  );
}
