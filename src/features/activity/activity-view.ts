import { CALL_ENDING_WORDS, mayHaveChanged } from '../../api/call-ending.ts';
import { KIND_SCREEN } from './kind-words.ts';
// What the Activity screen shows (issue 16): records filtered by connection, kind, dates and a
// text search, newest first, grouped by day, each summed up in one sentence; and what it
// exports (CSV, formula-safe, and JSON). Records come raw from IndexedDB: filtering reads a few
// fields of each; a record is parsed whole only when it is shown. Pure.
import {
  activityRecordSchema,
  ACTIVITY_KINDS,
  type ActivityKind,
  type ActivityRecord,
  type ActivityStatus,
  type CallFailure,
} from '../../journal/journal-record.ts';
import { formatCount, formatDate, formatSum } from '../../lib/format.ts';
import { counterSums, endedSignIns } from '../../results/outcome.ts';
import type { CsvValue } from '../../ui/csv.ts';

/** The few fields filters read, taken from a raw value without parsing it all. */
export interface Peek {
  id: string;
  kind: ActivityKind;
  /** ISO time. */
  at: string;
  connectionId: string;
  /** Still waiting for its answer, or a run going on: its page may yet be found gone. */
  open: boolean;
  /** One venue's part of work sent to several at once (issue 24): the run's ID. */
  groupId: string | null;
  raw: unknown;
}

const isKind = (value: unknown): value is ActivityKind =>
  typeof value === 'string' && (ACTIVITY_KINDS as readonly string[]).includes(value);

/** The raw values that have what filters need (anything else is skipped, as parsing would). */
export function peekAll(values: readonly unknown[]): Peek[] {
  const peeks: Peek[] = [];
  for (const raw of values) {
    if (typeof raw !== 'object' || raw === null) continue;
    const { id, kind, at, connection, status, group } = raw as Record<string, unknown>;
    const connectionId =
      typeof connection === 'object' && connection !== null
        ? (connection as Record<string, unknown>).id
        : undefined;
    if (typeof id !== 'string' || !isKind(kind) || typeof at !== 'string') continue;
    if (typeof connectionId !== 'string') continue;
    const open = status === 'waiting' || status === 'running';
    const groupId =
      typeof group === 'object' && group !== null ? (group as Record<string, unknown>).id : null;
    peeks.push({
      id,
      kind,
      at,
      connectionId,
      open,
      groupId: typeof groupId === 'string' ? groupId : null,
      raw,
    });
  }
  return peeks;
}

/** The whole record, parsed; undefined when it does not fit (another version wrote it). */
const parsedCache = new WeakMap<object, ActivityRecord | null>();
export function parseRecord(peek: Peek): ActivityRecord | undefined {
  const key = peek.raw as object;
  let parsed = parsedCache.get(key);
  if (parsed === undefined) {
    const result = activityRecordSchema.safeParse(peek.raw);
    parsed = result.success ? result.data : null;
    parsedCache.set(key, parsed);
  }
  return parsed ?? undefined;
}

