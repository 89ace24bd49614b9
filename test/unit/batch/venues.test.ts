// Several venues at once (issue 24): the plan (rows × venues, each venue's own chunk size and
// time zone), the limit on requests in flight per host, and the engines side by side, where one
// venue fails, stops and resumes alone while the others go on.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import type { BatchAddRequest, BatchAddResult } from '../../../src/api/schemas.ts';
import type { StoredConnection } from '../../../src/connection/storage.ts';
import { checkRows } from '../../../src/features/batch/check/check-rows.ts';
import type { CheckedRow } from '../../../src/features/batch/check/check-model.ts';
import { rowsToSend } from '../../../src/features/batch/check/rows-to-send.ts';
import { createBatchRunner, type RunCalls } from '../../../src/features/batch/run/batch-runner.ts';
import { runFinished } from '../../../src/features/batch/run/run-model.ts';
import { emptySession } from '../../../src/features/batch/session/session-changes.ts';
import type { BatchSession } from '../../../src/features/batch/session/session-model.ts';
import type { VenuesRun } from '../../../src/features/batch/venues/venues-model.ts';
import {
  planVenues,
  summarizeVenue,
  venuesCsvHeader,
  venuesCsvRows,
  venuesSentence,
  venuesTotals,
} from '../../../src/features/batch/venues/venues-plan.ts';
import { createVenuesRunner } from '../../../src/features/batch/venues/venues-runner.ts';
import type { BatchRecord } from '../../../src/journal/journal-record.ts';
import type { Journal, JournalCall } from '../../../src/journal/journal-types.ts';
import { createHostLimiter, hostOf, REQUESTS_PER_HOST } from '../../../src/lib/host-limit.ts';
import { retryPause } from '../../../src/api/retry-pause.ts';
import { parsedList } from '../../support/parsed-list.ts';
import { lobby, office } from '../../support/saved-connections.ts';
import { i18n } from '@lingui/core';
import { messages } from '../../../src/locales/en/batch-run.po';

// The results' words (row reasons, sentences) come from the app's English catalogs.
i18n.loadAndActivate({ locale: 'en', messages });

const mac = (i: number) =>
  `00:11:22:33:${(i >> 8).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}`.toUpperCase();

function rowsOf(count: number, mode: 'batch' | 'create' = 'batch'): CheckedRow[] {
  const parsed = parsedList({
    rows: Array.from({ length: count }, (_, i) => `${mac(i + 1)},device ${i + 1}`).join('\n'),
  });
  const check = checkRows(parsed, {
    roles: parsed.roles,
    edits: {},
    excluded: [],
    extraTags: [],
    mode,
  });
  return rowsToSend(check, false);
}

const venue = (id: string, more: Partial<StoredConnection> = {}): StoredConnection => ({
  ...office,
  id,
  name: id[0]?.toUpperCase() + id.slice(1),
  contextId: `${id}-context`,
  apiKey: `${id}-key`,
  ...more,
});

const session = (more: Partial<BatchSession> = {}): BatchSession => ({
  ...emptySession(),
  ...more,
});

