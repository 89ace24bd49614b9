// Endpoint 4, remove emails from an access policy: docs/decisions.md "Access policy email
// removal". Every counter is checked against the sessions the state call shows ended.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createSandbox, type SandboxOptions } from '../../src/sandbox/app.ts';
import { createManualClock } from '../../src/sandbox/clock.ts';
import { openStore } from '../../src/sandbox/store.ts';
import {
  CONTEXT_PATH,
  endedSessions,
  LOBBY_PATH,
  removalResultSchema,
  SEED,
  setup,
  START,
  stateSchema,
  stateUrl,
  statusBody,
  type Session,
  type State,
} from '../support/sandbox-helpers.ts';

const { anna, erik, maja } = SEED.staff;
const { partner, contractor, entries } = SEED;

function result(body: unknown) {
  return removalResultSchema.parse(body);
}

/** Counters, ordered as the API names them, of the sessions that a removal ended. */
function counted(sessions: readonly Session[]) {
  const of = (module: Session['module']) => sessions.filter((s) => s.module === module).length;
  return {
    revokedLoginsForSelfProvisioning: of('self-provisioning'),
    revokedLoginsForMeetingHost: of('meeting-host'),
    revokedWhitelisting: of('whitelist'),
    revokeLoginsforConferences: of('conference'),
  };
}

const COUNTERS = [
  'revokedLoginsForSelfProvisioning',
  'revokedLoginsForMeetingHost',
  'revokedWhitelisting',
  'revokeLoginsforConferences',
] as const;

const without = (...removed: string[]) => SEED.policyEmails.filter((e) => !removed.includes(e));
const policyOf = (state: State) => state.accessPolicies.find((p) => p.id === SEED.policyId)?.emails;

describe('remove emails: addresses', () => {
  it('removes an address and revokes its Self-Provisioning and Meeting Host sign-ins', async () => {
    const { removeEmails, state } = setup();
    const before = await state();
    const res = await removeEmails({ emails: [anna.email] });
    expect(res.status).toBe(200);
    const after = await state();
    const ended = endedSessions(before, after);
    expect(result(res.body)).toEqual({
      policyEmails: without(anna.email),
      removedEmails: [{ email: anna.email, ...counted(ended) }],
    });
    expect(counted(ended)).toEqual({
      revokedLoginsForSelfProvisioning: 1,
      revokedLoginsForMeetingHost: 1,
      revokedWhitelisting: 0,
      revokeLoginsforConferences: 0,
    });
    expect(ended.map((s) => [s.email, s.mac])).toEqual([
      [anna.email, anna.phone],
      [anna.email, anna.laptop],
    ]);
    expect(policyOf(after)).toEqual(without(anna.email));
  });

  it('never touches a conference session', async () => {
    const { removeEmails, state } = setup();
    await removeEmails({ emails: [anna.email] });
    const conference = (await state()).guestSessions.find((s) => s.mac === anna.conference);
    expect(conference).toMatchObject({ module: 'conference', state: 'active' });
  });

  it('counts every active sign-in: two Self-Provisioning devices', async () => {
    const { removeEmails, state } = setup();
    const before = await state();
    const res = await removeEmails({ emails: [maja.email] });
    const ended = endedSessions(before, await state());
    const expected = {
      revokedLoginsForSelfProvisioning: 2,
      revokedLoginsForMeetingHost: 1,
      revokedWhitelisting: 0,
      revokeLoginsforConferences: 0,
    };
    expect(result(res.body).removedEmails).toEqual([{ email: maja.email, ...expected }]);
    expect(counted(ended)).toEqual(expected);
    expect(ended.map((s) => s.mac).sort()).toEqual([maja.laptop, maja.phone, maja.tablet].sort());
  });

  it('compares case-insensitively and reports the policy spelling', async () => {
    const { removeEmails } = setup();
    const res = await removeEmails({ emails: ['Erik.Lund@DEMO.Example'] });
    expect(result(res.body)).toMatchObject({
      policyEmails: without(erik.email),
      removedEmails: [
        { email: erik.email, revokedLoginsForSelfProvisioning: 1, revokedLoginsForMeetingHost: 1 },
      ],
    });
  });

  it('ignores emails that are not in the policy, and a repeat of one just removed', async () => {
    const { removeEmails, state } = setup();
    const before = await state();
    const res = await removeEmails({
      emails: ['nobody@demo.example', erik.email, erik.email.toUpperCase(), '*@demo.example'],
    });
    expect(res.status).toBe(200);
    expect(result(res.body).removedEmails.map((r) => r.email)).toEqual([erik.email]);
    expect(endedSessions(before, await state()).every((s) => s.email === erik.email)).toBe(true);
    const again = result((await removeEmails({ emails: [erik.email] })).body);
    expect(again).toEqual({ policyEmails: without(erik.email), removedEmails: [] });
  });

  it('does not revoke the same address in another context', async () => {
    const { removeEmails, state } = setup();
    const before = await state(LOBBY_PATH);
    await removeEmails({ emails: [anna.email] });
    expect(await state(LOBBY_PATH)).toEqual(before);
  });
});

