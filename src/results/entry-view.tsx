import { Trans, useLingui } from '@lingui/react/macro';
import type { EntryState } from '../journal/journal-record.ts';
import { CopyButton } from '../ui/copy-button.tsx';
import { describeToDate } from '../ui/expiry.ts';
import styles from './results.module.css';

/** A stored entry as a description list: what the API holds now. */
export function EntryView({ entry, timeZone }: { entry: EntryState; timeZone: string }) {
  const { t } = useLingui();
  const { creator } = entry;
  return (
    <dl className={styles.entry}>
      <dt>
        <Trans>MAC address</Trans>
      </dt>
      <dd>
        <code>{entry.mac}</code>
      </dd>
      <dt>
        <Trans>Name</Trans>
      </dt>
      <dd>{entry.name}</dd>
      <dt>
        <Trans>Description</Trans>
      </dt>
      <dd>
        {entry.description === ''
          ? t({ message: 'None', context: 'no description' })
          : entry.description}
      </dd>
      <dt>
        <Trans>Expiry</Trans>
      </dt>
      <dd>{describeToDate(entry.toDate, timeZone)}</dd>
      <dt>
        <Trans>Tags</Trans>
      </dt>
      <dd>
        {entry.tags.length === 0
          ? t({ message: 'None', context: 'no tags' })
          : entry.tags.join(', ')}
      </dd>
      <dt>
        <Trans>Entry ID</Trans>
      </dt>
      <dd className={styles.idRow}>
        <code>{entry.id}</code>
        <CopyButton
          text={entry.id}
          copiedMessage={t`Entry ID copied`}
          aria-label={t`Copy entry ID`}
        >
          <Trans>Copy</Trans>
        </CopyButton>
      </dd>
      <dt>
        <Trans>Created by</Trans>
      </dt>
      <dd>
        {creator
          ? t`${creator}: the API records the caller its key belongs to as the creator`
          : t`The caller this API key belongs to (the API records it; this answer did not name it)`}
      </dd>
    </dl>
  );
}
