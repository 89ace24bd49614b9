import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { todayIn } from '../../../src/api/rules.ts';
import { SEED } from '../../../src/sandbox/seed.ts';
import { addDays } from '../../../src/ui/expiry.ts';
import { gridCell, openCell } from '../../support/batch-grid-cells.ts';
import {
  figures,
  openBatch,
  pasteRows,
  storedMacs as storedMacsOf,
} from '../../support/batch-run-page.ts';
import { recentEntryIds } from '../../support/journal-db.ts';
import { server, testSandbox } from '../../support/msw-server.ts';
import { office } from '../../support/saved-connections.ts';
import { checkRows } from '../../../src/features/batch/check/check-rows.ts';
import { summarizeResults } from '../../../src/features/batch/results/batch-results.ts';
import { ResultsView } from '../../../src/features/batch/results/results-view.tsx';
import type { BatchRunner } from '../../../src/features/batch/run/batch-runner.ts';
import { planRun } from '../../../src/features/batch/run/plan-run.ts';
import { RunPanel } from '../../../src/features/batch/run/run-panel.tsx';
import type { BatchRun } from '../../../src/features/batch/run/run-model.ts';
import { RunProgress } from '../../../src/features/batch/run/run-progress.tsx';
import { VenuesPanel } from '../../../src/features/batch/venues/venues-panel.tsx';
import type { VenuesRunner } from '../../../src/features/batch/venues/venues-runner.ts';
import { connectionRef } from '../../../src/journal/record-parts.ts';
import { speak } from '../../support/i18n.tsx';
import { parsedList } from '../../support/parsed-list.ts';
import { renderScreen } from '../../support/render-screen.tsx';

const WHITELISTINGS = '*/v1/org/demo-org/contexts/sign-in/demo-context/modules/whitelistings';
const BATCH = `${WHITELISTINGS}/batch/add`;
/** Chunks of two rows, so six rows make three chunks. */
const smallChunks = { ...office, chunkSize: 2 };

const SIX = [1, 2, 3, 4, 5, 6].map((n) => `AC:DE:48:00:00:0${n},Sensor ${n}`).join('\n');

/** The MACs of these tests the sandbox holds, sorted. */
const storedMacs = () => storedMacsOf('AC:DE:48');

/** Answers the nth batch call (1-based) with `fault`; every other call goes to the sandbox. */
function failCall(n: number, fault: (request: Request) => Promise<Response> | Response) {
  let calls = 0;
  const bodies: unknown[] = [];
  server.use(
    http.post(BATCH, async ({ request }) => {
      calls += 1;
      bodies.push(await request.clone().json());
      if (calls === n) return fault(request);
      return testSandbox().fetch(request);
    }),
  );
  return bodies;
}