describe('remove emails: patterns', () => {
  it('a domain pattern ends the sign-ins of that domain only, including whitelist entries its addresses created', async () => {
    const { removeEmails, state } = setup();
    const before = await state();
    const res = await removeEmails({ emails: ['*@Partner.Example'] });
    const ended = endedSessions(before, await state());
    expect(result(res.body)).toEqual({
      policyEmails: without('*@partner.example'),
      removedEmails: [{ email: '*@partner.example', ...counted(ended) }],
    });
    expect(counted(ended)).toEqual({
      revokedLoginsForSelfProvisioning: 1,
      revokedLoginsForMeetingHost: 1,
      revokedWhitelisting: 1,
      revokeLoginsforConferences: 0,
    });
    expect(ended.map((s) => s.mac)).toEqual([
      partner.selfProvisioning.mac,
      partner.meetingHost.mac,
      entries.soundSystem.mac,
    ]);
    const subdomain = (await state()).guestSessions.find(
      (s) => s.email === partner.subdomain.email,
    );
    expect(subdomain?.state).toBe('active');
  });

  it('a subdomain pattern ends the sign-ins of every subdomain, not of the domain itself', async () => {
    const { removeEmails, state } = setup();
    const before = await state();
    const res = await removeEmails({ emails: ['*@*.contractor.example'] });
    const ended = endedSessions(before, await state());
    expect(result(res.body).removedEmails).toEqual([
      { email: '*@*.contractor.example', ...counted(ended) },
    ]);
    expect(counted(ended)).toEqual({
      revokedLoginsForSelfProvisioning: 1,
      revokedLoginsForMeetingHost: 1,
      revokedWhitelisting: 0,
      revokeLoginsforConferences: 0,
    });
    expect(ended.map((s) => s.email)).toEqual([
      contractor.selfProvisioning.email,
      contractor.meetingHost.email,
    ]);
    const bare = (await state()).guestSessions.find((s) => s.email === contractor.bareDomain.email);
    expect(bare?.state).toBe('active');
  });

  it('a pattern removes only an equal entry, never the addresses it covers', async () => {
    const { removeEmails, state } = setup();
    const before = await state();
    const res = await removeEmails({ emails: ['*@demo.example', '*@*.demo.example'] });
    expect(result(res.body)).toEqual({ policyEmails: [...SEED.policyEmails], removedEmails: [] });
    expect(await state()).toEqual(before);
  });
});

describe('remove emails: the creator rule (revokedWhitelisting)', () => {
  it('ends the whitelist sign-ins of entries the removed address created, and only those', async () => {
    const { removeEmails, state, batch } = setup();
    // A MAC whitelisted now by admin: its waiting sessions become whitelist sign-ins of admin's entry.
    const [waiting] = SEED.waiting;
    await batch({ whitelistings: [{ mac: waiting.mac }] });
    const before = await state();
    const res = await removeEmails({ emails: [SEED.demo.caller] });
    const ended = endedSessions(before, await state());
    expect(result(res.body).removedEmails).toEqual([
      {
        email: SEED.demo.caller,
        revokedLoginsForSelfProvisioning: 0,
        revokedLoginsForMeetingHost: 0,
        revokedWhitelisting: 2 + waiting.sessions,
        revokeLoginsforConferences: 0,
      },
    ]);
    expect(counted(ended).revokedWhitelisting).toBe(2 + waiting.sessions);
    expect(new Set(ended.map((s) => s.mac))).toEqual(
      new Set([entries.receptionPrinter.mac, entries.boardroomTv.mac, waiting.mac]),
    );
    // Entries by facilities@demo.example keep their sign-ins.
    const facilities = (await state()).guestSessions.filter(
      (s) => s.mac === entries.lobbyScreen.mac || s.mac === entries.projector.mac,
    );
    expect(facilities.map((s) => s.state)).toEqual([
      'whitelist-authorized',
      'whitelist-authorized',
    ]);
  });
});

