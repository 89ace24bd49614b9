import { formatDateTime } from '../../lib/format.ts';
import { compareWithSeen, type RememberedPolicy } from './policy-memory.ts';
import { ScrollBox } from '../../results/scroll-box.tsx';
import shared from '../../results/results.module.css';
import styles from './policy-emails.module.css';

/** Long lists are capped on the page; the counts cover every item. */
const SHOWN = 300;

/**
 * The policy's entries as the last answer listed them, with the time, and which typed items
 * were among them then: the API has no read call, so this is all that is known before sending.
 */
export function SeenEntries({
  seen,
  typed,
}: {
  seen: NonNullable<RememberedPolicy['seen']>;
  typed: readonly string[];
}) {
  const compared = compareWithSeen(typed, seen.emails);
  const inPolicy = compared.filter((item) => item.inPolicy).length;
  const at = formatDateTime(seen.at);
  return (
    <section aria-labelledby="seen-title" className={shared.section}>
      <h2 id="seen-title">This policy as last seen, {at}</h2>
      <p>
        {seen.emails.length} {seen.emails.length === 1 ? 'entry' : 'entries'} then. Changes made
        since, elsewhere, are not known here.
        {typed.length > 0
          ? ` ${inPolicy} of the ${typed.length} typed ${typed.length === 1 ? 'item was' : 'items were'} in it.`
          : ''}
      </p>
      {compared.length > 0 ? (
        <ScrollBox
          label="Typed items against the policy as last seen"
          className={shared.scrollList}
        >
          <ul className={shared.items} aria-label="Typed items against the policy as last seen">
            {compared.slice(0, SHOWN).map((item) => (
              <li key={item.email}>
                <code>{item.email}</code>{' '}
                <span className={styles.kind}>
                  {item.inPolicy ? 'was in the policy' : 'was not in the policy'}
                  {item.coveredBy.length > 0 ? `; covered by ${item.coveredBy.join(', ')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </ScrollBox>
      ) : null}
      {compared.length > SHOWN ? (
        <p className={shared.muted}>The first {SHOWN} typed items are listed.</p>
      ) : null}
      <details>
        <summary>All {seen.emails.length} entries as last seen</summary>
        <ScrollBox label="Entries as last seen" className={shared.scrollList}>
          <ul className={shared.items}>
            {seen.emails.slice(0, SHOWN * 10).map((email, index) => (
              <li key={`${index}:${email}`}>
                <code>{email}</code>
              </li>
            ))}
          </ul>
        </ScrollBox>
        {seen.emails.length > SHOWN * 10 ? (
          <p className={shared.muted}>The first {SHOWN * 10} entries are listed.</p>
        ) : null}
      </details>
    </section>
  );
}
