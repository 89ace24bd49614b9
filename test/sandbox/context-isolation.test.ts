// Issue 7.6 (docs/decisions.md "IDs"): entry IDs are unique per context and another context's
// entries are invisible, so their IDs can be neither probed nor blocked from here.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, openStore, SCHEMA_VERSION } from '../../src/sandbox/store.ts';
import { entry, fieldErrors, LOBBY_PATH, SEED, setup, VALID } from '../support/sandbox-helpers.ts';

const lobbyId = SEED.lobbyEntry.id;

describe("another context's entry IDs", () => {
  it('are free here: a create that reuses one is no conflict, and each context keeps its own', async () => {
    const { create, update, state } = setup();
    const lobbyBefore = await state(LOBBY_PATH);

    const created = await create({ ...VALID, id: lobbyId.toUpperCase() });
    expect(created.status).toBe(200);
    expect(entry(created.body).id).toBe(lobbyId);

    const updated = await update({ ...VALID, id: lobbyId, name: 'Renamed here' });
    expect(updated.status).toBe(200);
    expect(entry(updated.body)).toMatchObject({ id: lobbyId, mac: VALID.mac });
    expect(await state(LOBBY_PATH)).toEqual(lobbyBefore);
    const here = (await state()).whitelistings.filter((e) => e.id === lobbyId);
    expect(here.map((e) => e.name)).toEqual(['Renamed here']);
  });

  it('answer the same as an unknown ID on update (404)', async () => {
    const { update } = setup();
    const theirs = await update({ ...VALID, id: lobbyId });
    const unknown = await update({ ...VALID, id: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect([theirs.status, unknown.status]).toEqual([404, 404]);
    expect(fieldErrors(theirs.body).map((e) => e.field)).toEqual(['id']);
  });

  it('still conflict within one context (409 on id)', async () => {
    const { create } = setup();
    const again = await create({ ...VALID, id: SEED.entries.receptionPrinter.id });
    expect(again.status).toBe(409);
    expect(fieldErrors(again.body).map((e) => e.field)).toEqual(['id']);
  });
});

describe('a database file from before IDs were per context', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-migration-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('is upgraded in place, entries and their order kept', () => {
    const dbFile = join(dir, 'old.db');
    const old = new Database(dbFile);
    for (const migration of MIGRATIONS.slice(0, 2)) old.exec(migration);
    old.pragma('user_version = 2');
    old.exec(`
      INSERT INTO organizations VALUES ('o', 'UTC');
      INSERT INTO contexts VALUES ('a', 'o'), ('b', 'o');
      INSERT INTO whitelist_entries
        (id, context_id, mac, name, description, to_date, tags, creator, created_at, updated_at)
      VALUES
        ('id-2', 'a', 'M2', 'second', '', NULL, '[]', 'x', 't', 't'),
        ('id-1', 'a', 'M1', 'first', '', '2030-01-01', '[]', 'x', 't', 't');`);
    old.close();

    const store = openStore(dbFile);
    try {
      expect(store.entries('a').map((e) => [e.id, e.name, e.toDate])).toEqual([
        ['id-2', 'second', null],
        ['id-1', 'first', '2030-01-01'],
      ]);
      expect(store.entryIdTaken('b', 'id-1')).toBe(false);
      store.insertEntry('b', { ...store.entries('a')[1]!, mac: 'M1' });
      expect(store.entries('b').map((e) => e.id)).toEqual(['id-1']);
    } finally {
      store.close();
    }
    const upgraded = new Database(dbFile, { readonly: true });
    expect(upgraded.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    upgraded.close();
  });
});
