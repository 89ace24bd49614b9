import { useEffect, useEffectEvent, useState } from 'react';
import { useAnnounce } from '../../../ui/live-region.tsx';
import { resumeKept } from '../batch-wording.ts';

/**
 * Resume, pressed: at once when the rows' check is current; pressed while they are being checked
 * again (after a reload, or just after an edit), the press is kept, said so, and carried out once
 * the check is current, with that check, instead of asking the person to press again. One press
 * is kept per key (a venue's index; the single run has one key). `act` is the one given at that
 * moment: it may still decline (a venue no longer stopped).
 */
export function useResumeWhenChecked<K>(
  current: boolean,
  act: (key: K) => void,
): { press: (key: K) => void; queued: (key: K) => boolean } {
  const announce = useAnnounce();
  const [keys, setKeys] = useState<readonly K[]>([]);
  const carryOut = useEffectEvent((due: readonly K[]) => due.forEach((key) => act(key)));

  useEffect(() => {
    if (!current || keys.length === 0) return;
    // Once carried out, the presses are forgotten: one more render, the one that shows Resume
    // as sending instead of waiting.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setKeys([]);
    carryOut(keys);
  }, [current, keys]);

  return {
    press: (key) => {
      if (current) {
        act(key);
        return;
      }
      setKeys((before) => (before.includes(key) ? before : [...before, key]));
      announce(resumeKept());
    },
    queued: (key) => keys.includes(key),
  };
}
