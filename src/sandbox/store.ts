// The sandbox's SQLite storage (better-sqlite3): schema and migrations, and every statement
// the routes run, prepared once. Rows are parsed with zod: the file on disk is outside data.
import Database from 'better-sqlite3';
import * as z from 'zod/mini';

export const SESSION_MODULES = [
  'self-provisioning',
  'meeting-host',
  'whitelist',
  'conference',
] as const;
export const SESSION_STATES = ['pending', 'active', 'whitelist-authorized', 'revoked'] as const;
export type SessionModule = (typeof SESSION_MODULES)[number];
export type SessionState = (typeof SESSION_STATES)[number];

/** The migrations in order; PRAGMA user_version counts how many a file has had. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE organizations (
    id TEXT PRIMARY KEY,
    time_zone TEXT NOT NULL
  );
  CREATE TABLE contexts (
    id TEXT PRIMARY KEY,
    org_id TEXT NOT NULL REFERENCES organizations(id) ON DELETE CASCADE
  );
  CREATE TABLE api_keys (
    key TEXT PRIMARY KEY,
    context_id TEXT NOT NULL REFERENCES contexts(id) ON DELETE CASCADE,
    caller_email TEXT NOT NULL
  );
  CREATE TABLE whitelist_entries (
    id TEXT PRIMARY KEY,
    context_id TEXT NOT NULL REFERENCES contexts(id) ON DELETE CASCADE,
    mac TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    to_date TEXT,
    tags TEXT NOT NULL,
    creator TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (context_id, mac)
  );
  CREATE INDEX whitelist_entries_to_date ON whitelist_entries (to_date) WHERE to_date IS NOT NULL;
  CREATE TABLE access_policies (
    id TEXT PRIMARY KEY,
    context_id TEXT NOT NULL REFERENCES contexts(id) ON DELETE CASCADE
  );
  CREATE TABLE policy_emails (
    policy_id TEXT NOT NULL REFERENCES access_policies(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    email TEXT NOT NULL,
    PRIMARY KEY (policy_id, position)
  );
  CREATE TABLE guest_sessions (
    id TEXT PRIMARY KEY,
    context_id TEXT NOT NULL REFERENCES contexts(id) ON DELETE CASCADE,
    mac TEXT NOT NULL,
    email TEXT,
    module TEXT NOT NULL CHECK (module IN ('self-provisioning', 'meeting-host', 'whitelist', 'conference')),
    state TEXT NOT NULL CHECK (state IN ('pending', 'active', 'whitelist-authorized', 'revoked')),
    policy_id TEXT REFERENCES access_policies(id) ON DELETE SET NULL
  );
  CREATE INDEX guest_sessions_mac ON guest_sessions (context_id, mac);
  CREATE INDEX guest_sessions_policy ON guest_sessions (policy_id);
  `,
  // 2: the expiry sweep runs before every call; on the (to_date) index SQLite still walked every
  // entry of the context (issue 7), on (context_id, to_date) it reads only the due ones.
  `
  CREATE INDEX whitelist_entries_due ON whitelist_entries (context_id, to_date)
    WHERE to_date IS NOT NULL;
  DROP INDEX whitelist_entries_to_date;
  `,
  // 3: entry IDs are unique per context (docs/decisions.md "IDs"): another context's entry is
  // invisible, so its ID may be reused here. SQLite cannot change a primary key in place, so
  // the table is rebuilt; rowids are kept, they order entries created in the same instant.
  `
  CREATE TABLE whitelist_entries_by_context (
    id TEXT NOT NULL,
    context_id TEXT NOT NULL REFERENCES contexts(id) ON DELETE CASCADE,
    mac TEXT NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    to_date TEXT,
    tags TEXT NOT NULL,
    creator TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (context_id, id),
    UNIQUE (context_id, mac)
  );
  INSERT INTO whitelist_entries_by_context
    (rowid, id, context_id, mac, name, description, to_date, tags, creator, created_at, updated_at)
    SELECT rowid, id, context_id, mac, name, description, to_date, tags, creator, created_at,
      updated_at
    FROM whitelist_entries ORDER BY rowid;
  DROP TABLE whitelist_entries;
  ALTER TABLE whitelist_entries_by_context RENAME TO whitelist_entries;
  CREATE INDEX whitelist_entries_due ON whitelist_entries (context_id, to_date)
    WHERE to_date IS NOT NULL;
  `,
];

/**
 * The sweep's statements, one context at a time so each is a range of the
 * (context_id, to_date) index; exported for the query-plan test.
 */