describe('Batch import sending', () => {
  it('stops at a failed chunk 2 of 3, keeps everything over a reload, and resumes from it', async () => {
    const bodies = failCall(2, () =>
      HttpResponse.json({ status: 500, message: 'Database busy' }, { status: 500 }),
    );
    const first = await openBatch({ connections: [smallChunks] });
    await pasteRows(first.user, SIX);
    await first.user.click(await screen.findByRole('button', { name: 'Send 6 devices' }));

    expect(await screen.findByRole('heading', { name: 'Sending stopped' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/Chunk 2 of 3: .*500/);
    expect(screen.getByRole('progressbar', { name: /2 of 6 rows sent/ })).toHaveAttribute(
      'value',
      '2',
    );
    expect(figures()).toEqual([
      '2 created',
      '0 already whitelisted',
      '0 faulty',
      '0 guest sessions updated',
      '4 not sent',
    ]);
    expect(bodies).toHaveLength(2);
    expect(await storedMacs()).toEqual(['AC:DE:48:00:00:01', 'AC:DE:48:00:00:02']);
    expect(screen.getByRole('region', { name: 'Results so far' })).toBeVisible();

    // A reload keeps the run and offers Resume.
    first.unmount();
    const again = await openBatch({ connections: [smallChunks], storages: first.storages });
    expect(await screen.findByRole('heading', { name: 'Sending stopped' })).toBeVisible();
    await again.user.click(screen.getByRole('button', { name: 'Resume' }));

    const results = await screen.findByRole('region', { name: 'Results' });
    await waitFor(() => expect(figures()[0]).toBe('6 created'));
    expect(figures()).toEqual([
      '6 created',
      '0 already whitelisted',
      '0 faulty',
      '0 guest sessions updated',
      '0 not sent',
    ]);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // Chunk 1 was not sent again: calls 3 and 4 were chunks 2 and 3.
    expect(bodies).toHaveLength(4);
    expect(bodies[2]).toMatchObject({
      whitelistings: [{ mac: 'AC:DE:48:00:00:03' }, { mac: 'AC:DE:48:00:00:04' }],
    });
    expect(await storedMacs()).toHaveLength(6);
    expect(within(results).getByRole('grid', { name: 'Created: 6 rows' })).toBeVisible();
    // A screen reader hears the figures, not only that it is done.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
        'Batch sent: 6 created, 0 already whitelisted, 0 faulty, 0 not sent. The results are below.',
      ),
    );
  });

  it('refuses a chunk answer without its lists as not what the API describes, and resumes from it', async () => {
    const bodies = failCall(1, () => HttpResponse.json({}));
    const { user } = await openBatch({ connections: [smallChunks] });
    await pasteRows(user, SIX);
    await user.click(await screen.findByRole('button', { name: 'Send 6 devices' }));

    expect(await screen.findByRole('heading', { name: 'Sending stopped' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Chunk 1 of 3: .*not what the API describes \(createdWhitelistingMacs: expected array\)/,
    );
    // The refused answer may stand for stored devices: chunk 1 is sent, its answer not received.
    expect(figures()).toEqual([
      '0 created',
      '0 already whitelisted',
      '0 faulty',
      '0 guest sessions updated',
      '2 sent, answer not received',
      '4 not sent',
    ]);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(figures()[0]).toBe('6 created'));
    expect(figures()[2]).toBe('0 faulty');
    expect(bodies).toHaveLength(4);
  });

  it('keeps a chunk whose updatedLogins is not a count, and shows that total as unknown', async () => {
    failCall(1, async (request) => {
      const answer = z
        .record(z.string(), z.unknown())
        .parse(await (await testSandbox().fetch(request)).json());
      return HttpResponse.json({ ...answer, updatedLogins: '12' });
    });
    const { user } = await openBatch({ connections: [smallChunks] });
    await pasteRows(user, SIX);
    await user.click(await screen.findByRole('button', { name: 'Send 6 devices' }));

    await screen.findByRole('region', { name: 'Results' });
    await waitFor(() => expect(figures()[0]).toBe('6 created'));
    expect(figures()).toEqual([
      '6 created',
      '0 already whitelisted',
      '0 faulty',
      'unknown guest sessions updated',
      '0 not sent',
    ]);
    expect(
      screen.getByText(
        'The guest-session total is incomplete: for 1 chunk the server sent something that is not a count.',
      ),
    ).toBeVisible();
  });

  it('lists the addresses an answer names that this batch did not send', async () => {
    failCall(2, async (request) => {
      const answer = z
        .looseObject({ createdWhitelistingMacs: z.array(z.string()) })
        .parse(await (await testSandbox().fetch(request)).json());
      return HttpResponse.json({
        ...answer,
        createdWhitelistingMacs: [...answer.createdWhitelistingMacs, 'DE:AD:BE:EF:00:01'],
        existingWhitelistingMacs: ['DE:AD:BE:EF:00:02'],
      });
    });
    const { user } = await openBatch({ connections: [smallChunks] });
    await pasteRows(user, SIX);
    await user.click(await screen.findByRole('button', { name: 'Send 6 devices' }));

    const results = await screen.findByRole('region', { name: 'Results' });
    await waitFor(() => expect(figures()[0]).toBe('6 created'));
    const stray = within(results).getByRole('list', {
      name: 'The answer also listed 2 addresses this batch did not send',
    });
    expect(
      within(stray)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['DE:AD:BE:EF:00:01', 'DE:AD:BE:EF:00:02']);
  });

  it('counts a chunk whose answer was not received as created when the retry finds it existing', async () => {
    failCall(2, async (request) => {
      // The request arrives and is applied; the answer never comes back.
      await testSandbox().fetch(request);
      return HttpResponse.error();
    });
    const { user } = await openBatch({ connections: [smallChunks] });
    await pasteRows(user, SIX);
    await user.click(await screen.findByRole('button', { name: 'Send 6 devices' }));
    await screen.findByRole('heading', { name: 'Sending stopped' });
    await user.click(screen.getByRole('button', { name: 'Resume' }));

    await waitFor(() => expect(figures()[0]).toBe('6 created'));
    expect(figures()[1]).toBe('0 already whitelisted');
    expect(
      screen.getByText(
        /2 devices were probably created by the attempt whose answer was not received/,
      ),
    ).toBeVisible();
    expect(await storedMacs()).toHaveLength(6);
  });

  it('a reload that tears down the request in flight is no failed chunk: Resume is offered as after a reload', async () => {
    let calls = 0;
    let tearDown: () => void = () => {};
    const torn = new Promise<void>((resolve) => {
      tearDown = resolve;
    });
    server.use(
      http.post(BATCH, async ({ request }) => {
        calls += 1;
        if (calls < 2) return testSandbox().fetch(request);
        // The browser drops the request as the page goes.
        await torn;
        return HttpResponse.error();
      }),
    );
    const first = await openBatch({ connections: [smallChunks] });
    await pasteRows(first.user, SIX);
    await first.user.click(await screen.findByRole('button', { name: 'Send 6 devices' }));
    await waitFor(() => expect(calls).toBe(2));
    // Chromium drops the request between beforeunload and pagehide.
    window.dispatchEvent(new Event('beforeunload'));
    tearDown();
    await new Promise((resolve) => setTimeout(resolve, 50));
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();

    await openBatch({ connections: [smallChunks], storages: first.storages });
    expect(await screen.findByRole('heading', { name: 'Sending stopped' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Not everything was sent yet' })).toBeVisible();
    expect(screen.getByText(/Sending stopped when the page was left, reloaded/)).toBeVisible();
    expect(screen.queryByText(/Chunk 2 of 3:/)).not.toBeInTheDocument();
  });

  it('after a reload while a chunk was in flight, Resume counts its devices as created', async () => {
    let calls = 0;
    server.use(
      http.post(BATCH, async ({ request }) => {
        calls += 1;
        const applied = await testSandbox().fetch(request);
        // Chunk 2 arrives and is applied; its answer is still on the way when the page goes.
        if (calls === 2) await new Promise(() => {});
        return applied;
      }),
    );
    const first = await openBatch({ connections: [smallChunks] });
    await pasteRows(first.user, SIX);
    await first.user.click(await screen.findByRole('button', { name: 'Send 6 devices' }));
    await waitFor(() => expect(calls).toBe(2));
    first.unmount();

    const again = await openBatch({ connections: [smallChunks], storages: first.storages });
    expect(await screen.findByRole('heading', { name: 'Sending stopped' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: /2 of 6 rows sent/ })).toBeVisible();
    await again.user.click(screen.getByRole('button', { name: 'Resume' }));

    await waitFor(() => expect(figures()[0]).toBe('6 created'));
    expect(figures()[1]).toBe('0 already whitelisted');
    expect(
      screen.getByText(
        /2 devices were probably created by the attempt whose answer was not received/,
      ),
    ).toBeVisible();
    expect(await storedMacs()).toHaveLength(6);
  });

  it('sends an invalid row when asked, explains the fault, and resubmits it corrected', async () => {
    const { user } = await openBatch();
    await pasteRows(user, 'AC:DE:48:00:00:07,Kiosk <1>\nAC:DE:48:00:00:08,Kiosk 2');
    await screen.findByRole('button', { name: 'Send 1 device' });
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Also send rows that fail the checks here (the server decides)',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send 2 devices' }));

    await waitFor(() => expect(figures()[2]).toBe('1 faulty'));
    // The run's end is said once its record is settled, a moment after the figures show: heard
    // first, so the next announcement is not replaced by it.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContainEqual(
        expect.stringMatching(/^Batch sent: /),
      ),
    );
    const faulty = screen.getByRole('grid', { name: 'Faulty: 1 row' });
    expect(within(faulty).getByText('Name may not contain: < >')).toBeVisible();
    const resubmit = screen.getByRole('button', { name: 'Resubmit 0 corrected rows' });
    expect(resubmit).toHaveAttribute('aria-disabled', 'true');
    // Pressed anyway, it says why nothing happens.
    await user.click(resubmit);
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
        'No faulty row is corrected yet: fix one in the table first.',
      ),
    );

    const name = await openCell(user, 'Name', 1, faulty);
    // The input is described by its problem, as in the preview.
    expect(name).toHaveAccessibleDescription('Name may not contain: < >');
    expect(name).toBeInvalid();
    await user.clear(name);
    await user.type(name, 'Kiosk 1');
    // The edit is checked first (a moment): until then the button says it waits, as a person sees.
    const corrected = await screen.findByRole('button', { name: 'Resubmit 1 corrected row' });
    await waitFor(() => expect(corrected).not.toHaveAttribute('aria-disabled'));
    await user.click(corrected);

    await waitFor(() => expect(figures()).toContain('2 created'));
    expect(figures()).toContain('0 faulty');
    expect(await storedMacs()).toEqual(['AC:DE:48:00:00:07', 'AC:DE:48:00:00:08']);
  });

  it('with an expiry sends one create per row with its own ID and toDate, 409 as already whitelisted', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(WHITELISTINGS, async ({ request }) => {
        bodies.push(await request.clone().json());
        return testSandbox().fetch(request);
      }),
    );
    const { user, storages } = await openBatch();
    const printer = SEED.entries.receptionPrinter.mac;
    await pasteRows(user, `AC:DE:48:00:00:09,Guest laptop\n${printer},Printer\nAC:DE:48:00:00:0A`);
    await user.click(await screen.findByRole('radio', { name: 'For a number of days' }));
    // The auto tags are batch-call options: not with an expiry.
    expect(
      screen.getByRole('checkbox', { name: 'Make tags from each description' }),
    ).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Add a date tag' })).toBeDisabled();
    // Create rules: a name is required, so the row without one is invalid now.
    await waitFor(() => expect(gridCell('Name', 3)).toHaveAttribute('aria-invalid', 'true'));
    await user.click(screen.getByRole('button', { name: 'Send 2 devices' }));
    // No number of days yet: the field says so and nothing is sent.
    expect(
      await screen.findByText(/Enter the number of days, a whole number like 30/),
    ).toBeVisible();
    expect(bodies).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Number of days' }), '30');
    await user.click(screen.getByRole('button', { name: 'Send 2 devices' }));

    await waitFor(() =>
      expect(figures()).toEqual([
        '1 created',
        '1 already whitelisted',
        '0 faulty',
        '0 guest sessions updated',
        '1 not sent',
      ]),
    );
    const toDate = addDays(todayIn(SEED.timeZone), 30);
    expect(bodies).toEqual(
      expect.arrayContaining([
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          mac: 'AC:DE:48:00:00:09',
          name: 'Guest laptop',
          toDate,
        },
        { id: expect.stringMatching(/^[0-9a-f-]{36}$/), mac: printer, name: 'Printer', toDate },
      ]),
    );
    expect(bodies).toHaveLength(2);
    expect(screen.getByText(/created with an entry ID of its own/)).toBeVisible();
    // The created entry is in Recent entries under the ID it was sent with.
    const created = bodies.find(
      (body): body is { id: string } =>
        typeof body === 'object' &&
        body !== null &&
        'mac' in body &&
        body.mac === 'AC:DE:48:00:00:09',
    );
    await waitFor(() => expect(recentEntryIds(storages, 'office')).resolves.toContain(created?.id));
  });

  it('on the expiry path Cancel stops between creates, not after the whole chunk', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    server.use(
      http.post(WHITELISTINGS, async ({ request }) => {
        calls += 1;
        await gate;
        return testSandbox().fetch(request);
      }),
    );
    const { user } = await openBatch();
    await pasteRows(
      user,
      Array.from({ length: 12 }, (_, i) => `AC:DE:48:00:01:${10 + i},Kiosk ${i}`).join('\n'),
    );
    await user.click(await screen.findByRole('radio', { name: 'For a number of days' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of days' }), '7');
    await user.click(await screen.findByRole('button', { name: 'Send 12 devices' }));
    expect(
      await screen.findByText('Cancel stops once the few requests on their way are answered.'),
    ).toBeVisible();
    // A create must be on its way: a Cancel before any leaves stops at once, with nothing to
    // wait for (on a busy machine the first write ahead may still be running).
    await waitFor(() => expect(calls).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // Waited for, as everything read after an action: on a busy machine the store's update
    // may render a moment after the click.
    expect(
      await screen.findByRole('button', {
        name: 'Cancelling once the requests on their way are answered…',
      }),
    ).toBeVisible();
    const inFlight = calls;
    release();

    expect(
      await screen.findByRole('heading', { name: 'Not everything was sent yet' }),
    ).toBeVisible();
    expect(
      screen.getByText('Cancelled: the devices after the requests on their way were not sent.'),
    ).toBeVisible();
    expect(calls).toBe(inFlight);
    expect(inFlight).toBeLessThan(12);
    expect(figures()[0]).toBe(`${inFlight} created`);
    expect(figures()[4]).toBe(`${12 - inFlight} not sent`);
    expect(await storedMacs()).toHaveLength(inFlight);
  });

  it('on the expiry path leaving the screen aborts the create in flight', async () => {
    const aborted: boolean[] = [];
    let calls = 0;
    server.use(
      http.post(WHITELISTINGS, async ({ request }) => {
        calls += 1;
        // Never answered: only an abort ends it.
        await new Promise<void>((resolve) =>
          request.signal.addEventListener('abort', () => resolve(), { once: true }),
        );
        aborted.push(request.signal.aborted);
        return HttpResponse.error();
      }),
    );
    const { user } = await openBatch();
    await pasteRows(user, 'AC:DE:48:00:05:01,Kiosk 1');
    await user.click(await screen.findByRole('radio', { name: 'For a number of days' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of days' }), '7');
    await user.click(await screen.findByRole('button', { name: 'Send 1 device' }));
    await waitFor(() => expect(calls).toBe(1));

    await user.click(screen.getByRole('link', { name: 'Add device' }));
    await screen.findByRole('heading', { level: 1, name: 'Add device' });
    await waitFor(() => expect(aborted).toEqual([true]));
  });

  it('on the expiry path a reload mid-run says requests, and Resume counts the ones in flight as created', async () => {
    let calls = 0;
    server.use(
      http.post(WHITELISTINGS, async ({ request }) => {
        calls += 1;
        const applied = await testSandbox().fetch(request);
        // Applied, but the answers are still on the way when the page goes.
        if (calls <= 2) await new Promise(() => {});
        return applied;
      }),
    );
    const first = await openBatch();
    await pasteRows(first.user, 'AC:DE:48:00:04:01,Kiosk 1\nAC:DE:48:00:04:02,Kiosk 2');
    await first.user.click(await screen.findByRole('radio', { name: 'For a number of days' }));
    await first.user.type(screen.getByRole('textbox', { name: 'Number of days' }), '7');
    await first.user.click(await screen.findByRole('button', { name: 'Send 2 devices' }));
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(storedMacs()).resolves.toHaveLength(2));
    first.unmount();

    const again = await openBatch({ storages: first.storages });
    expect(await screen.findByRole('heading', { name: 'Sending stopped' })).toBeVisible();
    expect(screen.getByText(/the requests in flight may have arrived/)).toBeVisible();
    await again.user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(figures()[0]).toBe('2 created'));
    expect(figures()[1]).toBe('0 already whitelisted');
  });

  it("on the expiry path a 400 is a faulty row with the server's own words", async () => {
    server.use(
      http.post(WHITELISTINGS, () =>
        HttpResponse.json(
          [{ field: 'name', rejectedValue: 'Kiosk', message: 'Name is reserved here' }],
          { status: 400 },
        ),
      ),
    );
    const { user } = await openBatch();
    await pasteRows(user, 'AC:DE:48:00:00:0B,Kiosk');
    await user.click(await screen.findByRole('radio', { name: 'Until a date' }));
    await user.type(screen.getByLabelText('Expiry date'), addDays(todayIn(SEED.timeZone), 10));
    await user.click(screen.getByRole('button', { name: 'Send 1 device' }));

    await waitFor(() => expect(figures()[2]).toBe('1 faulty'));
    // The run's end is said once its record is settled, a moment after the figures show: heard
    // first, so the next announcement is not replaced by it.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContainEqual(
        expect.stringMatching(/^Batch sent: /),
      ),
    );
    const faulty = screen.getByRole('grid', { name: 'Faulty: 1 row' });
    expect(within(faulty).getByText('name: Name is reserved here')).toBeVisible();
  });
});

