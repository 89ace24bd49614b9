// Send, with "Send to" (issue 24) when more than one connection is saved: in the list's chunk,
// so the screen's first load carries none of it.
import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { useCallback, useState, type ReactNode } from 'react';
import { useConnection } from '../../../connection/connection-context.tsx';
import { useReadyConnection } from '../../../connection/require-connection.tsx';
import type { StoredConnection } from '../../../connection/storage.ts';
import type { BatchSessionState } from '../session/use-batch-session.ts';
import { Button, ButtonGroup } from '../../../ui/button.tsx';
import { useAnnounce } from '../../../ui/live-region.tsx';
import { SendTo, SEND_TO_FIRST_ID } from './send-to.tsx';
import { firstVenueStep, noVenue, VenueSendSteps, type VenueStep } from './venue-send-steps.tsx';

/** The venues chosen, in the order of the saved connections; the one in use when none is. */
function chosenVenues(
  connections: readonly StoredConnection[],
  activeId: string,
  sendTo: readonly string[] | undefined,
): StoredConnection[] {
  const ids = new Set(sendTo ?? [activeId]);
  return connections.filter((connection) => ids.has(connection.id));
}

/** Whether the choice is anything but the connection in use alone (as before venues). */
function severalVenues(chosen: readonly StoredConnection[], activeId: string): boolean {
  return !(chosen.length === 1 && chosen[0]?.id === activeId);
}

export interface SendControlsProps {
  /** The session: its "Send to" choice (absent: the connection in use), kept with it. */
  state: Pick<BatchSessionState, 'session' | 'update'>;
  /** The list's rows ready to send, and whether its check is of the list as it is now. */
  batch: { toSend: readonly unknown[]; current: boolean };
  /** To the connection in use, as without venues; or to several (`targets`), once confirmed. */
  send: (targets?: readonly StoredConnection[]) => void;
  /** Shown beside Send (New batch). */
  children?: ReactNode;
}

/**
 * "Send to", the Send button worded by the choice, and what Send to several venues asks first:
 * the keys this tab lacks, then a confirmation of what goes where.
 */
export function SendControls({ state, batch, send, children }: SendControlsProps) {
  const { connections } = useConnection();
  const { id: activeId } = useReadyConnection();
  const { session, update } = state;
  const ready = batch.toSend.length;
  const { current } = batch;
  const onSendTo = (sendTo: string[]) => update((s) => ({ ...s, sendTo }));
  const announce = useAnnounce();
  const chosen = chosenVenues(connections, activeId, session.sendTo);
  const several = severalVenues(chosen, activeId);
  const [step, setStep] = useState<VenueStep>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const onKeysDone = useCallback(() => setStep('confirm'), [setStep]);

  const onSend = () => {
    if (!several) {
      send();
      return;
    }
    const first = firstVenueStep(chosen, { current, ready });
    setError('error' in first ? first.error : undefined);
    if ('step' in first) setStep(first.step);
    else {
      announce('error' in first ? first.error : first.say);
      if ('error' in first) document.getElementById(SEND_TO_FIRST_ID)?.focus();
    }
  };

  return (
    <>
      <SendTo
        connections={connections}
        activeId={activeId}
        chosen={chosen.map((venue) => venue.id)}
        onChange={(next) => {
          setError(undefined);
          onSendTo(next);
        }}
        error={error}
      />
      <ButtonGroup>
        <Button onClick={onSend} aria-disabled={ready === 0 || !current || undefined}>
          {several && chosen.length > 0 ? (
            <SendToVenues devices={ready} venues={chosen.length} />
          ) : (
            <Plural value={ready} one="Send # device" other="Send # devices" />
          )}
        </Button>
        {children}
      </ButtonGroup>
      {step !== null ? (
        <VenueSendSteps
          step={step}
          chosen={chosen}
          devices={ready}
          onLeaveOut={(id) => {
            const left = chosen.map((venue) => venue.id).filter((venue) => venue !== id);
            onSendTo(left);
            if (left.length > 0) return;
            // Nothing left to send to: back to the choice, which says so.
            setStep(null);
            const none = noVenue();
            setError(none);
            announce(none);
          }}
          onKeysDone={onKeysDone}
          onConfirm={() => {
            setStep(null);
            // Left with the connection in use alone: the run to it, as without venues.
            send(several ? chosen : undefined);
          }}
          onCancel={() => setStep(null)}
        />
      ) : null}
    </>
  );
}

/** "Send 6 devices to 3 venues": both counts, each in its number. */
function SendToVenues({ devices, venues }: { devices: number; venues: number }) {
  const { t } = useLingui();
  return t`Send ${plural(devices, { one: '# device', other: '# devices' })} to ${plural(venues, { one: '# venue', other: '# venues' })}`;
}