describe('planVenues', () => {
  it('plans every checked row once per venue, each venue in its own chunk size', () => {
    const rows = rowsOf(5);
    const plan = planVenues({
      session: session(),
      current: true,
      toSend: rows,
      targets: [venue('demo', { chunkSize: 2 }), venue('lobby', { chunkSize: 5 })],
    });
    expect(plan.kind).toBe('run');
    if (plan.kind !== 'run') return;
    const [demo, lobbyRun] = plan.venues.venues;
    expect(demo?.connection).toEqual({
      id: 'demo',
      name: 'Demo',
      organizationId: 'demo-org',
      contextId: 'demo-context',
      baseUrl: '',
    });
    expect(demo?.run.chunks.map((chunk) => chunk.rows)).toEqual([[0, 1], [2, 3], [4]]);
    expect(lobbyRun?.run.chunks.map((chunk) => chunk.rows)).toEqual([[0, 1, 2, 3, 4]]);
    // Each venue's part has a record of its own.
    expect(demo?.run.activityId).not.toBe(lobbyRun?.run.activityId);
    // Never the key.
    expect(JSON.stringify(plan.venues)).not.toContain('-key');
  });

  it('an expiry in days ends at midnight in each venue’s own time zone; IDs are per venue', () => {
    const rows = rowsOf(3, 'create');
    const now = new Date('2026-11-26T20:00:00Z'); // already the 27th in Auckland
    const plan = planVenues({
      session: session({ expiry: { kind: 'days', days: '1', date: '' } }),
      current: true,
      toSend: rows,
      targets: [
        venue('demo', { timeZone: 'Europe/Stockholm' }),
        venue('harbour', { timeZone: 'Pacific/Auckland' }),
      ],
      now,
    });
    if (plan.kind !== 'run') throw new Error(plan.kind);
    const [demo, harbour] = plan.venues.venues.map((v) => v.run);
    expect(demo?.options.toDate).not.toBe(harbour?.options.toDate);
    const demoIds = Object.values(demo?.ids ?? {});
    const harbourIds = Object.values(harbour?.ids ?? {});
    expect(demoIds).toHaveLength(3);
    expect(new Set([...demoIds, ...harbourIds]).size).toBe(6);
  });

  it('sends nowhere while the rows are checked again, none is ready or the expiry is wrong', () => {
    const targets = [venue('demo'), venue('lobby')];
    const rows = rowsOf(2);
    expect(planVenues({ session: session(), current: false, toSend: rows, targets }).kind).toBe(
      'rechecking',
    );
    expect(planVenues({ session: session(), current: true, toSend: [], targets }).kind).toBe(
      'nothing-ready',
    );
    const bad = planVenues({
      session: session({ expiry: { kind: 'days', days: '0', date: '' } }),
      current: true,
      toSend: rowsOf(2, 'create'),
      targets,
    });
    expect(bad).toMatchObject({ kind: 'expiry-problem', field: 'days', venue: null });
  });

  it('says what goes where', () => {
    expect(venuesSentence(120, 6)).toBe('120 devices to 6 venues: 720 creates');
    expect(venuesSentence(1, 1)).toBe('1 device to 1 venue: 1 create');
  });
});

