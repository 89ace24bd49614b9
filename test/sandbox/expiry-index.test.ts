// Issue 7.1: the expiry sweep runs inside every call, so it must read only the due entries of a
// context, not walk all of them. Checked on the query plan, which does not depend on timing.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, SWEEP_SQL } from '../../src/sandbox/store.ts';

function migratedDatabase() {
  const db = new Database(':memory:');
  for (const migration of MIGRATIONS) db.exec(migration);
  return db;
}

function plan(db: Database.Database, sql: string, ...params: unknown[]): string[] {
  return db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...params)
    .map((row) => (typeof row === 'object' && row && 'detail' in row ? String(row.detail) : ''));
}

describe('the expiry sweep', () => {
  it.each(['dueMacs', 'deleteDue'] as const)(
    '%s reads a range of the (context_id, to_date) index',
    (statement) => {
      const db = migratedDatabase();
      try {
        const steps = plan(db, SWEEP_SQL[statement], 'demo-context', '2026-05-10');
        expect(steps).toEqual([
          expect.stringMatching(
            /^SEARCH whitelist_entries USING (COVERING )?INDEX whitelist_entries_due \(context_id=\? AND (to_date>\? AND )?to_date<\?\)$/,
          ),
        ]);
      } finally {
        db.close();
      }
    },
  );

  it('still removes exactly the due entries of every context of the organization', () => {
    const db = migratedDatabase();
    try {
      db.exec(`
        INSERT INTO organizations VALUES ('o', 'UTC'), ('p', 'UTC');
        INSERT INTO contexts VALUES ('a', 'o'), ('b', 'o'), ('c', 'p');`);
      const insert = db.prepare(`INSERT INTO whitelist_entries
        (id, context_id, mac, name, description, to_date, tags, creator, created_at, updated_at)
        VALUES (?, ?, ?, 'n', '', ?, '[]', 'x', 't', 't')`);
      insert.run('1', 'a', 'M1', '2026-05-10');
      insert.run('2', 'a', 'M2', '2026-05-11');
      insert.run('3', 'b', 'M3', '2026-05-01');
      insert.run('4', 'b', 'M4', null);
      insert.run('5', 'c', 'M5', '2026-05-01');
      const contexts = db.prepare(SWEEP_SQL.contexts).pluck().all('o');
      const remove = db.prepare(SWEEP_SQL.deleteDue);
      const removed = contexts.reduce<number>(
        (sum, id) => sum + remove.run(id, '2026-05-10').changes,
        0,
      );
      expect(removed).toBe(2);
      const left = db.prepare('SELECT id FROM whitelist_entries ORDER BY id').pluck().all();
      expect(left).toEqual(['2', '4', '5']);
    } finally {
      db.close();
    }
  });
});
