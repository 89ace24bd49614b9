import { useCallback, useState } from 'react';
import { ConnectedPage } from '../../connection/connected-page.tsx';
import { useConnection } from '../../connection/connection-context.tsx';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { useMakerLookup } from '../../device-maker/use-maker-lookup.ts';
import { formatCount } from '../../lib/format.ts';
import { Button, ButtonGroup } from '../../ui/button.tsx';
import { BatchOptions } from './batch-options.tsx';
import { countsSentence, newBatchQuestion } from './batch-wording.ts';
import { runFinished } from './run/run-model.ts';
import { NewBatchButton } from './new-batch-button.tsx';
import { listParts, prefetchRunParts } from './on-demand-parts.ts';
import { PasteInput } from './input/paste-input.tsx';
import { optionsOf } from './session/session-changes.ts';
import { SessionNotices } from './session/session-notices.tsx';
import { useBatchList } from './check/use-batch-list.ts';
import { useBatchSession } from './session/use-batch-session.ts';
import { useFollowRows } from './session/use-follow-rows.ts';
import { useIdlePrefetch } from '../../lib/use-idle-prefetch.ts';
import { useOnDemand } from './use-on-demand.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useListChanges } from './session/use-list-changes.ts';
import { usePreviewFilters } from './preview/use-preview-filters.ts';
import { useBatchRunner } from './run/use-batch-runner.ts';
import { useSendBatch } from './run/use-send-batch.ts';
import { useSettledAnnouncement } from './use-settled-announcement.ts';
import { useStartNew } from './use-start-new.ts';
import { useAnnounce } from '../../ui/live-region.tsx';
import { chosenVenues, severalVenues, type VenueStep } from './venues/venue-choice.ts';

export function BatchImportScreen() {
  return (
    <ConnectedPage
      title="Batch import"
      lead="Paste a list of devices or open a file, check every row, then whitelist them all at once."
    >
      <BatchImport />
    </ConnectedPage>
  );
}

/** How long the counts must stay unchanged before they are announced. */
const COUNTS_PAUSE_MS = 700;

const reading = <p role="status">Reading the list…</p>;

// The list's code starts loading with the screen's, not before its first render: a first paste
// finds it here.
listParts.load().catch(() => {
  // useOnDemand asks again when the screen mounts.
});