export interface ActivityFilter {
  /** null = every connection. */
  connectionId: string | null;
  kinds: ReadonlySet<ActivityKind>;
  /** Calendar dates `YYYY-MM-DD` in this browser's time zone, inclusive; '' = open. */
  from: string;
  to: string;
  /** IDs the text search found; null = no text search. */
  found: ReadonlySet<string> | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of a moment in this browser's time zone: `YYYY-MM-DD`. */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Records that pass every filter, newest first (the input is already newest first). */
export function filterRecords(peeks: readonly Peek[], filter: ActivityFilter): Peek[] {
  return peeks.filter((peek) => {
    if (filter.connectionId !== null && peek.connectionId !== filter.connectionId) return false;
    if (!filter.kinds.has(peek.kind)) return false;
    if (filter.found && !filter.found.has(peek.id)) return false;
    if (filter.from || filter.to) {
      const day = dayOf(peek.at);
      if (filter.from && day < filter.from) return false;
      if (filter.to && day > filter.to) return false;
    }
    return true;
  });
}

export interface DayGroup {
  /** `YYYY-MM-DD`. */
  day: string;
  records: Peek[];
}

/** Consecutive records of one day together, in the order given. */
export function groupByDay(peeks: readonly Peek[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const peek of peeks) {
    const day = dayOf(peek.at);
    const last = groups.at(-1);
    if (last && last.day === day) last.records.push(peek);
    else groups.push({ day, records: [peek] });
  }
  return groups;
}

/** One line of the list: a record, or every part shown of one run sent to several venues. */
export interface ListItem {
  /** The record, or the run's newest part shown. */
  first: Peek;
  /** The run's parts shown, newest first; just `first` for a record of one venue. */
  parts: Peek[];
}

/**
 * The records in the order given, with the parts of one run (issue 24: the same group) as one
 * item where its first part appears, so every connection's list shows a run once. A part whose
 * others are not shown (a venue's filter, a search) stays a line of its own.
 */
export function runItems(peeks: readonly Peek[]): ListItem[] {
  const items: ListItem[] = [];
  const runs = new Map<string, ListItem>();
  for (const peek of peeks) {
    const line = runLine(peek);
    const run = line === null ? undefined : runs.get(line);
    if (run) {
      run.parts.push(peek);
      continue;
    }
    const item = { first: peek, parts: [peek] };
    items.push(item);
    if (line !== null) runs.set(line, item);
  }
  return items;
}

/**
 * The line a part of a run shares with the run's other parts: one per run and day (the list
 * shows a heading per day); null for a record of one venue.
 */
function runLine(peek: Peek): string | null {
  return peek.groupId === null ? null : `${dayOf(peek.at)} ${peek.groupId}`;
}

/** What one "page" of the list holds, counted as its lines (a run to several venues is one). */
export interface ListPage {
  /** The records of the first `lines` lines, every part of a run among them included. */
  records: Peek[];
  /** Lines shown, and lines in all. */
  lines: number;
  total: number;
  /** The record that begins the next line after the page, if any ("Show more" focuses it). */
  nextId: string | null;
}

/**
 * The first `limit` lines of `shown` (newest first). With `runs`, the parts of one run on one day
 * make one line, as the list shows them (runItems): a page never cuts a run, and its counts are
 * the lines a person sees, not the records stored.
 */
export function listPage(shown: readonly Peek[], limit: number, runs: boolean): ListPage {
  const lineOf = (peek: Peek) => (runs ? runLine(peek) : null);
  const lines = new Set<string>();
  const kept = new Set<string>();
  const records: Peek[] = [];
  let total = 0;
  let nextId: string | null = null;
  for (const peek of shown) {
    const line = lineOf(peek);
    if (line !== null && lines.has(line)) {
      if (kept.has(line)) records.push(peek);
      continue;
    }
    if (line !== null) lines.add(line);
    total += 1;
    if (total <= limit) {
      records.push(peek);
      if (line !== null) kept.add(line);
    } else if (nextId === null) nextId = peek.id;
  }
  return { records, lines: Math.min(total, limit), total, nextId };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Today", "Yesterday", else "Monday 23 Nov 2026". */
export function dayHeading(day: string, now: Date = new Date()): string {
  if (day === dayOf(now.toISOString())) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === dayOf(yesterday.toISOString())) return 'Yesterday';
  const [year, month, date] = day.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(year ?? 0, (month ?? 1) - 1, date ?? 1).getDay()] ?? '';
  return `${weekday} ${formatDate(day)}`;
}

export const STATUS_WORDS: Record<ActivityStatus, string> = {
  waiting: 'Sent, waiting for the answer',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  stopped: 'Stopped',
  cancelled: 'Cancelled',
};

/** A record's state in one word: a failed call says how it ended (api/call-ending.ts). */
export function statusWord(record: ActivityRecord): string {
  if (record.status === 'failed' && record.failure) return CALL_ENDING_WORDS[record.failure.ending];
  return STATUS_WORDS[record.status];
}

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** The failure in one line: its words, its status, and whether the server may have done it. */
export function failureSentence(failure: CallFailure): string {
  const message = failure.message.trim();
  const status =
    failure.status === undefined || message.includes(`HTTP ${failure.status}`)
      ? ''
      : ` (HTTP ${failure.status})`;
  const changed = mayHaveChanged(failure.ending) ? ' The API may have made this change.' : '';
  return `${message}${status}${changed}`;
}

