// Issue 14: whatever happens to chunk 3 the first time it is sent, Resume until done leaves the
// sandbox holding every MAC once and the figures of a run without faults. The faults that may
// have stored the chunk also say which devices were probably created by the lost attempt.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '../../../src/api/client.ts';
import {
  ALL_CREATED,
  BATCH,
  FIFTY,
  FIFTY_ROWS,
  figures,
  firstMacOf,
  neverAnswered,
  openBatch,
  pasteRows,
  storedMacs,
  tens,
  WHITELISTINGS,
} from '../../support/batch-run-page.ts';
import { server, testSandbox } from '../../support/msw-server.ts';

/** What chunk 3's first request gets instead of the sandbox's answer. */
type Fault = (request: Request) => Promise<Response>;

const forwarded = (answer: (request: Request) => Response | Promise<Response>) => {
  return async (request: Request) => {
    await testSandbox().fetch(request);
    return answer(request);
  };
};

/**
 * The client gives up on a request after DEFAULT_TIMEOUT_MS: the next request sent after this
 * is armed gives up after a moment instead, so a test need not wait half a minute.
 */
function shortenNextTimeout(): { arm: () => void } {
  let armed = false;
  const real = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, delay?: number) => {
    if (!armed || delay !== DEFAULT_TIMEOUT_MS) return real(handler, delay);
    armed = false;
    return real(handler, 200);
  }) as typeof setTimeout);
  return {
    arm: () => {
      armed = true;
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

interface Case {
  name: string;
  /** null: the run without faults the others are compared with. */
  fault: Fault | null;
  /** The page is reloaded while chunk 3 is in flight. */
  reload?: boolean;
  /** The client's timeout ends chunk 3 (its handler never answers). */
  timeout?: boolean;
  /** What the stopped run says about chunk 3, so the fault is known to have happened. */
  stopped?: RegExp;
  /** Devices counted as created by the attempt whose answer was not received. */
  lost: number;
}

const CASES: Case[] = [
  { name: 'no fault', fault: null, lost: 0 },
  {
    name: 'a 500',
    fault: () =>
      Promise.resolve(
        HttpResponse.json({ status: 500, message: 'Database busy' }, { status: 500 }),
      ),
    stopped: /Chunk 3 of 5: .*HTTP 500/,
    lost: 0,
  },
  {
    name: 'no answer',
    fault: forwarded(() => HttpResponse.error()),
    stopped: /Chunk 3 of 5: Could not reach the API/,
    lost: 10,
  },
  {
    name: 'offline',
    fault: () => Promise.resolve(HttpResponse.error()),
    stopped: /Chunk 3 of 5: Could not reach the API/,
    lost: 0,
  },
  {
    name: 'stored + unreadable',
    fault: forwarded(() => new HttpResponse('<html><body>OK</body></html>', { status: 200 })),
    stopped: /Chunk 3 of 5: .*an HTML page, not JSON/,
    lost: 10,
  },
  {
    name: 'stored + 504',
    fault: forwarded(
      () => new HttpResponse('<html><body>504 Gateway Time-out</body></html>', { status: 504 }),
    ),
    stopped: /Chunk 3 of 5: .*HTTP 504/,
    lost: 10,
  },
  {
    name: 'lost (stored, then timed out)',
    fault: forwarded(neverAnswered),
    timeout: true,
    stopped: /Chunk 3 of 5: No answer from the API within/,
    lost: 10,
  },
  {
    name: 'reload mid-chunk',
    fault: forwarded(neverAnswered),
    reload: true,
    stopped: /Sending stopped when the page was left, reloaded/,
    lost: 10,
  },
];

describe('Batch exactly once: 50 new MACs in chunks of 10, a fault on chunk 3', () => {
  it.each(CASES)(
    '$name: the sandbox holds every MAC once and the figures are those of a run without faults',
    async ({ fault, reload = false, timeout = false, stopped, lost }) => {
      const timer = shortenNextTimeout();
      let calls = 0;
      server.use(
        http.post(BATCH, ({ request }) => {
          calls += 1;
          // The chunk before the faulty one arms the shorter timeout for the next request.
          if (calls === 2 && timeout) timer.arm();
          return calls === 3 && fault ? fault(request) : testSandbox().fetch(request);
        }),
      );
      const first = await openBatch({ connections: [tens] });
      await pasteRows(first.user, FIFTY_ROWS);
      await first.user.click(await screen.findByRole('button', { name: 'Send 50 devices' }));

      let user = first.user;
      if (reload) {
        // Chunk 3 arrived and is stored; its answer is still on the way when the page goes.
        await waitFor(() => expect(storedMacs()).resolves.toHaveLength(30));
        first.unmount();
        ({ user } = await openBatch({ connections: [tens], storages: first.storages }));
      }
      if (fault) {
        await screen.findByRole('heading', { name: 'Sending stopped' });
        expect(screen.getByRole('alert')).toHaveTextContent(stopped ?? /./);
        await user.click(screen.getByRole('button', { name: 'Resume' }));
      }

      await screen.findByRole('region', { name: 'Results' });
      await waitFor(() => expect(figures()).toEqual(ALL_CREATED));
      expect(await storedMacs()).toEqual(FIFTY);
      const note = /probably created by the attempt whose answer was not received/;
      if (lost === 0) expect(screen.queryByText(note)).toBeNull();
      else expect(screen.getByText(note)).toHaveTextContent(new RegExp(`^${lost} devices were`));
    },
  );

  it('with an expiry, a create stored whose answer was not received is created once after Resume', async () => {
    const lostMac = FIFTY[20];
    const sent: string[] = [];
    server.use(
      http.post(WHITELISTINGS, async ({ request }) => {
        const mac = (await firstMacOf(request)) ?? '';
        sent.push(mac);
        const answer = await testSandbox().fetch(request);
        // The first create of chunk 3 is stored; its answer never comes back.
        return mac === lostMac && sent.filter((m) => m === mac).length === 1
          ? HttpResponse.error()
          : answer;
      }),
    );
    const { user } = await openBatch({ connections: [tens] });
    await pasteRows(user, FIFTY_ROWS);
    await user.click(await screen.findByRole('radio', { name: 'For a number of days' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of days' }), '30');
    await user.click(await screen.findByRole('button', { name: 'Send 50 devices' }));

    expect(await screen.findByRole('heading', { name: 'Sending stopped' })).toBeVisible();
    expect(figures()).toContain('1 sent, answer not received');
    await user.click(screen.getByRole('button', { name: 'Resume' }));

    await screen.findByRole('region', { name: 'Results' });
    await waitFor(() => expect(figures()).toEqual(ALL_CREATED));
    expect(await storedMacs()).toEqual(FIFTY);
    expect(
      screen.getByText(
        /^1 device was probably created by the attempt whose answer was not received/,
      ),
    ).toBeVisible();
    // Each MAC went once, but the lost one, which the retry found already there.
    expect(sent.filter((mac) => mac === lostMac)).toHaveLength(2);
    expect(new Set(sent).size).toBe(50);
  });
});
