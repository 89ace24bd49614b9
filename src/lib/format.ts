// How the app writes dates, times, counts and lists: one way everywhere in each language, with
// Intl in the language in use ("24 Dec 2026", "24 dec. 2026"; "10,000", "10 000"; "a, b and
// c", "a, b och c"). The language is Lingui's active one (English where none is active yet).
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Intl locale that writes each language as this app does: day before month in English too. */
const FORMAT_LOCALE: Record<string, string> = { en: 'en-GB', sv: 'sv-SE' };

/** The formatters of the language in use, made once per language (each costs a lookup in ICU). */
function cached<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = FORMAT_LOCALE[i18n.locale] ?? 'en-GB';
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const dayMonthYear = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const dayMonth = cached(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const dateTime = cached(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
const counts = cached((locale) => new Intl.NumberFormat(locale));
const lists = cached(
  (locale) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }),
);

/** A calendar date `YYYY-MM-DD` as "31 Dec 2026" ("31 Dec" without the year); other text as is. */
export function formatDate(date: string, withYear = true): string {
  const match = CALENDAR_DATE.exec(date);
  const [year, month, day] = (match ?? []).slice(1).map(Number);
  const utc = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day));
  // Two-digit years would be read as 19xx: set the full year.
  utc.setUTCFullYear(year ?? 0);
  if (!match || utc.getUTCDate() !== day) return date;
  return (withYear ? dayMonthYear() : dayMonth()).format(utc);
}

/**
 * A moment this browser recorded (an ISO string or a Date) as "24 Nov 2026, 04:28" in the
 * browser's own time zone; text that is no moment is shown as is.
 */
export function formatDateTime(moment: string | Date): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return String(moment);
  return dateTime().format(date);
}

/** A count with thousands grouped: "10,000" (English), "10 000" (Swedish). */
export function formatCount(n: number): string {
  return counts().format(n);
}

/** Items as a sentence lists them: "a, b and c", "a, b och c". */
export function formatList(items: readonly string[]): string {
  return lists().format(items);
}

/**
 * "3 rows", "1 row": a count and its English noun, thousands grouped. Being retired: a sentence
 * with a count is an ICU plural (`plural(n, { one: '# row', other: '# rows' })`).
 */
export const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** What a count reads when the server sent something that is not one: "unknown", "okänt". */
export function unknownCount(): string {
  return t({ message: 'unknown', context: 'count' });
}

/** A count the server may not have given (null). */
export function formatMaybeCount(n: number | null): string {
  return n === null ? unknownCount() : formatCount(n);
}

/** A total of which `unknown` parts are missing: exact, "at least 3", or "unknown" when none is known. */
export function formatSum({ known, unknown }: { known: number; unknown: number }): string {
  if (unknown === 0) return formatCount(known);
  if (known === 0) return unknownCount();
  const count = formatCount(known);
  return t`at least ${count}`;
}
