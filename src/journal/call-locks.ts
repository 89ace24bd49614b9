// Which calls are still on their way. Each page holds one Web Lock named after it for as long as
// it lives, taken before it writes its first record ahead; each record written while its call (or
// batch run) is in flight names that page (`page`). The browser releases a page's lock when the
// page goes (reload, link, closed tab, crash), so any tab can tell a record still waiting from
// one whose page left before the answer came. One lock per page, not per call: a call then waits
// for no lock before its record is written and its request leaves. Browsers without Web Locks
// know only this page's own calls.

/** The per-call locks of earlier versions: still taken for their tabs, and honoured. */
const CALL_PREFIX = 'sign-in-admin.call.';
const PAGE_PREFIX = 'sign-in-admin.page.';

/** This page, as its records in flight name it. */
export const PAGE_ID =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** This page's calls in flight: what a browser without Web Locks can know. */
const held = new Set<string>();

function locks(): LockManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.locks;
}

let pageHeld: Promise<void> | undefined;

/** Takes this page's lock once, held until the page goes; resolves once it is held. */
function holdPage(): Promise<void> {
  pageHeld ??= new Promise<void>((granted) => {
    const manager = locks();
    if (!manager) {
      granted();
      return;
    }
    manager
      .request(PAGE_PREFIX + PAGE_ID, () => {
        granted();
        return new Promise<never>(() => {});
      })
      // A page that may not take locks (an opaque origin) keeps only its own set.
      .catch(() => granted());
  });
  return pageHeld;
}

// Taken as soon as the journal's calls are loaded, so even a page's first call waits for nothing.
void holdPage();

/**
 * Marks the record's call as in flight until the returned function is called. Resolves once
 * this page's lock is held, so a record written after it is never seen without its lock.
 */
export async function holdCall(recordId: string): Promise<() => void> {
  held.add(recordId);
  // The lock a tab of an earlier version looks for, so it does not take this call for left;
  // asked for alongside, never waited for.
  let letGo = () => {};
  const gone = new Promise<void>((resolve) => (letGo = resolve));
  locks()
    ?.request(CALL_PREFIX + recordId, () => gone)
    .catch(() => {});
  await holdPage();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(recordId);
    letGo();
  };
}

/** What a record in flight is known by: its ID, and the page that wrote it (if it says). */
export interface CallOwner {
  id: string;
  page?: string | undefined;
}

/** Whether a record's call is still on its way in some open page, this one included. */
export async function callsInFlight(): Promise<(record: CallOwner) => boolean> {
  const ids = new Set(held);
  const pages = new Set<string>();
  const manager = locks();
  if (manager) {
    try {
      const state = await manager.query();
      for (const lock of [...(state.held ?? []), ...(state.pending ?? [])]) {
        const name = lock.name ?? '';
        if (name.startsWith(CALL_PREFIX)) ids.add(name.slice(CALL_PREFIX.length));
        if (name.startsWith(PAGE_PREFIX)) pages.add(name.slice(PAGE_PREFIX.length));
      }
    } catch {
      // Unknown: only this page's calls count as in flight.
    }
  }
  // This page's own records are in flight while their call is: it knows them one by one.
  pages.delete(PAGE_ID);
  return (record) => ids.has(record.id) || (record.page !== undefined && pages.has(record.page));
}
