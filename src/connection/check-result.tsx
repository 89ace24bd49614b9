import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ProbeOutcome, ProbeResult } from './probe-connection.ts';
import { Notice, type NoticeTone } from '../ui/notice.tsx';
import styles from './connection-form.module.css';

const TONE: Record<ProbeOutcome, NoticeTone> = {
  accepted: 'success',
  rejected: 'error',
  forbidden: 'error',
  unreachable: 'error',
  unexpected: 'warning',
};

/**
 * The facts under the sentence: the status only where the sentence does not already say it
 * (a bare "HTTP 400" under "Connected" reads as an alarm), and the request id for support.
 */
function detailsOf(result: ProbeResult): string[] {
  const { status, requestId, message } = result;
  const details: string[] = [];
  if (status === undefined) details.push(t`No HTTP answer`);
  else if (!message.includes(`HTTP ${status}`)) details.push(`HTTP ${status}`);
  if (requestId) details.push(t`Request ID ${requestId}`);
  return details;
}

/** What "Check connection" found: the client's own sentences plus HTTP status and request id. */
export function CheckResult({ result }: { result: ProbeResult }) {
  // Its details are said in the language in use.
  useLingui();
  const details = detailsOf(result);
  return (
    <Notice tone={TONE[result.outcome]}>
      <p>{result.message}</p>
      {details.length > 0 ? <p className={styles.details}>{details.join(' · ')}</p> : null}
    </Notice>
  );
}
