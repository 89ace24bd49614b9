import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from '../../ui/form/use-form.tsx';
import { macFacts, macWarnings, normalizeMac } from '../../api/normalize.ts';
import { LazyMakerNote, usePrefetchMakerNote } from '../../device-maker/lazy-maker-note.tsx';
import { Field } from '../../ui/field.tsx';
import { useEntryFields } from './entry-fields.tsx';
import styles from './whitelisting.module.css';

/**
 * The MAC in any common notation, with what will be sent and, without blocking, what an
 * administrator should know about the address (randomized, multicast, broadcast, all zero).
 */
export function MacField() {
  const { t } = useLingui();
  const { register, control, formState, idOf } = useEntryFields();
  const value = useWatch({ control, name: 'mac' });
  const id = idOf('mac');
  usePrefetchMakerNote();
  const normalized = normalizeMac(value);
  const canonical = normalized.ok ? normalized.value : null;
  const warnings = canonical ? macWarnings(canonical) : [];
  // A private (randomized) address's one warning gets what that means for a whitelisting.
  const randomized = canonical !== null && macFacts(canonical).likelyRandomized;
  const sentId = `${id}-sent`;
  const warningsId = `${id}-warnings`;
  return (
    <Field
      id={id}
      label={t`MAC address`}
      hint={t`Any common notation: AA:BB:CC:DD:EE:FF, aa-bb-cc-dd-ee-ff, aabb.ccdd.eeff, aabb-ccdd-eeff or 12 hex digits.`}
      error={formState.errors.mac?.message}
      width="medium"
    >
      {(control) => (
        <>
          <input
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...control}
            aria-describedby={
              [
                control['aria-describedby'],
                canonical ? sentId : null,
                warnings.length ? warningsId : null,
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
            {...register('mac')}
          />
          {canonical ? (
            <p id={sentId} className={styles.sentAs}>
              <Trans>
                Sent as <code>{canonical}</code>
              </Trans>
              <LazyMakerNote mac={canonical} />
            </p>
          ) : null}
          {warnings.length ? (
            <div id={warningsId} className={styles.macWarning}>
              <span className="visually-hidden">
                <Trans>Warning:</Trans>
              </span>
              {warnings.map((warning) => (
                <p key={warning}>
                  {warning}
                  {randomized ? ` ${t`Whitelisting such an address rarely works for long.`}` : ''}
                </p>
              ))}
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
