// Endpoint 1, create whitelisting: every field rule of docs/api.md "Resources" and the
// create rows of docs/decisions.md, through HTTP.
import { describe, expect, it } from 'vitest';
import { entry, fieldErrors, SEED, setup, text, VALID } from '../support/sandbox-helpers.ts';

describe('create: success', () => {
  it('answers 200 with the stored entry, MAC canonical, creator the key caller', async () => {
    const { create, state } = setup();
    const res = await create({
      mac: 'aa-bb-cc-00-11-22',
      name: 'Hall printer',
      description: 'Second floor, by the lifts',
      toDate: '2026-12-31',
      tags: [{ value: 'printer' }, { value: 'floor 2' }],
      creator: 'mallory@evil.example',
      createdBy: 'mallory@evil.example',
    });
    expect(res.status).toBe(200);
    const stored = entry(res.body);
    expect(stored).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      mac: 'AA:BB:CC:00:11:22',
      name: 'Hall printer',
      description: 'Second floor, by the lifts',
      toDate: '2026-12-31',
      tags: [{ value: 'printer' }, { value: 'floor 2' }],
      creator: SEED.demo.caller,
      createdAt: '2026-05-10T10:00:00.000Z',
      updatedAt: '2026-05-10T10:00:00.000Z',
    });
    expect((await state()).whitelistings).toContainEqual(stored);
  });

  it('stores a permanent entry with empty description and no tags when they are omitted', async () => {
    const { create } = setup();
    const stored = entry((await create(VALID)).body);
    expect(stored).toMatchObject({ description: '', toDate: null, tags: [] });
  });

  it('generates an id when it is absent or empty and keeps a given one', async () => {
    const { create } = setup();
    const empty = entry((await create({ ...VALID, id: '' })).body);
    const absent = entry((await create({ ...VALID, mac: 'AA:BB:CC:00:11:23' })).body);
    expect(empty.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(absent.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(empty.id).not.toBe(absent.id);
    const id = '11111111-2222-4333-8444-555555555555';
    const given = entry((await create({ ...VALID, mac: 'AA:BB:CC:00:11:24', id })).body);
    expect(given.id).toBe(id);
  });

  it('keeps duplicate tags once, case-insensitively, the first spelling winning', async () => {
    const { create } = setup();
    const stored = entry(
      (
        await create({
          ...VALID,
          tags: [{ value: 'Printer' }, { value: 'printer' }, { value: 'PRINTER' }],
        })
      ).body,
    );
    expect(stored.tags).toEqual([{ value: 'Printer' }]);
  });

  it('authorizes the sessions waiting on the new MAC', async () => {
    const { create, state } = setup();
    const [waiting] = SEED.waiting;
    await create({ ...VALID, mac: waiting.mac });
    const sessions = (await state()).guestSessions.filter((s) => s.mac === waiting.mac);
    expect(sessions.map((s) => s.state)).toEqual(['whitelist-authorized']);
  });
});

