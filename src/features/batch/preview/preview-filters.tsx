import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '../../../lib/format.ts';
import type { CheckCounts } from '../check/check-model.ts';
import type { StatusFilter } from './preview-filter.ts';
import styles from '../batch.module.css';

/** "40 rows · 35 ready · 2 invalid · 1 duplicate · 2 warnings · 0 excluded". */
export function CountsLine({ counts }: { counts: CheckCounts }) {
  const { t } = useLingui();
  return (
    <ul className={styles.counts} aria-label={t`Counts`} id="batch-counts">
      <li>
        <Plural
          value={counts.rows}
          one={
            <Trans>
              <strong>#</strong> row
            </Trans>
          }
          other={
            <Trans>
              <strong>#</strong> rows
            </Trans>
          }
        />
      </li>
      <li>
        <Plural
          value={counts.ready}
          one={
            <Trans>
              <strong>#</strong> ready
            </Trans>
          }
          other={
            <Trans>
              <strong>#</strong> ready
            </Trans>
          }
        />
      </li>
      <li>
        <Plural
          value={counts.invalid}
          one={
            <Trans>
              <strong>#</strong> invalid
            </Trans>
          }
          other={
            <Trans>
              <strong>#</strong> invalid
            </Trans>
          }
        />
      </li>
      <li>
        <Plural
          value={counts.duplicate}
          one={
            <Trans>
              <strong>#</strong> duplicate
            </Trans>
          }
          other={
            <Trans>
              <strong>#</strong> duplicates
            </Trans>
          }
        />
      </li>
      <li>
        <Plural
          value={counts.warning}
          one={
            <Trans>
              <strong>#</strong> warning
            </Trans>
          }
          other={
            <Trans>
              <strong>#</strong> warnings
            </Trans>
          }
        />
      </li>
      <li>
        <Plural
          value={counts.excluded}
          one={
            <Trans>
              <strong>#</strong> excluded
            </Trans>
          }
          other={
            <Trans>
              <strong>#</strong> excluded
            </Trans>
          }
        />
      </li>
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
  const { t } = useLingui();
  const [rows, ready, invalid, duplicate, warning, excluded] = [
    counts.rows,
    counts.ready,
    counts.invalid,
    counts.duplicate,
    counts.warning,
    counts.excluded,
  ].map(formatCount);
  const label: Record<StatusFilter, string> = {
    all: t`All rows (${rows})`,
    ready: t`Ready (${ready})`,
    invalid: t`Invalid (${invalid})`,
    // Shown beside the rows they repeat, to choose which is sent.
    duplicate: t`Duplicates (${duplicate}), with the rows they repeat`,
    warning: t`Warnings (${warning})`,
    excluded: t`Excluded (${excluded})`,
  };
  return (
    <div>
      <label htmlFor="batch-status-filter" className={styles.dropLabel}>
        <Trans>Show</Trans>
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
