// Loaded with the first run to several venues the list shows (activity-list.tsx). It takes a
// part's line and the time's words from the list: importing them would split the screen's chunk.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { parseRecord, statusWord, type Peek } from './activity-view.ts';
import { kindScreen } from './kind-words.ts';
import { inVenueOrder, latestPerVenue, runStatePart, runSummary } from './run-view.ts';
import styles from './activity.module.css';

/**
 * A run sent to several venues at once (issue 24), as one record: what it was and where each
 * venue's part stands; it opens to the parts, each a record of its venue's own.
 */
export function RunItem({
  parts,
  focus,
  part,
  time,
}: {
  parts: readonly Peek[];
  focus: boolean;
  /** A part's own line: its list item, keyed (record-item.tsx). */
  part: (peek: Peek) => ReactNode;
  time: (iso: string) => string;
}) {
  const { t } = useLingui();
  const summaryRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) summaryRef.current?.focus();
  }, [focus]);
  // In the order the venues were chosen, a venue's attempts newest first; the line's time is the
  // newest part's.
  const read = inVenueOrder(
    parts.flatMap((peek) => {
      const record = parseRecord(peek);
      return record ? [{ peek, record }] : [];
    }),
  );
  // The run stands as each venue's latest attempt says (a cleanup sent again adds one).
  const records = latestPerVenue(read).map(({ record }) => record);
  const shown = runStatePart(records);
  const first = parts[0] && parseRecord(parts[0]);
  const each = (
    <ul className={styles.records} aria-label={t`Each venue’s part`}>
      {(read.length === parts.length ? read.map(({ peek }) => peek) : parts).map((peek) =>
        part(peek),
      )}
    </ul>
  );
  // A part this version cannot read: the parts, each as it can be shown.
  if (!shown || !first || read.length < parts.length) return <li>{each}</li>;
  return (
    <li className={styles.record}>
      <details>
        <summary ref={summaryRef} className={styles.summary}>
          <span className={styles.when}>{time(first.at)}</span>
          <span className={styles.screen}>{kindScreen(first.kind)}</span>
          <span className={styles.what}>{runSummary(records)}</span>
          <span className={styles[`status-${shown.status}`]}>{statusWord(shown)}</span>
        </summary>
        {each}
      </details>
    </li>
  );
}
