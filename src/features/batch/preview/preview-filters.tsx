import { formatCount } from '../../../lib/format.ts';
import type { MakerCount } from '../../../device-maker/maker-summary.ts';
import { makerCountText } from '../../../device-maker/maker-summary.ts';
import { countItems } from '../batch-wording.ts';
import type { CheckCounts } from '../model.ts';
import type { StatusFilter } from './preview-rows.ts';
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
    duplicate: `Duplicates (${formatCount(counts.duplicate)})`,
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

export interface MakerLineProps {
  makers: readonly MakerCount[];
  /** The maker key the table is filtered by, if any. */
  selected: string | null;
  onSelect: (key: string | null) => void;
}

/**
 * "Makers: 412 × Brother Industries, 3 × Apple, 2 randomized": each entry a toggle button that
 * filters the table to that maker's rows.
 */
export function MakerLine({ makers, selected, onSelect }: MakerLineProps) {
  if (makers.length === 0) return null;
  return (
    <div className={styles.makers}>
      <span id="batch-makers-label">Makers: </span>
      <ul aria-labelledby="batch-makers-label">
        {makers.map((maker) => (
          <li key={maker.key}>
            <button
              type="button"
              className={styles.linkButton}
              aria-pressed={selected === maker.key}
              onClick={() => onSelect(selected === maker.key ? null : maker.key)}
            >
              {makerCountText(maker)}
            </button>
          </li>
        ))}
      </ul>
      {selected !== null ? (
        <>
          {' '}
          <button type="button" className={styles.linkButton} onClick={() => onSelect(null)}>
            Show every maker
          </button>
        </>
      ) : null}
    </div>
  );
}
