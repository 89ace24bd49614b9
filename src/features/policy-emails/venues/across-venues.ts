// What a cleanup did across venues (issue 24), pure: each venue's figures, each item's fate at
// every venue ("erik.lund@demo.example removed at 2 of 3 venues; not in the policy at Lobby"),
// and the one CSV with a venue column.
import { plural, t } from '@lingui/core/macro';
import { emailKey } from '../../../api/rules.ts';
import { formatCount, formatList } from '../../../lib/format.ts';
import {
  COUNTERS,
  counterSums,
  csvHeader,
  notRemoved,
  outcomeCsvRows,
  stillAllowed,
  type CounterSums,
} from '../../../results/outcome.ts';
import type { CsvValue } from '../../../ui/csv.ts';
import type { VenueRemoval, VenuesRemoval } from './venues-removal.ts';

export interface VenueFigures {
  removed: number;
  /** Not in the policy (and not probably removed by an earlier attempt). */
  ignored: number;
  probablyEarlier: number;
  stillAllowed: number;
  sums: CounterSums;
}

/** A venue's figures; null until it answered. */
export function venueFigures(venue: VenueRemoval): VenueFigures | null {
  const result = venue.result;
  if (venue.state !== 'done' || !result) return null;
  const removed = result.result.removedEmails;
  const split = notRemoved(result.sent, removed, result.earlier);
  return {
    removed: removed.length,
    ignored: split.ignored.length,
    probablyEarlier: split.probablyEarlier.length,
    stillAllowed: stillAllowed(result.sent, removed, result.result.policyEmails).length,
    sums: counterSums(removed),
  };
}

export interface ItemAcross {
  item: string;
  removedAt: string[];
  probablyEarlierAt: string[];
  /** Venues whose policy did not hold it. */
  notInPolicyAt: string[];
  /** Venues that did not answer (failed, refused, no answer): whether it went is not known. */
  unknownAt: string[];
}

/** Each item sent, venue by venue, in the order sent. */
export function itemsAcross(removal: VenuesRemoval): ItemAcross[] {
  const byVenue = removal.venues.map((venue) => {
    const result = venue.result;
    if (venue.state !== 'done' || !result) return null;
    const removed = new Set(result.result.removedEmails.map((item) => emailKey(item.email)));
    const earlier = new Set(
      notRemoved(result.sent, result.result.removedEmails, result.earlier).probablyEarlier.map(
        emailKey,
      ),
    );
    return { removed, earlier };
  });
  return removal.sent.map((item) => {
    const key = emailKey(item);
    const across: ItemAcross = {
      item,
      removedAt: [],
      probablyEarlierAt: [],
      notInPolicyAt: [],
      unknownAt: [],
    };
    removal.venues.forEach((venue, i) => {
      const name = venue.connection.name;
      const answered = byVenue[i];
      if (!answered) across.unknownAt.push(name);
      else if (answered.removed.has(key)) across.removedAt.push(name);
      else if (answered.earlier.has(key)) across.probablyEarlierAt.push(name);
      else across.notInPolicyAt.push(name);
    });
    return across;
  });
}

/**
 * "erik.lund@demo.example removed at 2 of 3 venues; not in the policy at Lobby". Removed counts
 * the venues where an earlier attempt whose answer was lost probably removed it, said apart.
 */
export function itemSentence(across: ItemAcross, venues: number): string {
  const { item } = across;
  const removed = formatCount(across.removedAt.length + across.probablyEarlierAt.length);
  const parts = [
    plural(venues, {
      one: `${item} removed at ${removed} of # venue`,
      other: `${item} removed at ${removed} of # venues`,
    }),
  ];
  if (across.probablyEarlierAt.length > 0) {
    const earlierAt = formatList(across.probablyEarlierAt);
    parts.push(t`at ${earlierAt} probably by the earlier attempt whose answer was not received`);
  }
  if (across.notInPolicyAt.length > 0) {
    const notInPolicyAt = formatList(across.notInPolicyAt);
    parts.push(t`not in the policy at ${notInPolicyAt}`);
  }
  if (across.unknownAt.length > 0) {
    const unknownAt = formatList(across.unknownAt);
    parts.push(t`no answer from ${unknownAt}`);
  }
  return parts.join('; ');
}

/** The CSV's column headers, in the language in use: the venue's four, then the one-venue CSV's. */
export function venuesRemovalCsvHeader(): string[] {
  return [t`venue`, t`organization`, t`context`, t`policy`, ...csvHeader()];
}

/** Every answered venue's results (the one-venue CSV's rows), the venue first. */
export function venuesRemovalCsvRows(removal: VenuesRemoval): CsvValue[][] {
  return removal.venues.flatMap((venue) => {
    const where = [
      venue.connection.name,
      venue.connection.organizationId,
      venue.connection.contextId,
      venue.policyId,
    ];
    const result = venue.result;
    if (venue.state !== 'done' || !result) {
      const empty = COUNTERS.map(() => '');
      return removal.sent.map((email) => [
        ...where,
        t`not known`,
        email,
        ...empty,
        venue.failure?.message ?? t`no answer yet`,
      ]);
    }
    return outcomeCsvRows(
      result.sent,
      result.result.removedEmails,
      result.result.policyEmails,
      result.earlier,
    ).map((row) => [...where, ...row]);
  });
}
