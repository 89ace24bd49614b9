import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useAnnounce } from '../ui/live-region.tsx';
import { useConnection } from './connection-context.tsx';
import { connectionLabel } from './connection-label.ts';
import type { StoredConnection } from './storage.ts';
import styles from './saved-connections.module.css';

export interface SavedConnectionsProps {
  onEdit: (connection: StoredConnection) => void;
  /**
   * After a delete: the form should stop editing that connection. With `remaining` 0 the list
   * is about to go, focus with it: the screen moves focus on.
   */
  onDeleted: (id: string, remaining: number) => void;
}

function ConnectionTags({ connection, active }: { connection: StoredConnection; active: boolean }) {
  return (
    <span className={styles.tags}>
      {active ? (
        <span className={`${styles.tag} ${styles['tag-active']}`}>
          <Trans>In use</Trans>
        </span>
      ) : null}
      {connection.apiKey === undefined ? (
        <span className={`${styles.tag} ${styles['tag-warning']}`}>
          <Trans>Key needed</Trans>
        </span>
      ) : null}
      {connection.rememberKey ? (
        <span className={styles.tag}>
          <Trans>Key remembered</Trans>
        </span>
      ) : null}
    </span>
  );
}

/** The saved connections with Use, Edit and Delete (confirmed). */
export function SavedConnections({ onEdit, onDeleted }: SavedConnectionsProps) {
  const { connections, active, switchTo, remove } = useConnection();
  const { t } = useLingui();
  const announce = useAnnounce();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<StoredConnection | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    const { id, name } = deleting;
    setDeleting(null);
    if (remove(id)) {
      const remaining = connections.filter((connection) => connection.id !== id).length;
      announce(t`Connection “${name}” deleted`);
      onDeleted(id, remaining);
      if (remaining === 0) return;
    } else {
      announce(t`The browser did not let the app delete “${name}”`);
    }
    // Its Delete button is gone: continue from the list's heading.
    headingRef.current?.focus();
  }

  const deletingName = deleting?.name ?? '';
  return (
    <section aria-labelledby="saved-connections-heading">
      <h2 id="saved-connections-heading" ref={headingRef} tabIndex={-1}>
        <Trans>Saved connections</Trans>
      </h2>
      <ul className={styles.list}>
        {connections.map((connection) => {
          const isActive = connection.id === active?.id;
          const { name } = connection;
          return (
            <li key={connection.id} className={`${styles.item} ${isActive ? styles.active : ''}`}>
              <div className={styles.summary}>
                <p className={styles.name}>
                  {connection.name}
                  <ConnectionTags connection={connection} active={isActive} />
                </p>
                <p className={styles.meta}>
                  <code>{connectionLabel(connection)}</code> ·{' '}
                  {connection.baseUrl === '' ? (
                    <Trans>this site</Trans>
                  ) : (
                    <code>{connection.baseUrl}</code>
                  )}{' '}
                  · {connection.timeZone}
                </p>
              </div>
              <div className={styles.actions}>
                {isActive ? null : (
                  <Button
                    variant="quiet"
                    onClick={() => {
                      if (switchTo(connection.id)) announce(t`Now using “${name}”`);
                    }}
                  >
                    <Trans>
                      Use <span className="visually-hidden">{name}</span>
                    </Trans>
                  </Button>
                )}
                <Button variant="quiet" onClick={() => onEdit(connection)}>
                  <Trans>
                    Edit <span className="visually-hidden">{name}</span>
                  </Trans>
                </Button>
                <Button variant="quiet" onClick={() => setDeleting(connection)}>
                  <Trans>
                    Delete <span className="visually-hidden">{name}</span>
                  </Trans>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete connection “${deletingName}”?`}
        confirmLabel={t`Delete connection`}
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          <Trans>
            Its settings and API key are removed from this browser. Nothing changes on the Sign-In
            service.
          </Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
