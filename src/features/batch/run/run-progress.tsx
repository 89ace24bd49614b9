import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '../../../lib/format.ts';
import { useEffect, useRef } from 'react';
import { Button, ButtonGroup } from '../../../ui/button.tsx';
import { useAnnounce } from '../../../ui/live-region.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { unansweredSentence } from '../results/batch-results.ts';
import styles from '../batch.module.css';

export interface RunProgressProps {
  /** Rows whose request has been answered. */
  done: number;
  total: number;
  /** 1-based number of the chunk being sent (or the one that failed). */
  chunk: number;
  chunks: number;
  state: 'running' | 'cancelling' | 'stopped';
  /** Why the run stopped: the failed chunk's error in words, or that it was cancelled. */
  stopReason?: string | undefined;
  /** The stop came from the person (Cancel) or a reload, not from a failure. */
  stoppedByPerson?: boolean;
  /** The expiry path: one create per row, so Cancel stops between requests, not chunks. */
  oneByOne?: boolean;
  /** Rows sent whose answer may be lost (not among `done`): shown while stopped. */
  unanswered?: number;
  onCancel: () => void;
  onResume: () => void;
  /** Resume was pressed while the rows were being checked again: it goes once they are. */
  resumeQueued?: boolean;
}

/** The chunked run: a <progress> bar, its figures in words, Cancel and Resume. */
export function RunProgress({
  done,
  total,
  chunk,
  chunks,
  state,
  stopReason,
  stoppedByPerson,
  oneByOne = false,
  unanswered = 0,
  onCancel,
  onResume,
  resumeQueued = false,
}: RunProgressProps) {
  const { t } = useLingui();
  const announce = useAnnounce();
  const sent = formatCount(done);
  const said = plural(total, { one: `${sent} of # row sent`, other: `${sent} of # rows sent` });
  const chunkNow = formatCount(Math.min(chunk, chunks));
  const chunkCount = formatCount(chunks);
  // "Rows sent" counts answered rows; a stopped run also names those sent without an answer.
  const lost = state === 'stopped' && unanswered > 0;
  const lastAnnounced = useRef(-1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownState = useRef<RunProgressProps['state'] | null>(null);

  // The button pressed (Send, Resume, Cancel) goes away with the state: the heading takes
  // focus instead, so keyboard and screen reader users stay in place. Not on a reload's arrival.
  useEffect(() => {
    const previous = shownState.current;
    shownState.current = state;
    const moved = previous === null ? state === 'running' : previous !== state;
    if (moved && state !== 'cancelling') headingRef.current?.focus();
  }, [state]);

  // Each answered chunk is said once (not every render), so a screen reader is not flooded.
  useEffect(() => {
    if (state !== 'running' || done === lastAnnounced.current) return;
    lastAnnounced.current = done;
    announce(t`Sending: ${said}`);
  }, [announce, done, said, state, t]);

  return (
    <section aria-labelledby="batch-progress-title" className={styles.progress}>
      <h2 id="batch-progress-title" ref={headingRef} tabIndex={-1}>
        {state === 'stopped' ? <Trans>Sending stopped</Trans> : <Trans>Sending devices</Trans>}
      </h2>
      <label htmlFor="batch-progress" className={styles.progressLabel}>
        {said}
        {chunks > 1 ? ` ${t`(chunk ${chunkNow} of ${chunkCount})`}` : ''}
        {lost
          ? `; ${plural(unanswered, {
              one: '# more sent, answer not received',
              other: '# more sent, answer not received',
            })}`
          : ''}
      </label>
      <progress id="batch-progress" max={total} value={done}>
        {said}
      </progress>
      {state === 'stopped' ? (
        <Notice
          tone={stoppedByPerson ? 'warning' : 'error'}
          title={
            stoppedByPerson
              ? t`Not everything was sent yet`
              : oneByOne
                ? t`A request did not go through`
                : t`A chunk did not go through`
          }
          headingLevel={3}
          role="alert"
        >
          {stopReason ? <p>{stopReason}</p> : null}
          {lost ? <p>{unansweredSentence(unanswered)}</p> : null}
          <p>
            {lost ? (
              <Trans>
                Everything is kept, also over a reload: what was sent, what came back and what is
                left. Resume sends again the rows whose answer was not received, then the rows not
                sent yet; the results so far are below.
              </Trans>
            ) : (
              <Trans>
                Everything is kept, also over a reload: what was sent, what came back and what is
                left. Resume continues with the rows not sent yet; the results so far are below.
              </Trans>
            )}
          </p>
          <ButtonGroup>
            <Button onClick={onResume} aria-disabled={resumeQueued || undefined}>
              {resumeQueued ? (
                <Trans>Resuming once the rows are checked again…</Trans>
              ) : (
                <Trans>Resume</Trans>
              )}
            </Button>
          </ButtonGroup>
        </Notice>
      ) : (
        <ButtonGroup>
          <Button
            variant="secondary"
            onClick={onCancel}
            aria-disabled={state === 'cancelling' || undefined}
          >
            {state !== 'cancelling' ? (
              <Trans>Cancel</Trans>
            ) : oneByOne ? (
              <Trans>Cancelling once the requests on their way are answered…</Trans>
            ) : (
              <Trans>Cancelling after this chunk…</Trans>
            )}
          </Button>
        </ButtonGroup>
      )}
      {state === 'running' ? (
        <p className={styles.muted}>
          {oneByOne ? (
            <Trans>Cancel stops once the few requests on their way are answered.</Trans>
          ) : (
            <Trans>Cancel stops after the chunk being sent now.</Trans>
          )}
        </p>
      ) : null}
    </section>
  );
}
