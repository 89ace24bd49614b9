import { mayHaveChanged } from '../../api/call-ending.ts';
import { KIND_SCREEN } from './kind-words.ts';
import { Link } from 'wouter';
import {
  type ActivityRecord,
  type AddRecord,
  type CallFailure,
  type EditRecord,
  type RemovalActivity,
} from '../../journal/journal-record.ts';
import { useConnection } from '../../connection/connection-context.tsx';
import { connectionLabel } from '../../connection/connection-label.ts';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { editEntryHref } from '../../paths.ts';
import { EntryView } from '../../results/entry-view.tsx';
import { RemovalResults } from '../../results/removal-results.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { describeToDate } from '../../ui/expiry.ts';
import { Notice } from '../../ui/notice.tsx';
import { failureSentence, statusWord, whatToCheck } from './activity-view.ts';
import { BatchRecordView } from './batch-record-view.tsx';
import styles from './activity.module.css';

/** A record opened: where and when, what was asked, what came back (or what failed). */
export function RecordDetails({
  record,
  activeId,
}: {
  record: ActivityRecord;
  activeId: string | undefined;
}) {
  const { connections } = useConnection();
  const saved = connections.find((connection) => connection.id === record.connection.id);
  const timeZone = saved?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const inUse = activeId === record.connection.id;
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        <dt>When</dt>
        <dd>
          {formatDateTime(record.at)}
          {record.updatedAt !== record.at && record.kind === 'batch'
            ? `, last change ${formatDateTime(record.updatedAt)}`
            : ''}
        </dd>
        <dt>Connection</dt>
        <dd>
          {record.connection.name} ({connectionLabel(record.connection)}
          {record.connection.baseUrl ? `, ${record.connection.baseUrl}` : ''})
          {saved ? '' : ': no longer saved in this browser'}
        </dd>
        {'group' in record && record.group ? (
          <>
            <dt>Venues</dt>
            <dd>
              One of {formatCount(record.group.venues.length)} venues this{' '}
              {record.kind === 'batch' ? 'batch was sent to' : 'cleanup was made at'} at once, each
              with its own record:{' '}
              {record.group.venues
                .map((venue) =>
                  venue.id === record.connection.id ? `${venue.name} (this one)` : venue.name,
                )
                .join(', ')}
            </dd>
          </>
        ) : null}
        <dt>Screen</dt>
        <dd>{KIND_SCREEN[record.kind]}</dd>
        <dt>Outcome</dt>
        <dd>{statusWord(record)}</dd>
      </dl>
      {record.migrated ? (
        <p className={styles.muted}>
          Moved here from the Recent entries list of an earlier version of this app: the entry as it
          then stood, not the call that made it.
        </p>
      ) : null}
      {record.status === 'waiting' ? (
        <Notice tone="info" title="Sent, waiting for the answer" headingLevel={3}>
          <p>
            The request left at {formatDateTime(record.at)} and its answer has not come yet. If the
            tab that sent it closes first, this record says so.
          </p>
        </Notice>
      ) : null}
      {record.failure ? <FailureFacts record={record} failure={record.failure} /> : null}
      {record.kind === 'add' || record.kind === 'edit' ? (
        <EntryCall record={record} timeZone={timeZone} inUse={inUse} />
      ) : record.kind === 'batch' ? (
        <BatchRecordView record={record} inUse={inUse} />
      ) : (
        <Removal record={record} />
      )}
    </div>
  );
}

function FailureFacts({ record, failure }: { record: ActivityRecord; failure: CallFailure }) {
  return (
    <Notice
      tone={mayHaveChanged(failure.ending) ? 'warning' : 'error'}
      title="What failed"
      headingLevel={3}
    >
      <p>{failureSentence(failure)}</p>
      {mayHaveChanged(failure.ending) ? <p>{whatToCheck(record)}</p> : null}
      {failure.requestId ? (
        <p className={styles.requestId}>
          Request ID <code>{failure.requestId}</code>{' '}
          <CopyButton text={failure.requestId} copiedMessage="Request ID copied">
            Copy
          </CopyButton>
        </p>
      ) : null}
    </Notice>
  );
}

function EntryCall({
  record,
  timeZone,
  inUse,
}: {
  record: AddRecord | EditRecord;
  timeZone: string;
  inUse: boolean;
}) {
  const { sent } = record;
  return (
    <>
      <h3 className={styles.subheading}>What was sent</h3>
      <dl className={styles.facts}>
        <dt>MAC address</dt>
        <dd>
          <code>{sent.mac}</code>
        </dd>
        <dt>Name</dt>
        <dd>{sent.name}</dd>
        <dt>Description</dt>
        <dd>
          {sent.description === undefined ? 'Not sent (unchanged)' : sent.description || 'None'}
        </dd>
        <dt>Expiry</dt>
        <dd>
          {sent.toDate === undefined && record.kind === 'edit'
            ? 'Not sent (unchanged)'
            : describeToDate(sent.toDate ?? null, timeZone)}
        </dd>
        <dt>Tags</dt>
        <dd>
          {sent.tags === undefined
            ? 'Not sent (unchanged)'
            : sent.tags.length === 0
              ? 'None'
              : sent.tags.join(', ')}
        </dd>
        <dt>Entry ID</dt>
        <dd>
          <code>{sent.id}</code>
        </dd>
      </dl>
      {record.entry ? (
        <>
          <h3 className={styles.subheading}>
            {record.kind === 'add' && record.earlier
              ? 'What the API holds (added by an earlier attempt whose answer was not received)'
              : 'What the API holds'}
          </h3>
          <EntryView entry={record.entry} timeZone={timeZone} />
        </>
      ) : null}
      {/* An add refused with an answer made no entry; one whose answer was not received may have. */}
      {record.kind === 'edit' ||
      record.entry ||
      (record.failure && mayHaveChanged(record.failure.ending)) ? (
        <EditLink
          id={record.entry?.id ?? sent.id}
          name={sent.name}
          inUse={inUse}
          venue={record.connection.name}
        />
      ) : null}
    </>
  );
}

/** "Edit this entry", for the connection in use only: another one's entry is not reachable here. */
export function EditLink({
  id,
  name,
  inUse,
  venue,
}: {
  id: string;
  name: string;
  inUse: boolean;
  venue: string;
}) {
  if (!inUse) {
    return (
      <p className={styles.muted}>To edit this entry, switch to {venue} in the header first.</p>
    );
  }
  return (
    <p>
      <Link href={editEntryHref(id)} aria-label={`Edit this entry: ${name}`}>
        Edit this entry
      </Link>
    </p>
  );
}

function Removal({ record }: { record: RemovalActivity }) {
  if (!record.result) {
    return (
      <>
        <h3 className={styles.subheading}>What was sent</h3>
        <p>
          {record.sent.length} {record.sent.length === 1 ? 'item' : 'items'} to remove from access
          policy {record.label ? `${record.label} (${record.policyId})` : record.policyId};{' '}
          {record.revokeUserEngagement ? 'their active sign-ins to end' : 'sign-ins to stay'}:
        </p>
        <ul className={styles.plain}>
          {record.sent.map((email, index) => (
            <li key={`${index}:${email}`}>
              <code>{email}</code>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <RemovalResults
      level={3}
      connectionName={`${record.connection.name} (${connectionLabel(record.connection)})`}
      record={{
        policyId: record.policyId,
        label: record.label,
        sent: record.sent,
        revokeUserEngagement: record.revokeUserEngagement,
        result: record.result,
        at: record.updatedAt,
        ...(record.earlier ? { earlier: record.earlier } : {}),
      }}
    />
  );
}
