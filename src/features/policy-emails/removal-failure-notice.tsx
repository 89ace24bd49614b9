import { CALL_ENDING_WORDS, mayHaveChanged } from '../../api/call-ending.ts';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../paths.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Notice } from '../../ui/notice.tsx';
import type { RemovalFailure } from './failure.ts';
import styles from './policy-emails.module.css';

const TITLES: Record<RemovalFailure['kind'], string> = {
  connection: 'The API refused this connection',
  policy: 'No such access policy',
  retry: 'The removal did not go through',
};

/** A failed removal: the words, the request id for the vendor's support, and what to do next. */
export function RemovalFailureNotice({ failure }: { failure: RemovalFailure | null }) {
  const ref = useRef<HTMLDivElement>(null);
  // Each new failure takes focus: the Remove button the dialog gave focus back to is far below.
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice
        tone="error"
        title={
          mayHaveChanged(failure.ending) ? CALL_ENDING_WORDS[failure.ending] : TITLES[failure.kind]
        }
        role="alert"
      >
        <p>{failure.message}</p>
        {failure.requestId ? (
          <div className={styles.requestId}>
            <span>
              Request id: <code>{failure.requestId}</code>
            </span>
            <CopyButton text={failure.requestId} copiedMessage="Request id copied">
              Copy request id
            </CopyButton>
          </div>
        ) : null}
        {mayHaveChanged(failure.ending) ? (
          <p>
            The API may have removed them all the same. Sending the list again is safe: entries no
            longer in the policy are ignored, and the results say which ones the earlier attempt
            probably removed.
          </p>
        ) : null}
        {failure.kind === 'connection' ? (
          <p>
            <Link href={PATHS.connection}>Check the connection</Link>.
          </p>
        ) : null}
        <p>Everything you typed is still here.</p>
      </Notice>
    </div>
  );
}
