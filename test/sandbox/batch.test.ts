// Endpoint 2, batch add: created / existing / faulty, the batch field rules, the generated
// tags and updatedLogins (docs/api.md "Batch-add whitelistings", docs/decisions.md "Batch add").
import { describe, expect, it } from 'vitest';
import { batchResultSchema, fieldErrors, SEED, setup, text } from '../support/sandbox-helpers.ts';

const NEW_A = '02:00:5E:10:00:01';
const NEW_B = '02:00:5E:10:00:02';

function result(body: unknown) {
  return batchResultSchema.parse(body);
}

describe('batch: created, existing and faulty in one call', () => {
  it('sorts every entry, in order, and creates the valid new ones', async () => {
    const { batch, state } = setup();
    const faultyMac = { mac: 'not a mac', name: 'Kiosk', extra: { kept: true } };
    const faultyName = { mac: NEW_B, name: 'x' };
    const res = await batch({
      whitelistings: [
        { mac: NEW_A.toLowerCase(), name: 'Badge printer' },
        { mac: SEED.entries.receptionPrinter.mac.replaceAll(':', '-').toLowerCase() },
        { mac: NEW_A.replaceAll(':', '-'), name: 'Same device again' },
        faultyMac,
        faultyName,
        { mac: NEW_B },
        null,
        'AA:BB:CC:DD:EE:FF',
      ],
    });
    expect(res.status).toBe(200);
    expect(result(res.body)).toEqual({
      createdWhitelistingMacs: [NEW_A, NEW_B],
      existingWhitelistingMacs: [SEED.entries.receptionPrinter.mac, NEW_A],
      faultyRequests: [faultyMac, faultyName, null, 'AA:BB:CC:DD:EE:FF'],
      updatedLogins: 0,
    });
    const stored = (await state()).whitelistings.filter((e) => [NEW_A, NEW_B].includes(e.mac));
    expect(stored).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        mac: NEW_A,
        name: 'Badge printer',
        description: '',
        toDate: null,
        tags: [],
        creator: SEED.demo.caller,
        createdAt: '2026-05-10T10:00:00.000Z',
        updatedAt: '2026-05-10T10:00:00.000Z',
      },
      expect.objectContaining({ mac: NEW_B, name: '', creator: SEED.demo.caller }),
    ]);
  });

  it('puts an entry that fails validation in faultyRequests even when its MAC exists', async () => {
    const { batch } = setup();
    const faulty = { mac: SEED.entries.boardroomTv.mac, name: 'x' };
    expect(result((await batch({ whitelistings: [faulty] })).body)).toMatchObject({
      existingWhitelistingMacs: [],
      faultyRequests: [faulty],
    });
  });

  it('ignores toDate, id and creator in a batch entry', async () => {
    const { batch, state } = setup();
    const res = await batch({
      whitelistings: [
        {
          mac: NEW_A,
          toDate: '2026-12-31',
          id: '11111111-2222-4333-8444-555555555555',
          creator: 'x@y.example',
        },
      ],
    });
    expect(result(res.body).createdWhitelistingMacs).toEqual([NEW_A]);
    const stored = (await state()).whitelistings.find((e) => e.mac === NEW_A);
    expect(stored).toMatchObject({ toDate: null, creator: SEED.demo.caller });
    expect(stored?.id).not.toBe('11111111-2222-4333-8444-555555555555');
  });

  it('creates nothing in another context', async () => {
    const { batch, state } = setup();
    await batch({ whitelistings: [{ mac: NEW_A }] });
    const lobby = await state(
      `/v1/org/${SEED.organizationId}/contexts/sign-in/${SEED.lobby.contextId}`,
    );
    expect(lobby.whitelistings.map((e) => e.mac)).toEqual([SEED.lobbyEntry.mac]);
  });
});