describe('create: MAC', () => {
  it.each(['AA:BB:CC:DD:EE:FF', 'aa:bb:cc:dd:ee:ff', 'AA-BB-CC-DD-EE-FF', 'aA-bB-cC-dD-eE-fF'])(
    'accepts %s and stores AA:BB:CC:DD:EE:FF',
    async (mac) => {
      const { create } = setup();
      const res = await create({ ...VALID, mac });
      expect(res.status).toBe(200);
      expect(entry(res.body).mac).toBe('AA:BB:CC:DD:EE:FF');
    },
  );

  it.each([
    'AA:BB:CC-DD:EE:FF',
    'AA-BB-CC-DD-EE:FF',
    'AABBCCDDEEFF',
    'AA:BB:CC:DD:EE',
    'AA:BB:CC:DD:EE:FF:00',
    'AA:BB:CC:DD:EE:GG',
    'AA.BB.CC.DD.EE.FF',
    ' AA:BB:CC:DD:EE:FF',
    '',
  ])('refuses %j with a field error on mac', async (mac) => {
    const { create } = setup();
    const res = await create({ ...VALID, mac });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual([
      { field: 'mac', rejectedValue: mac, message: expect.any(String) },
    ]);
  });

  it('names the missing MAC with rejectedValue null', async () => {
    const { create } = setup();
    const res = await create({ name: VALID.name });
    expect(fieldErrors(res.body)).toEqual([
      { field: 'mac', rejectedValue: null, message: expect.stringMatching(/MAC/) },
    ]);
  });

  it('answers 409 on mac when the MAC is already whitelisted, in any notation', async () => {
    const { create } = setup();
    const printer = SEED.entries.receptionPrinter.mac.toLowerCase().replaceAll(':', '-');
    const res = await create({ ...VALID, mac: printer });
    expect(res.status).toBe(409);
    expect(fieldErrors(res.body)).toEqual([
      { field: 'mac', rejectedValue: printer, message: expect.any(String) },
    ]);
  });

  it('allows the MAC of another context', async () => {
    const { create } = setup();
    expect((await create({ ...VALID, mac: SEED.lobbyEntry.mac })).status).toBe(200);
  });

  it('answers 409 on id when the id is taken', async () => {
    const { create } = setup();
    const id = SEED.entries.boardroomTv.id;
    const res = await create({ ...VALID, id });
    expect(res.status).toBe(409);
    expect(fieldErrors(res.body)).toEqual([
      { field: 'id', rejectedValue: id, message: expect.any(String) },
    ]);
  });

  it('refuses an id that is not a UUID', async () => {
    const { create } = setup();
    const res = await create({ ...VALID, id: 'printer-1' });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).map((e) => e.field)).toEqual(['id']);
  });
});

describe('create: name and description', () => {
  it.each([
    [1, 400],
    [2, 200],
    [100, 200],
    [101, 400],
  ])('name of %i characters: %i', async (length, status) => {
    const { create } = setup();
    const name = text(length);
    const res = await create({ ...VALID, name });
    expect(res.status).toBe(status);
    if (status === 400)
      expect(fieldErrors(res.body)).toEqual([
        { field: 'name', rejectedValue: name, message: expect.any(String) },
      ]);
  });

  it('counts characters, not UTF-16 units or bytes: 100 × "ö" is a valid name', async () => {
    const { create } = setup();
    expect((await create({ ...VALID, name: 'ö'.repeat(100) })).status).toBe(200);
  });

  it('accepts every character of the create set in name and description', async () => {
    const { create } = setup();
    const all = 'Az 09 åäöÅÄÖ &-,.';
    const res = await create({ ...VALID, name: all, description: all });
    expect(res.status).toBe(200);
    expect(entry(res.body)).toMatchObject({ name: all, description: all });
  });

  it.each(['(', ')', '/', '"', '+', ':', '_', 'é', '\t', '!'])(
    'refuses %j in name and in description (create set)',
    async (ch) => {
      const { create } = setup();
      const res = await create({ ...VALID, name: `Hall ${ch}`, description: `Note ${ch}` });
      expect(res.status).toBe(400);
      expect(fieldErrors(res.body).map((e) => e.field)).toEqual(['name', 'description']);
    },
  );

  it('validates the name as sent: no trimming, a space is a character', async () => {
    const { create } = setup();
    const res = await create({ ...VALID, name: ' a' });
    expect(res.status).toBe(200);
    expect(entry(res.body).name).toBe(' a');
  });

  it.each([
    [0, 200],
    [200, 200],
    [201, 400],
  ])('description of %i characters: %i', async (length, status) => {
    const { create } = setup();
    const res = await create({ ...VALID, description: text(length) });
    expect(res.status).toBe(status);
    if (status === 400) expect(fieldErrors(res.body).map((e) => e.field)).toEqual(['description']);
  });

  it('refuses a name that is not a string', async () => {
    const { create } = setup();
    const res = await create({ ...VALID, name: 42 });
    expect(fieldErrors(res.body)).toEqual([
      { field: 'name', rejectedValue: 42, message: expect.any(String) },
    ]);
  });
});