describe('remove emails: without revocation', () => {
  it('removes the emails, every counter 0, every session stays', async () => {
    const { removeEmails, state } = setup();
    const before = await state();
    const emails = [SEED.demo.caller, anna.email, '*@partner.example', '*@*.contractor.example'];
    const res = await removeEmails({ emails, revokeUserEngagement: false });
    expect(result(res.body)).toEqual({
      policyEmails: without(...emails),
      removedEmails: emails.map((email) => ({
        email,
        revokedLoginsForSelfProvisioning: 0,
        revokedLoginsForMeetingHost: 0,
        revokedWhitelisting: 0,
        revokeLoginsforConferences: 0,
      })),
    });
    const after = await state();
    expect(after.guestSessions).toEqual(before.guestSessions);
    expect(policyOf(after)).toEqual(without(...emails));
  });
});

describe('remove emails: everything at once', () => {
  it('counts per element, in request order; the sum equals the sessions ended', async () => {
    const { removeEmails, state } = setup();
    const before = await state();
    const emails = [...SEED.policyEmails].reverse();
    const res = await removeEmails({ emails, revokeUserEngagement: true });
    const body = result(res.body);
    const ended = endedSessions(before, await state());
    expect(body.policyEmails).toEqual([]);
    expect(body.removedEmails.map((r) => r.email)).toEqual(emails);
    const total = counted(ended);
    for (const key of COUNTERS) {
      expect(body.removedEmails.reduce((sum, r) => sum + r[key], 0)).toBe(total[key]);
    }
    expect(total).toEqual({
      revokedLoginsForSelfProvisioning: 1 + 1 + 2 + 1 + 1,
      revokedLoginsForMeetingHost: 1 + 1 + 1 + 1 + 1,
      revokedWhitelisting: 2 + 1,
      revokeLoginsforConferences: 0,
    });
    // Still signed in: conference, the domain's subdomain, the bare contractor domain, facilities' devices.
    const active = (await state()).guestSessions.filter(
      (s) => s.state === 'active' || s.state === 'whitelist-authorized',
    );
    expect(active.map((s) => s.mac).sort()).toEqual(
      [
        anna.conference,
        partner.subdomain.mac,
        contractor.bareDomain.mac,
        entries.lobbyScreen.mac,
        entries.projector.mac,
      ].sort(),
    );
  });
});

