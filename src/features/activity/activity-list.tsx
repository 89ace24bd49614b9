import { KIND_SCREEN } from './kind-words.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import {
  dayHeading,
  groupByDay,
  inVenueOrder,
  parseRecord,
  recordSummary,
  runItems,
  runStatePart,
  runSummary,
  statusWord,
  type Peek,
} from './activity-view.ts';
import styles from './activity.module.css';

/** A record's details load when one is opened first (prefetched when the browser is idle). */
export const loadRecordDetails = () => import('./record-details.tsx');
const RecordDetails = lazy(() => loadRecordDetails().then((m) => ({ default: m.RecordDetails })));

const time = (iso: string) => formatDateTime(iso).split(', ')[1] ?? iso;

/**
 * The records shown, newest first, under a heading per day; each opens to its details. With every
 * connection shown, a run sent to several venues at once is one line that opens to its parts.
 */
export function ActivityList({
  shown,
  everyConnection,
  activeId,
  focusId,
}: {
  shown: readonly Peek[];
  everyConnection: boolean;
  activeId: string | undefined;
  /** The record whose summary takes focus (the first one "Show more" added). */
  focusId: string | null;
}) {
  const now = new Date();
  return (
    <div className={styles.days}>
      {groupByDay(shown).map((group) => (
        <section key={group.day} aria-labelledby={`day-${group.day}`}>
          <h2 id={`day-${group.day}`} className={styles.day}>
            {dayHeading(group.day, now)}
          </h2>
          <ul className={styles.records}>
            {(everyConnection
              ? runItems(group.records)
              : group.records.map((peek) => ({ first: peek, parts: [peek] }))
            ).map(({ first, parts }) =>
              parts.length > 1 ? (
                <RunItem
                  key={first.id}
                  parts={parts}
                  activeId={activeId}
                  focus={parts.some((part) => part.id === focusId)}
                />
              ) : (
                <RecordItem
                  key={first.id}
                  peek={first}
                  everyConnection={everyConnection}
                  activeId={activeId}
                  focus={first.id === focusId}
                />
              ),
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}

function RecordItem({
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

/**
 * A run sent to several venues at once (issue 24), as one record: what it was and where each
 * venue's part stands; it opens to the parts, each a record of its venue's own.
 */
function RunItem({
  parts,
  activeId,
  focus,
}: {
  parts: readonly Peek[];
  activeId: string | undefined;
  focus: boolean;
}) {
  const summaryRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) summaryRef.current?.focus();
  }, [focus]);
  // In the order the venues were chosen; the line's time is the newest part's.
  const read = inVenueOrder(
    parts.flatMap((peek) => {
      const record = parseRecord(peek);
      return record ? [{ peek, record }] : [];
    }),
  );
  const records = read.map(({ record }) => record);
  const shown = runStatePart(records);
  const first = parts[0] && parseRecord(parts[0]);
  const each = (
    <ul className={styles.records} aria-label="Each venue’s part">
      {(read.length === parts.length ? read.map(({ peek }) => peek) : parts).map((peek) => (
        <RecordItem key={peek.id} peek={peek} everyConnection activeId={activeId} focus={false} />
      ))}
    </ul>
  );
  // A part this version cannot read: the parts, each as it can be shown.
  if (!shown || !first || read.length < parts.length) return <li>{each}</li>;
  return (
    <li className={styles.record}>
      <details>
        <summary ref={summaryRef} className={styles.summary}>
          <span className={styles.when}>{time(first.at)}</span>
          <span className={styles.screen}>{KIND_SCREEN[first.kind]}</span>
          <span className={styles.what}>{runSummary(records)}</span>
          <span className={styles[`status-${shown.status}`]}>{statusWord(shown)}</span>
        </summary>
        {each}
      </details>
    </li>
  );
}
