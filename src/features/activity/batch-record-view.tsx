import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { BatchRecord } from '../../journal/journal-record.ts';
import { notACount } from '../../api/counts.ts';
import { formatCount, formatDate, formatDateTime, formatSum } from '../../lib/format.ts';
import { failureSentence } from './activity-view.ts';
import { useRecordRows } from './use-activity-data.ts';
import styles from './activity.module.css';

// The grid and the makers load with a batch run's rows: opening an add or a removal needs neither.
const RecordRows = lazy(() => import('./record-rows.tsx').then((m) => ({ default: m.RecordRows })));

/** A batch run's record: its figures, options, failures, and its rows as Batch import shows them. */
export function BatchRecordView({ record, inUse }: { record: BatchRecord; inUse: boolean }) {
  const { t } = useLingui();
  const rows = useRecordRows(record.id);
  const { figures, options } = record;
  const reading = (
    <p role="status" className={styles.muted}>
      <Trans>Reading the rows…</Trans>
    </p>
  );
  const createdEarlier = formatCount(figures.createdEarlier);
  const rowCount = formatCount(record.rowCount);
  const source = record.source;
  const chunks = record.chunks.total;
  const chunkSize = formatCount(options.chunkSize);
  const answered = formatCount(record.chunks.done);
  const until = options.toDate ? formatDate(options.toDate) : '';
  const failureCount = formatCount(record.failures.length);
  const strayCount = formatCount(record.strayMacs.length);
  const noTags = t({ message: 'None', context: 'tags' });
  const yes = t`Yes`;
  const no = t`No`;
  const guestSessions = formatSum({
    known: figures.guestSessionsUpdated,
    unknown: figures.guestSessionsUnknown,
  });
  return (
    <>
      <h3 className={styles.subheading}>
        <Trans>What came back</Trans>
      </h3>
      <dl className={styles.figures}>
        <dt>
          <Trans context="batch figures">Created</Trans>
        </dt>
        <dd>
          {formatCount(figures.created)}
          {figures.createdEarlier > 0
            ? ` (${t`${createdEarlier} probably by an attempt whose answer was not received`})`
            : ''}
        </dd>
        <dt>
          <Trans context="batch figures">Already whitelisted</Trans>
        </dt>
        <dd>{formatCount(figures.existing)}</dd>
        <dt>
          <Trans context="batch figures">Faulty</Trans>
        </dt>
        <dd>{formatCount(figures.faulty)}</dd>
        {figures.unconfirmed > 0 ? (
          <>
            <dt>
              <Trans context="batch figures">Not confirmed</Trans>
            </dt>
            <dd>{formatCount(figures.unconfirmed)}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Guest sessions updated</Trans>
        </dt>
        <dd>
          {guestSessions}
          {figures.guestSessionsUnknown > 0 ? ` (${t`unknown: ${notACount()}`})` : ''}
        </dd>
        <dt>
          <Trans context="batch figures">Not sent</Trans>
        </dt>
        <dd>{formatCount(figures.notSent)}</dd>
        {figures.unanswered > 0 ? (
          <>
            <dt>
              <Trans context="batch figures">Sent, answer not received</Trans>
            </dt>
            <dd>
              {formatCount(figures.unanswered)}:{' '}
              {record.status === 'running' || record.status === 'stopped' ? (
                <Trans>Resume on Batch import settles them</Trans>
              ) : (
                <Trans>
                  the server may have stored them, and the run was left before Resume settled them:
                  check those devices, and send them again if they are missing
                </Trans>
              )}
            </dd>
          </>
        ) : null}
      </dl>

      <h3 className={styles.subheading}>
        <Trans>What was asked</Trans>
      </h3>
      <dl className={styles.facts}>
        <dt>
          <Trans>Rows</Trans>
        </dt>
        <dd>
          {source
            ? plural(chunks, {
                one: `${rowCount} from ${source}, sent in # chunk of up to ${chunkSize} (${answered} answered)`,
                other: `${rowCount} from ${source}, sent in # chunks of up to ${chunkSize} (${answered} answered)`,
              })
            : plural(chunks, {
                one: `${rowCount}, sent in # chunk of up to ${chunkSize} (${answered} answered)`,
                other: `${rowCount}, sent in # chunks of up to ${chunkSize} (${answered} answered)`,
              })}
        </dd>
        <dt>
          <Trans>Expiry</Trans>
        </dt>
        <dd>
          {options.toDate ? (
            <Trans>Until {until}: one create per row, each with an entry ID</Trans>
          ) : (
            <Trans>Permanent: the batch call</Trans>
          )}
        </dd>
        <dt>
          <Trans>Tags for every row</Trans>
        </dt>
        <dd>{options.tags.length === 0 ? noTags : options.tags.join(', ')}</dd>
        <dt>
          <Trans>Tags from descriptions</Trans>
        </dt>
        <dd>{options.autoGenerateTags ? yes : no}</dd>
        <dt>
          <Trans>Date tag</Trans>
        </dt>
        <dd>{options.autoGenerateDateTag ? yes : no}</dd>
      </dl>

      {record.failures.length > 0 ? (
        <>
          <h3 className={styles.subheading}>
            <Trans>Failures over the run ({failureCount})</Trans>
          </h3>
          <ul className={styles.plain}>
            {record.failures.map(({ at, chunk, failure }, index) => (
              <li key={`${index}:${at}`}>
                <FailureLine at={at} chunk={chunk} sentence={failureSentence(failure)} />
                {failure.requestId ? (
                  <>
                    {' '}
                    <RequestId requestId={failure.requestId} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {record.strayMacs.length > 0 ? (
        <>
          <h3 className={styles.subheading}>
            <Trans>Listed by the answers but not sent by this run ({strayCount})</Trans>
          </h3>
          <p>{record.strayMacs.join(', ')}</p>
        </>
      ) : null}

      {rows.isError ? (
        <p className={styles.problem}>{rows.error.message}</p>
      ) : (
        <Suspense fallback={reading}>
          {rows.isPending ? reading : <RecordRows rows={rows.data} inUse={inUse} />}
        </Suspense>
      )}
    </>
  );
}

/** "24 Nov 2026, 04:28, chunk 3: The server had a problem…". */
function FailureLine({ at, chunk, sentence }: { at: string; chunk: number; sentence: string }) {
  const { t } = useLingui();
  const when = formatDateTime(at);
  const number = formatCount(chunk + 1);
  return <>{t`${when}, chunk ${number}: ${sentence}`}</>;
}

/** "Request ID 9c1e…", its ID as code. */
function RequestId({ requestId }: { requestId: string }) {
  return (
    <Trans>
      Request ID <code>{requestId}</code>
    </Trans>
  );
}
