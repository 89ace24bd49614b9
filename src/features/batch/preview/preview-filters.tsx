import { formatCount } from '../../../lib/format.ts';
import { countItems } from '../batch-wording.ts';
import type { CheckCounts } from '../check/check-model.ts';
import type { StatusFilter } from './preview-filter.ts';
import styles from '../batch.module.css';

/** "40 rows · 35 ready · 2 invalid · 1 duplicate · 2 warnings · 0 excluded". */
export function CountsLine({ counts }: { counts: CheckCounts }) {
  const items = countItems(counts);
  return (
    <ul className={styles.counts} aria-label="Counts" id="batch-counts">
      {items.map(([word, n]) => (
        <li key={word}>
          <strong>{formatCount(n)}</strong> {word}
        </li>
      ))}
    </ul>
  );
}

export interface StatusSelectProps {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
  counts: CheckCounts;
}

const STATUS_FILTERS: readonly StatusFilter[] = [
  'all',
  'ready',
  'invalid',
  'duplicate',
  'warning',
  'excluded',
];

export function StatusSelect({ value, onChange, counts }: StatusSelectProps) {
  const label: Record<StatusFilter, string> = {
    all: `All rows (${formatCount(counts.rows)})`,
    ready: `Ready (${formatCount(counts.ready)})`,
    invalid: `Invalid (${formatCount(counts.invalid)})`,
    // Shown beside the rows they repeat, to choose which is sent.
    duplicate: `Duplicates (${formatCount(counts.duplicate)}), with the rows they repeat`,
    warning: `Warnings (${formatCount(counts.warning)})`,
    excluded: `Excluded (${formatCount(counts.excluded)})`,
  };
  return (
    <div>
      <label htmlFor="batch-status-filter" className={styles.dropLabel}>
        Show
      </label>
      <select
        id="batch-status-filter"
        value={value}
        onChange={(event) => {
          const next = STATUS_FILTERS.find((f) => f === event.target.value);
          if (next) onChange(next);
        }}
      >
        {STATUS_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {label[filter]}
          </option>
        ))}
      </select>
    </div>
  );
}
