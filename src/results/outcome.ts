// What a removal's answer means for the person (issue 10 "Results"): totals, what was asked
// for but not removed, and the addresses a remaining pattern still lets in.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { sumCounts, type CountSum } from '../api/counts.ts';
import { emailCovers, emailKey, emailShape } from '../api/rules.ts';
import type { RemovedEmail } from '../api/schemas.ts';
import { formatList, unknownCount } from '../lib/format.ts';
import type { CsvValue } from '../ui/csv.ts';
import type { UnansweredRemovals } from '../journal/journal-record.ts';

export const COUNTERS = [
  'revokedLoginsForSelfProvisioning',
  'revokedLoginsForMeetingHost',
  'revokedWhitelisting',
  'revokeLoginsforConferences',
] as const;
export type Counter = (typeof COUNTERS)[number];

/** Each counter's name: a column of the results' table and of their CSV. */
const COUNTER_NAMES: Record<Counter, MessageDescriptor> = {
  revokedLoginsForSelfProvisioning: msg`Self-Provisioning`,
  revokedLoginsForMeetingHost: msg`Meeting Host`,
  revokedWhitelisting: msg`Whitelisting`,
  revokeLoginsforConferences: msg`Conferences`,
};

/** A counter's name in the language in use. */
export function counterLabel(counter: Counter): string {
  return i18n._(COUNTER_NAMES[counter]);
}

export type Totals = Record<Counter, number>;
export type CounterSums = Record<Counter, CountSum>;

/** Each counter summed over the removed entries, as the server sent them; unknown ones apart. */
export function counterSums(removed: readonly RemovedEmail[]): CounterSums {
  const sum = (counter: Counter) => sumCounts(removed.map((item) => item[counter]));
  return {
    revokedLoginsForSelfProvisioning: sum('revokedLoginsForSelfProvisioning'),
    revokedLoginsForMeetingHost: sum('revokedLoginsForMeetingHost'),
    revokedWhitelisting: sum('revokedWhitelisting'),
    revokeLoginsforConferences: sum('revokeLoginsforConferences'),
  };
}

/** Each counter's known sum (counterSums says which of them are incomplete). */
export function totals(removed: readonly RemovedEmail[]): Totals {
  const sums = counterSums(removed);
  return {
    revokedLoginsForSelfProvisioning: sums.revokedLoginsForSelfProvisioning.known,
    revokedLoginsForMeetingHost: sums.revokedLoginsForMeetingHost.known,
    revokedWhitelisting: sums.revokedWhitelisting.known,
    revokeLoginsforConferences: sums.revokeLoginsforConferences.known,
  };
}

/** Every sign-in the removal ended: the sum of the counters, with how many were unknown. */
export function endedSignIns(sums: CounterSums): CountSum {
  return COUNTERS.reduce(
    (total, counter) => ({
      known: total.known + sums[counter].known,
      unknown: total.unknown + sums[counter].unknown,
    }),
    { known: 0, unknown: 0 },
  );
}

/** What was sent and not removed by this answer, in the order sent. */
export interface NotRemoved {
  /**
   * Sent by an earlier attempt whose answer was not received too (issue 14.3): the retry found them no
   * longer in the policy, so that attempt most likely removed them.
   */
  probablyEarlier: string[];
  /** Not in the policy: asked for, nothing to remove. */
  ignored: string[];
}

/** Sent but not removed by this answer, compared case-insensitively, split by `earlier`. */
export function notRemoved(
  sent: readonly string[],
  removed: readonly RemovedEmail[],
  earlier?: UnansweredRemovals,
): NotRemoved {
  const removedKeys = new Set(removed.map((item) => emailKey(item.email)));
  const before = new Set(earlier?.sent.map(emailKey));
  const split: NotRemoved = { probablyEarlier: [], ignored: [] };
  for (const email of sent) {
    const key = emailKey(email);
    if (removedKeys.has(key)) continue;
    (before.has(key) ? split.probablyEarlier : split.ignored).push(email);
  }
  return split;
}

