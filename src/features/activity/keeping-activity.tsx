import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { RETENTION_CHOICES, DEFAULT_RETENTION_DAYS } from '../../journal/journal-db.ts';
import { keptSince } from '../../journal/record-parts.ts';
import { formatCount } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Field } from '../../ui/field.tsx';
import { useAnnounce } from '../../ui/live-region.tsx';
import type { Peek } from './activity-view.ts';
import { useActivityUpkeep, useRetention } from './use-activity-data.ts';
import styles from './activity.module.css';

/** "180 days", "1 year", "2 years". */
function periodWords(days: number): string {
  if (days % 365 === 0) {
    const years = days / 365;
    return plural(years, { one: '# year', other: '# years' });
  }
  return plural(days, { one: '# day', other: '# days' });
}

/** How many records a period of `days` would delete now (unchanged for longer than that). */
export function olderThan(peeks: readonly Peek[], days: number, now: Date = new Date()): number {
  const before = keptSince(days, now);
  return peeks.filter((peek) => {
    const updated = (peek.raw as { updatedAt?: unknown }).updatedAt;
    return typeof updated === 'string' && updated < before;
  }).length;
}

/** "about 1.2 MB": the size of the records' text, not of the browser's files. */
export function sizeWords(bytes: number): string {
  if (bytes < 1000) return plural(bytes, { one: '# byte', other: '# bytes' });
  if (bytes < 1_000_000) {
    const kilobytes = formatCount(Math.round(bytes / 1000));
    return t`about ${kilobytes} kB`;
  }
  // One decimal, written as the language writes it ("1.2", "1,2").
  const megabytes = formatCount(Math.round(bytes / 100_000) / 10);
  return t`about ${megabytes} MB`;
}

/** How many records there are and their size, how long they are kept, and Clear. */
export function KeepingActivity({ peeks }: { peeks: readonly Peek[] }) {
  const { t } = useLingui();
  const retention = useRetention();
  const upkeep = useActivityUpkeep();
  const announce = useAnnounce();
  const [confirming, setConfirming] = useState(false);
  const [shortening, setShortening] = useState<{ days: number; going: number } | null>(null);
  const apply = (next: number, going: number) => {
    upkeep.setRetention.mutate(next, {
      onSuccess: () => {
        const period = periodWords(next);
        announce(
          going > 0
            ? plural(going, {
                one: `Activity is now kept for ${period}: # older record was deleted`,
                other: `Activity is now kept for ${period}: # older records were deleted`,
              })
            : t`Activity is now kept for ${period}`,
        );
      },
      onError: () => announce(t`The period could not be saved`),
    });
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bytes = peeks.reduce((total, peek) => {
    const size = (peek.raw as { bytes?: unknown }).bytes;
    return total + (typeof size === 'number' ? size : 0);
  }, 0);
  const days = retention.data ?? DEFAULT_RETENTION_DAYS;
  const choices = RETENTION_CHOICES.includes(days as (typeof RETENTION_CHOICES)[number])
    ? RETENTION_CHOICES
    : [...RETENTION_CHOICES, days].sort((a, b) => a - b);
  const records = peeks.length;
  const recordCount = formatCount(records);
  const size = sizeWords(bytes);
  const period = periodWords(days);
  const going = shortening?.going ?? 0;
  const shorter = periodWords(shortening?.days ?? days);

  return (
    <section aria-labelledby="keeping-title" className={styles.keeping}>
      <h2 id="keeping-title" ref={headingRef} tabIndex={-1}>
        <Trans>Keeping activity</Trans>
      </h2>
      <p>
        {plural(records, {
          one: `This browser holds # record (${size}) for all connections. It never holds an API key. A record is deleted ${period} after its last change.`,
          other: `This browser holds # records (${size}) for all connections. It never holds an API key. A record is deleted ${period} after its last change.`,
        })}
      </p>
      <Field
        id="activity-retention"
        label={t`Keep activity for`}
        hint={t`Shorter deletes older records now.`}
        width="medium"
      >
        {(control) => (
          <select
            value={days}
            disabled={retention.isPending}
            onChange={(event) => {
              const next = Number(event.target.value);
              const going = olderThan(peeks, next);
              // A shorter period that deletes records asks first, as Clear does.
              if (going > 0) setShortening({ days: next, going });
              else apply(next, 0);
            }}
            {...control}
          >
            {choices.map((choice) => {
              const choiceWords = periodWords(choice);
              return (
                <option key={choice} value={choice}>
                  {choice === DEFAULT_RETENTION_DAYS ? t`${choiceWords} (default)` : choiceWords}
                </option>
              );
            })}
          </select>
        )}
      </Field>
      {peeks.length > 0 ? (
        <Button variant="warning" onClick={() => setConfirming(true)}>
          <Trans>Clear activity…</Trans>
        </Button>
      ) : null}
      <ConfirmDialog
        open={shortening !== null}
        title={plural(going, { one: 'Delete # older record?', other: 'Delete # older records?' })}
        confirmLabel={t`Keep for ${shorter} and delete`}
        destructive
        onConfirm={() => {
          const chosen = shortening;
          setShortening(null);
          if (chosen) apply(chosen.days, chosen.going);
        }}
        onCancel={() => setShortening(null)}
      >
        <p>
          {plural(going, {
            one: `# record has not changed for ${shorter} and will be deleted from this browser now. Nothing changes in the API.`,
            other: `# records have not changed for ${shorter} and will be deleted from this browser now. Nothing changes in the API.`,
          })}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming}
        title={t`Clear all activity on this device?`}
        confirmLabel={t`Clear activity`}
        destructive
        onConfirm={() => {
          setConfirming(false);
          upkeep.clear.mutate(undefined, {
            onSuccess: () => {
              // The button went with the records: focus goes to this section's heading.
              headingRef.current?.focus();
              announce(
                plural(records, {
                  one: 'Activity cleared: # record deleted',
                  other: 'Activity cleared: # records deleted',
                }),
              );
            },
            onError: () => announce(t`Activity could not be cleared`),
          });
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <Trans>
            Every record of every connection ({recordCount}) is deleted from this browser, and Edit
            device's Recent entries empties with it. Nothing changes in the API.
          </Trans>
        </p>
      </ConfirmDialog>
    </section>
  );
}
