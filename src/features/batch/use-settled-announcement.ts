import { useEffect } from 'react';
import { useAnnounce } from '../../ui/live-region.tsx';

/**
 * Announces `text` once it has stayed the same for `pauseMs`, so a screen reader hears what a
 * paste or a fix did without hearing every keystroke. null says nothing.
 */
export function useSettledAnnouncement(text: string | null, pauseMs: number): void {
  const announce = useAnnounce();
  useEffect(() => {
    if (text === null) return;
    const timer = setTimeout(() => announce(text), pauseMs);
    return () => clearTimeout(timer);
  }, [announce, text, pauseMs]);
}
