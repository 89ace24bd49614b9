import { Trans, useLingui } from '@lingui/react/macro';
import { callEndingWords, mayHaveChanged } from '../../api/call-ending.ts';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../paths.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import type { Failure } from './failure.ts';

/** A failure no field can fix: the connection (401/403) or no answer / a server fault. */
export function FailureNotice({
  failure,
  call,
  onRetry,
  pending,
}: {
  failure: Failure | null;
  /** What the form sends: the words for a lost answer differ. */
  call: 'create' | 'update';
  onRetry: () => void;
  pending: boolean;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  // Each new failure takes focus (the notice sits above the form, often out of view), as the
  // error summary does for field errors.
  useEffect(() => {
    if (failure && failure.kind !== 'fields') ref.current?.focus();
  }, [failure]);
  if (!failure || failure.kind === 'fields') return null;
  if (failure.kind === 'connection') {
    return (
      <div ref={ref} tabIndex={-1}>
        <Notice tone="error" title={t`The API refused this connection`} role="alert">
          <p>{failure.message}</p>
          <p>
            <Trans>
              <Link href={PATHS.connection}>Check the connection</Link>. Everything you typed stays
              here.
            </Trans>
          </p>
        </Notice>
      </div>
    );
  }
  // docs/decisions.md "The answer may be lost": the API may hold the change already.
  const title = callEndingWords(failure.ending);
  const changed = mayHaveChanged(failure.ending);
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice tone="error" title={title} role="alert">
        <p>{failure.message}</p>
        {changed && call === 'create' ? (
          <p>
            <Trans>
              The API may have added the device all the same. Trying again is safe: it sends the
              same entry ID, so the device is never added twice, and says so if it was.
            </Trans>
          </p>
        ) : null}
        {changed && call === 'update' ? (
          <p>
            <Trans>
              The API may have saved the changes all the same. Trying again is safe: it saves the
              same values again.
            </Trans>
          </p>
        ) : null}
        <Button onClick={onRetry} disabled={pending}>
          <Trans>Try again</Trans>
        </Button>
      </Notice>
    </div>
  );
}