describe('batch: entry rules', () => {
  async function sorted(entry: Record<string, unknown>) {
    const { batch } = setup();
    const r = result((await batch({ whitelistings: [{ mac: NEW_A, ...entry }] })).body);
    return r.createdWhitelistingMacs.length === 1 ? 'created' : 'faulty';
  }

  it.each(['Badge printer (2)', 'Screens / hall "B" + foyer', 'Åsa & Örjan, 3.', 'ab', text(100)])(
    'accepts the name %j (batch set)',
    async (name) => {
      expect(await sorted({ name })).toBe('created');
    },
  );

  it.each(['a', text(101), 'Room: 4', 'Café', 'a_b', 'tab\there', 'semi;colon'])(
    'puts the name %j in faultyRequests',
    async (name) => {
      expect(await sorted({ name })).toBe('faulty');
    },
  );

  it('checks only the length of a description', async () => {
    expect(await sorted({ description: '<b>Café: 100% ok!</b>\n' })).toBe('created');
    expect(await sorted({ description: text(200) })).toBe('created');
    expect(await sorted({ description: text(201) })).toBe('faulty');
    expect(await sorted({ description: '' })).toBe('created');
  });

  it('checks tags like create, ":" allowed', async () => {
    expect(await sorted({ tags: [{ value: 'room: 4B' }] })).toBe('created');
    expect(await sorted({ tags: [{ value: text(30) }] })).toBe('created');
    expect(await sorted({ tags: [{ value: text(31) }] })).toBe('faulty');
    expect(await sorted({ tags: [{ value: 'a' }] })).toBe('faulty');
    expect(await sorted({ tags: 'printer' })).toBe('faulty');
  });

  it('checks the MAC grammar: mixed separators are faulty', async () => {
    expect(await sorted({ mac: '02:00:5E-10:00:01' })).toBe('faulty');
    expect(await sorted({ mac: '02005E100001' })).toBe('faulty');
    expect(await sorted({ mac: '02-00-5e-10-00-01' })).toBe('created');
  });
});

describe('batch: envelope', () => {
  it.each([
    [{ whitelistings: [] }, 'whitelistings'],
    [{ whitelistings: 'AA:BB:CC:DD:EE:FF' }, 'whitelistings'],
    [{}, 'whitelistings'],
    [{ whitelistings: [{ mac: NEW_A }], autoGenerateTags: 'yes' }, 'autoGenerateTags'],
    [{ whitelistings: [{ mac: NEW_A }], autoGenerateDateTag: 1 }, 'autoGenerateDateTag'],
    [[{ mac: NEW_A }], 'body'],
  ])('answers 400 on the envelope %j', async (body, field) => {
    const { batch } = setup();
    const res = await batch(body);
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).map((e) => e.field)).toEqual([field]);
  });

  it('accepts exactly 10,000 entries and creates them all, in order', async () => {
    const { batch, state } = setup();
    const macs = Array.from({ length: 10_000 }, (_, i) => {
      const hex = i.toString(16).toUpperCase().padStart(4, '0');
      return `02:00:5E:00:${hex.slice(0, 2)}:${hex.slice(2)}`;
    });
    const res = await batch({ whitelistings: macs.map((mac) => ({ mac })) });
    expect(res.status).toBe(200);
    expect(result(res.body).createdWhitelistingMacs).toEqual(macs);
    const stored = (await state()).whitelistings.map((e) => e.mac);
    expect(stored.slice(-10_000)).toEqual(macs);
  });
});

