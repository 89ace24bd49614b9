import { lazy, Suspense, useEffect, useRef } from 'react';
import type { StoredConnection } from '../../../connection/storage.ts';
import { Button, ButtonGroup } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { plural } from '../../../lib/format.ts';
import { NOTHING_READY, RECHECKING } from '../batch-wording.ts';
import type { VenueStep } from './venue-choice.ts';
import { venuesSentence } from './venues-sentence.ts';
import styles from '../batch.module.css';

// Asked for only where this tab lacks a venue's key (connection/key-prompt.tsx, its own chunk).
const KeyPrompt = lazy(() =>
  import('../../../connection/key-prompt.tsx').then((m) => ({ default: m.KeyPrompt })),
);

export const NO_VENUE = 'Tick at least one venue to send to';

/**
 * Send pressed with several venues chosen: the first step (the keys this tab lacks, else the
 * confirmation), or what stops it (no venue ticked: an error on the choice; else a sentence).
 */
export function firstVenueStep(
  chosen: readonly StoredConnection[],
  { current, ready }: { current: boolean; ready: number },
): { step: Exclude<VenueStep, null> } | { error: string } | { say: string } {
  if (chosen.length === 0) return { error: NO_VENUE };
  if (!current) return { say: RECHECKING };
  if (ready === 0) return { say: NOTHING_READY };
  return { step: chosen.some((venue) => venue.apiKey === undefined) ? 'keys' : 'confirm' };
}

export interface VenueSendStepsProps {
  step: VenueStep;
  chosen: readonly StoredConnection[];
  /** Ready rows, each sent to every venue. */
  devices: number;
  /** Leaves a venue whose key is not at hand out of this batch. */
  onLeaveOut: (id: string) => void;
  /** Every key is here: the confirmation comes next. */
  onKeysDone: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Send to several venues: first the key of each venue this tab lacks (kept for this tab only
 * unless remembered), one at a time, then the confirmation of what goes where. Nothing is sent
 * before both.
 */
export function VenueSendSteps({
  step,
  chosen,
  devices,
  onLeaveOut,
  onKeysDone,
  onConfirm,
  onCancel,
}: VenueSendStepsProps) {
  const missing = chosen.filter((connection) => connection.apiKey === undefined);
  const asking = step === 'keys' ? missing[0] : undefined;
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step === 'keys' && missing.length === 0 && chosen.length > 0) onKeysDone();
  }, [step, missing.length, chosen.length, onKeysDone]);
  // Each prompt's heading takes the focus as it comes: the key asked for is read out.
  useEffect(() => {
    if (asking) headingRef.current?.focus();
  }, [asking]);

  return (
    <>
      {asking ? (
        <section aria-labelledby="venue-keys-title" className={styles.venueKey}>
          <Notice tone="warning" title="API keys needed" headingLevel={2}>
            <p>
              This tab does not have the API key of {plural(missing.length, 'venue', 'venues')}{' '}
              chosen: each is asked for before anything is sent.
            </p>
          </Notice>
          <h3 id="venue-keys-title" ref={headingRef} tabIndex={-1}>
            API key of {asking.name} ({asking.organizationId} / {asking.contextId})
          </h3>
          <Suspense fallback={<p role="status">Loading the key form…</p>}>
            <KeyPrompt
              key={asking.id}
              connection={asking}
              idPrefix="venue-key-"
              onAccepted={() => {}}
            />
          </Suspense>
          <ButtonGroup>
            <Button variant="secondary" onClick={() => onLeaveOut(asking.id)}>
              Leave {asking.name} out
            </Button>
            <Button variant="quiet" onClick={onCancel}>
              Do not send yet
            </Button>
          </ButtonGroup>
        </section>
      ) : null}
      <ConfirmDialog
        open={step === 'confirm'}
        title={`Send to ${plural(chosen.length, 'venue', 'venues')}?`}
        confirmLabel={`Send to ${plural(chosen.length, 'venue', 'venues')}`}
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>{venuesSentence(devices, chosen.length)}.</p>
        <ul>
          {chosen.map((connection) => (
            <li key={connection.id}>
              {connection.name}: {plural(devices, 'device', 'devices')} to{' '}
              {connection.organizationId} / {connection.contextId}, in chunks of{' '}
              {connection.chunkSize}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}
