// A run sent to several venues at once (issue 24), as Activity's every-connection list shows it:
// one record whose parts are the venues' own records. Loaded with the first such run shown. Pure.
import type { ActivityRecord, ActivityStatus } from '../../journal/journal-record.ts';
import { formatCount } from '../../lib/format.ts';
import { statusWord } from './activity-view.ts';

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

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

/**
 * One sentence for a run to several venues: what it was and where each part stands ("Batch
 * import to 3 venues at once, 6 rows each: Office done, Lobby stopped, Harbour done").
 */
export function runSummary(parts: readonly ActivityRecord[]): string {
  const first = parts[0];
  if (!first) return '';
  const venues = ('group' in first ? first.group?.venues.length : undefined) ?? parts.length;
  const each = parts
    .map((part) => `${part.connection.name} ${statusWord(part).toLowerCase()}`)
    .join(', ');
  if (first.kind === 'batch') {
    return `Batch import to ${plural(venues, 'venue', 'venues')} at once, ${plural(first.rowCount, 'row', 'rows')} each: ${each}`;
  }
  if (first.kind === 'removal') {
    return `Policy cleanup at ${plural(venues, 'venue', 'venues')} at once, ${plural(first.sent.length, 'item', 'items')}: ${each}`;
  }
  return each;
}
