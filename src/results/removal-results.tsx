import { NOT_A_COUNT } from '../api/counts.ts';
import { formatDateTime, formatMaybeCount, formatSum } from '../lib/format.ts';
import { useEffect, useId, useRef } from 'react';
import { Button, ButtonGroup } from '../ui/button.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import { csvFilename } from '../ui/csv.ts';
import { DownloadCsvButton } from '../ui/download-csv-button.tsx';
import { Notice } from '../ui/notice.tsx';
import {
  COUNTER_LABELS,
  COUNTERS,
  counterSums,
  CSV_HEADER,
  endedSignIns,
  outcomeCsvRows,
  notRemoved,
  stillAllowed,
  stillAllowedSentence,
} from './outcome.ts';
import { RemainingEntries } from './remaining-entries.tsx';
import { policyName, type RemovalRecord } from './removal-record.ts';
import { ScrollBox } from './scroll-box.tsx';
import styles from './results.module.css';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "3 active sign-ins ended.", hedged when a counter the sum needs is unknown. */
function endedSentence({ known, unknown }: { known: number; unknown: number }): string {
  const ended = `${plural(known, 'active sign-in', 'active sign-ins')} ended.`;
  if (unknown === 0) return ended;
  return known === 0 ? 'An unknown number of active sign-ins ended.' : `At least ${ended}`;
}

