import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { formatCount } from '../../../lib/format.ts';
import { useEffect } from 'react';
import { VenueKeys } from '../../../connection/venue-keys.tsx';
import type { StoredConnection } from '../../../connection/storage.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { nothingReady, rechecking } from '../batch-wording.ts';
import { venuesSentence } from './venues-sentence.ts';

/** Send to several venues pressed with none ticked. */
export const noVenue = () => t`Tick at least one venue to send to`;

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
  if (chosen.length === 0) return { error: noVenue() };
  if (!current) return { say: rechecking() };
  if (ready === 0) return { say: nothingReady() };
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
  // The title and the confirm button are words made here: made again in a new language.
  useLingui();
  const missing = chosen.filter((connection) => connection.apiKey === undefined);
  const venues = chosen.length;
  const whatGoesWhere = venuesSentence(devices, venues);

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
        title={plural(venues, { one: 'Send to # venue?', other: 'Send to # venues?' })}
        confirmLabel={plural(venues, { one: 'Send to # venue', other: 'Send to # venues' })}
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>
          <Trans>{whatGoesWhere}.</Trans>
        </p>
        <ul>
          {chosen.map(({ id, name, organizationId, contextId, chunkSize }) => {
            const size = formatCount(chunkSize);
            return (
              <li key={id}>
                <Plural
                  value={devices}
                  one={`${name}: # device to ${organizationId} / ${contextId}, in chunks of ${size}`}
                  other={`${name}: # devices to ${organizationId} / ${contextId}, in chunks of ${size}`}
                />
              </li>
            );
          })}
        </ul>
      </ConfirmDialog>
    </>
  );
}
