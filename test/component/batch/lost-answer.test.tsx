// Issue 14, points 1 and 4: a chunk the server stored whose answer the app could not read, or
// that a gateway answered for, is "sent, answer not received" until Resume settles it; then
// its devices count as created, never as already whitelisted.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { unansweredNote } from '../../../src/features/batch/results/batch-results.ts';
import {
  ALL_CREATED,
  announced,
  BATCH,
  FIFTY,
  FIFTY_ROWS,
  figures,
  openBatch,
  pasteRows,
  storedMacs,
  tens,
} from '../../support/batch-run-page.ts';
import { server, testSandbox } from '../../support/msw-server.ts';

/** Chunk 3 (the third call) is answered by `fault`; every other call by the sandbox. */
function faultOnChunk3(fault: (request: Request) => Promise<Response>) {
  let calls = 0;
  server.use(
    http.post(BATCH, ({ request }) => {
      calls += 1;
      return calls === 3 ? fault(request) : testSandbox().fetch(request);
    }),
  );
}

const stored = (answer: () => Response) => async (request: Request) => {
  await testSandbox().fetch(request);
  return answer();
};

describe('Batch: a stored chunk whose answer was unreadable or a gateway’s', () => {
  it.each([
    {
      answer: '200 OK with a body that is not JSON',
      fault: stored(
        () => new HttpResponse('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
      ),
    },
    {
      answer: 'a gateway’s 504 page',
      fault: stored(
        () =>
          new HttpResponse('<html><body><h1>504 Gateway Time-out</h1></body></html>', {
            status: 504,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    },
  ])(
    'after $answer, chunk 3 is sent with its answer not received, and Resume counts it created',
    async ({ fault }) => {
      faultOnChunk3(fault);
      const { user } = await openBatch({ connections: [tens] });
      await pasteRows(user, FIFTY_ROWS);
      await user.click(await screen.findByRole('button', { name: 'Send 50 devices' }));

      expect(await screen.findByRole('heading', { name: 'Sending stopped' })).toBeVisible();
      // Chunk 3's rows were sent and may be stored: apart from the rows never sent.
      expect(figures()).toEqual([
        '20 created',
        '0 already whitelisted',
        '0 faulty',
        '0 guest sessions updated',
        '10 sent, answer not received',
        '20 not sent',
      ]);
      expect(screen.getByText('Not sent: 20 stopped at a failed chunk.')).toBeVisible();
      const unanswered = screen.getByRole('grid', { name: 'Sent, answer not received: 10 rows' });
      expect(within(unanswered).getAllByText(unansweredNote())[0]).toBeVisible();
      expect(
        screen.getByRole('progressbar', {
          name: '20 of 50 rows sent (chunk 3 of 5); 10 more sent, answer not received',
        }),
      ).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(
        '10 rows sent, answer not received: Resume settles them.',
      );
      await waitFor(() =>
        expect(announced().join('\n')).toMatch(
          /^Sending stopped: .+ 10 rows sent, answer not received: Resume settles them\.$/m,
        ),
      );
      expect(await storedMacs()).toEqual(FIFTY.slice(0, 30));

      await user.click(screen.getByRole('button', { name: 'Resume' }));
      await screen.findByRole('region', { name: 'Results' });
      await waitFor(() => expect(figures()).toEqual(ALL_CREATED));
      expect(
        screen.getByText(
          /^10 devices were probably created by the attempt whose answer was not received/,
        ),
      ).toBeVisible();
      const created = screen.getByRole('grid', { name: 'Created: 50 rows' });
      expect(
        within(created).getAllByText(
          'Probably created by the attempt whose answer was not received: the retry found it already whitelisted.',
        )[0],
      ).toBeVisible();
      expect(await storedMacs()).toEqual(FIFTY);
    },
  );

  it('a chunk the server refused with a 500 stays not sent: nothing of it was stored', async () => {
    faultOnChunk3(() =>
      Promise.resolve(
        HttpResponse.json({ status: 500, message: 'Database busy' }, { status: 500 }),
      ),
    );
    const { user } = await openBatch({ connections: [tens] });
    await pasteRows(user, FIFTY_ROWS);
    await user.click(await screen.findByRole('button', { name: 'Send 50 devices' }));

    expect(await screen.findByRole('heading', { name: 'Sending stopped' })).toBeVisible();
    expect(figures()).toEqual([
      '20 created',
      '0 already whitelisted',
      '0 faulty',
      '0 guest sessions updated',
      '30 not sent',
    ]);
    expect(screen.getByText('Not sent: 30 stopped at a failed chunk.')).toBeVisible();
    expect(screen.queryByRole('grid', { name: /^Sent, answer not received/ })).toBeNull();
    expect(
      screen.getByRole('progressbar', { name: '20 of 50 rows sent (chunk 3 of 5)' }),
    ).toBeVisible();
    await waitFor(() => expect(announced().join('\n')).toMatch(/^Sending stopped: .*HTTP 500/m));
    expect(announced().join('\n')).not.toMatch(/answer not received/);
  });
});
