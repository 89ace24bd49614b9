import { Trans, useLingui } from '@lingui/react/macro';
import { kindScreen } from './kind-words.ts';
import { ACTIVITY_KINDS, type ActivityKind } from '../../journal/journal-record.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, Field } from '../../ui/field.tsx';
import styles from './activity.module.css';

export interface FilterValues {
  /** Every connection's records, not only the one in use. */
  everyConnection: boolean;
  kinds: ReadonlySet<ActivityKind>;
  /** `YYYY-MM-DD` or ''. */
  from: string;
  to: string;
  text: string;
}

/** Narrows the records: connection, kind, dates and any text; every change applies at once. */
export function ActivityFilters({
  values,
  onChange,
  activeName,
  hint,
}: {
  values: FilterValues;
  onChange: (next: FilterValues) => void;
  /** The connection in use; without one, every connection's records are shown. */
  activeName: string | undefined;
  hint: string | null;
}) {
  const { t } = useLingui();
  const set = (part: Partial<FilterValues>) => onChange({ ...values, ...part });
  const toggleKind = (kind: ActivityKind, on: boolean) => {
    const kinds = new Set(values.kinds);
    if (on) kinds.add(kind);
    else kinds.delete(kind);
    set({ kinds });
  };
  const filtered =
    values.text !== '' ||
    values.from !== '' ||
    values.to !== '' ||
    values.kinds.size < ACTIVITY_KINDS.length;
  return (
    <div role="search" className={styles.filters} aria-label={t`Filter activity`}>
      <Field
        id="activity-search"
        label={t`Search activity`}
        hint={t`A MAC address in any notation (or its first digits), a name, a tag, an email or its domain, a request ID or an entry ID.`}
        width="wide"
      >
        {(control) => (
          <input
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={values.text}
            onChange={(event) => set({ text: event.target.value })}
            {...control}
          />
        )}
      </Field>
      <fieldset className={styles.kinds}>
        <legend>
          <Trans>Kind</Trans>
        </legend>
        {ACTIVITY_KINDS.map((kind) => (
          <label key={kind} className={styles.kind}>
            <input
              type="checkbox"
              checked={values.kinds.has(kind)}
              onChange={(event) => toggleKind(kind, event.target.checked)}
            />
            {kindScreen(kind)}
          </label>
        ))}
      </fieldset>
      <div className={styles.dates}>
        <Field id="activity-from" label={t`From`} optional width="short">
          {(control) => (
            <input
              type="date"
              value={values.from}
              max={values.to || undefined}
              onChange={(event) => set({ from: event.target.value })}
              {...control}
            />
          )}
        </Field>
        <Field id="activity-to" label={t`To`} optional width="short">
          {(control) => (
            <input
              type="date"
              value={values.to}
              min={values.from || undefined}
              onChange={(event) => set({ to: event.target.value })}
              {...control}
            />
          )}
        </Field>
      </div>
      {activeName !== undefined ? (
        <CheckboxField
          id="activity-every-connection"
          label={t`Show all connections`}
          hint={
            values.everyConnection
              ? t`Records of every connection saved in this browser.`
              : t`Only ${activeName}, the connection in use.`
          }
        >
          {(control) => (
            <input
              type="checkbox"
              checked={values.everyConnection}
              onChange={(event) => set({ everyConnection: event.target.checked })}
              {...control}
            />
          )}
        </CheckboxField>
      ) : null}
      {hint ? <p className={styles.muted}>{hint}</p> : null}
      {filtered ? (
        <Button
          variant="secondary"
          onClick={() => {
            set({ text: '', from: '', to: '', kinds: new Set<ActivityKind>(ACTIVITY_KINDS) });
            // The button goes with the filters: focus continues at the search field.
            document.getElementById('activity-search')?.focus();
          }}
        >
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </div>
  );
}
