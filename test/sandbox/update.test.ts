// Endpoint 3, update whitelisting (docs/api.md "Update whitelisting", docs/decisions.md
// "Whitelisting entries": batch character set, omitted = unchanged, 404 and 409).
import { describe, expect, it } from 'vitest';
import { entry, fieldErrors, SEED, setup, text } from '../support/sandbox-helpers.ts';

const TV = SEED.entries.boardroomTv;
const COFFEE = SEED.entries.coffeeMachine;
const BASE = { id: TV.id, mac: TV.mac, name: TV.name };

describe('update: success', () => {
  it('answers 200 with the stored entry, keeping id, creator and createdAt', async () => {
    const { update, state, clock } = setup();
    clock.advance(60_000);
    const res = await update({
      id: TV.id,
      mac: '02-00-5e-10-00-99',
      name: 'Boardroom TV (left)',
      description: 'Moved / re-cabled "today"',
      toDate: '2027-01-01',
      tags: [{ value: 'tv' }, { value: 'room: 3B' }],
      creator: 'mallory@evil.example',
    });
    expect(res.status).toBe(200);
    const stored = entry(res.body);
    expect(stored).toEqual({
      id: TV.id,
      mac: '02:00:5E:10:00:99',
      name: 'Boardroom TV (left)',
      description: 'Moved / re-cabled "today"',
      toDate: '2027-01-01',
      tags: [{ value: 'tv' }, { value: 'room: 3B' }],
      creator: TV.creator,
      createdAt: '2026-05-10T10:00:00.000Z',
      updatedAt: '2026-05-10T10:01:00.000Z',
    });
    expect((await state()).whitelistings.find((e) => e.id === TV.id)).toEqual(stored);
  });

  it('leaves description, toDate and tags unchanged when omitted', async () => {
    const { update, state } = setup();
    const before = (await state()).whitelistings.find((e) => e.id === COFFEE.id);
    expect(before?.toDate).not.toBeNull();
    const stored = entry(
      (await update({ id: COFFEE.id, mac: COFFEE.mac, name: 'Coffee machine' })).body,
    );
    expect(stored).toMatchObject({
      name: 'Coffee machine',
      description: before?.description,
      toDate: before?.toDate,
      tags: before?.tags,
    });
  });

  it('makes the entry permanent with toDate null, drops tags with [], empties the description with ""', async () => {
    const { update } = setup();
    const stored = entry(
      (
        await update({
          id: COFFEE.id,
          mac: COFFEE.mac,
          name: COFFEE.name,
          toDate: null,
          tags: [],
          description: '',
        })
      ).body,
    );
    expect(stored).toMatchObject({ toDate: null, tags: [], description: '' });
  });

  it('keeps its own MAC written in another notation', async () => {
    const { update } = setup();
    const res = await update({ ...BASE, mac: TV.mac.toLowerCase().replaceAll(':', '-') });
    expect(res.status).toBe(200);
    expect(entry(res.body).mac).toBe(TV.mac);
  });

  it('keeps duplicate tags once', async () => {
    const { update } = setup();
    const stored = entry(
      (await update({ ...BASE, tags: [{ value: 'TV' }, { value: 'tv' }] })).body,
    );
    expect(stored.tags).toEqual([{ value: 'TV' }]);
  });
});

describe('update: field rules (name and description use the batch set)', () => {
  it.each(['Screen (left) / "B" + 2', 'Åsa & Örjan, 3.', 'ab', text(100)])(
    'accepts the name and description %j',
    async (value) => {
      const { update } = setup();
      const res = await update({ ...BASE, name: value, description: value.slice(0, 200) });
      expect(res.status).toBe(200);
    },
  );

  it.each(['a', text(101), 'Room: 4', 'Café', 'a_b'])('refuses the name %j', async (name) => {
    const { update } = setup();
    const res = await update({ ...BASE, name });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual([
      { field: 'name', rejectedValue: name, message: expect.any(String) },
    ]);
  });

  it('checks the description with the batch set and 200 characters', async () => {
    const { update } = setup();
    expect((await update({ ...BASE, description: text(200) })).status).toBe(200);
    for (const description of [text(201), 'time: 10', 'Café']) {
      const res = await update({ ...BASE, description });
      expect(fieldErrors(res.body).map((e) => e.field)).toEqual(['description']);
    }
  });

  it('requires id, mac and name', async () => {
    const { update } = setup();
    const res = await update({ description: 'x' });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual([
      { field: 'id', rejectedValue: null, message: expect.any(String) },
      { field: 'mac', rejectedValue: null, message: expect.any(String) },
      { field: 'name', rejectedValue: null, message: expect.any(String) },
    ]);
  });

  it('refuses an id that is not a UUID, mixed MAC separators and bad tags', async () => {
    const { update } = setup();
    const res = await update({
      id: '42',
      mac: '00:09:DF-6A:33:10',
      name: TV.name,
      tags: [{ value: 'ok' }, { value: 'a' }],
    });
    expect(fieldErrors(res.body).map((e) => e.field)).toEqual(['id', 'mac', 'tags[1].value']);
  });

  it('refuses a toDate that is today in Stockholm and accepts tomorrow', async () => {
    const { update } = setup('2026-05-10T22:30:00Z');
    const today = await update({ ...BASE, toDate: '2026-05-11' });
    expect(today.status).toBe(400);
    expect(fieldErrors(today.body)).toEqual([
      { field: 'toDate', rejectedValue: '2026-05-11', message: expect.any(String) },
    ]);
    expect((await update({ ...BASE, toDate: '2026-05-12' })).status).toBe(200);
    expect((await update({ ...BASE, toDate: '2026-02-30' })).status).toBe(400);
  });
});

describe('update: 404 and 409', () => {
  it('answers 404 on id when no entry has it', async () => {
    const { update } = setup();
    const id = '11111111-2222-4333-8444-555555555555';
    const res = await update({ ...BASE, id });
    expect(res.status).toBe(404);
    expect(fieldErrors(res.body)).toEqual([
      { field: 'id', rejectedValue: id, message: expect.any(String) },
    ]);
  });

  it('answers 404 for an entry of another context', async () => {
    const { update } = setup();
    const res = await update({ ...BASE, id: SEED.lobbyEntry.id, mac: SEED.lobbyEntry.mac });
    expect(res.status).toBe(404);
  });

  it('answers 409 on mac when the new MAC belongs to another entry, and changes nothing', async () => {
    const { update, state } = setup();
    const before = await state();
    const other = SEED.entries.projector.mac.replaceAll(':', '-');
    const res = await update({ ...BASE, mac: other });
    expect(res.status).toBe(409);
    expect(fieldErrors(res.body)).toEqual([
      { field: 'mac', rejectedValue: other, message: expect.any(String) },
    ]);
    expect(await state()).toEqual(before);
  });

  it('reports 400 before 404', async () => {
    const { update } = setup();
    const res = await update({
      id: '11111111-2222-4333-8444-555555555555',
      mac: TV.mac,
      name: 'x',
    });
    expect(res.status).toBe(400);
  });
});
