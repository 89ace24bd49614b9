import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce | null>(null);

/** Delay between clearing and filling the region, so a repeated message is read again. */
const REFILL_MS = 50;

/**
 * Owns one polite status region for the whole app; `useAnnounce()` puts short status messages
 * ("Connection saved") in it for screen readers. Visible text needs no announcement of its own.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const announce = useCallback<Announce>((next) => {
    clearTimeout(timer.current);
    setMessage('');
    timer.current = setTimeout(() => setMessage(next), REFILL_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <LiveRegion message={message} />
    </AnnounceContext.Provider>
  );
}

/** A visually hidden polite live region; it must be in the page before its text changes. */
export function LiveRegion({ message }: { message: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
      {/* Silent: no child at all (Preact would keep an empty text node for ''). */}
      {message || null}
    </div>
  );
}

export function useAnnounce(): Announce {
  const announce = useContext(AnnounceContext);
  if (!announce) throw new Error('useAnnounce() needs an <AnnouncerProvider> above it');
  return announce;
}
