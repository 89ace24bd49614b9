import { Link } from 'wouter';
import { useAnnounce } from '../ui/live-region.tsx';
import { useConnection } from './connection-context.tsx';
import { connectionLabel } from './connection-label.ts';
import styles from './connection-switcher.module.css';

/** Header: which connection is in use (organization / context), and a quick way to switch. */
export function ConnectionSwitcher() {
  const { connections, active, switchTo } = useConnection();
  const announce = useAnnounce();

  if (!active) {
    return (
      <div className={styles.switcher}>
        <Link href="/connection" className={styles.setup}>
          Set up a connection
        </Link>
      </div>
    );
  }

  return (
    <div className={styles.switcher}>
      <label htmlFor="connection-switcher" className={styles.label}>
        Connection
      </label>
      <select
        id="connection-switcher"
        className={styles.select}
        value={active.id}
        onChange={(event) => {
          const next = connections.find((connection) => connection.id === event.target.value);
          if (next && switchTo(next.id)) announce(`Now using “${next.name}”`);
        }}
      >
        {connections.map((connection) => (
          <option key={connection.id} value={connection.id}>
            {connection.name}
          </option>
        ))}
      </select>
      <p className={styles.badge}>
        <span className="visually-hidden">In use:</span> <code>{connectionLabel(active)}</code>
        {active.apiKey === undefined ? (
          <Link href="/connection" className={styles['key-needed']}>
            Key needed
          </Link>
        ) : null}
      </p>
    </div>
  );
}
