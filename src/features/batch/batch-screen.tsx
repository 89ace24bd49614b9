import { formatCount } from '../../lib/format.ts';
import { ConnectedPage } from '../../connection/connected-page.tsx';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useReadyConnection } from '../../connection/require-connection.tsx';
import { makerKey, summarizeMakers } from '../../device-maker/maker-summary.ts';
import { useMakerLookup } from '../../device-maker/use-maker-lookup.ts';
import { Button, ButtonGroup } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { resolveExpiry } from '../../ui/expiry.ts';
import { useAnnounce } from '../../ui/live-region.tsx';
import { Notice } from '../../ui/notice.tsx';
import { BatchOptions, expiryIdOf, type BatchOptionValues } from './batch-options.tsx';
import { summarizeResults } from './batch-results.ts';
import { rowsMissingName, rowsToSend } from './check-rows.ts';
import { ColumnMapping } from './column-mapping.tsx';
import {
  runFinished,
  type BatchRun,
  type ColumnRole,
  type RowField,
  type SendMode,
} from './model.ts';
import { LARGE_TEXT, PasteInput } from './paste-input.tsx';
import {
  CountsLine,
  countsSentence,
  MakerLine,
  StatusSelect,
  type StatusFilter,
} from './preview-filters.tsx';
import { PreviewTable } from './preview-table.tsx';
import { planResubmit, planRun } from './run-batch.ts';
import { RunView } from './run-view.tsx';
import { useBatchRun } from './use-batch-run.ts';
import { useBatchSession } from './use-batch-session.ts';
import { useCheckedList, type CheckedList } from './use-checked-list.ts';
import { remapChoices } from './remap-choices.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import styles from './batch.module.css';

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

