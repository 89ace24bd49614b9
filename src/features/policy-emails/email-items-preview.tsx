import { KIND_LABELS, type Extraction } from './extract.ts';
import { ScrollBox } from './scroll-box.tsx';
import styles from './policy-emails.module.css';

/** More would make the page long; the counts still cover every item. */
const SHOWN = 300;

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

/** What the typed text turns into: each item as an address, a pattern, or refused with the reason. */
export function EmailItemsPreview({ extraction }: { extraction: Extraction }) {
  const { items, emails, refused, folded } = extraction;
  if (items.length === 0) return null;
  const count = (kind: string) => items.filter((item) => item.kind === kind).length;
  // Refused items first: in a long paste they are the ones to fix, and never beyond the cap.
  const listed = [
    ...items.filter((item) => item.kind === 'refused'),
    ...items.filter((item) => item.kind !== 'refused'),
  ];
  const parts = [
    plural(count('address'), 'address', 'addresses'),
    plural(count('domain-pattern'), 'domain pattern', 'domain patterns'),
    plural(count('subdomain-pattern'), 'subdomain pattern', 'subdomain patterns'),
  ];
  return (
    <section aria-labelledby="emails-preview-title" className={styles.section}>
      <h2 id="emails-preview-title">What will be sent</h2>
      <p>
        {plural(emails.length, 'item', 'items')} to remove ({parts.join(', ')})
        {refused > 0 ? `; ${plural(refused, 'item', 'items')} refused, never sent` : ''}
        {folded > 0 ? `; ${plural(folded, 'duplicate', 'duplicates')} folded` : ''}.
      </p>
      <ScrollBox label="Items to send" className={styles.scrollList}>
        <ul className={styles.items}>
          {listed.slice(0, SHOWN).map((item) => (
            <li key={`${item.kind}:${item.value}`}>
              <code>{item.value}</code>{' '}
              {item.kind === 'refused' ? (
                <span className={styles.refused}>refused: {item.reason}</span>
              ) : (
                <span className={styles.kind}>
                  {KIND_LABELS[item.kind]}
                  {item.duplicates > 0 ? `, typed ${item.duplicates + 1} times` : ''}
                </span>
              )}
            </li>
          ))}
        </ul>
      </ScrollBox>
      {items.length > SHOWN ? (
        <p className={styles.muted}>The first {SHOWN} items are listed; the counts cover all.</p>
      ) : null}
    </section>
  );
}
