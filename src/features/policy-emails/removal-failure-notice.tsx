import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CALL_ENDING_WORDS, mayHaveChanged } from '../../api/call-ending.ts';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../paths.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Notice } from '../../ui/notice.tsx';
import type { RemovalFailure } from './failure.ts';
import styles from './policy-emails.module.css';

const TITLES = {
  connection: msg`The API refused this connection`,
  policy: msg`No such access policy`,
  retry: msg`The removal did not go through`,
} as const satisfies Record<RemovalFailure['kind'], unknown>;

/** A failed removal: the words, the request id for the vendor's support, and what to do next. */
export function RemovalFailureNotice({ failure }: { failure: RemovalFailure | null }) {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  // Each new failure takes focus: the Remove button the dialog gave focus back to is far below.
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  const { requestId } = failure;
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice
        tone="error"
        title={
          mayHaveChanged(failure.ending)
            ? CALL_ENDING_WORDS[failure.ending]
            : i18n._(TITLES[failure.kind])
        }
        role="alert"
      >
        <p>{failure.message}</p>
        {requestId ? (
          <div className={styles.requestId}>
            {/* The server's id is shown as sent: never through <Trans>, which reads tags in it. */}
            <span>
              <Trans>Request id:</Trans> <code>{requestId}</code>
            </span>
            <CopyButton text={requestId} copiedMessage={t`Request id copied`}>
              <Trans>Copy request id</Trans>
            </CopyButton>
          </div>
        ) : null}
        {mayHaveChanged(failure.ending) ? (
          <p>
            <Trans>
              The API may have removed them all the same. Sending the list again is safe: entries no
              longer in the policy are ignored, and the results say which ones the earlier attempt
              probably removed.
            </Trans>
          </p>
        ) : null}
        {failure.kind === 'connection' ? (
          <p>
            <Trans>
              <Link href={PATHS.connection}>Check the connection</Link>.
            </Trans>
          </p>
        ) : null}
        <p>
          <Trans>Everything you typed is still here.</Trans>
        </p>
      </Notice>
    </div>
  );
}