function BatchImport() {
  const connection = useReadyConnection();
  const announce = useAnnounce();
  const state = useBatchSession();
  const { session, update } = state;
  const maker = useMakerLookup();
  const control = useBatchRun(update);
  const [statusFilter, setStatus] = useState<StatusFilter>('all');
  const [makerFilter, setMaker] = useState<string | null>(null);
  /**
   * Rows edited or excluded under the current filters: they stay in the table until the filters
   * change, so fixing a row under "Invalid" does not pull it (and the focus) away mid-edit.
   */
  const [kept, setKept] = useState<ReadonlySet<number>>(() => new Set());
  const keep = useCallback(
    (index: number) =>
      setKept((previous) => (previous.has(index) ? previous : new Set(previous).add(index))),
    [],
  );
  const setStatusFilter = useCallback((filter: StatusFilter) => {
    setStatus(filter);
    setKept(new Set());
  }, []);
  const setMakerFilter = useCallback((key: string | null) => {
    setMaker(key);
    setKept(new Set());
  }, []);
  const [expiryProblem, setExpiryProblem] = useState<{
    field: 'days' | 'date';
    problem: string;
  } | null>(null);
  const [confirmNew, setConfirmNew] = useState(false);
  /** Bumped by New batch: the (new) paste box takes focus once it is on the page. */
  const [fresh, setFresh] = useState(0);
  useEffect(() => {
    if (fresh > 0) document.getElementById('batch-paste')?.focus();
  }, [fresh]);
  const mode: SendMode = session.expiry.kind === 'forever' ? 'batch' : 'create';
  // `shown` may still be the list of the text before the last keystroke (it is replaced a
  // moment later); `list` is the list of the text in the box, the only one that may be sent.
  const shown = useCheckedList(session.text, {
    roles: session.roles,
    edits: session.edits,
    excluded: session.excluded,
    extraTags: session.extraTags,
    mode,
  });
  const list = shown?.text === session.text ? shown : null;
  const check = shown?.check ?? null;

  // Typing in the box moves rows: the person's edits and exclusions follow their rows.
  const previousList = useRef<{ text: string; rows: CheckedList['parsed']['rows'] } | null>(null);
  useEffect(() => {
    if (list === null) return;
    const before = previousList.current;
    const after = { text: list.text, rows: list.parsed.rows };
    previousList.current = after;
    if (before === null || before.text === after.text) return;
    update((s) => {
      if (s.text !== after.text) return s;
      const moved = remapChoices(before, after, s.edits, s.excluded);
      return moved.edits === s.edits && moved.excluded === s.excluded ? s : { ...s, ...moved };
    });
  }, [list, update]);
  // The check in hand was made with the person's latest edits (a re-check takes a moment):
  // only then may rows be sent, so an edit made just before pressing Send is never missed.
  const current =
    list !== null &&
    list.settings.edits === session.edits &&
    list.settings.excluded === session.excluded &&
    list.settings.extraTags === session.extraTags &&
    list.settings.mode === mode &&
    (session.roles === null || list.settings.roles === session.roles);
  const toSend = useMemo(
    () => (check ? rowsToSend(check, session.alsoSendInvalid) : []),
    [check, session.alsoSendInvalid],
  );
  const missingNames = useMemo(
    () => (check && mode === 'create' ? rowsMissingName(check) : 0),
    [check, mode],
  );
  const run = session.run;
  const excludedSet = useMemo(() => new Set(session.excluded), [session.excluded]);
  const unsent = run === null && toSend.length > 0;

  // The counts are said once the list (or an edit) has settled, so a screen reader hears what
  // a paste or a fix did without hearing every keystroke.
  const countsText = check && run === null ? countsSentence(check.counts) : null;
  useEffect(() => {
    if (countsText === null) return;
    const timer = setTimeout(() => announce(countsText), COUNTS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [announce, countsText]);
  useLeaveGuard(unsent || (run !== null && !runFinished(run)));

  const makers = useMemo(
    () =>
      check
        ? summarizeMakers(
            check.rows.flatMap((row) => (row.canonicalMac ? [maker(row.canonicalMac)] : [])),
          )
        : [],
    [check, maker],
  );
  const shownRows = useMemo(() => {
    if (!check) return [];
    return check.rows.filter((row) => {
      if (kept.has(row.index)) return true;
      if (
        statusFilter === 'excluded'
          ? !row.excluded
          : statusFilter !== 'all' && (row.excluded || row.status !== statusFilter)
      )
        return false;
      if (makerFilter !== null) {
        if (!row.canonicalMac || makerKey(maker(row.canonicalMac)) !== makerFilter) return false;
      }
      return true;
    });
  }, [check, statusFilter, makerFilter, maker, kept]);

  const onText = useCallback(
    (text: string, source: string | null) => {
      setKept(new Set());
      update((s) => ({
        ...s,
        text,
        source,
        // A new list (a file, a first or a large paste): the old mapping, edits and exclusions
        // belonged to the old rows. Typing in the box keeps them.
        ...(source !== null ||
        s.text === '' ||
        text.length > LARGE_TEXT ||
        s.text.length > LARGE_TEXT
          ? { roles: null, edits: {}, excluded: [] }
          : {}),
      }));
    },
    [update],
  );
  const onEdit = useCallback(
    (index: number, field: RowField, value: string) => {
      keep(index);
      update((s) => ({
        ...s,
        edits: { ...s.edits, [index]: { ...s.edits[index], [field]: value } },
      }));
    },
    [update, keep],
  );
  const onExclude = useCallback(
    (index: number, excluded: boolean) => {
      keep(index);
      update((s) => ({
        ...s,
        excluded: excluded
          ? [...s.excluded.filter((i) => i !== index), index]
          : s.excluded.filter((i) => i !== index),
      }));
    },
    [update, keep],
  );
  const options: BatchOptionValues = {
    extraTags: session.extraTags,
    autoGenerateTags: session.autoGenerateTags,
    autoGenerateDateTag: session.autoGenerateDateTag,
    alsoSendInvalid: session.alsoSendInvalid,
    expiry: session.expiry,
  };

  function startNew() {
    control.abandon();
    state.clear();
    setStatusFilter('all');
    setMakerFilter(null);
    setExpiryProblem(null);
    announce('New batch: the list and its results were cleared');
    setFresh((n) => n + 1);
  }

  const hasWork = session.text.trim() !== '' || run !== null;
  const newBatch = hasWork ? (
    <>
      <Button
        variant="secondary"
        onClick={() => (unsent || run !== null ? setConfirmNew(true) : startNew())}
      >
        New batch
      </Button>
      <ConfirmDialog
        open={confirmNew}
        title="Start a new batch?"
        confirmLabel="Clear and start again"
        destructive
        onConfirm={() => {
          setConfirmNew(false);
          startNew();
        }}
        onCancel={() => setConfirmNew(false)}
      >
        <p>
          {run === null
            ? `The pasted list, its ${formatCount(toSend.length)} unsent ${toSend.length === 1 ? 'row' : 'rows'} and your edits will be cleared.`
            : 'The results of this batch will be cleared. Download them first if you need them.'}
        </p>
      </ConfirmDialog>
    </>
  ) : null;

  function go(next: BatchRun) {
    if (!check) return;
    if (!current) {
      announce('The rows are being checked again: try again in a moment');
      return;
    }
    announce('Sending devices…');
    void control.start(next, check.rows).then((final) => {
      if (!final) return;
      if (runFinished(final)) {
        const { figures } = summarizeResults(check, final);
        announce(
          `Batch sent: ${formatCount(figures.created)} created, ${formatCount(figures.existing)} already whitelisted, ${formatCount(figures.faulty)} faulty, ${formatCount(figures.notSent)} not sent. The results are below.`,
        );
      } else if (final.error) announce(`Sending stopped: ${final.error.message}`);
      else if (final.cancelled) announce('Sending cancelled');
    });
  }

  if (run !== null) {
    if (check === null) return <p role="status">Reading the list…</p>;
    return (
      <RunView
        run={run}
        check={check}
        edits={session.edits}
        onEdit={onEdit}
        control={control}
        checking={!current}
        onResume={() => go(run)}
        onResubmit={(rows) => go(planResubmit(run, rows))}
        maker={maker}
        newBatch={newBatch}
      />
    );
  }

  function send() {
    if (!check) return;
    if (!current) {
      announce('The rows are being checked again: try again in a moment');
      return;
    }
    if (toSend.length === 0) {
      announce('No row is ready to send: fix or include rows first');
      return;
    }
    let toDate: string | null = null;
    if (mode === 'create') {
      const outcome = resolveExpiry(
        session.expiry.kind === 'days'
          ? { kind: 'days', days: session.expiry.days }
          : { kind: 'date', date: session.expiry.date },
        connection.timeZone,
      );
      if (!outcome.ok) {
        setExpiryProblem({ field: outcome.field, problem: outcome.problem });
        document.getElementById(expiryIdOf(outcome.field))?.focus();
        return;
      }
      if (outcome.kind === 'date') toDate = outcome.toDate;
    }
    setExpiryProblem(null);
    const next = planRun(toSend, {
      // Options of the batch call: the creates of the expiry path have none.
      autoGenerateTags: mode === 'batch' && session.autoGenerateTags,
      autoGenerateDateTag: mode === 'batch' && session.autoGenerateDateTag,
      toDate,
      chunkSize: connection.chunkSize,
    });
    update((s) => ({ ...s, run: next }), { now: true });
    go(next);
  }

  return (
    <>
      {state.restored && hasWork ? (
        <Notice title="Your list is back" headingLevel={2}>
          <p>The list, the options and your edits were kept from before, for this connection.</p>
        </Notice>
      ) : null}
      {state.notKept ? (
        <Notice tone="warning" title="This list is not kept for a reload">
          <p>
            The browser refused to store it (too large, or storage is off). Keep this tab open until
            it is sent.
          </p>
        </Notice>
      ) : null}
      <PasteInput text={session.text} source={session.source} onText={onText} />
      {shown ? (
        <ColumnMapping
          parsed={shown.parsed}
          roles={shown.settings.roles}
          onChange={(roles: ColumnRole[]) => update((s) => ({ ...s, roles }))}
        />
      ) : null}
      <BatchOptions
        value={options}
        onChange={(next) => update((s) => ({ ...s, ...next }))}
        timeZone={connection.timeZone}
        expiryErrors={expiryProblem ? { [expiryProblem.field]: expiryProblem.problem } : undefined}
      />
      {check ? (
        <section aria-labelledby="batch-preview-title" aria-busy={list === null || undefined}>
          <h2 id="batch-preview-title">Preview</h2>
          <CountsLine counts={check.counts} />
          {missingNames > 0 ? (
            <Notice
              tone="warning"
              title="With an expiry, every device needs a name"
              headingLevel={3}
            >
              <p>
                {missingNames === 1
                  ? '1 row has no name, so it is invalid.'
                  : `${formatCount(missingNames)} rows have no name, so they are invalid.`}{' '}
                An expiry means one create request per device, and a create needs a name; the batch
                call used with Forever does not. Add a name column or type names in the table, or
                choose Forever.
              </p>
            </Notice>
          ) : null}
          <div className={styles.filters}>
            <StatusSelect value={statusFilter} onChange={setStatusFilter} counts={check.counts} />
          </div>
          <MakerLine makers={makers} selected={makerFilter} onSelect={setMakerFilter} />
          <PreviewTable
            rows={shownRows}
            total={check.rows.length}
            edits={session.edits}
            excluded={excludedSet}
            onEdit={onEdit}
            onExclude={onExclude}
            maker={maker}
          />
        </section>
      ) : null}
      <ButtonGroup>
        {check ? (
          <Button onClick={send} aria-disabled={toSend.length === 0 || !current || undefined}>
            Send {formatCount(toSend.length)} {toSend.length === 1 ? 'device' : 'devices'}
          </Button>
        ) : null}
        {newBatch}
      </ButtonGroup>
    </>
  );
}