describe('Batch import sending, in Swedish', () => {
  afterEach(() => speak('en'));

  /** Three rows, checked and planned in one chunk: two created and one already whitelisted. */
  function threeSent() {
    const parsed = parsedList({
      rows: 'AC:DE:48:00:03:01,A\nAC:DE:48:00:03:02,B\nAC:DE:48:00:03:03,C',
    });
    const check = checkRows(parsed, {
      roles: parsed.roles,
      edits: {},
      excluded: [],
      extraTags: [],
      mode: 'batch',
    });
    const planned = planRun(check.rows, {
      autoGenerateTags: false,
      autoGenerateDateTag: false,
      toDate: null,
      chunkSize: 3,
    });
    const run: BatchRun = {
      ...planned,
      chunks: planned.chunks.map((chunk) => ({ ...chunk, state: 'done' })),
      outcomes: { 0: { kind: 'created' }, 1: { kind: 'created' }, 2: { kind: 'existing' } },
    };
    return { check, run };
  }

  const none = () => {};

  it('says the progress with its rows in their number, thousands grouped', async () => {
    await speak('sv');
    const progress = (props: { done: number; total: number; unanswered?: number }) => (
      <RunProgress
        chunk={4}
        chunks={10}
        state="stopped"
        stoppedByPerson
        onCancel={none}
        onResume={none}
        {...props}
      />
    );
    const one = renderScreen(progress({ done: 0, total: 1 }));
    expect(screen.getByRole('heading', { name: 'Sändningen stoppades' })).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: '0 av 1 rad skickad (omgång 4 av 10)' }),
    ).toBeVisible();
    one.unmount();

    renderScreen(progress({ done: 300, total: 1000, unanswered: 1 }));
    expect(
      screen.getByRole('progressbar', {
        name: '300 av 1\u00a0000 rader skickade (omgång 4 av 10); ytterligare 1 skickad, inget svar mottaget',
      }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '1 rad skickad, inget svar mottaget: Återuppta reder ut den.',
    );
    expect(screen.getByRole('button', { name: 'Återuppta' })).toBeVisible();
  });

  it('keeps a Resume pressed while the rows are checked again, and sends once they are', async () => {
    const { check, run } = threeSent();
    // Stopped by a reload after the first of three one-row chunks.
    const split = planRun(check.rows, { ...run.options, chunkSize: 1 });
    const stopped: BatchRun = {
      ...split,
      chunks: split.chunks.map((chunk, i) => ({ ...chunk, state: i === 0 ? 'done' : 'waiting' })),
      outcomes: { 0: { kind: 'created' } },
    };
    const snapshot = { run: stopped, running: false, cancelling: false };
    const resumed: (readonly unknown[])[] = [];
    const runner: BatchRunner = {
      start: () => Promise.resolve(null),
      resume: (rows) => {
        resumed.push(rows);
        return Promise.resolve(null);
      },
      cancel: none,
      abandon: none,
      stop: none,
      subscribe: () => none,
      getSnapshot: () => snapshot,
    };
    let setCurrent: (current: boolean) => void = none;
    function Checking() {
      const [current, set] = useState(false);
      setCurrent = set;
      return (
        <RunPanel
          runner={runner}
          check={check}
          current={current}
          edits={{}}
          onEdit={none}
          maker={() => undefined}
          onStartNew={none}
        />
      );
    }
    const { user } = renderScreen(<Checking />);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    const waiting = screen.getByRole('button', {
      name: 'Resuming once the rows are checked again…',
    });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
        'Resume is kept: sending goes on once the rows are checked again',
      ),
    );
    expect(resumed).toEqual([]);

    // Checked: it goes, once, with the rows of the check now current.
    act(() => setCurrent(true));
    await waitFor(() => expect(resumed).toEqual([check.rows]));
    expect(screen.getByRole('button', { name: 'Resume' })).not.toHaveAttribute('aria-disabled');
    act(() => setCurrent(false));
    act(() => setCurrent(true));
    expect(resumed).toHaveLength(1);
  });

  it('gives the results’ figures each in its number, and switches language where they show', async () => {
    const { check, run } = threeSent();
    const results = (
      <ResultsView
        results={summarizeResults(check, run)}
        withIds={false}
        maker={() => undefined}
        edits={{}}
        onEdit={none}
        corrected={[]}
        onResubmit={none}
        onResendUnconfirmed={none}
        busy={false}
      />
    );
    renderScreen(results);
    const figuresIn = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(figuresIn('Figures')).toEqual([
      '2 created',
      '1 already whitelisted',
      '0 faulty',
      '0 guest sessions updated',
      '0 not sent',
    ]);

    await act(() => speak('sv'));
    expect(screen.getByRole('heading', { name: 'Resultat' })).toBeVisible();
    expect(figuresIn('Siffror')).toEqual([
      '2 skapade',
      '1 redan vitlistad',
      '0 felaktiga',
      '0 gästsessioner uppdaterade',
      '0 inte skickade',
    ]);
  });

  it('names the venues panel, its table and each venue’s controls', async () => {
    await speak('sv');
    const { check, run } = threeSent();
    const waiting: BatchRun = {
      ...run,
      chunks: run.chunks.map((chunk) => ({ ...chunk, state: 'waiting' })),
      outcomes: {},
    };
    const snapshot = { id: null, venues: [] };
    const runner: VenuesRunner = {
      start: () => Promise.resolve(),
      attach: none,
      resume: () => Promise.resolve(null),
      cancel: none,
      cancelAll: none,
      abandon: none,
      stop: none,
      subscribe: () => none,
      getSnapshot: () => snapshot,
    };
    renderScreen(
      <VenuesPanel
        runner={runner}
        stored={{
          id: 'venues-run',
          startedAt: '2026-11-27T14:00:00.000Z',
          venues: [{ connection: connectionRef({ ...office, apiKey: undefined }), run: waiting }],
        }}
        check={check}
        current
        edits={{}}
        onEdit={none}
        maker={() => undefined}
        onStartNew={none}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Platser' });
    expect(within(panel).getByText(/^3 enheter till 1 plats: 3 poster att skapa\./)).toBeVisible();
    const table = within(panel).getByRole('table', { name: 'Resultat per plats' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Plats',
      'Förlopp',
      'Skapade',
      'Redan vitlistade',
      'Felaktiga',
      'Inte skickade',
      'Gästsessioner uppdaterade',
      'Läge',
    ]);
    expect(
      within(table).getByRole('progressbar', { name: `Förlopp på ${office.name}` }),
    ).toBeVisible();
    expect(within(table).getByText('Väntar på att skickas')).toBeVisible();
    expect(
      within(table).getByRole('button', { name: `Återuppta på ${office.name}` }),
    ).toBeVisible();
    expect(
      within(table).getByRole('button', { name: `Resultat för ${office.name}` }),
    ).toBeVisible();
  });
});
