import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { useState } from 'react';
import { normalizeMac } from '../../api/normalize.ts';
import { searchRecentEntries, type RecentEntry } from '../../entries/recent-entries.ts';
import { LazyMakerNote } from '../../device-maker/lazy-maker-note.tsx';
import { Button } from '../../ui/button.tsx';
import { ListSearch } from '../../ui/list-search.tsx';
import styles from './whitelisting.module.css';

/** More would be a wall of buttons; the search narrows it. */
const SHOWN = 20;

/** Entries this browser created or edited for this connection, newest first, each loadable. */
export function RecentEntriesList({
  entries,
  problem,
  onLoad,
}: {
  entries: readonly RecentEntry[];
  /** Why this browser cannot keep the list, when it cannot. */
  problem: string | null;
  onLoad: (entry: RecentEntry) => void;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const found = searchRecentEntries(entries, query);
  const shown = found.slice(0, SHOWN);
  const newest = formatCount(SHOWN);
  return (
    <section className={styles.recent} aria-labelledby="recent-entries-title">
      <h2 id="recent-entries-title">
        <Trans>Recent entries</Trans>
      </h2>
      {problem ? (
        <p className={styles.muted}>
          <Trans>
            {problem} For an entry made elsewhere, type its entry ID, MAC address and name below.
          </Trans>
        </p>
      ) : entries.length === 0 ? (
        <p className={styles.muted}>
          <Trans>
            Entries you add or edit in this browser appear here, from Activity. For an entry made
            elsewhere, type its entry ID, MAC address and name below.
          </Trans>
        </p>
      ) : (
        <>
          <ListSearch
            id="recent-search"
            label={t`Search recent entries`}
            hint={t`By MAC address (any notation), name or tag.`}
            query={query}
            onQuery={setQuery}
            total={entries.length}
            found={found.length}
            shown={SHOWN}
            moreWords={t`the newest ${newest} shown: search to narrow`}
          />
          <ul className={styles.recentList}>
            {shown.map((entry) => {
              const { name, mac } = entry;
              const when = formatDateTime(entry.at);
              return (
                <li key={entry.id}>
                  <span>
                    <strong>{entry.name}</strong> <code>{entry.mac}</code>
                    <EntryMaker mac={entry.mac} />
                    {entry.tags.length ? (
                      <span className={styles.muted}> · {entry.tags.join(', ')}</span>
                    ) : null}
                    <span className={styles.muted}>
                      {' '}
                      · {entry.action === 'created' ? t`added ${when}` : t`edited ${when}`}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    aria-label={t`Load ${name} (${mac})`}
                    onClick={() => onLoad(entry)}
                  >
                    <Trans>Load</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** The maker of a stored MAC (a server may have answered it in another notation). */
function EntryMaker({ mac }: { mac: string }) {
  const normalized = normalizeMac(mac);
  if (!normalized.ok) return null;
  return (
    <span className={styles.muted}>
      <LazyMakerNote mac={normalized.value} />
    </span>
  );
}