describe('remove emails: internationalised addresses (IDN)', () => {
  const IDN_POLICY = '0b6f3c1e-7d2a-4e8b-9f10-2a3b4c5d6e7f';
  const ASA = 'åsa@exempel-åäö.se';

  /** A seeded sandbox on a file, with a policy holding IDN entries and a sign-in of Åsa's. */
  function withIdnPolicy() {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-idn-'));
    const dbFile = join(dir, 'sandbox.db');
    const options: SandboxOptions = {
      dbFile,
      clock: createManualClock(START),
      sweepIntervalMs: false,
    };
    createSandbox(options).close();
    const store = openStore(dbFile);
    store.insertPolicy(IDN_POLICY, SEED.demo.contextId, [
      ASA,
      'örjan@kök.exempel-åäö.se',
      '*@*.exempel-åäö.se',
    ]);
    store.insertSession({
      id: 'idn-session-1',
      contextId: SEED.demo.contextId,
      mac: '02:00:00:00:0A:01',
      email: 'Åsa@Exempel-ÅÄÖ.se',
      module: 'self-provisioning',
      state: 'active',
      policyId: IDN_POLICY,
    });
    store.close();
    const sandbox = createSandbox(options);
    onTestFinished(() => {
      sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const request = (method: string, path: string, body?: unknown) =>
      sandbox.app.request(path, {
        method,
        headers: { 'x-auth-token': SEED.demo.key, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    return { request };
  }

  it('removes an IDN address given in another case and ends its sign-in', async () => {
    const { request } = withIdnPolicy();
    const res = await request('DELETE', `${CONTEXT_PATH}/policies/${IDN_POLICY}/emails`, {
      emails: ['ÅSA@EXEMPEL-ÅÄÖ.SE'],
    });
    expect(res.status).toBe(200);
    expect(result(await res.json())).toEqual({
      policyEmails: ['örjan@kök.exempel-åäö.se', '*@*.exempel-åäö.se'],
      removedEmails: [
        {
          email: ASA,
          revokedLoginsForSelfProvisioning: 1,
          revokedLoginsForMeetingHost: 0,
          revokedWhitelisting: 0,
          revokeLoginsforConferences: 0,
        },
      ],
    });
    const state: unknown = await (await request('GET', stateUrl())).json();
    expect(
      stateSchema.parse(state).guestSessions.find((s) => s.id === 'idn-session-1'),
    ).toMatchObject({
      state: 'revoked',
    });
  });

  it('takes IDN addresses and patterns in a body: no 400, nothing of the seed removed', async () => {
    const { removeEmails } = setup();
    const res = await removeEmails({
      emails: [
        ASA,
        '*@exempel-åäö.se',
        '*@*.exempel-åäö.se',
        'иван@пример.рф',
        'x@exempel.xn--p1ai',
      ],
    });
    expect(res.status).toBe(200);
    expect(result(res.body)).toEqual({ policyEmails: [...SEED.policyEmails], removedEmails: [] });
  });

  it.each(['å\u200bsa@exempel-åäö.se', 'åsa@exempel-åäö..se', 'åsa@-åäö.se', 'åsa@åäö.s'])(
    'still answers 400 for %j',
    async (email) => {
      const { removeEmails } = setup();
      const res = await removeEmails({ emails: [email] });
      expect(res.status).toBe(400);
      expect(statusBody(res.body).message).toMatch(/emails\[0\]/);
    },
  );
});

describe('remove emails: 400 and 404', () => {
  it.each([
    [{ emails: [] }, /at least one/i],
    [{}, /emails/],
    [{ emails: 'anna.berg@demo.example' }, /emails/],
    [{ emails: [anna.email, 'anna'] }, /emails\[1\]/],
    [{ emails: ['*@*'] }, /emails\[0\]/],
    [{ emails: ['alice@*.demo.example'] }, /emails\[0\]/],
    [{ emails: ['**@demo.example'] }, /emails\[0\]/],
    [{ emails: ['a@b.c'] }, /emails\[0\]/],
    [{ emails: [' '] }, /emails\[0\]/],
    [{ emails: [42] }, /emails\[0\]/],
    [{ emails: [anna.email], revokeUserEngagement: 'no' }, /revokeUserEngagement/],
    [[anna.email], /./],
  ])('answers 400 with a status body for %j', async (body, message) => {
    const { removeEmails, state } = setup();
    const before = await state();
    const res = await removeEmails(body);
    expect(res.status).toBe(400);
    const parsed = statusBody(res.body);
    expect(parsed.status).toBe(400);
    expect(parsed.message).toMatch(message);
    expect(await state()).toEqual(before);
  });

  it('answers 404 with a status body for a policy that is not in this context', async () => {
    const { json } = setup();
    const unknown = `/v1/org/${SEED.organizationId}/contexts/sign-in/${SEED.demo.contextId}/policies/11111111-2222-4333-8444-555555555555/emails`;
    const res = await json('DELETE', unknown, { emails: [anna.email] });
    expect(res.status).toBe(404);
    expect(statusBody(res.body).status).toBe(404);
    const lobby = await json(
      'DELETE',
      `${LOBBY_PATH}/policies/${SEED.policyId}/emails`,
      { emails: [anna.email] },
      { key: SEED.lobby.key },
    );
    expect(lobby.status).toBe(404);
  });
});
