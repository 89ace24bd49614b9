import { useCallback, useEffect, useState } from 'react';
import { useAnnounce } from '../../ui/live-region.tsx';
import { newBatchCleared } from './batch-wording.ts';

/** The paste box's id: New batch puts the focus there. */
const PASTE_ID = 'batch-paste';

/**
 * New batch: `clear` forgets everything, then the (new) paste box takes the focus once it is on
 * the page and a screen reader hears what happened.
 */
export function useStartNew(clear: () => void): () => void {
  const announce = useAnnounce();
  const [fresh, setFresh] = useState(0);
  useEffect(() => {
    if (fresh > 0) document.getElementById(PASTE_ID)?.focus();
  }, [fresh]);
  return useCallback(() => {
    clear();
    announce(newBatchCleared());
    setFresh((n) => n + 1);
  }, [clear, announce]);
}