/** What the removal did: removed with counters, ignored, still allowed, and what remains. */
export function RemovalResults({
  record,
  connectionName,
  onNewRemoval,
  onRemoveSelected,
  level = 2,
}: {
  record: RemovalRecord;
  connectionName: string;
  /** Policy cleanup's actions; Activity shows the results without them. */
  onNewRemoval?: () => void;
  onRemoveSelected?: (emails: string[]) => void;
  /** The level of the view's headings: 3 inside an Activity record's details. */
  level?: 2 | 3;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Activity may show several removals at once: their headings need IDs of their own.
  const uid = useId();
  // On Policy cleanup the results replace the form: focus goes to what happened.
  const focusOnMount = onNewRemoval !== undefined;
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const H = level === 3 ? 'h3' : 'h2';
  const { sent, result, earlier } = record;
  const removed = result.removedEmails;
  const sums = counterSums(removed);
  const { probablyEarlier: probably, ignored } = notRemoved(sent, removed, earlier);
  const allowed = stillAllowed(sent, removed, result.policyEmails);
  const ended = endedSignIns(sums);
  // The sign-ins an attempt whose answer was not received ended were in that answer: unknown.
  const earlierEnded = probably.length > 0 && earlier?.revokeUserEngagement === true;
  return (
    <section aria-labelledby={`${uid}-removal-result-title`}>
      <Notice tone="success">
        <H id={`${uid}-removal-result-title`} ref={headingRef} tabIndex={-1}>
          Removed {removed.length + probably.length} of {plural(sent.length, 'item', 'items')}
          {probably.length > 0 ? ` (${probably.length} probably by the earlier attempt)` : ''}
        </H>
        <p>
          From access policy {policyName(record.policyId, record.label)} on {connectionName},{' '}
          {formatDateTime(record.at)}.{' '}
          {record.revokeUserEngagement
            ? endedSentence(ended)
            : 'Existing sign-ins were kept; only new sign-ins are blocked.'}
          {earlierEnded
            ? ' The sign-ins the earlier attempt ended are not known: they were in its lost answer.'
            : ''}
        </p>
        {probably.length > 0 ? (
          <p>
            {plural(probably.length, 'item was', 'items were')} probably removed by the earlier
            attempt whose answer was not received: this attempt found{' '}
            {probably.length === 1 ? 'it' : 'them'} no longer in the policy.
          </p>
        ) : null}
      </Notice>

      <section aria-labelledby={`${uid}-removed-title`} className={styles.section}>
        <H id={`${uid}-removed-title`}>Removed ({removed.length})</H>
        {removed.length === 0 ? (
          <p>
            {probably.length > 0
              ? 'Nothing more was removed by this attempt: the earlier one had.'
              : 'Nothing was removed: none of the items was in the policy.'}
          </p>
        ) : (
          <>
            <ScrollBox label="Removed entries" className={styles.tableScroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">
                  Removed entries and the sign-ins ended for each
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Email or pattern</th>
                    {COUNTERS.map((counter) => (
                      <th scope="col" key={counter} className={styles.number}>
                        {COUNTER_LABELS[counter]}
                        {counter === 'revokeLoginsforConferences' ? ' (reserved)' : ''}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {removed.map((item, index) => (
                    <tr key={`${index}:${item.email}`}>
                      <th scope="row">{item.email}</th>
                      {COUNTERS.map((counter) => (
                        <td key={counter} className={styles.number}>
                          {formatMaybeCount(item[counter])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    {COUNTERS.map((counter) => (
                      <td key={counter} className={styles.number}>
                        {formatSum(sums[counter])}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </ScrollBox>
            {ended.unknown > 0 ? (
              <p>Unknown: {NOT_A_COUNT}. A total that includes one is incomplete.</p>
            ) : null}
            <p className={styles.muted}>
              Conferences is reserved: removing policy emails never ends conference sessions, so the
              API sends 0. A server that sends another number is shown as it sent it.
            </p>
            <CopyButton
              text={removed.map((item) => item.email).join('\n')}
              copiedMessage={`${removed.length} removed entries copied`}
            >
              Copy removed entries
            </CopyButton>
          </>
        )}
      </section>

      {probably.length > 0 ? (
        <section aria-labelledby={`${uid}-probably-removed-title`} className={styles.section}>
          <H id={`${uid}-probably-removed-title`}>
            Probably removed by the earlier attempt ({probably.length})
          </H>
          <p>
            The answer to an earlier attempt with {probably.length === 1 ? 'this item' : 'these'}{' '}
            was lost on the way. This attempt found {probably.length === 1 ? 'it' : 'them'} no
            longer in the policy, so that attempt most likely removed{' '}
            {probably.length === 1 ? 'it' : 'them'}
            {earlier?.revokeUserEngagement ? ' and ended sign-ins nobody can count now' : ''},
            unless {probably.length === 1 ? 'it was' : 'some were'} never in the policy.
          </p>
          <ScrollBox label="Probably removed by the earlier attempt" className={styles.scrollList}>
            <ul className={styles.items}>
              {probably.map((email) => (
                <li key={email}>
                  <code>{email}</code>
                </li>
              ))}
            </ul>
          </ScrollBox>
        </section>
      ) : null}

      <section aria-labelledby={`${uid}-ignored-title`} className={styles.section}>
        <H id={`${uid}-ignored-title`}>Not in the policy (ignored) ({ignored.length})</H>
        {ignored.length === 0 ? (
          <p>Every item sent was in the policy.</p>
        ) : (
          <>
            <ScrollBox label="Not in the policy (ignored)" className={styles.scrollList}>
              <ul className={styles.items}>
                {ignored.map((email) => (
                  <li key={email}>
                    <code>{email}</code>
                  </li>
                ))}
              </ul>
            </ScrollBox>
            <CopyButton
              text={ignored.join('\n')}
              copiedMessage={`${ignored.length} ignored items copied`}
            >
              Copy ignored items
            </CopyButton>
          </>
        )}
      </section>

      <section aria-labelledby={`${uid}-still-allowed-title`} className={styles.section}>
        <H id={`${uid}-still-allowed-title`}>Still allowed ({allowed.length})</H>
        {allowed.length === 0 ? (
          <p>No address you named is covered by an entry that remains.</p>
        ) : (
          <>
            <p>
              These people can still sign in: an entry that remains in the policy covers them.
              Remove that entry too if they should be shut out.
            </p>
            <ScrollBox label="Still allowed" className={styles.scrollList}>
              <ul className={styles.items}>
                {allowed.map((item) => (
                  <li key={item.address}>{stillAllowedSentence(item)}</li>
                ))}
              </ul>
            </ScrollBox>
            <CopyButton
              text={allowed.map(stillAllowedSentence).join('\n')}
              copiedMessage={`${allowed.length} still allowed copied`}
            >
              Copy still allowed
            </CopyButton>
          </>
        )}
      </section>

      {onRemoveSelected ? (
        <RemainingEntries entries={result.policyEmails} onRemoveSelected={onRemoveSelected} />
      ) : (
        <section aria-labelledby={`${uid}-remaining-title`} className={styles.section}>
          <H id={`${uid}-remaining-title`}>Remaining entries ({result.policyEmails.length})</H>
          {result.policyEmails.length === 0 ? (
            <p>The policy held no entries after this removal.</p>
          ) : (
            <ScrollBox label="Remaining entries" className={styles.scrollList}>
              <ul className={styles.items}>
                {result.policyEmails.map((email, index) => (
                  <li key={`${index}:${email}`}>
                    <code>{email}</code>
                  </li>
                ))}
              </ul>
            </ScrollBox>
          )}
        </section>
      )}

      <ButtonGroup>
        <DownloadCsvButton
          filename={csvFilename('policy-removal')}
          header={CSV_HEADER}
          rows={() => outcomeCsvRows(sent, removed, result.policyEmails, earlier)}
        />
        {onNewRemoval ? <Button onClick={onNewRemoval}>New removal</Button> : null}
      </ButtonGroup>
    </section>
  );
}