export interface StillAllowed {
  address: string;
  /** The remaining policy entries that cover it, in the policy's order. */
  by: string[];
}

/**
 * Addresses, removed or ignored, that a remaining entry still covers: the person meant to shut
 * them out, and a pattern still lets them in. Coverage is the API's own rule (rules.emailCovers).
 */
export function stillAllowed(
  sent: readonly string[],
  removed: readonly RemovedEmail[],
  policyEmails: readonly string[],
): StillAllowed[] {
  const seen = new Set<string>();
  const addresses = [...removed.map((item) => item.email), ...sent].filter((email) => {
    const key = emailKey(email);
    if (seen.has(key) || emailShape(key) !== 'address') return false;
    seen.add(key);
    return true;
  });
  // An address entry covers only itself, so only patterns need the rule per address: a
  // 10,000-entry policy stays fast.
  const patterns = policyEmails.filter((entry) => emailShape(emailKey(entry)) !== 'address');
  const sameAddress = new Map<string, string[]>();
  for (const entry of policyEmails) {
    if (emailShape(emailKey(entry)) !== 'address') continue;
    sameAddress.set(emailKey(entry), [...(sameAddress.get(emailKey(entry)) ?? []), entry]);
  }
  return addresses.flatMap((address) => {
    const by = [
      ...(sameAddress.get(emailKey(address)) ?? []),
      ...patterns.filter((entry) => emailCovers(entry, address)),
    ];
    return by.length > 0 ? [{ address, by }] : [];
  });
}

/** "jonas@partner.example is still allowed by *@partner.example" */
export function stillAllowedSentence({ address, by }: StillAllowed): string {
  const entries = formatList(by);
  return t`${address} is still allowed by ${entries}`;
}

/** Remaining entries whose text contains the query (case-insensitive); all for an empty query. */
export function filterEntries(entries: readonly string[], query: string): string[] {
  const text = query.trim().toLowerCase();
  return text === '' ? [...entries] : entries.filter((entry) => entry.toLowerCase().includes(text));
}

/** The removal CSV's columns (under which outcomeCsvRows writes), in the language in use. */
export function csvHeader(): string[] {
  return [t`status`, t`email`, ...COUNTERS.map(counterLabel), t`note`];
}

/** One file with everything the result says: removed (with counters), ignored, still allowed, remaining. */
export function outcomeCsvRows(
  sent: readonly string[],
  removed: readonly RemovedEmail[],
  policyEmails: readonly string[],
  earlier?: UnansweredRemovals,
): CsvValue[][] {
  const empty = COUNTERS.map(() => '');
  const { probablyEarlier, ignored } = notRemoved(sent, removed, earlier);
  // Each status and note said once, not once per row (a policy may hold 10,000 entries).
  const status = {
    removed: t`removed`,
    probablyRemoved: t`probably removed`,
    ignored: t`ignored`,
    stillAllowed: t`still allowed`,
    remaining: t`remaining`,
  };
  const unknown = unknownCount();
  const byEarlier = t`by the earlier attempt whose answer was not received`;
  const notInPolicy = t`not in the policy`;
  return [
    ...removed.map((item) => [
      status.removed,
      item.email,
      ...COUNTERS.map((c) => item[c] ?? unknown),
      '',
    ]),
    ...probablyEarlier.map((email) => [
      status.probablyRemoved,
      email,
      ...COUNTERS.map(() => unknown),
      byEarlier,
    ]),
    ...ignored.map((email) => [status.ignored, email, ...empty, notInPolicy]),
    ...stillAllowed(sent, removed, policyEmails).map((item) => {
      const entries = item.by.join(', ');
      return [status.stillAllowed, item.address, ...empty, t`by ${entries}`];
    }),
    ...policyEmails.map((email) => [status.remaining, email, ...empty, '']),
  ];
}