/** One sentence saying what a record did. */
export function recordSummary(record: ActivityRecord): string {
  switch (record.kind) {
    case 'add': {
      const what = `“${record.sent.name}” (${record.sent.mac})`;
      if (record.status === 'waiting') return `Adding ${what}`;
      if (record.status === 'failed') return `Adding ${what} failed`;
      return record.earlier
        ? `Added ${what}: an earlier attempt whose answer was not received had added it`
        : `Added ${what}`;
    }
    case 'edit': {
      const what = `“${record.sent.name}” (${record.sent.mac})`;
      if (record.status === 'waiting') return `Saving changes to ${what}`;
      return record.status === 'failed'
        ? `Saving changes to ${what} failed`
        : `Saved changes to ${what}`;
    }
    case 'batch': {
      const f = record.figures;
      const unconfirmed = f.unconfirmed > 0 ? `, ${formatCount(f.unconfirmed)} not confirmed` : '';
      const figures = `${formatCount(f.created)} created, ${formatCount(f.existing)} already whitelisted, ${formatCount(f.faulty)} faulty${unconfirmed}, ${formatCount(f.notSent)} not sent`;
      const unanswered =
        f.unanswered > 0 ? `, ${formatCount(f.unanswered)} sent, answer not received` : '';
      const of = `${plural(record.rowCount, 'row', 'rows')}${record.source ? ` from ${record.source}` : ''}`;
      const lead =
        record.status === 'running'
          ? 'Batch import running: '
          : record.status === 'stopped'
            ? record.pageLeft
              ? 'Batch import stopped when its page was left: '
              : 'Batch import stopped at a failed chunk: '
            : record.status === 'cancelled'
              ? 'Batch import cancelled: '
              : 'Batch import: ';
      const venues = record.group
        ? `; one of ${formatCount(record.group.venues.length)} venues sent at once`
        : '';
      return `${lead}${figures}${unanswered} (${of}${venues})`;
    }
    case 'removal': {
      const policy = record.label ? `${record.label} (${record.policyId})` : record.policyId;
      const venues = record.group
        ? ` (one of ${formatCount(record.group.venues.length)} venues cleaned up at once)`
        : '';
      return `${removalSummary(record, policy)}${venues}`;
    }
  }
}

/** A removal's line: what was asked, and what came of it. */
function removalSummary(
  record: Extract<ActivityRecord, { kind: 'removal' }>,
  policy: string,
): string {
  if (record.status === 'waiting') {
    return `Removing ${plural(record.sent.length, 'item', 'items')} from policy ${policy}`;
  }
  if (record.status === 'failed' || !record.result) {
    return `Removing ${plural(record.sent.length, 'item', 'items')} from policy ${policy} failed`;
  }
  const removed = record.result.removedEmails;
  const ended = endedSignIns(counterSums(removed));
  const signIns = record.revokeUserEngagement
    ? `; ${formatSum(ended)} active sign-ins ended`
    : '; sign-ins kept';
  return `Removed ${formatCount(removed.length)} of ${plural(record.sent.length, 'item', 'items')} from policy ${policy}${signIns}`;
}

/**
 * What to do about a change the API may have made although no answer said so: where to find
 * out, per kind of change (docs/decisions.md "How the app reads what comes back").
 */
export function whatToCheck(record: ActivityRecord): string {
  switch (record.kind) {
    case 'add':
      return 'To find out, add it again with the same entry ID (Advanced: entry ID on Add device): if the API made it, the app says your earlier attempt added it, and nothing is added twice. Or open Edit this entry: saving it finds the entry if it exists.';
    case 'edit':
      return 'To find out, open Edit this entry and save the same values again: saving them twice changes nothing.';
    case 'batch':
      return 'To settle it, press Resume on Batch import in the tab that sent it: rows already stored come back as created by the earlier attempt, none twice. If that tab is gone, send the rows marked “Sent, answer not received” again in a new batch: rows already stored come back as already whitelisted.';
    case 'removal':
      return 'To settle it, send the same removal again on Policy cleanup: the items the first attempt removed come back as probably removed by it, and nothing else changes.';
  }
}

/** Every request ID a record names (its failure, a batch run's failures). */
export function requestIdsOf(record: ActivityRecord): string[] {
  const ids = new Set<string>();
  if (record.failure?.requestId) ids.add(record.failure.requestId);
  if (record.kind === 'batch') {
    for (const { failure } of record.failures) if (failure.requestId) ids.add(failure.requestId);
  }
  return [...ids];
}

export const EXPORT_HEADER = [
  'Time',
  'Venue',
  'Organization ID',
  'Context ID',
  'Screen',
  'Status',
  'What happened',
  'MAC addresses',
  'Emails',
  'Entry ID',
  'Request IDs',
  'Failure',
] as const;

/** One CSV line per record, under EXPORT_HEADER (ui/csv.ts neutralises formula cells). */
export function exportRows(records: readonly ActivityRecord[]): CsvValue[][] {
  return records.map((record) => {
    const macs =
      record.kind === 'add' || record.kind === 'edit'
        ? record.sent.mac
        : record.kind === 'batch'
          ? `${formatCount(record.rowCount)} rows: see the record's own CSV`
          : '';
    const emails = record.kind === 'removal' ? record.sent.join('; ') : '';
    const entryId = record.kind === 'add' || record.kind === 'edit' ? record.sent.id : '';
    return [
      record.at,
      record.connection.name,
      record.connection.organizationId,
      record.connection.contextId,
      KIND_SCREEN[record.kind],
      statusWord(record),
      recordSummary(record),
      macs,
      emails,
      entryId,
      requestIdsOf(record).join('; '),
      record.failure ? failureSentence(record.failure) : '',
    ];
  });
}
