// Expiry as a person thinks of it (forever, for N days, until a date) to the API's toDate, and
// the sentence that says what the API will do with it (docs/decisions.md "Expiry": an entry is
// removed at 00:00 organization time on toDate). Pure; the clock and the zone are passed in.
import { t } from '@lingui/core/macro';
import { formatCount, formatDate } from '../lib/format.ts';
import { addDays, expiryProblem, lastDayOfAccess, todayIn } from '../api/rules.ts';

export { addDays };

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

/** The number of days as typed, or the message that says how to fix it (`label`: the field's). */
export function daysProblem(text: string, label?: string): string | null {
  const value = text.trim();
  const days = Number(value);
  if (/^\d+$/.test(value) && days >= 1 && days <= MAX_DAYS) return null;
  const field = label ?? t`Number of days`;
  if (value === '') {
    const lowerCaseField = field.toLowerCase();
    return t`Enter the ${lowerCaseField}, a whole number like 30`;
  }
  if (!/^\d+$/.test(value)) return t`${field} must be a whole number, like 30`;
  if (days < 1) return t`${field} must be 1 or more: access ends at midnight after the last day`;
  const max = formatCount(MAX_DAYS);
  return t`${field} must be ${max} or fewer (about 10 years): for longer, choose Forever or a date`;
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
        return { ok: false, field: 'date', problem: t`Enter the expiry date, like 2026-12-31` };
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
  const end = formatDate(toDate);
  const lastDay = formatDate(last, !sameYear);
  return t`Access ends at 00:00 on ${end} (${timeZone}), so the last full day is ${lastDay}.`;
}

/** The expiry of a stored entry in words: null (or absent) is permanent. */
export function describeToDate(toDate: string | null | undefined, timeZone: string): string {
  if (toDate == null || toDate === '') return t`Permanent: access does not end`;
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
    if (current === undefined) return t`The expiry stays as it is.`;
    if (current === null) return t`The expiry stays as it is: permanent`;
    const sentence = expirySentence(current, timeZone);
    return t`The expiry stays as it is: ${sentence}`;
  }
  if (outcome.kind === 'forever')
    return t`Access does not end: the entry stays until someone removes it.`;
  return expirySentence(outcome.toDate, timeZone);
}
