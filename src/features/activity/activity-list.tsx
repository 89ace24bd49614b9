import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { dayHeading, groupByDay, runItems, type Peek } from './activity-view.ts';
import { RecordItem, time } from './record-item.tsx';
import styles from './activity.module.css';

export { loadRecordDetails } from './record-item.tsx';

// A run sent to several venues at once: its line loads with the first one shown.
const RunItem = lazy(() => import('./run-item.tsx').then((m) => ({ default: m.RunItem })));

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
  // The day headings are in the language in use: a switch renders them again.
  useLingui();
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
                // Keyed by the run: a part added later (Send again) keeps the line as it was.
                <Suspense key={first.groupId ?? first.id} fallback={null}>
                  <RunItem
                    parts={parts}
                    // Only when the run begins the records "Show more" added.
                    focus={first.id === focusId}
                    part={(peek) => (
                      <RecordItem
                        key={peek.id}
                        peek={peek}
                        everyConnection
                        activeId={activeId}
                        focus={false}
                      />
                    )}
                    time={time}
                  />
                </Suspense>
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
