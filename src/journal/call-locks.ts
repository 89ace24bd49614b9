// Which calls are still on their way: a page holds a Web Lock named after a record while its
// call (or a batch run) is in flight, from before the record is written ahead until it is
// settled. The browser releases a page's locks when the page goes (reload, link, closed tab,
// crash), so any tab can tell a record still waiting from one whose page left before the
// answer came. Browsers without Web Locks know only this page's own calls.

const PREFIX = 'sign-in-admin.call.';

/** This page's calls in flight: what a browser without Web Locks can know. */
const held = new Set<string>();

function locks(): LockManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.locks;
}

/**
 * Holds the record's lock until the returned function is called. Resolves once the lock is
 * held, so a record written after it is never seen without its lock.
 */
export async function holdCall(recordId: string): Promise<() => void> {
  held.add(recordId);
  const manager = locks();
  let release = () => {};
  if (manager) {
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await new Promise<void>((granted, refused) => {
      manager
        .request(PREFIX + recordId, () => {
          granted();
          return released;
        })
        .catch(refused);
    }).catch(() => {
      // A page that may not take locks (an opaque origin) keeps only its own set.
    });
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(recordId);
    release();
  };
}

/** IDs of the records whose call some open page still has in flight (this one included). */
export async function callsInFlight(): Promise<Set<string>> {
  const ids = new Set(held);
  const manager = locks();
  if (!manager) return ids;
  try {
    const state = await manager.query();
    for (const lock of [...(state.held ?? []), ...(state.pending ?? [])]) {
      if (lock.name?.startsWith(PREFIX)) ids.add(lock.name.slice(PREFIX.length));
    }
  } catch {
    // Unknown: only this page's calls count as in flight.
  }
  return ids;
}
