import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Button, ButtonGroup } from '../ui/button.tsx';
import { Notice } from '../ui/notice.tsx';
import { useAnnounce } from '../ui/live-region.tsx';
import { KeyFormLoading } from './require-connection.tsx';
import type { StoredConnection } from './storage.ts';
import { connectionLabel } from './connection-label.ts';
import styles from './venue-keys.module.css';
import { LazyKeyPrompt } from './lazy-key-prompt.ts';

// The key form is asked for only where this tab lacks a venue's key (lazy-key-prompt.ts).

export interface VenueKeysProps {
  /** The venues chosen whose key this tab lacks, in order: the first is asked for. */
  missing: readonly StoredConnection[];
  /** Leaves that venue out of this work. */
  onLeaveOut: (id: string) => void;
  onCancel: () => void;
}

/**
 * Work sent to several venues (issue 24): the key of each venue this tab lacks, asked for one
 * at a time before anything is sent (kept for this tab only unless remembered). Entering a key
 * never changes the connection in use.
 */
export function VenueKeys({ missing, onLeaveOut, onCancel }: VenueKeysProps) {
  const asking = missing[0];
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each prompt's heading takes the focus as it comes: the key asked for is read out.
  useEffect(() => {
    if (asking) headingRef.current?.focus();
  }, [asking]);
  if (!asking) return null;
  const { name } = asking;
  const label = connectionLabel(asking);
  const count = missing.length;
  return (
    <section aria-labelledby="venue-keys-title" className={styles.venueKeys}>
      <Notice tone="warning" title={t`API keys needed`} headingLevel={2}>
        <p>
          <Plural
            value={count}
            one="This tab does not have the API key of # venue chosen: each is asked for before anything is sent."
            other="This tab does not have the API key of # venues chosen: each is asked for before anything is sent."
          />
        </p>
      </Notice>
      <h3 id="venue-keys-title" ref={headingRef} tabIndex={-1}>
        <Trans>
          API key of {name} ({label})
        </Trans>
      </h3>
      <Suspense fallback={<KeyFormLoading />}>
        <LazyKeyPrompt
          key={asking.id}
          connection={asking}
          idPrefix="venue-key-"
          onAccepted={() => {}}
        />
      </Suspense>
      <ButtonGroup>
        <Button variant="secondary" onClick={() => onLeaveOut(asking.id)}>
          <Trans>Leave {name} out</Trans>
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          <Trans>Do not send yet</Trans>
        </Button>
      </ButtonGroup>
    </section>
  );
}

export interface VenueKeyProps {
  connection: StoredConnection;
  /** After the key is stored: says what comes next (the prompt goes away). */
  onAccepted: () => void;
  /** What is said once the key is stored: what to press next. */
  next: string;
}

/** Another key for one venue of the work (a refused or missing key), asked for after it. */
export function VenueKey({ connection, onAccepted, next }: VenueKeyProps) {
  const announce = useAnnounce();
  const { t } = useLingui();
  const { name } = connection;
  return (
    <section aria-labelledby="venue-key-title" className={styles.venueKeys}>
      <h2 id="venue-key-title">
        <Trans>API key of {name}</Trans>
      </h2>
      <Suspense fallback={<KeyFormLoading />}>
        <LazyKeyPrompt
          connection={connection}
          idPrefix="venue-key-"
          onAccepted={() => {
            onAccepted();
            announce(t`API key of ${name} saved: ${next}`);
          }}
        />
      </Suspense>
    </section>
  );
}

/**
 * The "Enter key" / "Enter another key" of a venue in the results of work sent to several
 * venues (venues by index): which venue's key is asked for, and which venues' refused keys were
 * replaced since (only they may be sent to again: the same key would only be refused again).
 */
export function useAnotherKey() {
  const [asking, setAsking] = useState<number | null>(null);
  const [replaced, setReplaced] = useState<ReadonlySet<number>>(new Set());
  return {
    /** Asks for the key of venue `i`. */
    ask: setAsking,
    /** Whether venue `i`'s key was replaced since it was refused. */
    replaced: (i: number) => replaced.has(i),
    /** The venues sent to again: their new keys are in use now. */
    used: (venues: readonly number[]) =>
      setReplaced((was) => new Set([...was].filter((i) => !venues.includes(i)))),
    /** The key prompt of the venue asked about (`connectionOf` finds it), or nothing. */
    prompt: (connectionOf: (i: number) => StoredConnection | undefined, next: string) => {
      const connection = asking === null ? undefined : connectionOf(asking);
      return asking === null || !connection ? null : (
        <VenueKey
          connection={connection}
          next={next}
          onAccepted={() => {
            setReplaced((was) => new Set([...was, asking]));
            setAsking(null);
          }}
        />
      );
    },
  };
}
