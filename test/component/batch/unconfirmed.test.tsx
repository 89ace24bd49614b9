// docs/decisions.md "Rows a batch answer does not mention": a row an answer leaves out is not
// confirmed, never faulty, and can be sent again safely; an answer that mentions none of the rows
// sent is not what the API describes, so the chunk stops the run as an unreadable answer does.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { unmentionedRowsMessage } from '../../../src/api/error-messages.ts';
import type { ConnectionStorages } from '../../../src/connection/storage.ts';
import {
  announced,
  BATCH,
  figures,
  openBatch,
  pasteRows,
  runsEnded,
  storedMacs,
} from '../../support/batch-run-page.ts';
import { server, testSandbox } from '../../support/msw-server.ts';

/** Five devices no seeded entry or waiting guest has. */
const FIVE = [1, 2, 3, 4, 5].map((n) => `AC:DE:48:20:00:0${n}`);
const FIVE_ROWS = FIVE.map((mac, i) => `${mac},Sensor ${i + 1}`).join('\n');
const stored = () => storedMacs('AC:DE:48:20');

const answerSchema = z.looseObject({ createdWhitelistingMacs: z.array(z.string()) });
const bodySchema = z.object({ whitelistings: z.array(z.object({ mac: z.string() })) });

/**
 * The first batch call goes to the sandbox (which stores the rows) and its answer is made by
 * `answer` from the sandbox's own; every later call goes to the sandbox. Returns the MACs each
 * call sent.
 */
function firstAnswer(
  answer: (real: z.infer<typeof answerSchema>) => Record<string, unknown>,
): string[][] {
  const sent: string[][] = [];
  server.use(
    http.post(BATCH, async ({ request }) => {
      const body = bodySchema.parse(await request.clone().json());
      sent.push(body.whitelistings.map((entry) => entry.mac));
      const response = await testSandbox().fetch(request);
      if (sent.length > 1) return response;
      return HttpResponse.json(answer(answerSchema.parse(await response.json())));
    }),
  );
  return sent;
}

/** Batch import with the five rows pasted and sent. */
async function sendFive() {
  const view = await openBatch();
  await pasteRows(view.user, FIVE_ROWS);
  await view.user.click(await screen.findByRole('button', { name: 'Send 5 devices' }));
  return view;
}

/**
 * The same run settled: five rows created, each counted once, `earlier` of them probably by the
 * attempt whose answer was not received; the sandbox holds the five once each.
 */
async function expectFiveCreated(earlier: number, storages: ConnectionStorages) {
  await waitFor(() => expect(figures()[0]).toBe('5 created'));
  expect(figures()).toEqual([
    '5 created',
    '0 already whitelisted',
    '0 faulty',
    '0 guest sessions updated',
    '0 not sent',
  ]);
  expect(
    screen.getByText(
      new RegExp(
        `^${earlier} devices were probably created by the attempt whose answer was not received`,
      ),
    ),
  ).toBeVisible();
  expect(await stored()).toEqual(FIVE);
  await runsEnded(storages);
}

describe('Batch: rows an answer does not mention', () => {
  it('an answer naming 3 of 5 rows: 2 not confirmed, shown apart, none faulty; sending them again settles them', async () => {
    const left = [FIVE[1], FIVE[4]];
    const sent = firstAnswer((real) => ({
      ...real,
      createdWhitelistingMacs: real.createdWhitelistingMacs.filter((mac) => !left.includes(mac)),
    }));
    const { user, storages } = await sendFive();

    const results = await screen.findByRole('region', { name: 'Results' });
    await waitFor(() => expect(figures()[0]).toBe('3 created'));
    expect(figures()).toEqual([
      '3 created',
      '0 already whitelisted',
      '0 faulty',
      '2 not confirmed',
      '0 guest sessions updated',
      '0 not sent',
    ]);
    const apart = within(results).getByRole('region', { name: 'Not confirmed (2)' });
    expect(
      within(apart).getByText(
        "The server's answer did not mention these rows, so whether they were stored is not known. Sending them again is safe: what the server already holds comes back already whitelisted and counts as created.",
      ),
    ).toBeVisible();
    const grid = within(apart).getByRole('grid', { name: 'Not confirmed: 2 rows' });
    expect(within(grid).getByText(FIVE[1] ?? '')).toBeVisible();
    expect(within(grid).getByText(FIVE[4] ?? '')).toBeVisible();
    expect(within(results).queryByRole('region', { name: /^Faulty/ })).toBeNull();
    await waitFor(() =>
      expect(announced()).toContain(
        'Batch sent: 3 created, 0 already whitelisted, 0 faulty, 2 not confirmed, 0 not sent. The results are below.',
      ),
    );

    await user.click(
      within(apart).getByRole('button', { name: 'Send the not-confirmed rows again' }),
    );
    await expectFiveCreated(2, storages);
    expect(sent).toEqual([FIVE, left]);
    expect(screen.queryByRole('region', { name: /^Not confirmed/ })).toBeNull();
  });

  it('an answer with empty lists for 5 rows is not what the API describes: the run stops, nothing faulty, and Resume counts them created', async () => {
    firstAnswer(() => ({
      createdWhitelistingMacs: [],
      existingWhitelistingMacs: [],
      faultyRequests: [],
      updatedLogins: -1,
    }));
    const { user, storages } = await sendFive();

    expect(await screen.findByRole('heading', { name: 'Sending stopped' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Chunk 1 of 1: ${unmentionedRowsMessage(5)}`,
    );
    expect(figures()).toEqual([
      '0 created',
      '0 already whitelisted',
      '0 faulty',
      '0 guest sessions updated',
      '5 sent, answer not received',
      '0 not sent',
    ]);
    expect(screen.queryByRole('region', { name: /^Faulty/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Not confirmed/ })).toBeNull();
    expect(await stored()).toEqual(FIVE);

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await expectFiveCreated(5, storages);
  });
});
