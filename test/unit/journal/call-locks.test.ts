import { afterEach, describe, expect, it, vi } from 'vitest';

/** One browser's Web Locks as pages see them: the locks asked for are granted by `grant()`. */
function browserLocks() {
  const held: string[] = [];
  const asked: string[] = [];
  const waiting: (() => void)[] = [];
  const manager = {
    request: (name: string, callback: () => Promise<unknown>) => {
      asked.push(name);
      return new Promise<void>((granted) => waiting.push(granted)).then(() => {
        held.push(name);
        return callback();
      });
    },
    query: () => Promise.resolve({ held: held.map((name) => ({ name })), pending: [] }),
  };
  const grant = () => waiting.splice(0).forEach((granted) => granted());
  return { manager, held, asked, grant };
}

/** call-locks.ts as a new page loads it, in a browser with `locks`. */
async function newPage(locks: ReturnType<typeof browserLocks>) {
  vi.resetModules();
  vi.stubGlobal('navigator', { locks: locks.manager });
  return import('../../../src/journal/call-locks.ts');
}

afterEach(() => vi.unstubAllGlobals());

describe('call locks', () => {
  it('takes one lock for the page, before its first record may be written', async () => {
    const locks = browserLocks();
    const page = await newPage(locks);
    // Asked for as the journal's calls load, not per call.
    expect(locks.asked).toEqual([`sign-in-admin.page.${page.PAGE_ID}`]);
    let held = false;
    const holding = page.holdCall('first').then((release) => {
      held = true;
      return release;
    });
    await Promise.resolve();
    expect(held).toBe(false);
    locks.grant();
    const release = await holding;
    expect(held).toBe(true);
    release();
    // Later calls wait for no lock: each only asks for the one an earlier version looks for.
    expect(locks.asked).toEqual([`sign-in-admin.page.${page.PAGE_ID}`, 'sign-in-admin.call.first']);
  });

  it('knows a record in flight while the page that wrote it lives, and left once it goes', async () => {
    const locks = browserLocks();
    const page = await newPage(locks);
    locks.grant();
    locks.held.push('sign-in-admin.page.other-tab');
    const inFlight = await page.callsInFlight();
    expect(inFlight({ id: 'a', page: 'other-tab' })).toBe(true);
    expect(inFlight({ id: 'b', page: 'closed-tab' })).toBe(false);
    expect(inFlight({ id: 'c' })).toBe(false);

    locks.held.splice(locks.held.indexOf('sign-in-admin.page.other-tab'), 1);
    expect((await page.callsInFlight())({ id: 'a', page: 'other-tab' })).toBe(false);
  });

  it('counts this page’s own records in flight only while their call is', async () => {
    const locks = browserLocks();
    const page = await newPage(locks);
    locks.grant();
    const release = await page.holdCall('mine');
    const mine = { id: 'mine', page: page.PAGE_ID };
    expect((await page.callsInFlight())(mine)).toBe(true);
    release();
    // The page lives on, but that call is over: a record it left open was left.
    expect((await page.callsInFlight())(mine)).toBe(false);
  });

  it('honours the per-call locks a tab of an earlier version holds', async () => {
    const locks = browserLocks();
    const page = await newPage(locks);
    locks.held.push('sign-in-admin.call.old-record');
    expect((await page.callsInFlight())({ id: 'old-record' })).toBe(true);
  });

  it('without Web Locks knows only this page’s calls', async () => {
    vi.resetModules();
    vi.stubGlobal('navigator', {});
    const page = await import('../../../src/journal/call-locks.ts');
    const release = await page.holdCall('mine');
    const inFlight = await page.callsInFlight();
    expect(inFlight({ id: 'mine', page: page.PAGE_ID })).toBe(true);
    expect(inFlight({ id: 'other', page: 'other-tab' })).toBe(false);
    release();
  });
});
