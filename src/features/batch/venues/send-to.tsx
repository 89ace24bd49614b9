import { Trans, useLingui } from '@lingui/react/macro';
import type { StoredConnection } from '../../../connection/storage.ts';
import { CheckboxField } from '../../../ui/field.tsx';
import styles from './venues.module.css';

/** The ID of the first box: where an error about the choice sends the focus. */
export const SEND_TO_FIRST_ID = 'send-to-0';

export interface SendToProps {
  connections: readonly StoredConnection[];
  activeId: string;
  /** The connections chosen (IDs). */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * "Send to": one box per saved connection, the one in use ticked at first. Shown only when
 * more than one connection is saved.
 */
export function SendTo({ connections, activeId, chosen, onChange, error, disabled }: SendToProps) {
  const { t } = useLingui();
  if (connections.length < 2) return null;
  const ticked = new Set(chosen);
  return (
    <fieldset className={styles.sendTo} disabled={disabled}>
      <legend className={styles.legend}>
        <Trans>Send to</Trans>
      </legend>
      <p className={styles.muted}>
        <Trans>
          The connection in use, or several venues at once: each venue ticked gets every ready row,
          sent with its own API key, chunk size and time zone.
        </Trans>
      </p>
      {error ? (
        <p className={styles.sendToError} id="send-to-error">
          <span className="visually-hidden">{t`Error:`} </span>
          {error}
        </p>
      ) : null}
      {connections.map((connection, i) => {
        const inUse = connection.id === activeId;
        const where = `${connection.organizationId} / ${connection.contextId}`;
        const { name } = connection;
        return (
          <CheckboxField
            key={connection.id}
            id={`send-to-${i}`}
            label={inUse ? t`${name} (in use)` : name}
            hint={
              connection.apiKey === undefined ? t`${where}; its API key is asked for first` : where
            }
          >
            {(control) => (
              <input
                type="checkbox"
                {...control}
                aria-describedby={
                  [control['aria-describedby'], error ? 'send-to-error' : '']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
                checked={ticked.has(connection.id)}
                onChange={(event) =>
                  onChange(
                    connections
                      .filter((c) =>
                        c.id === connection.id ? event.target.checked : ticked.has(c.id),
                      )
                      .map((c) => c.id),
                  )
                }
              />
            )}
          </CheckboxField>
        );
      })}
    </fieldset>
  );
}
