import { Trans, useLingui } from '@lingui/react/macro';
import {
  createContext,
  Fragment,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link } from 'wouter';
import type { ApiConnection } from '../api/client.ts';
import { Notice } from '../ui/notice.tsx';
import { useConnection } from './connection-context.tsx';
import { connectionLabel } from './connection-label.ts';
import type { StoredConnection } from './storage.ts';
import { PATHS } from '../paths.ts';
import { LazyKeyPrompt } from './lazy-key-prompt.ts';

// Asked for only where a tab lacks a saved connection's key: its form and words load then
// (lazy-key-prompt.ts).

/** A connection that can make calls: its key is known in this tab. */
export type ReadyConnection = StoredConnection & ApiConnection;

const ReadyConnectionContext = createContext<ReadyConnection | null>(null);

/** The active connection inside <RequireConnection>; use it for every API call of a screen. */
export function useReadyConnection(): ReadyConnection {
  const connection = useContext(ReadyConnectionContext);
  if (!connection) throw new Error('useReadyConnection() needs a <RequireConnection> above it');
  return connection;
}

/** Where the key form shows while it loads. */
export function KeyFormLoading() {
  return (
    <p role="status">
      <Trans>Loading the key form…</Trans>
    </p>
  );
}

/** Takes focus when it appears, so the screen is read out after the key prompt goes away. */
function FocusOnArrival({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1}>
      {children}
    </div>
  );
}

/**
 * Renders its children only with a usable connection; otherwise says what is missing and how
 * to set it up, instead of letting the screen fail on its first call.
 */
export function RequireConnection({ children }: { children: ReactNode }) {
  const { active } = useConnection();
  const { t } = useLingui();
  const [keyEntered, setKeyEntered] = useState(false);
  // One object per change, so screens can depend on it in effects and query keys.
  const ready = useMemo<ReadyConnection | null>(
    () => (active?.apiKey === undefined ? null : { ...active, apiKey: active.apiKey }),
    [active],
  );

  if (!active) {
    return (
      <Notice tone="warning" title={t`Set up a connection first`}>
        <p>
          <Trans>
            This screen sends requests to your Sign-In API. It needs to know where the API is and
            which organization, Sign-In context and API key to use.
          </Trans>
        </p>
        <p>
          <Link href={PATHS.connection}>
            <Trans>Set up a connection</Trans>
          </Link>
        </p>
      </Notice>
    );
  }

  if (!ready) {
    const { name } = active;
    const label = connectionLabel(active);
    return (
      <Notice tone="warning" title={t`API key needed`}>
        <p>
          <Trans>
            The connection “{name}” ({label}) is saved on this device, but its API key is kept only
            in the tab where it was entered. Enter the key to continue.
          </Trans>
        </p>
        <Suspense fallback={<KeyFormLoading />}>
          <LazyKeyPrompt connection={active} onAccepted={() => setKeyEntered(true)} />
        </Suspense>
        <p>
          <Trans>
            Or <Link href={PATHS.connection}>choose another connection</Link>.
          </Trans>
        </p>
      </Notice>
    );
  }

  // One screen per connection: switching connection in the header gives the screen that
  // connection's own drafts, results and runs, so nothing typed or planned for one context is
  // ever sent to another (a run in flight stops with its screen, and offers Resume on return).
  const screen = <Fragment key={ready.id}>{children}</Fragment>;
  return (
    <ReadyConnectionContext.Provider value={ready}>
      {keyEntered ? <FocusOnArrival>{screen}</FocusOnArrival> : screen}
    </ReadyConnectionContext.Provider>
  );
}
