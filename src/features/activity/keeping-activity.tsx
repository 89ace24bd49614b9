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

function periodWords(days: number): string {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  return `${days} days`;
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
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `about ${Math.round(bytes / 1000)} kB`;
  return `about ${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** How many records there are and their size, how long they are kept, and Clear. */
export function KeepingActivity({ peeks }: { peeks: readonly Peek[] }) {
  const retention = useRetention();
  const upkeep = useActivityUpkeep();
  const announce = useAnnounce();
  const [confirming, setConfirming] = useState(false);
  const [shortening, setShortening] = useState<{ days: number; going: number } | null>(null);
  const apply = (next: number, going: number) => {
    upkeep.setRetention.mutate(next, {
      onSuccess: () =>
        announce(
          `Activity is now kept for ${periodWords(next)}${going > 0 ? `: ${formatCount(going)} older ${going === 1 ? 'record was' : 'records were'} deleted` : ''}`,
        ),
      onError: () => announce('The period could not be saved'),
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

  return (
    <section aria-labelledby="keeping-title" className={styles.keeping}>
      <h2 id="keeping-title" ref={headingRef} tabIndex={-1}>
        Keeping activity
      </h2>
      <p>
        This browser holds {formatCount(peeks.length)} {peeks.length === 1 ? 'record' : 'records'} (
        {sizeWords(bytes)}) for all connections. It never holds an API key. A record is deleted{' '}
        {periodWords(days)} after its last change.
      </p>
      <Field
        id="activity-retention"
        label="Keep activity for"
        hint="Shorter deletes older records now."
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
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {periodWords(choice)}
                {choice === DEFAULT_RETENTION_DAYS ? ' (default)' : ''}
              </option>
            ))}
          </select>
        )}
      </Field>
      {peeks.length > 0 ? (
        <Button variant="warning" onClick={() => setConfirming(true)}>
          Clear activity…
        </Button>
      ) : null}
      <ConfirmDialog
        open={shortening !== null}
        title={`Delete ${formatCount(shortening?.going ?? 0)} older ${shortening?.going === 1 ? 'record' : 'records'}?`}
        confirmLabel={`Keep for ${periodWords(shortening?.days ?? days)} and delete`}
        destructive
        onConfirm={() => {
          const chosen = shortening;
          setShortening(null);
          if (chosen) apply(chosen.days, chosen.going);
        }}
        onCancel={() => setShortening(null)}
      >
        <p>
          {formatCount(shortening?.going ?? 0)}{' '}
          {shortening?.going === 1 ? 'record has' : 'records have'} not changed for{' '}
          {periodWords(shortening?.days ?? days)} and will be deleted from this browser now. Nothing
          changes in the API.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming}
        title="Clear all activity on this device?"
        confirmLabel="Clear activity"
        destructive
        onConfirm={() => {
          setConfirming(false);
          upkeep.clear.mutate(undefined, {
            onSuccess: () => {
              // The button went with the records: focus goes to this section's heading.
              headingRef.current?.focus();
              announce(
                `Activity cleared: ${formatCount(peeks.length)} ${peeks.length === 1 ? 'record' : 'records'} deleted`,
              );
            },
            onError: () => announce('Activity could not be cleared'),
          });
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Every record of every connection ({formatCount(peeks.length)}) is deleted from this
          browser, and Edit device's Recent entries empties with it. Nothing changes in the API.
        </p>
      </ConfirmDialog>
    </section>
  );
}
