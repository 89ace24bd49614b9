import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatCount } from '../lib/format.ts';
import { Button, ButtonGroup } from '../ui/button.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import { ListSearch } from '../ui/list-search.tsx';
import { useAnnounce } from '../ui/live-region.tsx';
import { filterEntries } from './outcome.ts';
import styles from './results.module.css';

/** Enough boxes to tick by hand; the filter narrows a longer policy. */
const SHOWN = 500;

/** The policy's entries after the removal: filter, tick, and start a new removal with them. */
export function RemainingEntries({
  entries,
  onRemoveSelected,
}: {
  entries: readonly string[];
  onRemoveSelected: (emails: string[]) => void;
}) {
  const { t } = useLingui();
  const announce = useAnnounce();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const found = filterEntries(entries, query);
  const shown = found.slice(0, SHOWN);
  const chosen = entries.filter((entry) => selected.has(entry));
  const entryTotal = entries.length;
  const remainingCount = formatCount(entryTotal);
  const chosenCount = formatCount(chosen.length);
  const first = formatCount(SHOWN);
  function toggle(entry: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(entry);
      else next.delete(entry);
      return next;
    });
  }
  return (
    <section aria-labelledby="remaining-title" className={styles.section}>
      <h2 id="remaining-title">
        <Trans>Remaining entries ({remainingCount})</Trans>
      </h2>
      {entries.length === 0 ? (
        <p>
          <Trans>The policy holds no entries now.</Trans>
        </p>
      ) : (
        <>
          <ListSearch
            id="remaining-filter"
            label={t`Filter remaining entries`}
            query={query}
            onQuery={setQuery}
            total={entries.length}
            found={found.length}
            shown={SHOWN}
            moreWords={t`the first ${first} shown: filter to narrow`}
          />
          <fieldset className={styles.checks}>
            <legend className="visually-hidden">
              <Trans>Choose entries to remove</Trans>
            </legend>
            {shown.map((entry, index) => (
              <div className={styles.check} key={`${index}:${entry}`}>
                <input
                  type="checkbox"
                  id={`remaining-${index}`}
                  checked={selected.has(entry)}
                  onChange={(event) => toggle(entry, event.target.checked)}
                />
                <label htmlFor={`remaining-${index}`}>{entry}</label>
              </div>
            ))}
          </fieldset>
          <ButtonGroup>
            <Button
              variant="secondary"
              aria-disabled={chosen.length === 0 || undefined}
              onClick={() => {
                if (chosen.length > 0) onRemoveSelected(chosen);
                else announce(t`Tick the entries to remove first`);
              }}
            >
              <Trans>Remove selected ({chosenCount})</Trans>
            </Button>
            <CopyButton
              text={entries.join('\n')}
              copiedMessage={plural(entryTotal, {
                one: '# remaining entry copied',
                other: '# remaining entries copied',
              })}
            >
              <Trans>Copy remaining entries</Trans>
            </CopyButton>
          </ButtonGroup>
        </>
      )}
    </section>
  );
}