function BatchImport() {
  const connection = useReadyConnection();
  const state = useBatchSession();
  const { session, update } = state;
  const maker = useMakerLookup();
  const batch = useBatchList(session);
  const { check, toSend } = batch;
  useFollowRows(batch.list, update);
  const filters = usePreviewFilters(check, maker);
  const changes = useListChanges(update, filters);
  const { run } = session;
  const venues = session.venues ?? null;
  const runs = useBatchRunner(state, run !== null || venues !== null);
  const sending = useSendBatch(state, batch, connection, runs);
  const { connections } = useConnection();
  const announce = useAnnounce();
  const chosen = chosenVenues(connections, connection.id, session.sendTo);
  const several = severalVenues(chosen, connection.id);
  const [venueStep, setVenueStep] = useState<VenueStep>(null);
  const [venueError, setVenueError] = useState<string | undefined>(undefined);
  const onKeysDone = useCallback(() => setVenueStep('confirm'), [setVenueStep]);
  const { clear } = state;
  const { reset: resetFilters } = filters;
  const { reset: resetSending } = sending;
  const startNew = useStartNew(
    useCallback(() => {
      clear();
      resetFilters();
      resetSending();
      setVenueStep(null);
    }, [clear, resetFilters, resetSending, setVenueStep]),
  );
  const hasWork = session.text.trim() !== '';
  const listPart = useOnDemand(listParts, true);
  useIdlePrefetch(prefetchRunParts);
  useSettledAnnouncement(
    check && run === null ? countsSentence(check.counts) : null,
    COUNTS_PAUSE_MS,
  );
  useLeaveGuard(
    venues !== null
      ? venues.venues.some((venue) => !runFinished(venue.run))
      : run === null
        ? toSend.length > 0
        : !runFinished(run),
  );

  if (venues !== null) {
    if (check === null) return reading;
    if (runs.loaded === null) return <p role="status">Opening the batch run…</p>;
    return (
      <runs.loaded.part.VenuesPanel
        runner={runs.loaded.venues}
        stored={venues}
        check={check}
        current={batch.current}
        edits={session.edits}
        onEdit={changes.onEdit}
        maker={maker}
        onStartNew={startNew}
      />
    );
  }

  /** Send: to the connection in use as before, or to several venues once keys and confirmed. */
  const send = () => {
    if (!several) sending.send();
    else if (listPart) {
      const first = listPart.firstVenueStep(chosen, {
        current: batch.current,
        ready: toSend.length,
      });
      setVenueError('error' in first ? first.error : undefined);
      if ('step' in first) setVenueStep(first.step);
      else {
        announce('error' in first ? first.error : first.say);
        if ('error' in first) document.getElementById('send-to-0')?.focus();
      }
    }
  };

  if (run !== null) {
    if (check === null) return reading;
    if (runs.loaded === null) return <p role="status">Opening the batch run…</p>;
    return (
      <runs.loaded.part.RunPanel
        runner={runs.loaded.runner}
        check={check}
        current={batch.current}
        edits={session.edits}
        onEdit={changes.onEdit}
        maker={maker}
        onStartNew={startNew}
      />
    );
  }

  // The preview and Send appear together, so Send never goes before the rows it sends.
  const previewReady = check !== null && listPart !== null;
  return (
    <>
      <SessionNotices
        restored={state.restored && hasWork}
        notKept={state.notKept}
        problem={batch.problem}
      />
      <PasteInput text={session.text} source={session.source} onText={changes.onText} />
      {batch.shown && listPart ? (
        <listPart.UnderstoodSection
          parsed={batch.shown.parsed}
          roles={batch.shown.settings.roles}
          edits={session.edits}
          onRoles={changes.onRoles}
          onNames={changes.onNames}
        />
      ) : null}
      <BatchOptions
        value={optionsOf(session)}
        onChange={changes.onOptions}
        timeZone={connection.timeZone}
        expiryErrors={sending.expiryErrors}
      />
      {previewReady ? (
        <listPart.PreviewSection
          check={check}
          busy={batch.list === null}
          missingNames={batch.missingNames}
          filters={filters}
          edits={session.edits}
          excluded={session.excluded}
          onEdit={changes.onEdit}
          onExclude={changes.onExclude}
          maker={maker}
        />
      ) : check ? (
        reading
      ) : null}
      {previewReady ? (
        <listPart.SendTo
          connections={connections}
          activeId={connection.id}
          chosen={chosen.map((venue) => venue.id)}
          onChange={(sendTo) => {
            setVenueError(undefined);
            update((s) => ({ ...s, sendTo }));
          }}
          error={venueError}
        />
      ) : null}
      <ButtonGroup>
        {previewReady ? (
          <Button onClick={send} aria-disabled={toSend.length === 0 || !batch.current || undefined}>
            Send {formatCount(toSend.length)} {toSend.length === 1 ? 'device' : 'devices'}
            {several && chosen.length > 0
              ? ` to ${chosen.length} ${chosen.length === 1 ? 'venue' : 'venues'}`
              : ''}
          </Button>
        ) : null}
        {hasWork ? (
          <NewBatchButton question={newBatchQuestion(false, toSend.length)} onStart={startNew} />
        ) : null}
      </ButtonGroup>
      {previewReady && venueStep !== null ? (
        <listPart.VenueSendSteps
          step={venueStep}
          chosen={chosen}
          devices={toSend.length}
          onLeaveOut={(id) => {
            const left = chosen.map((v) => v.id).filter((v) => v !== id);
            update((s) => ({ ...s, sendTo: left }));
            if (left.length > 0) return;
            // Nothing left to send to: back to the choice, which says so.
            setVenueStep(null);
            setVenueError(listPart.NO_VENUE);
            announce(listPart.NO_VENUE);
          }}
          onKeysDone={onKeysDone}
          onConfirm={() => {
            setVenueStep(null);
            // Left with the connection in use alone: the run to it, as without venues.
            if (several) sending.sendVenues(chosen);
            else sending.send();
          }}
          onCancel={() => setVenueStep(null)}
        />
      ) : null}
    </>
  );
}
