import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { parseRecord, recordSummary, statusWord, type Peek } from './activity-view.ts';
import { KIND_SCREEN } from './kind-words.ts';
import styles from './activity.module.css';

/** A record's details load when one is opened first (prefetched when the browser is idle). */
export const loadRecordDetails = () => import('./record-details.tsx');
const RecordDetails = lazy(() => loadRecordDetails().then((m) => ({ default: m.RecordDetails })));

/** The time of day a line shows. */
export const time = (iso: string) => formatDateTime(iso).split(', ')[1] ?? iso;

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
          {time(peek.at)} · A record this version of the app cannot read (kept as it is).
        </p>
      </li>
    );
  }
  return (
    <li className={styles.record}>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary ref={summaryRef} className={styles.summary}>
          <span className={styles.when}>{time(record.at)}</span>
          <span className={styles.screen}>{KIND_SCREEN[record.kind]}</span>
          <span className={styles.what}>{recordSummary(record)}</span>
          <span className={styles[`status-${record.status}`]}>{statusWord(record)}</span>
          {everyConnection ? <span className={styles.muted}>{record.connection.name}</span> : null}
        </summary>
        {open ? (
          <Suspense fallback={<p role="status">Loading the record…</p>}>
            <RecordDetails record={record} activeId={activeId} />
          </Suspense>
        ) : null}
      </details>
    </li>
  );
}
