// How the app writes dates, times and counts: one way everywhere, unambiguous in every locale
// ("24 Dec 2026", "24 Nov 2026, 04:28", "10,000").

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date `YYYY-MM-DD` as "31 Dec 2026" ("31 Dec" without the year); other text as is. */
export function formatDate(date: string, withYear = true): string {
  const match = CALENDAR_DATE.exec(date);
  const [year, month, day] = (match ?? []).slice(1).map(Number);
  const real = match && new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day)).getUTCDate() === day;
  if (!match || !real) return date;
  const text = `${day} ${MONTHS[(month ?? 1) - 1]}`;
  return withYear ? `${text} ${match[1]}` : text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment this browser recorded (an ISO string or a Date) as "24 Nov 2026, 04:28" in the
 * browser's own time zone; text that is no moment is shown as is.
 */
export function formatDateTime(moment: string | Date): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) return String(moment);
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${formatDate(day)}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A count with thousands separators: "10,000". */
export function formatCount(n: number): string {
  return n.toLocaleString('en');
}

/** "3 rows", "1 row": a count and its noun, thousands grouped. */
export const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** What a count reads when the server sent something that is not one. */
export const UNKNOWN_COUNT = 'unknown';

/** A count the server may not have given (null). */
export function formatMaybeCount(n: number | null): string {
  return n === null ? UNKNOWN_COUNT : formatCount(n);
}

/** A total of which `unknown` parts are missing: exact, "at least 3", or "unknown" when none is known. */
export function formatSum({ known, unknown }: { known: number; unknown: number }): string {
  if (unknown === 0) return formatCount(known);
  return known === 0 ? UNKNOWN_COUNT : `at least ${formatCount(known)}`;
}
