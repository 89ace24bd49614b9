import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { mayHaveChanged } from '../../api/call-ending.ts';
import { kindScreen } from './kind-words.ts';
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
import { formatDateTime } from '../../lib/format.ts';
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
  const { t } = useLingui();
  const { connections } = useConnection();
  const saved = connections.find((connection) => connection.id === record.connection.id);
  const timeZone = saved?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const inUse = activeId === record.connection.id;
  const lastChange = formatDateTime(record.updatedAt);
  const sentAt = formatDateTime(record.at);
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        <dt>
          <Trans>When</Trans>
        </dt>
        <dd>
          {sentAt}
          {record.updatedAt !== record.at && record.kind === 'batch'
            ? `, ${t`last change ${lastChange}`}`
            : ''}
        </dd>
        <dt>
          <Trans>Connection</Trans>
        </dt>
        <dd>
          {record.connection.name} ({connectionLabel(record.connection)}
          {record.connection.baseUrl ? `, ${record.connection.baseUrl}` : ''})
          {saved ? '' : `: ${t`no longer saved in this browser`}`}
        </dd>
        {'group' in record && record.group ? (
          <>
            <dt>
              <Trans>Venues</Trans>
            </dt>
            <dd>
              {venuesSentTo(record.kind, record.group.venues.length)}{' '}
              {record.group.venues
                .map(({ id, name }) => (id === record.connection.id ? t`${name} (this one)` : name))
                .join(', ')}
            </dd>
          </>
        ) : null}
        <dt>
          <Trans>Screen</Trans>
        </dt>
        <dd>{kindScreen(record.kind)}</dd>
        <dt>
          <Trans>Outcome</Trans>
        </dt>
        <dd>{statusWord(record)}</dd>
      </dl>
      {record.migrated ? (
        <p className={styles.muted}>
          <Trans>
            Moved here from the Recent entries list of an earlier version of this app: the entry as
            it then stood, not the call that made it.
          </Trans>
        </p>
      ) : null}
      {record.status === 'waiting' ? (
        <Notice tone="info" title={t`Sent, waiting for the answer`} headingLevel={3}>
          <p>
            <Trans>
              The request left at {sentAt} and its answer has not come yet. If the tab that sent it
              closes first, this record says so.
            </Trans>
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

/** "One of 3 venues this batch was sent to at once, each with its own record:". */
function venuesSentTo(kind: ActivityRecord['kind'], venues: number): string {
  return kind === 'batch'
    ? plural(venues, {
        one: 'One of # venue this batch was sent to at once, each with its own record:',
        other: 'One of # venues this batch was sent to at once, each with its own record:',
      })
    : plural(venues, {
        one: 'One of # venue this cleanup was made at at once, each with its own record:',
        other: 'One of # venues this cleanup was made at at once, each with its own record:',
      });
}

function FailureFacts({ record, failure }: { record: ActivityRecord; failure: CallFailure }) {
  const { t } = useLingui();
  const { requestId } = failure;
  return (
    <Notice
      tone={mayHaveChanged(failure.ending) ? 'warning' : 'error'}
      title={t`What failed`}
      headingLevel={3}
    >
      <p>{failureSentence(failure)}</p>
      {mayHaveChanged(failure.ending) ? <p>{whatToCheck(record)}</p> : null}
      {requestId ? (
        <p className={styles.requestId}>
          <Trans>
            Request ID <code>{requestId}</code>
          </Trans>{' '}
          <CopyButton text={requestId} copiedMessage={t`Request ID copied`}>
            <Trans>Copy</Trans>
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
  const { t } = useLingui();
  const { sent } = record;
  const unchanged = t`Not sent (unchanged)`;
  // "None" of one description, or of several tags: Swedish says them differently.
  const noDescription = t({ message: 'None', context: 'description' });
  const noTags = t({ message: 'None', context: 'tags' });
  return (
    <>
      <h3 className={styles.subheading}>
        <Trans>What was sent</Trans>
      </h3>
      <dl className={styles.facts}>
        <dt>
          <Trans>MAC address</Trans>
        </dt>
        <dd>
          <code>{sent.mac}</code>
        </dd>
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{sent.name}</dd>
        <dt>
          <Trans>Description</Trans>
        </dt>
        <dd>{sent.description === undefined ? unchanged : sent.description || noDescription}</dd>
        <dt>
          <Trans>Expiry</Trans>
        </dt>
        <dd>
          {sent.toDate === undefined && record.kind === 'edit'
            ? unchanged
            : describeToDate(sent.toDate ?? null, timeZone)}
        </dd>
        <dt>
          <Trans>Tags</Trans>
        </dt>
        <dd>
          {sent.tags === undefined
            ? unchanged
            : sent.tags.length === 0
              ? noTags
              : sent.tags.join(', ')}
        </dd>
        <dt>
          <Trans>Entry ID</Trans>
        </dt>
        <dd>
          <code>{sent.id}</code>
        </dd>
      </dl>
      {record.entry ? (
        <>
          <h3 className={styles.subheading}>
            {record.kind === 'add' && record.earlier ? (
              <Trans>
                What the API holds (added by an earlier attempt whose answer was not received)
              </Trans>
            ) : (
              <Trans>What the API holds</Trans>
            )}
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
  const { t } = useLingui();
  if (!inUse) {
    return (
      <p className={styles.muted}>
        <Trans>To edit this entry, switch to {venue} in the header first.</Trans>
      </p>
    );
  }
  return (
    <p>
      <Link href={editEntryHref(id)} aria-label={t`Edit this entry: ${name}`}>
        <Trans>Edit this entry</Trans>
      </Link>
    </p>
  );
}

function Removal({ record }: { record: RemovalActivity }) {
  const { t } = useLingui();
  if (!record.result) {
    const items = record.sent.length;
    const policy = record.label ? `${record.label} (${record.policyId})` : record.policyId;
    const toRemove = plural(items, {
      one: `# item to remove from access policy ${policy}`,
      other: `# items to remove from access policy ${policy}`,
    });
    const signIns = record.revokeUserEngagement
      ? t`their active sign-ins to end`
      : t`sign-ins to stay`;
    return (
      <>
        <h3 className={styles.subheading}>
          <Trans>What was sent</Trans>
        </h3>
        <p>
          {toRemove}; {signIns}:
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