describe('create: tags', () => {
  it.each([
    [1, 400],
    [2, 200],
    [30, 200],
    [31, 400],
  ])('tag of %i characters: %i', async (length, status) => {
    const { create } = setup();
    const res = await create({ ...VALID, tags: [{ value: 'ok' }, { value: text(length) }] });
    expect(res.status).toBe(status);
    if (status === 400)
      expect(fieldErrors(res.body)).toEqual([
        { field: 'tags[1].value', rejectedValue: text(length), message: expect.any(String) },
      ]);
  });

  it('accepts the whole tag set, ":" included', async () => {
    const { create } = setup();
    const value = 'Aö 9 ()&-,./"+:';
    const res = await create({ ...VALID, tags: [{ value }, { value: 'room: 4B' }] });
    expect(res.status).toBe(200);
    expect(entry(res.body).tags).toEqual([{ value }, { value: 'room: 4B' }]);
  });

  it.each(['a_b', 'a#b', 'a;b', 'a\nb', 'ab!'])('refuses %j in a tag', async (value) => {
    const { create } = setup();
    const res = await create({ ...VALID, tags: [{ value }] });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).map((e) => e.field)).toEqual(['tags[0].value']);
  });

  it('refuses tags that are not a list of objects with value', async () => {
    const { create } = setup();
    expect(fieldErrors((await create({ ...VALID, tags: 'printer' })).body)[0]?.field).toBe('tags');
    const res = await create({ ...VALID, tags: [{ name: 'printer' }] });
    expect(fieldErrors(res.body)).toEqual([
      { field: 'tags[0].value', rejectedValue: null, message: expect.any(String) },
    ]);
  });
});

describe('create: toDate in the organization time zone (Europe/Stockholm)', () => {
  // 2026-05-10T22:30Z is already 00:30 on 11 May in Stockholm.
  const LATE_EVENING_UTC = '2026-05-10T22:30:00Z';

  it('refuses today in Stockholm, even when it is still yesterday in UTC', async () => {
    const { create } = setup(LATE_EVENING_UTC);
    const res = await create({ ...VALID, toDate: '2026-05-11' });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual([
      {
        field: 'toDate',
        rejectedValue: '2026-05-11',
        message: expect.stringContaining('2026-05-11'),
      },
    ]);
  });

  it('accepts tomorrow in Stockholm', async () => {
    const { create } = setup(LATE_EVENING_UTC);
    const res = await create({ ...VALID, toDate: '2026-05-12' });
    expect(res.status).toBe(200);
    expect(entry(res.body).toDate).toBe('2026-05-12');
  });

  it('refuses a date in the past', async () => {
    const { create } = setup();
    expect((await create({ ...VALID, toDate: '2025-01-01' })).status).toBe(400);
  });

  it.each([
    '2027-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-04-31',
    '2026-00-10',
    '2026-5-20',
    '20.05.2026',
    '2026-05-20T00:00',
  ])('refuses %j: not a real calendar date YYYY-MM-DD', async (toDate) => {
    const { create } = setup();
    const res = await create({ ...VALID, toDate });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual([
      { field: 'toDate', rejectedValue: toDate, message: expect.any(String) },
    ]);
  });

  it('accepts 29 February of a leap year', async () => {
    const { create } = setup();
    expect((await create({ ...VALID, toDate: '2028-02-29' })).status).toBe(200);
  });

  it('refuses null on create', async () => {
    const { create } = setup();
    expect((await create({ ...VALID, toDate: null })).status).toBe(400);
  });
});

describe('create: several errors at once', () => {
  it('lists one element per failing field, with the values as sent', async () => {
    const { create } = setup();
    const res = await create({
      mac: '00-11',
      name: 'x',
      description: 'bad/char',
      toDate: '2026-05-10',
      tags: [{ value: 'ok' }, { value: 'x' }],
    });
    expect(res.status).toBe(400);
    const errors = fieldErrors(res.body);
    expect(errors.map((e) => [e.field, e.rejectedValue])).toEqual([
      ['mac', '00-11'],
      ['name', 'x'],
      ['description', 'bad/char'],
      ['tags[1].value', 'x'],
      ['toDate', '2026-05-10'],
    ]);
    expect(errors.every((e) => e.message.length > 0)).toBe(true);
  });

  it('refuses a body that is not an object', async () => {
    const { create } = setup();
    const res = await create([VALID]);
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)[0]?.field).toBe('body');
  });
});
