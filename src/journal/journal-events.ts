// Telling every tab that Activity changed: an event in this tab, a BroadcastChannel message to
// the others (IndexedDB itself says nothing when another tab writes).
const CHANNEL = 'sign-in-admin.activity';
/** Fired on window when this tab wrote: BroadcastChannel reaches only the other tabs. */
const CHANGED = 'sign-in-admin:activity-changed';

export function announceActivityChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
  if (typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `listener` whenever any tab changed Activity; returns the unsubscribe. */
export function subscribeActivityChanges(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    channel?.close();
  };
}
