// Several venues to try a run across (issue 24): every seeded venue has its own key and access
// policy, some people are in several venues' policies, and a second organization has two
// venues of its own. Each venue answers for itself only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { emailCovers } from '../../src/api/rules.ts';
import { createSandbox } from '../../src/sandbox/app.ts';
import { openStore } from '../../src/sandbox/store.ts';
import {
  endedSessions,
  removalResultSchema,
  SEED,
  SEED_VENUES,
  setup,
  stateUrl,
  venuePath,
} from '../support/sandbox-helpers.ts';

const policyPath = (venue: (typeof SEED_VENUES)[number]) =>
  `${venuePath(venue)}/policies/${venue.policyId}/emails`;

describe('the seeded venues', () => {
  it('are four, in two organizations, each with its own key and policy', () => {
    expect(SEED_VENUES.map((v) => `${v.organizationId}/${v.contextId} ${v.key}`)).toEqual([
      'demo-org/demo-context demo-key',
      'demo-org/lobby-context lobby-key',
      'north-org/harbour-context harbour-key',
      'north-org/campus-context campus-key',
    ]);
    expect(new Set(SEED_VENUES.map((v) => v.policyId)).size).toBe(4);
  });

  it('each key reads its own venue, and is refused at every other (403) or unknown (401)', async () => {
    const { call } = setup();
    for (const venue of SEED_VENUES) {
      for (const other of SEED_VENUES) {
        const res = await call('GET', stateUrl(venuePath(other)), undefined, {
          key: venue.key,
          contentType: null,
        });
        expect([venue.contextId, other.contextId, res.status]).toEqual([
          venue.contextId,
          other.contextId,
          venue === other ? 200 : 403,
        ]);
      }
    }
  });

  it('every address and pattern of each policy has someone signed in behind it', async () => {
    const { state } = setup();
    for (const venue of SEED_VENUES) {
      const { accessPolicies, guestSessions } = await state(venuePath(venue));
      const [policy] = accessPolicies;
      expect(policy?.id).toBe(venue.policyId);
      const active = guestSessions.filter(
        (s) => s.state === 'active' && s.policyId === venue.policyId && s.email !== null,
      );
      // The venue's own admin aside: each entry covers at least one active sign-in.
      for (const entry of policy?.emails.filter((e) => !e.includes('admin@')) ?? []) {
        expect([
          venue.contextId,
          entry,
          active.some((s) => emailCovers(entry, s.email ?? '')),
        ]).toEqual([venue.contextId, entry, true]);
      }
    }
  });

  it('puts some people in several policies: erik.lund in three, anna.berg and kari.nord in two', () => {
    const policies = [
      SEED.policyEmails,
      SEED.lobby.policyEmails,
      SEED.north.harbour.policyEmails,
      SEED.north.campus.policyEmails,
    ];
    const inHowMany = (email: string) =>
      policies.filter((emails) => (emails as readonly string[]).includes(email)).length;
    expect(inHowMany(SEED.staff.erik.email)).toBe(3);
    expect(inHowMany(SEED.staff.anna.email)).toBe(2);
    expect(inHowMany(SEED.north.kari.email)).toBe(2);
  });

  it('removing one person at every venue ends their sign-ins at each, that venue’s only', async () => {
    const { json, state } = setup();
    const erik = SEED.staff.erik.email;
    const before = new Map(
      await Promise.all(
        SEED_VENUES.map(async (v) => [v.contextId, await state(venuePath(v))] as const),
      ),
    );
    const removed: Record<string, unknown> = {};
    for (const venue of SEED_VENUES) {
      const res = await json(
        'DELETE',
        policyPath(venue),
        { emails: [erik], revokeUserEngagement: true },
        { key: venue.key },
      );
      expect(res.status).toBe(200);
      const result = removalResultSchema.parse(res.body);
      removed[venue.contextId] = result.removedEmails.map((r) => [
        r.email,
        r.revokedLoginsForSelfProvisioning,
        r.revokedLoginsForMeetingHost,
      ]);
      const after = await state(venuePath(venue));
      const ended = endedSessions(before.get(venue.contextId)!, after);
      expect(ended.every((s) => s.email === erik)).toBe(true);
    }
    expect(removed).toEqual({
      'demo-context': [[erik, 1, 1]],
      'lobby-context': [[erik, 1, 0]],
      'harbour-context': [[erik, 0, 1]],
      // Not in the campus policy: ignored there.
      'campus-context': [],
    });
  });
});

describe('a database kept from before the venues were seeded', () => {
  it('offers only the venues it holds, with their keys and policies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-venues-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const dbFile = join(dir, 'sandbox.db');
    // As the seed wrote it before: demo-org, its two contexts and keys, one policy (demo's).
    const old = openStore(dbFile);
    old.transaction(() => {
      old.insertOrganization(SEED.organizationId, SEED.timeZone);
      for (const ctx of [SEED.demo, SEED.lobby]) {
        old.insertContext(ctx.contextId, SEED.organizationId);
        old.insertKey(ctx.key, ctx.contextId, ctx.caller);
      }
      old.insertPolicy(SEED.policyId, SEED.demo.contextId, SEED.policyEmails);
    });
    old.close();

    const sandbox = createSandbox({ dbFile, sweepIntervalMs: false });
    onTestFinished(() => sandbox.close());
    const health = (await (await sandbox.app.request('/_sandbox/health')).json()) as {
      venues: { contextId: string }[];
    };
    // lobby-context is there, but not its policy: a cleanup there would find none.
    expect(health.venues.map((venue) => venue.contextId)).toEqual(['demo-context']);
  });
});
