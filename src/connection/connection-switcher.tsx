import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useAnnounce } from '../ui/live-region.tsx';
import { useConnection, type DeletedElsewhere } from './connection-context.tsx';
import { connectionLabel } from './connection-label.ts';
import { PATHS } from '../paths.ts';
import styles from './connection-switcher.module.css';

function deletedElsewhereMessage({ name, nowUsing }: DeletedElsewhere): string {
  const deleted = t`Connection “${name}” was deleted in another tab.`;
  const next = nowUsing ? t`Now using “${nowUsing}”.` : t`No connection is set up now.`;
  return `${deleted} ${next}`;
}

/** Header: which connection is in use (organization / context), and a quick way to switch. */
export function ConnectionSwitcher() {
  const { connections, active, switchTo, deletedElsewhere } = useConnection();
  const announce = useAnnounce();
  // On the Connection screen its form is the way on: a link there would go nowhere.
  const onConnectionScreen = useLocation()[0] === PATHS.connection;

  // This tab's connection changed without the person doing anything here: say so.
  useEffect(() => {
    if (deletedElsewhere) announce(deletedElsewhereMessage(deletedElsewhere));
  }, [deletedElsewhere, announce]);

  if (!active) {
    return (
      <div className={styles.switcher}>
        {onConnectionScreen ? (
          <p className={styles.none}>
            <Trans>No connection yet</Trans>
          </p>
        ) : (
          <Link href={PATHS.connection} className={styles.setup}>
            <Trans>Set up a connection</Trans>
          </Link>
        )}
      </div>
    );
  }

  return (
    <div className={styles.switcher}>
      <label htmlFor="connection-switcher" className={styles.label}>
        <Trans>Connection</Trans>
      </label>
      <select
        id="connection-switcher"
        className={styles.select}
        value={active.id}
        onChange={(event) => {
          const next = connections.find((connection) => connection.id === event.target.value);
          if (!next || !switchTo(next.id)) return;
          const { name } = next;
          announce(t`Now using “${name}”`);
        }}
      >
        {connections.map((connection) => (
          <option key={connection.id} value={connection.id}>
            {connection.name}
          </option>
        ))}
      </select>
      <p className={styles.badge}>
        <span className="visually-hidden">
          <Trans>In use:</Trans>
        </span>{' '}
        <code>{connectionLabel(active)}</code>
        {active.apiKey === undefined ? (
          onConnectionScreen ? (
            <span className={styles['key-needed']}>
              <Trans>Key needed</Trans>
            </span>
          ) : (
            <Link href={PATHS.connection} className={styles['key-needed']}>
              <Trans>Key needed</Trans>
            </Link>
          )
        ) : null}
      </p>
    </div>
  );
}
