// With a file database, what was written survives a restart, and a batch cut short by a killed
// process is stored entirely or not at all (issue 3, "Durability").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../src/sandbox/app.ts';
import { createManualClock } from '../../src/sandbox/clock.ts';
import {
  batchResultSchema,
  demo,
  macAt,
  postBatch,
  readState,
  startChildServer,
  stateSchema,
  stopChild,
  type ChildServer,
} from '../support/sandbox-child-server.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-durability-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('a restart', () => {
  it('keeps what was written before it', async () => {
    const dbFile = join(dir, 'restart.db');
    const clock = createManualClock('2026-06-01T10:00:00Z');
    const headers = { 'content-type': 'application/json', 'x-auth-token': demo.key };
    const call = (sandbox: Sandbox, path: string, body?: unknown) =>
      sandbox.fetch(
        new Request(`http://sandbox${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );

    const before = createSandbox({ dbFile, clock, sweepIntervalMs: false });
    const created = await call(before, demo.whitelistings, {
      mac: 'D0:0D:00:00:00:01',
      name: 'Lobby printer',
      toDate: '2026-12-31',
    });
    expect(created.status).toBe(200);
    const batch = await call(before, `${demo.whitelistings}/batch/add`, {
      whitelistings: [{ mac: 'D0:0D:00:00:00:02' }, { mac: 'D0:0D:00:00:00:03', name: 'Scanner' }],
    });
    expect(batchResultSchema.parse(await batch.json()).createdWhitelistingMacs).toHaveLength(2);
    const stateBefore = stateSchema.parse(await (await call(before, demo.state)).json());
    before.close();

    const after = createSandbox({ dbFile, clock, sweepIntervalMs: false });
    try {
      const stateAfter = stateSchema.parse(await (await call(after, demo.state)).json());
      expect(stateAfter.whitelistings.map((entry) => entry.mac)).toEqual(
        expect.arrayContaining(['D0:0D:00:00:00:01', 'D0:0D:00:00:00:02', 'D0:0D:00:00:00:03']),
      );
      // Everything else too, demo data included: seeded once, not again on the second start.
      expect(stateAfter).toEqual(stateBefore);
    } finally {
      after.close();
    }
  });
});

describe('a process killed during a batch', () => {
  const SIZE = 10_000;

  it('leaves none or all of the batch', async () => {
    const env = { SANDBOX_DB: join(dir, 'killed.db') };
    let server: ChildServer = await startChildServer(env);
    try {
      // How long one batch takes here, so the kills below land before, during and after it.
      const warmUp = Array.from({ length: SIZE }, (_, i) => macAt('D0:00:00', i));
      const started = performance.now();
      expect((await postBatch(server.url, warmUp)).status).toBe(200);
      const batchMs = performance.now() - started;

      const fractions = [0, 0.2, 0.4, 0.6, 0.8, 1.2];
      for (const [trial, fraction] of fractions.entries()) {
        const macs = Array.from({ length: SIZE }, (_, i) => macAt(`D0:00:0${trial + 1}`, i));
        let acknowledged = false;
        const sent = postBatch(server.url, macs).then(
          (response) => {
            acknowledged = response.ok;
          },
          () => {},
        );
        await new Promise((resolve) => setTimeout(resolve, fraction * batchMs));
        await stopChild(server, 'SIGKILL');
        await sent;

        server = await startChildServer(env);
        const stored = (await readState(server.url)).whitelistings.filter((entry) =>
          entry.mac.startsWith(`D0:00:0${trial + 1}`),
        );
        const expected = acknowledged ? [SIZE] : [0, SIZE];
        expect(expected, `trial ${trial}: killed after ${fraction} × ${batchMs} ms`).toContain(
          stored.length,
        );
      }
      // The batch stored before the first kill is still whole.
      const kept = (await readState(server.url)).whitelistings.filter((entry) =>
        entry.mac.startsWith('D0:00:00'),
      );
      expect(kept).toHaveLength(SIZE);
    } finally {
      await stopChild(server);
    }
  }, 40_000);
});
