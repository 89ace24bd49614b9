import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { ConnectedPage } from '../../connection/connected-page.tsx';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { useMakerLookup } from '../../device-maker/use-maker-lookup.ts';
import { ButtonGroup } from '../../ui/button.tsx';
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

export function BatchImportScreen() {
  const { t } = useLingui();
  return (
    <ConnectedPage
      title={t`Batch import`}
      lead={
        <Trans>
          Paste a list of devices or open a file, check every row, then whitelist them all at once.
        </Trans>
      }
    >
      <BatchImport />
    </ConnectedPage>
  );
}

/** How long the counts must stay unchanged before they are announced. */
const COUNTS_PAUSE_MS = 700;

function Reading() {
  return (
    <p role="status">
      <Trans>Reading the list…</Trans>
    </p>
  );
}

function BatchImport() {
  // The counts sentence and the New batch question are words: a new language says them again.
  const { t } = useLingui();
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
  // A run to several venues: read and shown by the run's code (venues/venues-panel.tsx).
  const venues = session.venues ?? null;
  const runs = useBatchRunner(state, run !== null || venues !== null);
  const sending = useSendBatch(state, batch, connection, runs);
  const { clear } = state;
  const { reset: resetFilters } = filters;
  const { reset: resetSending } = sending;
  const startNew = useStartNew(
    useCallback(() => {
      clear();
      resetFilters();
      resetSending();
    }, [clear, resetFilters, resetSending]),
  );
  const hasWork = session.text.trim() !== '';
  // The list's code is asked for once the screen has been shown, not with the screen's own: on a
  // slow line, files asked for sooner share the line and the main thread with the first render.
  // A first paste waits for it (input/paste-input.tsx).
  const listPart = useOnDemand(listParts, true);
  useIdlePrefetch(prefetchRunParts);
  useSettledAnnouncement(
    check && run === null ? countsSentence(check.counts) : null,
    COUNTS_PAUSE_MS,
  );
  // A run to several venues guards itself once its panel shows; until then, leaving asks.
  useLeaveGuard(
    venues !== null
      ? check === null || runs.loaded === null
      : run === null
        ? toSend.length > 0
        : !runFinished(run),
  );

  if (run !== null || venues !== null) {
    if (check === null) return <Reading />;
    if (runs.loaded === null) return <p role="status">{t`Opening the batch run…`}</p>;
    const { part } = runs.loaded;
    const shown = {
      check,
      current: batch.current,
      edits: session.edits,
      onEdit: changes.onEdit,
      maker,
      onStartNew: startNew,
    };
    return venues !== null ? (
      <part.VenuesPanel runner={runs.loaded.venues} stored={venues} {...shown} />
    ) : (
      <part.RunPanel runner={runs.loaded.runner} {...shown} />
    );
  }

  // The preview and Send appear together, so Send never goes before the rows it sends.
  const previewReady = check !== null && listPart !== null;
  const newBatch = hasWork ? (
    <NewBatchButton question={newBatchQuestion(false, toSend.length)} onStart={startNew} />
  ) : null;
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
        <Reading />
      ) : null}
      {previewReady ? (
        <listPart.SendControls state={state} batch={batch} send={sending.send}>
          {newBatch}
        </listPart.SendControls>
      ) : newBatch ? (
        <ButtonGroup>{newBatch}</ButtonGroup>
      ) : null}
    </>
  );
}
