// A run sent to several venues at once (issue 24), as Activity's every-connection list shows it:
// one record whose parts are the venues' own records. Loaded with the first such run shown. Pure.
import { plural, t } from '@lingui/core/macro';
import type { ActivityRecord, ActivityStatus } from '../../journal/journal-record.ts';
import { statusWord } from './activity-view.ts';

/** A run's parts in the order its venues were chosen (the list's order for any it does not name). */
export function inVenueOrder<T extends { record: ActivityRecord }>(parts: readonly T[]): T[] {
  const at = ({ record }: T) => {
    const venues = 'group' in record ? (record.group?.venues ?? []) : [];
    const index = venues.findIndex((venue) => venue.id === record.connection.id);
    return index === -1 ? venues.length : index;
  };
  return [...parts].sort((a, b) => at(a) - at(b));
}

/**
 * Each venue's latest attempt (the parts in the list's order, newest first): a cleanup sent
 * again at a venue writes a record of its own, and the run stands as the latest one says.
 */
export function latestPerVenue<T extends { record: ActivityRecord }>(parts: readonly T[]): T[] {
  const seen = new Set<string>();
  return parts.filter(({ record }) => {
    if (seen.has(record.connection.id)) return false;
    seen.add(record.connection.id);
    return true;
  });
}

/** How much a state asks for attention: a run is shown in its parts' most pressing one. */
const STATUS_ORDER: readonly ActivityStatus[] = [
  'waiting',
  'running',
  'failed',
  'stopped',
  'cancelled',
  'done',
];

/** The part whose state a run shows: the most pressing (a part running, then one failed…). */
export function runStatePart(parts: readonly ActivityRecord[]): ActivityRecord | undefined {
  return [...parts].sort(
    (a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status),
  )[0];
}

/** "refused by the API": a state's words after a venue's name (names such as API stay as they are). */
const lowerFirst = (words: string) => words.charAt(0).toLocaleLowerCase() + words.slice(1);

/**
 * One sentence for a run to several venues: what it was and where each part stands ("Batch
 * import to 3 venues at once, 6 rows each: Office done, Lobby stopped, Harbour done").
 */
export function runSummary(parts: readonly ActivityRecord[]): string {
  const first = parts[0];
  if (!first) return '';
  const venues = ('group' in first ? first.group?.venues.length : undefined) ?? parts.length;
  const each = parts
    .map((part) => `${part.connection.name} ${lowerFirst(statusWord(part))}`)
    .join(', ');
  if (first.kind === 'batch') {
    const rows = first.rowCount;
    return t`Batch import to ${plural(venues, { one: '# venue', other: '# venues' })} at once, ${plural(rows, { one: '# row', other: '# rows' })} each: ${each}`;
  }
  if (first.kind === 'removal') {
    const items = first.sent.length;
    return t`Policy cleanup at ${plural(venues, { one: '# venue', other: '# venues' })} at once, ${plural(items, { one: '# item', other: '# items' })}: ${each}`;
  }
  return each;
}
