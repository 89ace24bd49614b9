// Expiry as a person thinks of it (forever, for N days, until a date) to the API's toDate, and
// the sentence that says what the API will do with it (docs/decisions.md "Expiry": an entry is
// removed at 00:00 organization time on toDate). Pure; the clock and the zone are passed in.
import { formatDate } from '../lib/format.ts';
import { expiryProblem, lastDayOfAccess, todayIn } from '../api/rules.ts';

/**
 * The choices a screen can offer. 'keep' (leave toDate out of an update) and 'forever'
 * (create: leave it out; update: send null) are told apart by the screen, not here.
 */
export const EXPIRY_KINDS = ['keep', 'forever', 'days', 'date'] as const;
export type ExpiryKind = (typeof EXPIRY_KINDS)[number];

/** What an expiry fieldset holds: the choice, plus both texts so switching never loses one. */
export interface ExpiryValue {
  kind: ExpiryKind;
  /** As typed in "Number of days". */
  days: string;
  /** As the date input gives it: YYYY-MM-DD, or '' while incomplete. */
  date: string;
}

export type ExpiryChoice =
  | { kind: 'keep' }
  | { kind: 'forever' }
  | { kind: 'days'; days: string }
  | { kind: 'date'; date: string };

export const EMPTY_EXPIRY: ExpiryValue = { kind: 'forever', days: '', date: '' };

/** Longer than this is "Forever" or a date in practice; a typo like 3000 is caught. */
export const MAX_DAYS = 3650;

export function choiceOf({ kind, days, date }: ExpiryValue): ExpiryChoice {
  if (kind === 'days') return { kind, days };
  if (kind === 'date') return { kind, date };
  return { kind };
}

/** The number of days as typed, or the message that says how to fix it. */
export function daysProblem(text: string, label = 'Number of days'): string | null {
  const value = text.trim();
  if (value === '') return `Enter the ${label.toLowerCase()}, a whole number like 30`;
  if (!/^\d+$/.test(value)) return `${label} must be a whole number, like 30`;
  const days = Number(value);
  if (days < 1) return `${label} must be 1 or more: access ends at midnight after the last day`;
  if (days > MAX_DAYS) {
    return `${label} must be ${MAX_DAYS} or fewer (about 10 years): for longer, choose Forever or a date`;
  }
  return null;
}

/** Calendar arithmetic on YYYY-MM-DD, in UTC so no daylight-saving change can shift it. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** What a choice means for the API: toDate omitted (keep), permanent, or a date. */
export type ExpiryOutcome =
  | { ok: true; kind: 'keep' }
  | { ok: true; kind: 'forever' }
  | { ok: true; kind: 'date'; toDate: string }
  | { ok: false; field: 'days' | 'date'; problem: string };

/**
 * The toDate of a choice, counted from today in the organization's time zone: "30 days" on
 * 1 Dec is 31 Dec, so the last full day is 30 Dec (access for today plus 29 more days).
 */
export function resolveExpiry(
  choice: ExpiryChoice,
  timeZone: string,
  now = new Date(),
): ExpiryOutcome {
  const today = todayIn(timeZone, now);
  switch (choice.kind) {
    case 'keep':
    case 'forever':
      return { ok: true, kind: choice.kind };
    case 'days': {
      const problem = daysProblem(choice.days);
      if (problem) return { ok: false, field: 'days', problem };
      return { ok: true, kind: 'date', toDate: addDays(today, Number(choice.days.trim())) };
    }
    case 'date': {
      const date = choice.date.trim();
      if (date === '') {
        return { ok: false, field: 'date', problem: 'Enter the expiry date, like 2026-12-31' };
      }
      const problem = expiryProblem(date, today);
      return problem
        ? { ok: false, field: 'date', problem }
        : { ok: true, kind: 'date', toDate: date };
    }
  }
}

/**
 * "Access ends at 00:00 on 31 Dec 2026 (Europe/Stockholm), so the last full day is 30 Dec."
 * The last day carries its year only when it differs from the end's.
 */
export function expirySentence(toDate: string, timeZone: string): string {
  const last = lastDayOfAccess(toDate);
  const sameYear = last.slice(0, 4) === toDate.slice(0, 4);
  return `Access ends at 00:00 on ${formatDate(toDate)} (${timeZone}), so the last full day is ${formatDate(last, !sameYear)}.`;
}

/** The expiry of a stored entry in words: null (or absent) is permanent. */
export function describeToDate(toDate: string | null | undefined, timeZone: string): string {
  if (toDate == null || toDate === '') return 'Permanent: access does not end';
  return expirySentence(toDate, timeZone);
}

/** What the sentence beside the choices says now: the outcome, or nothing until it is valid. */
export function expiryPreview(
  choice: ExpiryChoice,
  timeZone: string,
  now = new Date(),
  /** The stored toDate, for 'keep'; undefined when the screen does not know it. */
  current?: string | null,
): string | null {
  const outcome = resolveExpiry(choice, timeZone, now);
  if (!outcome.ok) return null;
  if (outcome.kind === 'keep') {
    if (current === undefined) return 'The expiry stays as it is.';
    return `The expiry stays as it is: ${current === null ? 'permanent' : expirySentence(current, timeZone)}`;
  }
  if (outcome.kind === 'forever')
    return 'Access does not end: the entry stays until someone removes it.';
  return expirySentence(outcome.toDate, timeZone);
}
