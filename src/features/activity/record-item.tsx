import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { parseRecord, recordSummary, statusWord, type Peek } from './activity-view.ts';
import { kindScreen } from './kind-words.ts';
import styles from './activity.module.css';

/** A record's details load when one is opened first (prefetched when the browser is idle). */
export const loadRecordDetails = () => import('./record-details.tsx');
const RecordDetails = lazy(() => loadRecordDetails().then((m) => ({ default: m.RecordDetails })));

/** The time of day a line shows: the end of the moment's words ("24 Nov 2026, 04:28"). */
export const time = (iso: string) => /\d{2}:\d{2}$/.exec(formatDateTime(iso))?.[0] ?? iso;

/** One record: its line, opening to its details. */
export function RecordItem({
  peek,
  everyConnection,
  activeId,
  focus,
}: {
  peek: Peek;
  everyConnection: boolean;
  activeId: string | undefined;
  focus: boolean;
}) {
  // Its line is in the language in use: a switch renders it again.
  useLingui();
  const [open, setOpen] = useState(false);
  const summaryRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) summaryRef.current?.focus();
  }, [focus]);
  const record = parseRecord(peek);
  if (!record) {
    return (
      <li className={styles.record}>
        <p className={styles.muted}>
          {time(peek.at)} ·{' '}
          <Trans>A record this version of the app cannot read (kept as it is).</Trans>
        </p>
      </li>
    );
  }
  return (
    <li className={styles.record}>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary ref={summaryRef} className={styles.summary}>
          <span className={styles.when}>{time(record.at)}</span>
          <span className={styles.screen}>{kindScreen(record.kind)}</span>
          <span className={styles.what}>{recordSummary(record)}</span>
          <span className={styles[`status-${record.status}`]}>{statusWord(record)}</span>
          {everyConnection ? <span className={styles.muted}>{record.connection.name}</span> : null}
        </summary>
        {open ? (
          <Suspense
            fallback={
              <p role="status">
                <Trans>Loading the record…</Trans>
              </p>
            }
          >
            <RecordDetails record={record} activeId={activeId} />
          </Suspense>
        ) : null}
      </details>
    </li>
  );
}
