import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { ACTIVITY_KINDS } from '../../journal/journal-record.ts';
import { useConnection } from '../../connection/connection-context.tsx';
import { formatCount } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { useIdlePrefetch } from '../../lib/use-idle-prefetch.ts';
import { Page } from '../../ui/page.tsx';
import { ActivityExports } from './activity-exports.tsx';
import { ActivityFilters, type FilterValues } from './activity-filters.tsx';
import { ActivityList, loadRecordDetails } from './activity-list.tsx';
import { filterRecords, listPage, peekAll } from './activity-view.ts';
import {
  useActivitySearch,
  useFollowActivity,
  useNewestRecords,
  useSettleLeftRecords,
  useRawRecords,
} from './use-activity-data.ts';
import styles from './activity.module.css';
// Activity reads the journal as it opens: the IndexedDB code comes with the screen, where the
// screens that only write to it load it with their first call.
import '../../journal/journal-io.ts';

// How long records are kept, and Clear: below the records, so not part of the screen's first
// load. Its code is asked for once the screen has been shown (on a slow line, a file asked for
// sooner shares the line and the main thread with the screen's own), else when it renders.
const loadKeeping = () => import('./keeping-activity.tsx');
const KeepingActivity = lazy(() => loadKeeping().then((m) => ({ default: m.KeepingActivity })));

/** Records shown at first, and added by each "Show more". */
export const PAGE_SIZE = 100;

export function ActivityScreen() {
  const { t } = useLingui();
  return (
    <Page
      title={t`Activity`}
      lead={
        <Trans>
          Every change this browser made through the API, for each connection: when, what was asked
          and what came back. The API cannot list anything, so this is the record.
        </Trans>
      }
    >
      <Activity />
    </Page>
  );
}

function Activity() {
  const { t } = useLingui();
  const { active } = useConnection();
  useFollowActivity();
  useEffect(() => {
    loadKeeping().catch(() => {
      // Asked for again when the records have loaded.
    });
  }, []);
  useIdlePrefetch(loadRecordDetails);
  // The newest records show at once; counts and older pages wait for all of them, read after.
  const newest = useNewestRecords(2 * PAGE_SIZE);
  const all = useRawRecords(!newest.isPending);
  const complete = all.data !== undefined;
  const records = complete ? all : newest;
  const [filters, setFilters] = useState<FilterValues>(() => ({
    everyConnection: active === undefined,
    kinds: new Set(ACTIVITY_KINDS),
    from: '',
    to: '',
    text: '',
  }));
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [focusId, setFocusId] = useState<string | null>(null);
  const text = useDeferredValue(filters.text.trim());
  const search = useActivitySearch(text);
  const peeks = useMemo(() => peekAll(records.data ?? []), [records.data]);
  useSettleLeftRecords(peeks.some((peek) => peek.open));
  const connectionId = filters.everyConnection ? null : (active?.id ?? null);
  const inScope = useMemo(
    () => (connectionId === null ? peeks : peeks.filter((p) => p.connectionId === connectionId)),
    [peeks, connectionId],
  );
  // null: no text to search by (nothing typed, or only single letters); undefined: not read yet.
  const found = text === '' ? null : search.data;
  const shown = useMemo(
    () =>
      filterRecords(inScope, {
        connectionId: null,
        kinds: filters.kinds,
        from: filters.from,
        to: filters.to,
        found: found ?? null,
      }),
    [inScope, filters.kinds, filters.from, filters.to, found],
  );

  // A run sent to several venues is one line where every connection shows: counted once, never cut.
  const runs = connectionId === null;
  const page = useMemo(() => listPage(shown, limit, runs), [shown, limit, runs]);
  const inScopeLines = useMemo(() => listPage(inScope, 0, runs).total, [inScope, runs]);

  const change = (next: FilterValues) => {
    setFilters(next);
    setLimit(PAGE_SIZE);
  };

  const failed = all.error ?? newest.error;
  if (failed) {
    return <p className={styles.problem}>{failed.message}</p>;
  }
  // The filters show at once, so they can be set while the records are read.
  const reading = records.isPending && !all.isError;

  const activeName = active?.name ?? '';
  const everyConnection = connectionId === null;
  /** "12 records in all connections", "1 record for Office". */
  const recordsIn = (lines: number) =>
    everyConnection
      ? plural(lines, {
          one: '# record in all connections',
          other: '# records in all connections',
        })
      : plural(lines, {
          one: `# record for ${activeName}`,
          other: `# records for ${activeName}`,
        });
  const searching = text !== '' && search.isFetching;
  const shownLines = formatCount(page.lines);
  const beforeFilters = formatCount(inScopeLines);
  const ofRecords = recordsIn(page.total);
  const more = formatCount(Math.min(PAGE_SIZE, page.total - page.lines));
  const showing = `${t`Showing ${shownLines} of ${ofRecords}`}${
    page.total < inScopeLines ? ` ${t`(${beforeFilters} before the filters)`}` : ''
  }.`;
  return (
    <>
      <ActivityFilters
        values={filters}
        onChange={change}
        activeName={active?.name}
        hint={peeks.length === 0 || !complete ? null : recordsIn(inScopeLines)}
      />
      <p role="status" aria-live="polite" className={styles.count}>
        {reading
          ? t`Reading activity…`
          : searching
            ? t`Searching…`
            : found === null && text !== ''
              ? t`Type two or more letters or digits to search.`
              : !complete
                ? t`Reading all records…`
                : inScope.length === 0
                  ? ''
                  : showing}
      </p>
      {reading ? null : peeks.length === 0 ? (
        <p>
          <Trans>
            Nothing is recorded yet. Every device added or edited, every batch import and every
            policy cleanup made in this browser appears here, with what the API answered.
          </Trans>
        </p>
      ) : inScope.length === 0 ? (
        <p>
          {active ? (
            <Trans>
              Nothing is recorded for {activeName} yet. Tick “Show all connections” to see the
              others.
            </Trans>
          ) : (
            <Trans>
              Nothing is recorded for this connection yet. Tick “Show all connections” to see the
              others.
            </Trans>
          )}
        </p>
      ) : shown.length === 0 ? (
        <p>
          <Trans>No record matches these filters.</Trans>
        </p>
      ) : (
        <>
          <ActivityExports shown={shown} />
          <ActivityList
            shown={page.records}
            everyConnection={everyConnection}
            activeId={active?.id}
            focusId={focusId}
          />
          {complete && page.nextId !== null ? (
            <Button
              variant="secondary"
              onClick={() => {
                // Focus goes to the first record shown now (the button may go).
                setFocusId(page.nextId);
                setLimit((n) => n + PAGE_SIZE);
              }}
            >
              {t`Show ${more} more`}
            </Button>
          ) : null}
        </>
      )}
      {complete ? (
        <Suspense fallback={null}>
          <KeepingActivity peeks={peeks} />
        </Suspense>
      ) : null}
    </>
  );
}
