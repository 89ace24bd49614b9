import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { notACount as notACountWords } from '../api/counts.ts';
import { formatCount, formatDateTime, formatMaybeCount, formatSum } from '../lib/format.ts';
import { useEffect, useId, useRef } from 'react';
import { Button, ButtonGroup } from '../ui/button.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import { csvFilename } from '../ui/csv.ts';
import { DownloadCsvButton } from '../ui/download-csv-button.tsx';
import { Notice } from '../ui/notice.tsx';
import {
  counterLabel,
  COUNTERS,
  counterSums,
  csvHeader,
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

const UNKNOWN_ENDED = msg`An unknown number of active sign-ins ended.`;

/** "3 active sign-ins ended.", hedged when a counter the sum needs is unknown. */
function endedSentence({ known, unknown }: { known: number; unknown: number }): string {
  if (unknown === 0) {
    return plural(known, {
      one: '# active sign-in ended.',
      other: '# active sign-ins ended.',
    });
  }
  if (known === 0) return i18n._(UNKNOWN_ENDED);
  return plural(known, {
    one: 'At least # active sign-in ended.',
    other: 'At least # active sign-ins ended.',
  });
}

/** Why the items the earlier attempt probably removed are no longer in the policy. */
function probablySentence(count: number, endedSignIns: boolean): string {
  return endedSignIns
    ? plural(count, {
        one: 'The answer to an earlier attempt with this item was lost on the way. This attempt found it no longer in the policy, so that attempt most likely removed it and ended sign-ins nobody can count now, unless it was never in the policy.',
        other:
          'The answer to an earlier attempt with these was lost on the way. This attempt found them no longer in the policy, so that attempt most likely removed them and ended sign-ins nobody can count now, unless some were never in the policy.',
      })
    : plural(count, {
        one: 'The answer to an earlier attempt with this item was lost on the way. This attempt found it no longer in the policy, so that attempt most likely removed it, unless it was never in the policy.',
        other:
          'The answer to an earlier attempt with these was lost on the way. This attempt found them no longer in the policy, so that attempt most likely removed them, unless some were never in the policy.',
      });
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
  const { t } = useLingui();
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
  const removedTotal = removed.length;
  const probablyTotal = probably.length;
  const ignoredTotal = ignored.length;
  const allowedTotal = allowed.length;
  const done = formatCount(removedTotal + probablyTotal);
  const sentCount = sent.length;
  const probablyCount = formatCount(probably.length);
  const removedCount = formatCount(removed.length);
  const ignoredCount = formatCount(ignored.length);
  const allowedCount = formatCount(allowed.length);
  const remainingCount = formatCount(result.policyEmails.length);
  const policy = policyName(record.policyId, record.label);
  const at = formatDateTime(record.at);
  const notACount = notACountWords();
  return (
    <section aria-labelledby={`${uid}-removal-result-title`}>
      <Notice tone="success">
        <H id={`${uid}-removal-result-title`} ref={headingRef} tabIndex={-1}>
          {t`Removed ${done} of ${plural(sentCount, { one: '# item', other: '# items' })}`}
          {probably.length > 0 ? ` ${t`(${probablyCount} probably by the earlier attempt)`}` : ''}
        </H>
        <p>
          {t`From access policy ${policy} on ${connectionName}, ${at}.`}{' '}
          {record.revokeUserEngagement
            ? endedSentence(ended)
            : t`Existing sign-ins were kept; only new sign-ins are blocked.`}
          {earlierEnded
            ? ` ${t`The sign-ins the earlier attempt ended are not known: they were in its lost answer.`}`
            : ''}
        </p>
        {probably.length > 0 ? (
          <p>
            {plural(probablyTotal, {
              one: '# item was probably removed by the earlier attempt whose answer was not received: this attempt found it no longer in the policy.',
              other:
                '# items were probably removed by the earlier attempt whose answer was not received: this attempt found them no longer in the policy.',
            })}
          </p>
        ) : null}
      </Notice>

      <section aria-labelledby={`${uid}-removed-title`} className={styles.section}>
        <H id={`${uid}-removed-title`}>
          <Trans>Removed ({removedCount})</Trans>
        </H>
        {removed.length === 0 ? (
          <p>
            {probably.length > 0
              ? t`Nothing more was removed by this attempt: the earlier one had.`
              : t`Nothing was removed: none of the items was in the policy.`}
          </p>
        ) : (
          <>
            <ScrollBox label={t`Removed entries`} className={styles.tableScroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">
                  <Trans>Removed entries and the sign-ins ended for each</Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Email or pattern</Trans>
                    </th>
                    {COUNTERS.map((counter) => {
                      const label = counterLabel(counter);
                      return (
                        <th scope="col" key={counter} className={styles.number}>
                          {counter === 'revokeLoginsforConferences'
                            ? t`${label} (reserved)`
                            : label}
                        </th>
                      );
                    })}
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
                    <th scope="row">
                      <Trans>Total</Trans>
                    </th>
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
              <p>
                <Trans>Unknown: {notACount}. A total that includes one is incomplete.</Trans>
              </p>
            ) : null}
            <p className={styles.muted}>
              <Trans>
                Conferences is reserved: removing policy emails never ends conference sessions, so
                the API sends 0. A server that sends another number is shown as it sent it.
              </Trans>
            </p>
            <CopyButton
              text={removed.map((item) => item.email).join('\n')}
              copiedMessage={plural(removedTotal, {
                one: '# removed entry copied',
                other: '# removed entries copied',
              })}
            >
              <Trans>Copy removed entries</Trans>
            </CopyButton>
          </>
        )}
      </section>

      {probably.length > 0 ? (
        <section aria-labelledby={`${uid}-probably-removed-title`} className={styles.section}>
          <H id={`${uid}-probably-removed-title`}>
            <Trans>Probably removed by the earlier attempt ({probablyCount})</Trans>
          </H>
          <p>{probablySentence(probably.length, earlier?.revokeUserEngagement === true)}</p>
          <ScrollBox
            label={t`Probably removed by the earlier attempt`}
            className={styles.scrollList}
          >
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
        <H id={`${uid}-ignored-title`}>
          <Trans>Not in the policy (ignored) ({ignoredCount})</Trans>
        </H>
        {ignored.length === 0 ? (
          <p>
            <Trans>Every item sent was in the policy.</Trans>
          </p>
        ) : (
          <>
            <ScrollBox label={t`Not in the policy (ignored)`} className={styles.scrollList}>
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
              copiedMessage={plural(ignoredTotal, {
                one: '# ignored item copied',
                other: '# ignored items copied',
              })}
            >
              <Trans>Copy ignored items</Trans>
            </CopyButton>
          </>
        )}
      </section>

      <section aria-labelledby={`${uid}-still-allowed-title`} className={styles.section}>
        <H id={`${uid}-still-allowed-title`}>
          <Trans>Still allowed ({allowedCount})</Trans>
        </H>
        {allowed.length === 0 ? (
          <p>
            <Trans>No address you named is covered by an entry that remains.</Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans>
                These people can still sign in: an entry that remains in the policy covers them.
                Remove that entry too if they should be shut out.
              </Trans>
            </p>
            <ScrollBox label={t`Still allowed`} className={styles.scrollList}>
              <ul className={styles.items}>
                {allowed.map((item) => (
                  <li key={item.address}>{stillAllowedSentence(item)}</li>
                ))}
              </ul>
            </ScrollBox>
            <CopyButton
              text={allowed.map(stillAllowedSentence).join('\n')}
              copiedMessage={plural(allowedTotal, {
                one: '# still allowed copied',
                other: '# still allowed copied',
              })}
            >
              <Trans>Copy still allowed</Trans>
            </CopyButton>
          </>
        )}
      </section>

      {onRemoveSelected ? (
        <RemainingEntries entries={result.policyEmails} onRemoveSelected={onRemoveSelected} />
      ) : (
        <section aria-labelledby={`${uid}-remaining-title`} className={styles.section}>
          <H id={`${uid}-remaining-title`}>
            <Trans>Remaining entries ({remainingCount})</Trans>
          </H>
          {result.policyEmails.length === 0 ? (
            <p>
              <Trans>The policy held no entries after this removal.</Trans>
            </p>
          ) : (
            <ScrollBox label={t`Remaining entries`} className={styles.scrollList}>
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
          header={csvHeader()}
          rows={() => outcomeCsvRows(sent, removed, result.policyEmails, earlier)}
        />
        {onNewRemoval ? (
          <Button onClick={onNewRemoval}>
            <Trans>New removal</Trans>
          </Button>
        ) : null}
      </ButtonGroup>
    </section>
  );
}
