import { Trans, useLingui } from '@lingui/react/macro';
import { useConnection } from '../../../connection/connection-context.tsx';
import type { StoredConnection } from '../../../connection/storage.ts';
import { CheckboxField, Field } from '../../../ui/field.tsx';
import { readPolicies } from '../policy-memory.ts';
import type { AlsoVenue } from './venues-removal.ts';
import styles from './venues.module.css';

/** The ID of a venue's policy field, where its error sends the focus. */
export const alsoPolicyId = (i: number) => `also-policy-${i}`;

export interface AlsoRemoveFromProps {
  /** The saved connections besides the one in use. */
  others: readonly StoredConnection[];
  value: readonly AlsoVenue[];
  onChange: (value: AlsoVenue[]) => void;
  /** Problems with a venue's policy ID, by connection ID. */
  errors: Readonly<Record<string, string>>;
}

/**
 * "Also remove from" (issue 24): the other saved connections, each with the access policy to
 * clean up there: the connection's default policy, else the one used there last, or typed.
 */
export function AlsoRemoveFrom({ others, value, onChange, errors }: AlsoRemoveFromProps) {
  const { t } = useLingui();
  const { storages } = useConnection();
  const chosen = new Map(value.map((venue) => [venue.id, venue]));
  const policyOf = (connection: StoredConnection) =>
    connection.defaultPolicyId || readPolicies(storages.local, connection.id)[0]?.id || '';

  return (
    <fieldset className={styles.also}>
      <legend className={styles.legend}>
        <Trans>Also remove from</Trans>
      </legend>
      <p className={styles.hint}>
        <Trans>
          The same emails and patterns, removed from the access policy of each venue ticked, with
          that venue's own API key. Sign-ins end there as chosen below.
        </Trans>
      </p>
      {others.map((connection, i) => {
        const venue = chosen.get(connection.id);
        const where = `${connection.organizationId} / ${connection.contextId}`;
        const { name } = connection;
        return (
          <div key={connection.id} className={styles.alsoVenue}>
            <CheckboxField
              id={`also-venue-${i}`}
              label={connection.name}
              hint={
                connection.apiKey === undefined
                  ? t`${where}; its API key is asked for first`
                  : where
              }
            >
              {(control) => (
                <input
                  type="checkbox"
                  {...control}
                  checked={venue !== undefined}
                  onChange={(event) =>
                    onChange(
                      others.flatMap((other) => {
                        const kept = chosen.get(other.id);
                        if (other.id !== connection.id) return kept ? [kept] : [];
                        return event.target.checked
                          ? [{ id: other.id, policyId: policyOf(other) }]
                          : [];
                      }),
                    )
                  }
                />
              )}
            </CheckboxField>
            {venue ? (
              <Field
                id={alsoPolicyId(i)}
                label={t`Access policy ID at ${name}`}
                error={errors[connection.id]}
                width="wide"
              >
                {(control) => (
                  <input
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    {...control}
                    value={venue.policyId}
                    onChange={(event) =>
                      onChange(
                        value.map((v) =>
                          v.id === connection.id ? { ...v, policyId: event.target.value } : v,
                        ),
                      )
                    }
                  />
                )}
              </Field>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