describe('createHostLimiter', () => {
  it('lets at most 4 requests be in flight to one host, whatever asks', async () => {
    const limiter = createHostLimiter();
    let most = 0;
    const sends = Array.from({ length: 30 }, (_, i) =>
      limiter.run(i % 3 === 0 ? 'other.example' : 'api.example', async () => {
        most = Math.max(most, limiter.inFlight('api.example'));
        await new Promise((resolve) => setTimeout(resolve, 1 + (i % 4)));
        return i;
      }),
    );
    expect(await Promise.all(sends)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(most).toBe(REQUESTS_PER_HOST);
    expect(limiter.inFlight('api.example')).toBe(0);
  });

  it('a 429 with Retry-After pauses that host for as long; other hosts go on', async () => {
    let clock = 1_000;
    const limiter = createHostLimiter({ pauseOf: retryPause, now: () => clock });
    const busy = new ApiError({
      kind: 'http',
      status: 429,
      message: 'Too many requests',
      retryAfter: 2,
    });
    await expect(limiter.run('api.example', () => Promise.reject(busy))).rejects.toBe(busy);
    let started = false;
    const later = limiter.run('api.example', async () => {
      started = true;
    });
    await limiter.run('other.example', async () => {});
    expect(started).toBe(false);
    clock += 2_000;
    await later;
    expect(started).toBe(true);
  });

  it('a 500 pauses nothing; a 503 without Retry-After neither', () => {
    expect(retryPause(new ApiError({ kind: 'http', status: 500, message: 'x' }))).toBeNull();
    expect(retryPause(new ApiError({ kind: 'http', status: 503, message: 'x' }))).toBeNull();
    expect(
      retryPause(new ApiError({ kind: 'http', status: 503, message: 'x', retryAfter: 3 })),
    ).toBe(3000);
  });

  it('names the host of a base URL, the page’s own for ""', () => {
    expect(hostOf('https://api.example:8443/base', 'http://app.example')).toBe('api.example:8443');
    expect(hostOf('', 'http://app.example')).toBe('app.example');
  });
});

/** One sandbox-like store per venue; `failFirst`: that venue's first request answers 500. */
function venueServers(failFirst: string | null) {
  const stores = new Map<string, string[]>();
  let failed = false;
  let inFlight = 0;
  let most = 0;
  const callsOf = (contextId: string): RunCalls => ({
    sendChunk: async (body: BatchAddRequest) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight--;
      if (contextId === failFirst && !failed) {
        failed = true;
        throw new ApiError({ kind: 'http', status: 500, message: 'Internal server error' });
      }
      const store = stores.get(contextId) ?? [];
      stores.set(contextId, store);
      const result: BatchAddResult = {
        createdWhitelistingMacs: [],
        existingWhitelistingMacs: [],
        faultyRequests: [],
        updatedLogins: 1,
      };
      for (const { mac: sent } of body.whitelistings) {
        if (store.includes(sent)) result.existingWhitelistingMacs.push(sent);
        else {
          store.push(sent);
          result.createdWhitelistingMacs.push(sent);
        }
      }
      return result;
    },
    createOne: () => Promise.reject(new Error('not the expiry path')),
  });
  return { stores, callsOf, most: () => most };
}

function recordingJournal() {
  const records: BatchRecord[] = [];
  const call: JournalCall = {
    recorded: true,
    write: async (record) => {
      records.push(record as BatchRecord);
      return true;
    },
    settle: async (record) => {
      records.push(record as BatchRecord);
      return true;
    },
    leave: () => {},
  };
  const journal: Journal = {
    begin: async (record) => {
      records.push(record as BatchRecord);
      return call;
    },
    around: () => Promise.reject(new Error('not used')),
    record: async (record) => {
      records.push(record as BatchRecord);
      return true;
    },
    read: () => Promise.resolve(undefined),
  };
  return { journal, records };
}

function venuesRunner(
  planned: VenuesRun,
  failFirst: string | null,
  keys = new Set(['demo', 'lobby', 'harbour']),
) {
  const servers = venueServers(failFirst);
  const { journal, records } = recordingJournal();
  let stored = planned;
  const limiter = createHostLimiter({ max: 2 });
  const runner = createVenuesRunner({
    ready: (id) => keys.has(id),
    engineOf: (run, index, v) =>
      createBatchRunner({
        connection: () => ({ ...venue(v.connection.id), apiKey: `${v.connection.id}-key` }),
        call: (connection) => servers.callsOf(connection.contextId),
        journal,
        session: {
          run: () => stored.venues[index]?.run ?? null,
          save: (next) => {
            stored = {
              ...stored,
              venues: stored.venues.map((old, i) => (i === index ? { ...old, run: next } : old)),
            };
          },
        },
        leaveEvents: new EventTarget(),
        group: { id: run.id, venues: run.venues.map((x) => x.connection) },
        limit: (send) => limiter.run('api.example', send),
      }),
  });
  return { runner, servers, records, stored: () => stored };
}

