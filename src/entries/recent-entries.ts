// Recent entries: every whitelisting entry this browser created or edited, per connection
// (issue 8). The API has no read call, so this list is how a person finds an entry's ID again.
// In localStorage (all tabs of this device), newest first, at most RECENT_MAX; parsed on read.
// Pure: the Storage is passed in.
import { sameId } from '../api/rules.ts';
import * as z from 'zod/mini';
import type { WhitelistingEntry } from '../api/schemas.ts';
import { putFirst, readStoredList, type StoredList } from '../lib/stored-list.ts';

export const RECENT_MAX = 500;

export function recentEntriesKey(connectionId: string): string {
  return `sign-in-admin.recent-entries.v1.${connectionId}`;
}

const recentEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  mac: z.string(),
  name: z.string(),
  description: z.string(),
  /** null = permanent. */
  toDate: z.nullable(z.string()),
  tags: z.array(z.string()),
  creator: z.optional(z.string()),
  action: z.enum(['created', 'updated']),
  /** ISO time this browser recorded it. */
  at: z.string(),
});
export type RecentEntry = z.infer<typeof recentEntrySchema>;

/** One record per entry ID, newest first. */
export const RECENT_ENTRIES: StoredList<RecentEntry> = {
  item: recentEntrySchema,
  isSame: (a, b) => sameId(a.id, b.id),
  max: RECENT_MAX,
};

/** The list as stored; one unreadable item is dropped, not the whole list. */
export function readRecentEntries(
  storage: Storage | undefined,
  connectionId: string,
): RecentEntry[] {
  return readStoredList(storage, recentEntriesKey(connectionId), RECENT_ENTRIES);
}

/**
 * Puts the entry first (replacing an older record of the same ID) and caps the list. Returns
 * the new list, and whether the browser stored it.
 */
export function recordRecentEntry(
  storage: Storage | undefined,
  connectionId: string,
  entry: RecentEntry,
): { entries: RecentEntry[]; stored: boolean } {
  const { items, stored } = putFirst(
    storage,
    recentEntriesKey(connectionId),
    RECENT_ENTRIES,
    () => entry,
  );
  return { entries: items, stored };
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
 * answer is empty (allowed, decisions.md) or lacks a field, what was sent, and for fields an
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

/** Hex digits only, so "aabb.cc", "AA:BB:CC" and "aa-bb-cc" find the same device. */
function macDigits(text: string): string {
  return text.replace(/[^0-9a-f]/gi, '').toUpperCase();
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
