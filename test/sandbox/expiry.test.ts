// Expiry (docs/decisions.md "Expiry"): an entry goes when Stockholm's clock reaches 00:00 on its
// toDate, across both daylight-saving changes; swept at start, by the timer and before each call.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../../src/sandbox/app.ts';
import { createManualClock } from '../../src/sandbox/clock.ts';
import {
  entry,
  SEED,
  setup,
  stateSchema,
  stateUrl,
  VALID,
  WHITELISTINGS,
} from '../support/sandbox-helpers.ts';

async function macs(state: () => Promise<{ whitelistings: { mac: string }[] }>) {
  return (await state()).whitelistings.map((e) => e.mac);
}

describe('expiry across daylight-saving changes (Europe/Stockholm)', () => {
  it('spring forward: toDate 2026-03-29 is there at 2026-03-28T22:59:59Z, gone at 23:00:00Z', async () => {
    const { create, state, clock } = setup('2026-03-20T12:00:00Z');
    expect((await create({ ...VALID, toDate: '2026-03-29' })).status).toBe(200);
    clock.set('2026-03-28T22:59:59Z');
    expect(await macs(state)).toContain(VALID.mac);
    clock.set('2026-03-28T23:00:00Z');
    expect(await macs(state)).not.toContain(VALID.mac);
  });

  it('fall back: toDate 2026-10-25 is there at 2026-10-24T21:59:59Z, gone at 22:00:00Z', async () => {
    const { create, state, clock } = setup('2026-10-01T12:00:00Z');
    expect((await create({ ...VALID, toDate: '2026-10-25' })).status).toBe(200);
    clock.set('2026-10-24T21:59:59Z');
    expect(await macs(state)).toContain(VALID.mac);
    clock.set('2026-10-24T22:00:00Z');
    expect(await macs(state)).not.toContain(VALID.mac);
  });

  it('in winter time the day starts at 23:00 UTC the evening before', async () => {
    const { create, state, clock } = setup('2026-12-01T12:00:00Z');
    await create({ ...VALID, toDate: '2026-12-24' });
    clock.set('2026-12-23T22:59:59Z');
    expect(await macs(state)).toContain(VALID.mac);
    clock.set('2026-12-23T23:00:00Z');
    expect(await macs(state)).not.toContain(VALID.mac);
  });

  it('keeps permanent entries and entries of later dates', async () => {
    const { create, state, clock } = setup('2026-03-20T12:00:00Z');
    await create({ ...VALID, toDate: '2026-03-29' });
    await create({ ...VALID, mac: 'AA:BB:CC:00:11:33', toDate: '2026-03-30' });
    await create({ ...VALID, mac: 'AA:BB:CC:00:11:44' });
    clock.set('2026-03-29T12:00:00Z');
    const left = await macs(state);
    expect(left).not.toContain(VALID.mac);
    expect(left).toEqual(expect.arrayContaining(['AA:BB:CC:00:11:33', 'AA:BB:CC:00:11:44']));
  });
});

describe('when the sweep runs', () => {
  it('sweeps before every call: an expired MAC can be whitelisted again', async () => {
    const { create, clock } = setup('2026-03-20T12:00:00Z');
    await create({ ...VALID, toDate: '2026-03-29' });
    clock.set('2026-03-28T23:00:00Z');
    const again = await create({ ...VALID, name: 'Same printer again' });
    expect(again.status).toBe(200);
    expect(entry(again.body).name).toBe('Same printer again');
  });

  it('sweepExpired() removes due entries and returns how many', async () => {
    const { create, clock, sandbox } = setup('2026-03-20T12:00:00Z');
    await create({ ...VALID, toDate: '2026-03-29' });
    await create({ ...VALID, mac: 'AA:BB:CC:00:11:33', toDate: '2026-03-29' });
    expect(sandbox.sweepExpired()).toBe(0);
    clock.set('2026-03-28T23:00:00Z');
    expect(sandbox.sweepExpired()).toBe(2);
    expect(sandbox.sweepExpired()).toBe(0);
  });

  it('the seeded trial entry expires 30 days after the seed', async () => {
    const { clock, sandbox, state } = setup('2026-05-10T10:00:00Z');
    const coffee = (await state()).whitelistings.find(
      (e) => e.id === SEED.entries.coffeeMachine.id,
    );
    expect(coffee?.toDate).toBe('2026-06-09');
    clock.set('2026-06-08T21:59:59Z');
    expect(sandbox.sweepExpired()).toBe(0);
    clock.set('2026-06-08T22:00:00Z');
    expect(sandbox.sweepExpired()).toBe(1);
  });

  describe('the timer', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('sweeps every sweepIntervalMs without any call', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const clock = createManualClock('2026-03-20T12:00:00Z');
      const sandbox = createSandbox({ dbFile: ':memory:', clock, sweepIntervalMs: 60_000 });
      try {
        const res = await sandbox.app.request(WHITELISTINGS, {
          method: 'POST',
          headers: { 'x-auth-token': SEED.demo.key, 'content-type': 'application/json' },
          body: JSON.stringify({ ...VALID, toDate: '2026-03-29' }),
        });
        expect(res.status).toBe(200);
        clock.set('2026-03-28T23:00:00Z');
        vi.advanceTimersByTime(59_999);
        expect(sandbox.sweepExpired()).toBe(1);
        await sandbox.app.request(WHITELISTINGS, {
          method: 'POST',
          headers: { 'x-auth-token': SEED.demo.key, 'content-type': 'application/json' },
          body: JSON.stringify({ ...VALID, toDate: '2026-04-10' }),
        });
        clock.set('2026-04-09T22:00:00Z');
        vi.advanceTimersByTime(60_000);
        expect(sandbox.sweepExpired()).toBe(0);
      } finally {
        sandbox.close();
      }
    });
  });

  it('sweeps at start: a file database reopened after the date has no due entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-expiry-'));
    const dbFile = join(dir, 'sandbox.db');
    try {
      const clock = createManualClock('2026-03-20T12:00:00Z');
      const first = createSandbox({ dbFile, clock, sweepIntervalMs: false });
      await first.app.request(WHITELISTINGS, {
        method: 'POST',
        headers: { 'x-auth-token': SEED.demo.key, 'content-type': 'application/json' },
        body: JSON.stringify({ ...VALID, toDate: '2026-03-29' }),
      });
      first.close();

      clock.set('2026-03-29T08:00:00Z');
      const second = createSandbox({ dbFile, clock, sweepIntervalMs: false });
      try {
        expect(second.sweepExpired()).toBe(0);
        const res = await second.app.request(stateUrl(), {
          headers: { 'x-auth-token': SEED.demo.key },
        });
        const { whitelistings } = stateSchema.parse(await res.json());
        expect(whitelistings.map((e) => e.mac)).not.toContain(VALID.mac);
        expect(whitelistings.map((e) => e.id)).toContain(SEED.entries.receptionPrinter.id);
      } finally {
        second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
