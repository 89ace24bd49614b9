import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { CALL_ENDING_WORDS, mayHaveChanged } from '../../api/call-ending.ts';
import { kindScreen } from './kind-words.ts';
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

/** The days of the week, Sunday first (Date.getDay). */
const WEEKDAYS: readonly MessageDescriptor[] = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
];

/** "Today", "Yesterday", else "Monday 23 Nov 2026". */
export function dayHeading(day: string, now: Date = new Date()): string {
  if (day === dayOf(now.toISOString())) return t`Today`;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === dayOf(yesterday.toISOString())) return t`Yesterday`;
  const [year, month, date] = day.split('-').map(Number);
  const weekdayWord = WEEKDAYS[new Date(year ?? 0, (month ?? 1) - 1, date ?? 1).getDay()];
  const weekday = weekdayWord ? i18n._(weekdayWord) : '';
  const calendarDate = formatDate(day);
  return t`${weekday} ${calendarDate}`;
}

const STATUS_WORDS: Record<ActivityStatus, MessageDescriptor> = {
  waiting: msg`Sent, waiting for the answer`,
  running: msg`Running`,
  done: msg`Done`,
  failed: msg`Failed`,
  stopped: msg`Stopped`,
  cancelled: msg`Cancelled`,
};

/** A status in words, in the language in use. */
export function statusWords(status: ActivityStatus): string {
  return i18n._(STATUS_WORDS[status]);
}

/** A record's state in one word: a failed call says how it ended (api/call-ending.ts). */
export function statusWord(record: ActivityRecord): string {
  if (record.status === 'failed' && record.failure) return CALL_ENDING_WORDS[record.failure.ending];
  return statusWords(record.status);
}

/** The failure in one line: its words, its status, and whether the server may have done it. */
export function failureSentence(failure: CallFailure): string {
  const message = failure.message.trim();
  const status =
    failure.status === undefined || message.includes(`HTTP ${failure.status}`)
      ? ''
      : ` (HTTP ${failure.status})`;
  const changed = mayHaveChanged(failure.ending) ? ` ${t`The API may have made this change.`}` : '';
  return `${message}${status}${changed}`;
}

/** One sentence saying what a record did. */
export function recordSummary(record: ActivityRecord): string {
  switch (record.kind) {
    case 'add': {
      const { name, mac } = record.sent;
      if (record.status === 'waiting') return t`Adding “${name}” (${mac})`;
      if (record.status === 'failed') return t`Adding “${name}” (${mac}) failed`;
      return record.earlier
        ? t`Added “${name}” (${mac}): an earlier attempt whose answer was not received had added it`
        : t`Added “${name}” (${mac})`;
    }
    case 'edit': {
      const { name, mac } = record.sent;
      if (record.status === 'waiting') return t`Saving changes to “${name}” (${mac})`;
      return record.status === 'failed'
        ? t`Saving changes to “${name}” (${mac}) failed`
        : t`Saved changes to “${name}” (${mac})`;
    }
    case 'batch': {
      const details = `${batchFigures(record)} (${batchOf(record)})`;
      if (record.status === 'running') return t`Batch import running: ${details}`;
      if (record.status === 'stopped') {
        return record.pageLeft
          ? t`Batch import stopped when its page was left: ${details}`
          : t`Batch import stopped at a failed chunk: ${details}`;
      }
      if (record.status === 'cancelled') return t`Batch import cancelled: ${details}`;
      return t`Batch import: ${details}`;
    }
    case 'removal': {
      const policy = record.label ? `${record.label} (${record.policyId})` : record.policyId;
      const venues = record.group?.venues.length;
      const part =
        venues === undefined
          ? ''
          : ` (${plural(venues, {
              one: 'one of # venue cleaned up at once',
              other: 'one of # venues cleaned up at once',
            })})`;
      return `${removalSummary(record, policy)}${part}`;
    }
  }
}

/** What a batch run's rows came to: "3 created, 1 already whitelisted, 0 faulty, 0 not sent". */
function batchFigures(record: Extract<ActivityRecord, { kind: 'batch' }>): string {
  const { created, existing, faulty, unconfirmed, notSent, unanswered } = record.figures;
  const figures = [
    plural(created, { one: '# created', other: '# created' }),
    plural(existing, { one: '# already whitelisted', other: '# already whitelisted' }),
    plural(faulty, { one: '# faulty', other: '# faulty' }),
    ...(unconfirmed > 0
      ? [plural(unconfirmed, { one: '# not confirmed', other: '# not confirmed' })]
      : []),
    plural(notSent, { one: '# not sent', other: '# not sent' }),
    ...(unanswered > 0
      ? [
          plural(unanswered, {
            one: '# sent, answer not received',
            other: '# sent, answer not received',
          }),
        ]
      : []),
  ];
  return figures.join(', ');
}