export const SWEEP_SQL = {
  contexts: 'SELECT id FROM contexts WHERE org_id = ?',
  dueMacs:
    'SELECT mac FROM whitelist_entries WHERE context_id = ? AND to_date IS NOT NULL AND to_date <= ?',
  deleteDue:
    'DELETE FROM whitelist_entries WHERE context_id = ? AND to_date IS NOT NULL AND to_date <= ?',
} as const;

export const SCHEMA_VERSION = MIGRATIONS.length;

const tagRowSchema = z.array(z.object({ value: z.string() }));

const entryRowSchema = z.object({
  id: z.string(),
  mac: z.string(),
  name: z.string(),
  description: z.string(),
  toDate: z.nullable(z.string()),
  tags: z.pipe(
    z.string(),
    z.transform((json) => tagRowSchema.parse(JSON.parse(json))),
  ),
  creator: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A stored whitelisting entry, in the shape create and update answer (docs/decisions.md). */
export type StoredEntry = z.infer<typeof entryRowSchema>;

const sessionRowSchema = z.object({
  id: z.string(),
  mac: z.string(),
  email: z.nullable(z.string()),
  module: z.enum(SESSION_MODULES),
  state: z.enum(SESSION_STATES),
  policyId: z.nullable(z.string()),
});
export type GuestSession = z.infer<typeof sessionRowSchema>;

const keyRowSchema = z.object({
  contextId: z.string(),
  orgId: z.string(),
  caller: z.string(),
  timeZone: z.string(),
});
export type KeyRecord = z.infer<typeof keyRowSchema>;

const organizationRowSchema = z.object({ id: z.string(), timeZone: z.string() });
const policyEmailRowSchema = z.object({ position: z.number(), email: z.string() });
const gatedSessionRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  module: z.enum(SESSION_MODULES),
});
const whitelistSessionRowSchema = z.object({ id: z.string(), creator: z.string() });

const ENTRY_COLUMNS = `id, mac, name, description, to_date AS toDate, tags, creator,
  created_at AS createdAt, updated_at AS updatedAt`;
const SESSION_COLUMNS = 'id, mac, email, module, state, policy_id AS policyId';
/** Sessions a revocation can end (docs/decisions.md): signed in through the portal or the whitelist. */
const ACTIVE_STATES = `('active', 'whitelist-authorized')`;

export interface NewSession {
  id: string;
  contextId: string;
  mac: string;
  email: string | null;
  module: SessionModule;
  state: SessionState;
  policyId: string | null;
}

