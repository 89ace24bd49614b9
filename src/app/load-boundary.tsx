import { Trans, useLingui } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { Page } from '../ui/page.tsx';

/**
 * What a screen shows instead of itself when it cannot be shown, most often because its code did
 * not arrive (a dropped line, or a newer version installed since the page was opened): the
 * navigation stays, and a reload, which keeps drafts, mends it. Without it, one failed download
 * would empty the whole page. Keyed by the route, so moving elsewhere starts a new one.
 */
export class LoadBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    // Whatever was thrown, even undefined or '', counts as a failure.
    return { error: error || 'unknown error' };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <LoadFailure error={error} />;
  }
}

function LoadFailure({ error }: { error: unknown }) {
  const { t } = useLingui();
  return (
    <Page title={t`This screen could not be shown`}>
      <p>
        <Trans>
          Part of the app did not arrive (the network may have dropped, or the app was updated), or
          it stopped on an error. Reloading keeps what you typed.
        </Trans>
      </p>
      <p>{String(error)}</p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Reload page</Trans>
      </Button>
    </Page>
  );
}
