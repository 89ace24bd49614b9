import type { EntryState } from '../journal/journal-record.ts';
import { CopyButton } from '../ui/copy-button.tsx';
import { describeToDate } from '../ui/expiry.ts';
import styles from './results.module.css';

/** A stored entry as a description list: what the API holds now. */
export function EntryView({ entry, timeZone }: { entry: EntryState; timeZone: string }) {
  return (
    <dl className={styles.entry}>
      <dt>MAC address</dt>
      <dd>
        <code>{entry.mac}</code>
      </dd>
      <dt>Name</dt>
      <dd>{entry.name}</dd>
      <dt>Description</dt>
      <dd>{entry.description === '' ? 'None' : entry.description}</dd>
      <dt>Expiry</dt>
      <dd>{describeToDate(entry.toDate, timeZone)}</dd>
      <dt>Tags</dt>
      <dd>{entry.tags.length === 0 ? 'None' : entry.tags.join(', ')}</dd>
      <dt>Entry ID</dt>
      <dd className={styles.idRow}>
        <code>{entry.id}</code>
        <CopyButton text={entry.id} copiedMessage="Entry ID copied" aria-label="Copy entry ID">
          Copy
        </CopyButton>
      </dd>
      <dt>Created by</dt>
      <dd>
        {entry.creator
          ? `${entry.creator}: the API records the caller its key belongs to as the creator`
          : 'The caller this API key belongs to (the API records it; this answer did not name it)'}
      </dd>
    </dl>
  );
}
