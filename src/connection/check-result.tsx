import type { ProbeOutcome, ProbeResult } from '../api/client.ts';
import { Notice, type NoticeTone } from '../ui/notice.tsx';
import styles from './connection-form.module.css';

const TONE: Record<ProbeOutcome, NoticeTone> = {
  accepted: 'success',
  rejected: 'error',
  forbidden: 'error',
  unreachable: 'error',
  unexpected: 'warning',
};

/** What "Check connection" found: the client's own sentences plus HTTP status and request id. */
export function CheckResult({ result }: { result: ProbeResult }) {
  const details = [
    result.status === undefined ? 'No HTTP answer' : `HTTP ${result.status}`,
    result.requestId ? `request ID ${result.requestId}` : null,
  ].filter(Boolean);
  return (
    <Notice tone={TONE[result.outcome]}>
      <p>{result.message}</p>
      <p className={styles.details}>{details.join(' · ')}</p>
    </Notice>
  );
}
