import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import type { MakerLookup } from '../../../device-maker/use-maker-lookup.ts';
import { useAnnounce } from '../../../ui/live-region.tsx';
import { Notice } from '../../../ui/notice.tsx';
import type { CheckResult, RowEdit, RowField } from '../check/check-model.ts';
import { MakerLine } from '../../../device-maker/maker-line.tsx';
import { CountsLine, StatusSelect } from './preview-filters.tsx';
import { PreviewTable } from './preview-table.tsx';
import { choiceSentence, chooseRow } from './same-device.ts';
import type { PreviewFilters } from './preview-filter.ts';
import styles from '../batch.module.css';

export interface PreviewSectionProps {
  check: CheckResult;
  /** A newer text is being read: this check is of the text before it. */
  busy: boolean;
  /** Rows a create would refuse for want of a name (expiry path). */
  missingNames: number;
  filters: PreviewFilters;
  edits: Readonly<Record<number, RowEdit>>;
  /** The person's exclusions as chosen (the check catches up a moment later). */
  excluded: readonly number[];
  onEdit: (index: number, field: RowField, value: string) => void;
  onExclude: (index: number, excluded: boolean) => void;
  maker: MakerLookup;
}

/** "Preview": the counts, the filters and the table of every row (loaded after a first list). */
export function PreviewSection({
  check,
  busy,
  missingNames,
  filters,
  edits,
  excluded,
  onEdit,
  onExclude,
  maker,
}: PreviewSectionProps) {
  const { t } = useLingui();
  const excludedSet = useMemo(() => new Set(excluded), [excluded]);
  const announce = useAnnounce();
  const lineOf = useCallback((index: number) => check.rows[index]?.line ?? index + 1, [check]);
  const onChoose = useCallback(
    (index: number) => {
      const mac = check.rows[index]?.canonicalMac;
      const device = mac ? check.sameDevice.get(mac) : undefined;
      if (!mac || !device) return;
      const changes = chooseRow(device, excludedSet, index);
      for (const [row, exclude] of changes) onExclude(row, exclude);
      const left = changes.filter(([, exclude]) => exclude).map(([row]) => lineOf(row));
      announce(choiceSentence(lineOf(index), mac, left));
    },
    [check, excludedSet, onExclude, lineOf, announce],
  );
  return (
    <section aria-labelledby="batch-preview-title" aria-busy={busy || undefined}>
      <h2 id="batch-preview-title">
        <Trans>Preview</Trans>
      </h2>
      <CountsLine counts={check.counts} />
      {missingNames > 0 ? (
        <Notice
          tone="warning"
          title={t`With an expiry, every device needs a name`}
          headingLevel={3}
        >
          <p>
            <Plural
              value={missingNames}
              one="# row has no name, so it is invalid."
              other="# rows have no name, so they are invalid."
            />{' '}
            <Trans>
              An expiry means one create request per device, and a create needs a name; the batch
              call used with Forever does not. Add a name column or type names in the table, or
              choose Forever.
            </Trans>
          </p>
        </Notice>
      ) : null}
      <div className={styles.filters}>
        <StatusSelect
          value={filters.filter.status}
          onChange={filters.setStatus}
          counts={check.counts}
        />
      </div>
      <MakerLine
        makers={filters.makers}
        selected={filters.filter.maker}
        onSelect={filters.setMaker}
      />
      <PreviewTable
        rows={filters.rows}
        total={check.rows.length}
        edits={edits}
        excluded={excludedSet}
        onEdit={onEdit}
        onExclude={onExclude}
        sameDevice={check.sameDevice}
        lineOf={lineOf}
        onChoose={onChoose}
        maker={maker}
      />
    </section>
  );
}
