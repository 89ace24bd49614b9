import { Trans, useLingui } from '@lingui/react/macro';
import { Notice } from '../ui/notice.tsx';
import { CheckResult } from './check-result.tsx';
import type { CheckConnectionState } from './use-check-connection.ts';
import styles from './connection-form.module.css';

/** Where "Check connection" reports: a status region, so the outcome is read out when it comes. */
export function CheckPanel({ check }: { check: CheckConnectionState }) {
  const { t } = useLingui();
  return (
    <div role="status" className={styles.status}>
      {check.isPending ? (
        <p className={styles.pending}>
          <Trans>Checking connection…</Trans>
        </p>
      ) : null}
      {check.data ? <CheckResult result={check.data} /> : null}
      {check.error ? (
        <Notice tone="error" title={t`The check did not finish`} headingLevel={3}>
          <p>{check.error.message}</p>
        </Notice>
      ) : null}
    </div>
  );
}