describe('createVenuesRunner', () => {
  const targets = [venue('demo'), venue('lobby', { chunkSize: 3 }), venue('harbour')];

  it('a venue whose chunk fails stops alone and resumes alone; each MAC stored once per venue', async () => {
    const rows = rowsOf(7);
    const plan = planVenues({ session: session(), current: true, toSend: rows, targets });
    if (plan.kind !== 'run') throw new Error(plan.kind);
    const { runner, servers, records, stored } = venuesRunner(plan.venues, 'lobby-context');

    await runner.start(plan.venues, rows);

    const states = () =>
      stored().venues.map((v) => (runFinished(v.run) ? 'done' : v.run.error ? 'stopped' : 'other'));
    expect(states()).toEqual(['done', 'stopped', 'done']);
    expect(servers.stores.get('demo-context')).toHaveLength(7);
    expect(servers.stores.get('harbour-context')).toHaveLength(7);
    expect(servers.stores.get('lobby-context') ?? []).toHaveLength(0);
    expect(stored().venues[1]?.run.error).toMatchObject({ status: 500, chunk: 0 });
    // Requests to one host: never more than the limit at once.
    expect(servers.most()).toBeLessThanOrEqual(2);

    await runner.resume(1, rows);

    expect(states()).toEqual(['done', 'done', 'done']);
    for (const context of ['demo-context', 'lobby-context', 'harbour-context'])
      expect(new Set(servers.stores.get(context)).size).toBe(7);
    const [demo, lobbyRun, harbour] = stored().venues.map((v) =>
      summarizeVenue({ rows }, v.connection.name, v.run),
    );
    expect(lobbyRun?.results.figures.created).toBe(7);
    expect(venuesTotals([demo!, lobbyRun!, harbour!])).toMatchObject({
      created: 21,
      existing: 0,
      // One per answered chunk: 7 rows in one chunk of 250, in 3 of 3 (the first after Resume), in one.
      guestSessionsUpdated: 1 + 3 + 1,
    });
    // Every venue's record is its own connection's, naming the run and all its venues.
    const last = new Map(records.map((record) => [record.connection.id, record]));
    expect([...last.keys()].sort()).toEqual(['demo', 'harbour', 'lobby']);
    for (const record of last.values()) {
      expect(record.status).toBe('done');
      expect(record.group?.id).toBe(plan.venues.id);
      expect(record.group?.venues.map((v) => v.id)).toEqual(['demo', 'lobby', 'harbour']);
    }
  });

  it('a venue whose key this tab lacks waits; the others are sent', async () => {
    const rows = rowsOf(3);
    const plan = planVenues({ session: session(), current: true, toSend: rows, targets });
    if (plan.kind !== 'run') throw new Error(plan.kind);
    const keys = new Set(['demo', 'lobby']);
    const { runner, servers, stored } = venuesRunner(plan.venues, null, keys);
    await runner.start(plan.venues, rows);
    expect(servers.stores.get('harbour-context')).toBeUndefined();
    expect(runFinished(stored().venues[2]!.run)).toBe(false);
    expect(await runner.resume(2, rows)).toBeNull();
    keys.add('harbour');
    await runner.resume(2, rows);
    expect(servers.stores.get('harbour-context')).toHaveLength(3);
  });

  it('one CSV with a venue column, every venue’s rows', () => {
    const rows = rowsOf(2);
    const plan = planVenues({
      session: session(),
      current: true,
      toSend: rows,
      targets: [venue('demo'), { ...lobby, apiKey: 'lobby-key' }],
    });
    if (plan.kind !== 'run') throw new Error(plan.kind);
    const summaries = plan.venues.venues.map((v) =>
      summarizeVenue({ rows }, v.connection.name, v.run),
    );
    const csv = venuesCsvRows(plan.venues, summaries, () => '');
    expect(venuesCsvHeader().slice(0, 4)).toEqual(['Venue', 'Organization', 'Context', 'Row']);
    expect(csv.map((row) => row.slice(0, 3))).toEqual([
      ['Demo', 'demo-org', 'demo-context'],
      ['Demo', 'demo-org', 'demo-context'],
      ['Lobby', 'demo-org', 'lobby-context'],
      ['Lobby', 'demo-org', 'lobby-context'],
    ]);
    expect(csv[0]?.[4]).toBe(mac(1));
  });
});
