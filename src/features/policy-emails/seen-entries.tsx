import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount, formatDateTime, formatList } from '../../lib/format.ts';
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
  const { t } = useLingui();
  const compared = compareWithSeen(typed, seen.emails);
  const inPolicy = formatCount(compared.filter((item) => item.inPolicy).length);
  const at = formatDateTime(seen.at);
  const shown = formatCount(SHOWN);
  const shownEntries = formatCount(SHOWN * 10);
  const entries = seen.emails.length;
  const typedCount = typed.length;
  const sentences = [
    plural(entries, { one: '# entry then.', other: '# entries then.' }),
    t`Changes made since, elsewhere, are not known here.`,
    ...(typed.length > 0
      ? [
          plural(typedCount, {
            one: `${inPolicy} of the # typed item was in it.`,
            other: `${inPolicy} of the # typed items were in it.`,
          }),
        ]
      : []),
  ];
  const against = t`Typed items against the policy as last seen`;
  return (
    <section aria-labelledby="seen-title" className={shared.section}>
      <h2 id="seen-title">
        <Trans>This policy as last seen, {at}</Trans>
      </h2>
      <p>{sentences.join(' ')}</p>
      {compared.length > 0 ? (
        <ScrollBox label={against} className={shared.scrollList}>
          <ul className={shared.items} aria-label={against}>
            {compared.slice(0, SHOWN).map((item) => {
              const patterns = formatList(item.coveredBy);
              return (
                <li key={item.email}>
                  <code>{item.email}</code>{' '}
                  <span className={styles.kind}>
                    {item.inPolicy ? t`was in the policy` : t`was not in the policy`}
                    {item.coveredBy.length > 0 ? t`; covered by ${patterns}` : ''}
                  </span>
                </li>
              );
            })}
          </ul>
        </ScrollBox>
      ) : null}
      {compared.length > SHOWN ? (
        <p className={shared.muted}>
          <Trans>The first {shown} typed items are listed.</Trans>
        </p>
      ) : null}
      <details>
        <summary>
          {plural(entries, {
            one: 'The # entry as last seen',
            other: 'All # entries as last seen',
          })}
        </summary>
        <ScrollBox label={t`Entries as last seen`} className={shared.scrollList}>
          <ul className={shared.items}>
            {seen.emails.slice(0, SHOWN * 10).map((email, index) => (
              <li key={`${index}:${email}`}>
                <code>{email}</code>
              </li>
            ))}
          </ul>
        </ScrollBox>
        {seen.emails.length > SHOWN * 10 ? (
          <p className={shared.muted}>
            <Trans>The first {shownEntries} entries are listed.</Trans>
          </p>
        ) : null}
      </details>
    </section>
  );
}
