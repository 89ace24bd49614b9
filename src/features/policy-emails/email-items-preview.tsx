import { useState } from 'react';
import { isLeftOutWord, KIND_LABELS, type ExtractedItem, type Extraction } from './extract.ts';
import { plural } from '../../lib/format.ts';
import { WAITING_PROBLEMS } from './removal-form.ts';
import type { StructuredReaderState } from './structured-reader.ts';
import { ScrollBox } from '../../results/scroll-box.tsx';
import shared from '../../results/results.module.css';
import styles from './policy-emails.module.css';

/** More would make the page long; the counts still cover every item. */
const SHOWN = 300;

/** What the typed text turns into: each item as an address, a pattern, or refused with the reason. */
export function EmailItemsPreview({
  extraction,
  reader,
}: {
  extraction: Extraction;
  /** Where a structured list was read, its words say how. */
  reader: StructuredReaderState;
}) {
  const { items, emails, refused, folded, waiting } = extraction;
  if (waiting) {
    return (
      <section aria-labelledby="emails-preview-title" className={shared.section}>
        <h2 id="emails-preview-title">What will be sent</h2>
        <p role="status">
          {waiting === 'loading' ? 'Reading the list…' : `${WAITING_PROBLEMS.failed}.`}
        </p>
      </section>
    );
  }
  if (items.length === 0) return null;
  const count = (kind: string) => items.filter((item) => item.kind === kind).length;
  const words = items.filter(isLeftOutWord);
  // Refused items first: in a long paste they are the ones to fix, and never beyond the cap.
  const listed = [
    ...items.filter((item) => item.kind === 'refused' && !isLeftOutWord(item)),
    ...items.filter((item) => item.kind !== 'refused'),
  ];
  const parts = [
    plural(count('address'), 'address', 'addresses'),
    plural(count('domain-pattern'), 'domain pattern', 'domain patterns'),
    plural(count('subdomain-pattern'), 'subdomain pattern', 'subdomain patterns'),
  ];
  return (
    <section aria-labelledby="emails-preview-title" className={shared.section}>
      <h2 id="emails-preview-title">What will be sent</h2>
      <p>
        {plural(emails.length, 'item', 'items')} to remove ({parts.join(', ')})
        {refused > 0 ? `; ${plural(refused, 'item', 'items')} refused, never sent` : ''}
        {folded > 0 ? `; ${plural(folded, 'duplicate', 'duplicates')} folded` : ''}.
      </p>
      {extraction.source && reader.status === 'ready' ? (
        <p>{reader.lists.sourceSentence(extraction.source)}</p>
      ) : null}
      {words.length > 0 ? <LeftOutWords words={words} /> : null}
      {listed.length > 0 ? (
        <ScrollBox label="Items to send" className={shared.scrollList}>
          <ul className={shared.items}>
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
      ) : null}
      {listed.length > SHOWN ? (
        <p className={shared.muted}>The first {SHOWN} items are listed; the counts cover all.</p>
      ) : null}
    </section>
  );
}

/** The words of a pasted document, one line until asked for: each would say the same reason. */
function LeftOutWords({ words }: { words: readonly ExtractedItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {plural(
          words.length,
          'word that is not an address was',
          'words that are not addresses were',
        )}{' '}
        left out: {open ? 'Hide' : 'Show'}
      </summary>
      <ScrollBox label="Words left out" className={shared.scrollList}>
        <ul className={shared.items}>
          {words.slice(0, SHOWN).map((item) => (
            <li key={item.value}>
              <code>{item.value}</code>
            </li>
          ))}
        </ul>
      </ScrollBox>
      {words.length > SHOWN ? (
        <p className={shared.muted}>The first {SHOWN} words are listed.</p>
      ) : null}
    </details>
  );
}