function openDatabase(dbFile: string): Database.Database {
  const db = new Database(dbFile);
  // Another process on the same file: wait for its write lock instead of failing at once.
  db.pragma('busy_timeout = 5000');
  // WAL: readers never block the writer and a killed process loses no committed transaction.
  if (dbFile !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  return db;
}

function migrate(db: Database.Database): void {
  // IMMEDIATE: two processes starting on a new file must not both create the tables.
  db.transaction(() => {
    const version = Number(db.pragma('user_version', { simple: true }));
    if (version > SCHEMA_VERSION) {
      throw new Error(
        `The sandbox database has schema version ${version}, newer than this sandbox (${SCHEMA_VERSION}). Use another SANDBOX_DB file.`,
      );
    }
    if (version === SCHEMA_VERSION) return;
    for (let next = version; next < SCHEMA_VERSION; next++) db.exec(MIGRATIONS[next] ?? '');
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
}

export type Store = ReturnType<typeof openStore>;

export function openStore(dbFile: string) {
  const db = openDatabase(dbFile);
  migrate(db);

  const s = {
    countOrganizations: db.prepare('SELECT count(*) FROM organizations').pluck(),
    organizations: db.prepare('SELECT id, time_zone AS timeZone FROM organizations'),
    findKey: db.prepare(`
      SELECT k.context_id AS contextId, c.org_id AS orgId, k.caller_email AS caller,
        o.time_zone AS timeZone
      FROM api_keys k JOIN contexts c ON c.id = k.context_id JOIN organizations o ON o.id = c.org_id
      WHERE k.key = ?`),
    contextsOf: db.prepare(SWEEP_SQL.contexts).pluck(),
    dueMacs: db.prepare(SWEEP_SQL.dueMacs).pluck(),
    deleteDue: db.prepare(SWEEP_SQL.deleteDue),
    entryById: db.prepare(
      `SELECT ${ENTRY_COLUMNS} FROM whitelist_entries WHERE context_id = ? AND id = ?`,
    ),
    entryIdTaken: db
      .prepare('SELECT 1 FROM whitelist_entries WHERE context_id = ? AND id = ?')
      .pluck(),
    entryIdByMac: db
      .prepare('SELECT id FROM whitelist_entries WHERE context_id = ? AND mac = ?')
      .pluck(),
    insertEntry: db.prepare(`
      INSERT INTO whitelist_entries
        (id, context_id, mac, name, description, to_date, tags, creator, created_at, updated_at)
      VALUES (@id, @contextId, @mac, @name, @description, @toDate, @tags, @creator, @createdAt, @updatedAt)`),
    updateEntry: db.prepare(`
      UPDATE whitelist_entries
      SET mac = @mac, name = @name, description = @description, to_date = @toDate, tags = @tags,
        updated_at = @updatedAt
      WHERE context_id = @contextId AND id = @id`),
    entries: db.prepare(
      `SELECT ${ENTRY_COLUMNS} FROM whitelist_entries WHERE context_id = ? ORDER BY created_at, rowid`,
    ),
    // docs/decisions.md "Batch add": waiting or signed-in sessions on a newly whitelisted MAC are
    // from now on sign-ins of the whitelist entry, no longer of the portal module they began in.
    authorizeSessions: db.prepare(`
      UPDATE guest_sessions SET state = 'whitelist-authorized', module = 'whitelist', policy_id = NULL
      WHERE context_id = ? AND mac = ? AND state IN ('pending', 'active') AND module <> 'conference'`),
    sessions: db.prepare(
      `SELECT ${SESSION_COLUMNS} FROM guest_sessions WHERE context_id = ? ORDER BY rowid`,
    ),
    insertSession: db.prepare(`
      INSERT INTO guest_sessions (id, context_id, mac, email, module, state, policy_id)
      VALUES (@id, @contextId, @mac, @email, @module, @state, @policyId)`),
    activeGatedSessions: db.prepare(`
      SELECT id, email, module FROM guest_sessions
      WHERE context_id = ? AND policy_id = ? AND email IS NOT NULL
        AND module IN ('self-provisioning', 'meeting-host') AND state IN ${ACTIVE_STATES}
      ORDER BY rowid`),
    activeWhitelistSessions: db.prepare(`
      SELECT s.id, e.creator FROM guest_sessions s
      JOIN whitelist_entries e ON e.context_id = s.context_id AND e.mac = s.mac
      WHERE s.context_id = ? AND s.module = 'whitelist' AND s.state IN ${ACTIVE_STATES}
      ORDER BY s.rowid`),
    revokeSession: db.prepare(`UPDATE guest_sessions SET state = 'revoked' WHERE id = ?`),
    revokeWhitelistSessions: db.prepare(`
      UPDATE guest_sessions SET state = 'revoked'
      WHERE context_id = ? AND mac = ? AND state = 'whitelist-authorized'`),
    // UUIDs compare case-insensitively (docs/decisions.md "IDs"); a context has a handful of policies.
    policyIdInContext: db
      .prepare('SELECT id FROM access_policies WHERE context_id = ? AND id = ? COLLATE NOCASE')
      .pluck(),
    policies: db
      .prepare('SELECT id FROM access_policies WHERE context_id = ? ORDER BY rowid')
      .pluck(),
    policyEmails: db.prepare(
      'SELECT position, email FROM policy_emails WHERE policy_id = ? ORDER BY position',
    ),
    deletePolicyEmail: db.prepare('DELETE FROM policy_emails WHERE policy_id = ? AND position = ?'),
    insertPolicy: db.prepare('INSERT INTO access_policies (id, context_id) VALUES (?, ?)'),
    insertPolicyEmail: db.prepare(
      'INSERT INTO policy_emails (policy_id, position, email) VALUES (?, ?, ?)',
    ),
    insertOrganization: db.prepare('INSERT INTO organizations (id, time_zone) VALUES (?, ?)'),
    insertContext: db.prepare('INSERT INTO contexts (id, org_id) VALUES (?, ?)'),
    insertKey: db.prepare('INSERT INTO api_keys (key, context_id, caller_email) VALUES (?, ?, ?)'),
  };

  const entryParams = (contextId: string, entry: StoredEntry) => ({
    ...entry,
    contextId,
    tags: JSON.stringify(entry.tags),
  });
  const policyEmails = (policyId: string) =>
    s.policyEmails.all(policyId).map((row) => policyEmailRowSchema.parse(row));

  return {
    /**
     * Runs fn in one transaction (rolled back when it throws). IMMEDIATE takes the write lock
     * first: a read-then-write transaction could otherwise fail with SQLITE_BUSY when another
     * process on the same file writes in between.
     */
    transaction<T>(fn: () => T): T {
      return db.transaction(fn).immediate();
    },
    isEmpty: () => Number(s.countOrganizations.get()) === 0,
    organizations: () => s.organizations.all().map((row) => organizationRowSchema.parse(row)),
    findKey(key: string): KeyRecord | undefined {
      const row = s.findKey.get(key);
      return row === undefined ? undefined : keyRowSchema.parse(row);
    },
    contextsOf: (orgId: string) => s.contextsOf.all(orgId).map(String),
    /** The MACs of the context's entries whose toDate is on or before `today`. */
    dueMacs: (contextId: string, today: string) => s.dueMacs.all(contextId, today).map(String),
    /** Removes the context's entries whose toDate is on or before `today`; returns how many. */
    deleteEntriesDue: (contextId: string, today: string) =>
      s.deleteDue.run(contextId, today).changes,

    entryById(contextId: string, id: string): StoredEntry | undefined {
      const row = s.entryById.get(contextId, id.toLowerCase());
      return row === undefined ? undefined : entryRowSchema.parse(row);
    },
    /** Entry ids are unique per context (primary key); stored lower-case. */
    entryIdTaken: (contextId: string, id: string) =>
      s.entryIdTaken.get(contextId, id.toLowerCase()) !== undefined,
    entryIdByMac(contextId: string, mac: string): string | undefined {
      const id: unknown = s.entryIdByMac.get(contextId, mac);
      return typeof id === 'string' ? id : undefined;
    },
    insertEntry: (contextId: string, entry: StoredEntry) =>
      void s.insertEntry.run(entryParams(contextId, entry)),
    updateEntry: (contextId: string, entry: StoredEntry) =>
      void s.updateEntry.run(entryParams(contextId, entry)),
    entries: (contextId: string) =>
      s.entries.all(contextId).map((row) => entryRowSchema.parse(row)),

    /** Moves waiting or active sessions on a newly whitelisted MAC; returns how many. */
    authorizeSessions: (contextId: string, mac: string) =>
      s.authorizeSessions.run(contextId, mac).changes,
    sessions: (contextId: string) =>
      s.sessions.all(contextId).map((row) => sessionRowSchema.parse(row)),
    insertSession: (session: NewSession) => void s.insertSession.run(session),
    activeGatedSessions: (contextId: string, policyId: string) =>
      s.activeGatedSessions.all(contextId, policyId).map((row) => gatedSessionRowSchema.parse(row)),
    activeWhitelistSessions: (contextId: string) =>
      s.activeWhitelistSessions.all(contextId).map((row) => whitelistSessionRowSchema.parse(row)),
    revokeSession: (id: string) => void s.revokeSession.run(id),
    /** Ends the whitelist-authorized sessions on a MAC no entry covers any more; returns how many. */
    revokeWhitelistSessions: (contextId: string, mac: string) =>
      s.revokeWhitelistSessions.run(contextId, mac).changes,

    /** The stored ID of the context's policy with this ID in any case, or undefined. */
    policyIdInContext(contextId: string, policyId: string): string | undefined {
      const id: unknown = s.policyIdInContext.get(contextId, policyId);
      return typeof id === 'string' ? id : undefined;
    },
    policyEmails,
    deletePolicyEmail: (policyId: string, position: number) =>
      void s.deletePolicyEmail.run(policyId, position),
    policies: (contextId: string) =>
      s.policies.all(contextId).map((id) => ({
        id: String(id),
        emails: policyEmails(String(id)).map((row) => row.email),
      })),

    insertOrganization: (id: string, timeZone: string) =>
      void s.insertOrganization.run(id, timeZone),
    insertContext: (id: string, orgId: string) => void s.insertContext.run(id, orgId),
    insertKey: (key: string, contextId: string, caller: string) =>
      void s.insertKey.run(key, contextId, caller),
    insertPolicy(id: string, contextId: string, emails: readonly string[]) {
      s.insertPolicy.run(id, contextId);
      emails.forEach((email, position) => s.insertPolicyEmail.run(id, position, email));
    },

    close: () => db.close(),
  };
}
