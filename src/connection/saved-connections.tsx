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
      {active ? <span className={`${styles.tag} ${styles['tag-active']}`}>In use</span> : null}
      {connection.apiKey === undefined ? (
        <span className={`${styles.tag} ${styles['tag-warning']}`}>Key needed</span>
      ) : null}
      {connection.rememberKey ? <span className={styles.tag}>Key remembered</span> : null}
    </span>
  );
}

/** The saved connections with Use, Edit and Delete (confirmed). */
export function SavedConnections({ onEdit, onDeleted }: SavedConnectionsProps) {
  const { connections, active, switchTo, remove } = useConnection();
  const announce = useAnnounce();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<StoredConnection | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    const { id, name } = deleting;
    setDeleting(null);
    if (remove(id)) {
      const remaining = connections.filter((connection) => connection.id !== id).length;
      announce(`Connection “${name}” deleted`);
      onDeleted(id, remaining);
      if (remaining === 0) return;
    } else {
      announce(`The browser did not let the app delete “${name}”`);
    }
    // Its Delete button is gone: continue from the list's heading.
    headingRef.current?.focus();
  }

  return (
    <section aria-labelledby="saved-connections-heading">
      <h2 id="saved-connections-heading" ref={headingRef} tabIndex={-1}>
        Saved connections
      </h2>
      <ul className={styles.list}>
        {connections.map((connection) => {
          const isActive = connection.id === active?.id;
          return (
            <li key={connection.id} className={`${styles.item} ${isActive ? styles.active : ''}`}>
              <div className={styles.summary}>
                <p className={styles.name}>
                  {connection.name}
                  <ConnectionTags connection={connection} active={isActive} />
                </p>
                <p className={styles.meta}>
                  <code>{connectionLabel(connection)}</code> ·{' '}
                  {connection.baseUrl === '' ? 'this site' : <code>{connection.baseUrl}</code>} ·{' '}
                  {connection.timeZone}
                </p>
              </div>
              <div className={styles.actions}>
                {isActive ? null : (
                  <Button
                    variant="quiet"
                    onClick={() => {
                      if (switchTo(connection.id)) announce(`Now using “${connection.name}”`);
                    }}
                  >
                    Use <span className="visually-hidden">{connection.name}</span>
                  </Button>
                )}
                <Button variant="quiet" onClick={() => onEdit(connection)}>
                  Edit <span className="visually-hidden">{connection.name}</span>
                </Button>
                <Button variant="quiet" onClick={() => setDeleting(connection)}>
                  Delete <span className="visually-hidden">{connection.name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete connection “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete connection"
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>
          Its settings and API key are removed from this browser. Nothing changes on the Sign-In
          service.
        </p>
      </ConfirmDialog>
    </section>
  );
}
