import { Link } from 'wouter';
import { PATHS } from '../../routes.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import type { Failure } from './failure.ts';

/** A failure no field can fix: the connection (401/403) or no answer / a server fault. */
export function FailureNotice({
  failure,
  onRetry,
  pending,
}: {
  failure: Failure | null;
  onRetry: () => void;
  pending: boolean;
}) {
  if (!failure || failure.kind === 'fields') return null;
  if (failure.kind === 'connection') {
    return (
      <Notice tone="error" title="The API refused this connection" role="alert">
        <p>{failure.message}</p>
        <p>
          <Link href={PATHS.connection}>Check the connection</Link>. Everything you typed stays
          here.
        </p>
      </Notice>
    );
  }
  return (
    <Notice tone="error" title="The request did not go through" role="alert">
      <p>{failure.message}</p>
      {failure.unanswered ? (
        <p>Trying again is safe: it sends the same entry ID, so the device is never added twice.</p>
      ) : null}
      <Button onClick={onRetry} disabled={pending}>
        Try again
      </Button>
    </Notice>
  );
}
