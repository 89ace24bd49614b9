import { useEffect } from 'react';
import { VenueKeys } from '../../../connection/venue-keys.tsx';
import type { StoredConnection } from '../../../connection/storage.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { plural } from '../../../lib/format.ts';
import { NOTHING_READY, RECHECKING } from '../batch-wording.ts';
import { venuesSentence } from './venues-sentence.ts';

export const NO_VENUE = 'Tick at least one venue to send to';

/** What Send to several venues asks first: the keys this tab lacks, then a confirmation. */
export type VenueStep = 'keys' | 'confirm' | null;

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

  useEffect(() => {
    if (step === 'keys' && missing.length === 0 && chosen.length > 0) onKeysDone();
  }, [step, missing.length, chosen.length, onKeysDone]);

  return (
    <>
      {step === 'keys' ? (
        <VenueKeys missing={missing} onLeaveOut={onLeaveOut} onCancel={onCancel} />
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
