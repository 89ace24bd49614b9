// parse-in-background.ts with a worker: Node has no Worker, so a stand-in runs the real
// parse.worker.ts in this process, messages structured-cloned and delivered a task later, as a
// browser would.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkRows } from '../../../src/features/batch/check/check-rows.ts';
import type { CheckSettings } from '../../../src/features/batch/check/check-model.ts';
import type { WorkerRequest } from '../../../src/features/batch/input/parse-protocol.ts';
import { recogniseList } from '../../../src/recognise/recognise-list.ts';

const later = (run: () => void) => setTimeout(run, 0);

/** Every request any stand-in worker received, and how many workers were made. */
const seen = { requests: [] as WorkerRequest[], workers: 0, failToLoad: false };

class StandInWorker extends EventTarget {
  private readonly scope = new EventTarget();
  private readonly ready: Promise<void>;
  private terminated = false;

  constructor() {
    super();
    seen.workers++;
    const scope = Object.assign(this.scope, {
      postMessage: (data: unknown) =>
        later(() => {
          if (!this.terminated) {
            this.dispatchEvent(new MessageEvent('message', { data: structuredClone(data) }));
          }
        }),
    });
    if (seen.failToLoad) {
      later(() => this.dispatchEvent(new Event('error')));
      this.ready = new Promise(() => {});
      return;
    }
    // The worker module registers its listener on `self` when it is evaluated.
    vi.stubGlobal('self', scope);
    vi.resetModules();
    this.ready = import('../../../src/features/batch/input/parse.worker.ts').then(() => {
      vi.unstubAllGlobals();
      vi.stubGlobal('Worker', StandInWorker);
    });
  }

  postMessage(data: WorkerRequest): void {
    seen.requests.push(data);
    const copy = structuredClone(data);
    void this.ready.then(() =>
      later(() => {
        if (!this.terminated) this.scope.dispatchEvent(new MessageEvent('message', { data: copy }));
      }),
    );
  }

  terminate(): void {
    this.terminated = true;
  }
}

async function freshModule() {
  vi.resetModules();
  return import('../../../src/features/batch/input/parse-in-background.ts');
}

const settings = { edits: {}, excluded: [], extraTags: [], mode: 'batch' as const };
const text = (rows: number, offset = 0) =>
  Array.from(
    { length: rows },
    (_, i) =>
      `00:AA:00:00:${((i + offset) >> 8).toString(16).padStart(2, '0')}:${((i + offset) & 255).toString(16).padStart(2, '0')},Room ${i}`,
  ).join('\n');

beforeEach(() => {
  seen.requests = [];
  seen.workers = 0;
  seen.failToLoad = false;
  vi.stubGlobal('Worker', StandInWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parse-in-background with a worker', () => {
  it('parses in the worker, the answer reassembled from its slices, and checks here', async () => {
    const { parseAndCheckInBackground } = await freshModule();
    const input = text(12_000);
    const { parsed, check } = await parseAndCheckInBackground(input, settings);
    expect(
      seen.requests.map((request) => (request.kind === 'read' ? request.text.length : null)),
    ).toEqual([input.length]);
    const direct = recogniseList(input);
    expect(parsed).toEqual(direct);
    expect(parsed.rows).toHaveLength(12_000);
    expect(check).toEqual(checkRows(direct, { ...settings, roles: direct.roles }));
  });

  it("decodes a file's bytes in the worker, and refuses one that is no text there", async () => {
    const { decodeInBackground } = await freshModule();
    const utf16 = new Uint8Array([0xff, 0xfe, 0x6b, 0x00, 0xf6, 0x00, 0x6b, 0x00]);
    expect(await decodeInBackground(utf16.buffer)).toEqual({
      ok: true,
      text: 'kök',
      encoding: 'utf-16le',
    });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    // What it looks like, as a fact: the page says it in words (input-words.ts).
    expect(await decodeInBackground(png.buffer)).toEqual({ ok: false, looksLike: 'png' });
    expect(seen.requests.map((request) => request.kind)).toEqual(['decode', 'decode']);
  });

  it('a new mapping is checked here, without the worker or sending the rows again', async () => {
    const { parseAndCheckInBackground, checkInBackground } = await freshModule();
    const { parsed } = await parseAndCheckInBackground(text(10), settings);
    const next: CheckSettings = { ...settings, roles: ['mac', 'description'] };
    const check = await checkInBackground(parsed, next);
    expect(seen.requests).toHaveLength(1);
    expect(check.rows[0]?.entry).toEqual({ mac: '00:AA:00:00:00:00', description: 'Room 0' });
  });

  it('an edit is re-checked here against the previous result, without the worker', async () => {
    const { parseAndCheckInBackground, checkInBackground } = await freshModule();
    const { parsed, check } = await parseAndCheckInBackground(text(10), settings);
    const edited = await checkInBackground(
      parsed,
      { ...settings, roles: parsed.roles, edits: { 2: { name: 'x' } } },
      check,
    );
    expect(seen.requests).toHaveLength(1);
    expect(edited.rows[2]?.status).toBe('invalid');
    expect(edited.rows[3]).toBe(check.rows[3]);
  });

  it('aborting one request stops it at once; the other still gets its answer from a fresh worker', async () => {
    const { parseAndCheckInBackground } = await freshModule();
    const first = new AbortController();
    const aborted = parseAndCheckInBackground(text(3000), settings, first.signal);
    const kept = parseAndCheckInBackground(text(5, 100), settings);
    first.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    const { check } = await kept;
    expect(check.counts.rows).toBe(5);
    expect(check.rows[0]?.entry.mac).toBe('00:AA:00:00:00:64');
    expect(seen.workers).toBe(2);
  });

  it('a worker that cannot load: the work is done here instead', async () => {
    seen.failToLoad = true;
    const { parseAndCheckInBackground } = await freshModule();
    const { check } = await parseAndCheckInBackground(text(20), settings);
    expect(check.counts).toMatchObject({ rows: 20, ready: 20 });
  });
});
