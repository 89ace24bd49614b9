import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isLeftOutWord, KIND_LABELS, type ExtractedItem, type Extraction } from './extract.ts';
import { formatCount } from '../../lib/format.ts';
import { waitingProblem } from './removal-form.ts';
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
  const { t, i18n } = useLingui();
  const { items, emails, refused, folded, waiting } = extraction;
  if (waiting) {
    return (
      <section aria-labelledby="emails-preview-title" className={shared.section}>
        <h2 id="emails-preview-title">
          <Trans>What will be sent</Trans>
        </h2>
        <p role="status">
          {waiting === 'loading' ? t`Reading the list…` : `${waitingProblem('failed')}.`}
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
  const sending = emails.length;
  const toRemove = plural(sending, { one: '# item to remove', other: '# items to remove' });
  const address = count('address');
  const addresses = plural(address, { one: '# address', other: '# addresses' });
  const domains = count('domain-pattern');
  const domainPatterns = plural(domains, {
    one: '# domain pattern',
    other: '# domain patterns',
  });
  const subdomains = count('subdomain-pattern');
  const subdomainPatterns = plural(subdomains, {
    one: '# subdomain pattern',
    other: '# subdomain patterns',
  });
  const sentence = [
    t`${toRemove} (${addresses}, ${domainPatterns}, ${subdomainPatterns})`,
    ...(refused > 0
      ? [
          plural(refused, {
            one: '# item refused, never sent',
            other: '# items refused, never sent',
          }),
        ]
      : []),
    ...(folded > 0
      ? [plural(folded, { one: '# duplicate folded', other: '# duplicates folded' })]
      : []),
  ];
  const shown = formatCount(SHOWN);
  return (
    <section aria-labelledby="emails-preview-title" className={shared.section}>
      <h2 id="emails-preview-title">
        <Trans>What will be sent</Trans>
      </h2>
      <p>{`${sentence.join('; ')}.`}</p>
      {extraction.source && reader.status === 'ready' ? (
        <p>{reader.lists.sourceSentence(extraction.source)}</p>
      ) : null}
      {words.length > 0 ? <LeftOutWords words={words} /> : null}
      {listed.length > 0 ? (
        <ScrollBox label={t`Items to send`} className={shared.scrollList}>
          <ul className={shared.items}>
            {listed.slice(0, SHOWN).map((item) => {
              const reason = item.reason ?? '';
              const kind = i18n._(KIND_LABELS[item.kind]);
              return (
                <li key={`${item.kind}:${item.value}`}>
                  <code>{item.value}</code>{' '}
                  {item.kind === 'refused' ? (
                    <span className={styles.refused}>{t`refused: ${reason}`}</span>
                  ) : (
                    <span className={styles.kind}>
                      {item.duplicates > 0 ? typedTimes(kind, item.duplicates + 1) : kind}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </ScrollBox>
      ) : null}
      {listed.length > SHOWN ? (
        <p className={shared.muted}>
          <Trans>The first {shown} items are listed; the counts cover all.</Trans>
        </p>
      ) : null}
    </section>
  );
}

/** "domain pattern, typed 3 times": an item's kind and how often it was typed. */
function typedTimes(kind: string, times: number): string {
  return plural(times, { one: `${kind}, typed # time`, other: `${kind}, typed # times` });
}

/** The words of a pasted document, one line until asked for: each would say the same reason. */
function LeftOutWords({ words }: { words: readonly ExtractedItem[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const action = open ? t`Hide` : t`Show`;
  const leftOut = words.length;
  const shown = formatCount(SHOWN);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {plural(leftOut, {
          one: `# word that is not an address was left out: ${action}`,
          other: `# words that are not addresses were left out: ${action}`,
        })}
      </summary>
      <ScrollBox label={t`Words left out`} className={shared.scrollList}>
        <ul className={shared.items}>
          {words.slice(0, SHOWN).map((item) => (
            <li key={item.value}>
              <code>{item.value}</code>
            </li>
          ))}
        </ul>
      </ScrollBox>
      {words.length > SHOWN ? (
        <p className={shared.muted}>
          <Trans>The first {shown} words are listed.</Trans>
        </p>
      ) : null}
    </details>
  );
}
