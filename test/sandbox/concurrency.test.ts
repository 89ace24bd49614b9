// 20 overlapping batches in flight at once create each MAC exactly once (issue 3, "Concurrency").
// One process runs each SQLite transaction to its end before the next request's begins, so the
// second case adds two server processes writing one database file: truly parallel writers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandboxServer } from '../../src/sandbox/server.ts';
import {
  batchResultSchema,
  macAt,
  postBatch,
  readState,
  startChildServer,
  stopChild,
} from '../support/sandbox-child-server.ts';

const BATCHES = 20;
const POOL = 4000;
const BATCH_SIZE = 1500;
const PREFIX = 'C0:FF:EE';

/** Batch k: a window of the pool starting at k * 200 (wrapping), plus ten repeats of its own. */
function overlappingBatches(): string[][] {
  return Array.from({ length: BATCHES }, (_, k) => {
    const macs = Array.from({ length: BATCH_SIZE }, (_, i) => macAt(PREFIX, (k * 200 + i) % POOL));
    return [...macs, ...macs.slice(0, 10)];
  });
}

async function expectEachMacCreatedOnce(baseUrls: string[]) {
  const batches = overlappingBatches();
  const distinct = new Set(batches.flat());
  const responses = await Promise.all(
    batches.map((batch, k) => postBatch(baseUrls[k % baseUrls.length] ?? '', batch)),
  );
  expect(responses.map((r) => r.status)).toEqual(batches.map(() => 200));
  const results = await Promise.all(
    responses.map(async (r) => batchResultSchema.parse(await r.json())),
  );

  const created = results.flatMap((result) => result.createdWhitelistingMacs);
  expect(created).toHaveLength(distinct.size);
  expect(new Set(created)).toEqual(distinct);
  results.forEach((result, k) => {
    expect(result.faultyRequests).toEqual([]);
    expect(result.createdWhitelistingMacs.length + result.existingWhitelistingMacs.length).toBe(
      batches[k]?.length,
    );
  });

  for (const baseUrl of baseUrls) {
    const stored = (await readState(baseUrl)).whitelistings
      .map((entry) => entry.mac)
      .filter((mac) => mac.startsWith(PREFIX));
    expect(stored).toHaveLength(distinct.size);
    expect(new Set(stored)).toEqual(distinct);
  }
}

describe('overlapping batches in parallel', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-concurrency-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('create each MAC exactly once through one server', async () => {
    const server = await startSandboxServer({ dbFile: join(dir, 'one.db'), log: () => {} });
    try {
      await expectEachMacCreatedOnce([server.url]);
    } finally {
      await server.close();
    }
  }, 20_000);

  it('create each MAC exactly once through two processes on one database file', async () => {
    const env = { SANDBOX_DB: join(dir, 'shared.db') };
    // One after the other, so the demo data is seeded once, by the first.
    const first = await startChildServer(env);
    const second = await startChildServer(env).catch(async (error: unknown) => {
      await stopChild(first);
      throw error;
    });
    try {
      await expectEachMacCreatedOnce([first.url, second.url]);
    } finally {
      await Promise.all([stopChild(first), stopChild(second)]);
    }
  }, 30_000);
});