describe('batch: generated tags', () => {
  it('autoGenerateTags: description split on runs of white space, lower-cased, invalid skipped, merged once', async () => {
    const { batch, state } = setup();
    await batch({
      autoGenerateTags: true,
      whitelistings: [
        {
          mac: NEW_A,
          description: '  Printer  in\tHALL\nB printer room:4 bad_token x ' + text(31),
          tags: [{ value: 'PRINTER' }, { value: 'vip' }],
        },
        { mac: NEW_B },
      ],
    });
    const stored = (await state()).whitelistings;
    expect(stored.find((e) => e.mac === NEW_A)?.tags).toEqual([
      { value: 'PRINTER' },
      { value: 'vip' },
      { value: 'in' },
      { value: 'hall' },
      { value: 'room:4' },
    ]);
    expect(stored.find((e) => e.mac === NEW_B)?.tags).toEqual([]);
  });

  it('adds no description tags without autoGenerateTags', async () => {
    const { batch, state } = setup();
    await batch({ whitelistings: [{ mac: NEW_A, description: 'printer hall' }] });
    expect((await state()).whitelistings.find((e) => e.mac === NEW_A)?.tags).toEqual([]);
  });

  it.each([
    ['2026-05-10T10:07:59Z', '2026-05-10 12:07'],
    ['2026-01-15T23:30:00Z', '2026-01-16 00:30'],
    ['2026-03-29T01:00:00Z', '2026-03-29 03:00'],
    ['2026-10-25T00:59:00Z', '2026-10-25 02:59'],
    ['2026-10-25T01:00:00Z', '2026-10-25 02:00'],
  ])('autoGenerateDateTag at %s is "%s" (Stockholm time)', async (now, tag) => {
    const { batch, state } = setup(now);
    await batch({
      autoGenerateDateTag: true,
      autoGenerateTags: true,
      whitelistings: [
        { mac: NEW_A, description: 'kiosk', tags: [{ value: 'lobby' }] },
        { mac: NEW_B },
        { mac: SEED.entries.boardroomTv.mac },
      ],
    });
    const stored = (await state()).whitelistings;
    expect(stored.find((e) => e.mac === NEW_A)?.tags).toEqual([
      { value: 'lobby' },
      { value: 'kiosk' },
      { value: tag },
    ]);
    expect(stored.find((e) => e.mac === NEW_B)?.tags).toEqual([{ value: tag }]);
    expect(stored.find((e) => e.mac === SEED.entries.boardroomTv.mac)?.tags).toEqual(
      SEED.entries.boardroomTv.tags,
    );
  });
});

describe('batch: updatedLogins', () => {
  it('moves the sessions waiting on new MACs to whitelist-authorized and counts each once', async () => {
    const { batch, state } = setup();
    const before = await state();
    const macs: string[] = SEED.waiting.map((w) => w.mac);
    const expected = SEED.waiting.reduce((sum, w) => sum + w.sessions, 0);
    // Each MAC twice, once in another notation: the repeat is existing, its sessions count once.
    const res = await batch({
      whitelistings: [...macs, ...macs.map((m) => m.toLowerCase().replaceAll(':', '-'))].map(
        (mac) => ({ mac }),
      ),
    });
    expect(result(res.body)).toMatchObject({
      createdWhitelistingMacs: macs,
      existingWhitelistingMacs: macs,
      updatedLogins: expected,
    });
    expect(expected).toBeGreaterThan(0);

    const after = await state();
    const moved = after.guestSessions.filter((s) => macs.includes(s.mac));
    expect(moved).toHaveLength(expected);
    expect(moved.every((s) => s.state === 'whitelist-authorized' && s.module === 'whitelist')).toBe(
      true,
    );
    const untouched = (list: typeof before.guestSessions) =>
      list.filter((s) => !macs.includes(s.mac));
    expect(untouched(after.guestSessions)).toEqual(untouched(before.guestSessions));
  });

  it('counts an active sign-in on the new MAC but not a revoked one', async () => {
    const { batch, state } = setup();
    const { phone } = SEED.staff.anna;
    const res = await batch({ whitelistings: [{ mac: phone }] });
    expect(result(res.body).updatedLogins).toBe(1);
    const states = (await state()).guestSessions.filter((s) => s.mac === phone).map((s) => s.state);
    expect(states.sort()).toEqual(['revoked', 'whitelist-authorized']);
  });

  it('leaves the sessions of another context alone', async () => {
    const { batch, state } = setup();
    const [first] = SEED.waiting;
    await batch({ whitelistings: [{ mac: first.mac }] });
    const lobby = await state(
      `/v1/org/${SEED.organizationId}/contexts/sign-in/${SEED.lobby.contextId}`,
    );
    expect(lobby.guestSessions.find((s) => s.mac === first.mac)?.state).toBe('pending');
  });

  it('is 0 for existing MACs and for new MACs without sessions', async () => {
    const { batch } = setup();
    const res = await batch({
      whitelistings: [{ mac: SEED.entries.projector.mac }, { mac: NEW_A }],
    });
    expect(result(res.body).updatedLogins).toBe(0);
  });
});