/** What a batch run was sent: "6 rows from devices.csv; one of 3 venues sent at once". */
function batchOf(record: Extract<ActivityRecord, { kind: 'batch' }>): string {
  const { rowCount, source } = record;
  const rows = source
    ? plural(rowCount, { one: `# row from ${source}`, other: `# rows from ${source}` })
    : plural(rowCount, { one: '# row', other: '# rows' });
  const venues = record.group?.venues.length;
  if (venues === undefined) return rows;
  const sentAtOnce = plural(venues, {
    one: 'one of # venue sent at once',
    other: 'one of # venues sent at once',
  });
  return `${rows}; ${sentAtOnce}`;
}

/** A removal's line: what was asked, and what came of it. */
function removalSummary(
  record: Extract<ActivityRecord, { kind: 'removal' }>,
  policy: string,
): string {
  const items = record.sent.length;
  if (record.status === 'waiting') {
    return plural(items, {
      one: `Removing # item from policy ${policy}`,
      other: `Removing # items from policy ${policy}`,
    });
  }
  if (record.status === 'failed' || !record.result) {
    return plural(items, {
      one: `Removing # item from policy ${policy} failed`,
      other: `Removing # items from policy ${policy} failed`,
    });
  }
  const removed = formatCount(record.result.removedEmails.length);
  const ended = endedSignIns(counterSums(record.result.removedEmails));
  const signIns = record.revokeUserEngagement ? endedWords(ended) : t`sign-ins kept`;
  const done = plural(items, {
    one: `Removed ${removed} of # item from policy ${policy}`,
    other: `Removed ${removed} of # items from policy ${policy}`,
  });
  return `${done}; ${signIns}`;
}

/** "2 active sign-ins ended", "at least 2 active sign-ins ended" (some counts not known). */
function endedWords(ended: { known: number; unknown: number }): string {
  if (ended.unknown === 0) {
    const { known } = ended;
    return plural(known, {
      one: '# active sign-in ended',
      other: '# active sign-ins ended',
    });
  }
  const sum = formatSum(ended);
  return t`${sum} active sign-ins ended`;
}

/**
 * What to do about a change the API may have made although no answer said so: where to find
 * out, per kind of change (docs/decisions.md "How the app reads what comes back").
 */
export function whatToCheck(record: ActivityRecord): string {
  switch (record.kind) {
    case 'add':
      return t`To find out, add it again with the same entry ID (Advanced: entry ID on Add device): if the API made it, the app says your earlier attempt added it, and nothing is added twice. Or open Edit this entry: saving it finds the entry if it exists.`;
    case 'edit':
      return t`To find out, open Edit this entry and save the same values again: saving them twice changes nothing.`;
    case 'batch':
      return t`To settle it, press Resume on Batch import in the tab that sent it: rows already stored come back as created by the earlier attempt, none twice. If that tab is gone, send the rows marked “Sent, answer not received” again in a new batch: rows already stored come back as already whitelisted.`;
    case 'removal':
      return t`To settle it, send the same removal again on Policy cleanup: the items the first attempt removed come back as probably removed by it, and nothing else changes.`;
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

/** The CSV export's column headers, in the language in use. */
export function exportHeader(): string[] {
  return [
    t`Time`,
    t`Venue`,
    t`Organization ID`,
    t`Context ID`,
    t`Screen`,
    t`Status`,
    t`What happened`,
    t`MAC addresses`,
    t`Emails`,
    t`Entry ID`,
    t`Request IDs`,
    t`Failure`,
  ];
}

/** One CSV line per record, under exportHeader() (ui/csv.ts neutralises formula cells). */
export function exportRows(records: readonly ActivityRecord[]): CsvValue[][] {
  return records.map((record) => {
    const macs =
      record.kind === 'add' || record.kind === 'edit'
        ? record.sent.mac
        : record.kind === 'batch'
          ? batchMacs(record.rowCount)
          : '';
    const emails = record.kind === 'removal' ? record.sent.join('; ') : '';
    const entryId = record.kind === 'add' || record.kind === 'edit' ? record.sent.id : '';
    return [
      record.at,
      record.connection.name,
      record.connection.organizationId,
      record.connection.contextId,
      kindScreen(record.kind),
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

/** A batch run's MAC addresses cell: where they are. */
function batchMacs(rows: number): string {
  return plural(rows, {
    one: "# row: see the record's own CSV",
    other: "# rows: see the record's own CSV",
  });
}
