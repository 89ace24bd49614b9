// Policy cleanup across venues (issue 24), the pure parts: each chosen venue's policy checked,
// the cleanup planned (the connection in use first, never a key), each venue's figures, each
// entry across venues, and the one CSV with a venue column.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RemovedEmail } from '../../../src/api/schemas.ts';
import type { StoredConnection } from '../../../src/connection/storage.ts';
import { MemoryStorage } from '../../support/memory-storage.ts';
import {
  itemsAcross,
  itemSentence,
  venueFigures,
  venuesRemovalCsvHeader,
  venuesRemovalCsvRows,
} from '../../../src/features/policy-emails/venues/across-venues.ts';
import {
  alsoProblems,
  planCleanup,
} from '../../../src/features/policy-emails/venues/cleanup-plan.ts';
import type {
  VenueRemoval,
  VenuesRemoval,
} from '../../../src/features/policy-emails/venues/venues-removal.ts';
import { rememberPolicy } from '../../../src/features/policy-emails/policy-memory.ts';
import { office } from '../../support/saved-connections.ts';
import { speak } from '../../support/i18n.tsx';

// Their words are the app's English catalogs.
beforeAll(() => speak('en'));

const POLICY = {
  demo: '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f',
  lobby: '7c2e9a41-5d3b-4f6e-8a1c-2b9d0e4f6a73',
  harbour: '3e8b1f60-9c2d-4a57-b4e3-6d0a7c1f2e95',
};

const venue = (id: string, more: Partial<StoredConnection> = {}): StoredConnection => ({
  ...office,
  id,
  name: id[0]?.toUpperCase() + id.slice(1),
  contextId: `${id}-context`,
  apiKey: `${id}-key`,
  ...more,
});

const removed = (email: string, ended = 1): RemovedEmail => ({
  email,
  revokedLoginsForSelfProvisioning: ended,
  revokedLoginsForMeetingHost: 0,
  revokedWhitelisting: 0,
  revokeLoginsforConferences: 0,
});

const SENT = ['erik.lund@demo.example', 'anna.berg@demo.example', '*@gone.example'];

function answered(name: string, emails: RemovedEmail[], remaining: string[] = []): VenueRemoval {
  return {
    connection: { id: name, name, organizationId: 'org', contextId: `${name}-ctx`, baseUrl: '' },
    policyId: POLICY.demo,
    label: '',
    state: 'done',
    result: {
      policyId: POLICY.demo,
      label: '',
      sent: SENT,
      revokeUserEngagement: true,
      result: { policyEmails: remaining, removedEmails: emails },
      at: '2026-11-27T06:00:00.000Z',
    },
  };
}

const refused: VenueRemoval = {
  connection: {
    id: 'Harbour',
    name: 'Harbour',
    organizationId: 'north',
    contextId: 'h',
    baseUrl: '',
  },
  policyId: POLICY.harbour,
  label: '',
  state: 'failed',
  failure: { status: 403, message: 'Forbidden', ending: 'refused' },
};

const cleanup: VenuesRemoval = {
  id: 'run',
  at: '2026-11-27T06:00:00.000Z',
  sent: SENT,
  revokeUserEngagement: true,
  venues: [
    answered('Demo', [removed('erik.lund@demo.example', 2), removed('anna.berg@demo.example')]),
    answered('Lobby', [removed('Erik.Lund@demo.example')], ['*@demo.example']),
    refused,
  ],
};

describe('alsoProblems', () => {
  it('checks each chosen venue’s policy ID as the form checks its own, naming the venue', () => {
    const others = [venue('lobby'), venue('harbour')];
    expect(
      alsoProblems(
        [
          { id: 'lobby', policyId: '  ' },
          { id: 'harbour', policyId: 'not-a-uuid' },
        ],
        others,
      ),
    ).toEqual({
      lobby: 'Enter the access policy ID at Lobby',
      harbour: expect.stringMatching(/^Access policy ID at Harbour must be a UUID/),
    });
    expect(alsoProblems([{ id: 'lobby', policyId: ` ${POLICY.lobby} ` }], others)).toEqual({});
  });
});

describe('planCleanup', () => {
  it('plans the connection in use first, then each venue chosen with its policy and label; no key', () => {
    const storages = { local: new MemoryStorage(), session: new MemoryStorage() };
    rememberPolicy(storages.local, 'lobby', {
      id: POLICY.lobby,
      label: 'Lobby staff',
      at: new Date(),
    });
    const plan = planCleanup({
      inUse: venue('demo'),
      policyId: POLICY.demo,
      label: 'Staff',
      also: [
        { id: 'lobby', policyId: ` ${POLICY.lobby}` },
        { id: 'gone', policyId: POLICY.harbour },
      ],
      others: [venue('lobby')],
      emails: SENT,
      revokeUserEngagement: false,
      storages,
    });
    expect(plan.venues.map((v) => [v.connection.id, v.policyId, v.label, v.state])).toEqual([
      ['demo', POLICY.demo, 'Staff', 'sending'],
      ['lobby', POLICY.lobby, 'Lobby staff', 'sending'],
    ]);
    expect(plan.sent).toEqual(SENT);
    expect(plan.revokeUserEngagement).toBe(false);
    expect(JSON.stringify(plan)).not.toContain('-key');
  });
});

describe('across venues', () => {
  it('gives each answered venue its figures, none to one without an answer', () => {
    expect(venueFigures(cleanup.venues[0] as VenueRemoval)).toMatchObject({
      removed: 2,
      ignored: 1,
      stillAllowed: 0,
    });
    // A pattern left in Lobby's policy still lets erik.lund and anna.berg in.
    expect(venueFigures(cleanup.venues[1] as VenueRemoval)).toMatchObject({
      removed: 1,
      ignored: 2,
      stillAllowed: 2,
    });
    expect(venueFigures(refused)).toBeNull();
  });

  it('says each entry’s fate at every venue, addresses compared without case', () => {
    const across = itemsAcross(cleanup);
    expect(across.map((item) => itemSentence(item, 3))).toEqual([
      'erik.lund@demo.example removed at 2 of 3 venues; no answer from Harbour',
      'anna.berg@demo.example removed at 1 of 3 venues; not in the policy at Lobby; no answer from Harbour',
      '*@gone.example removed at 0 of 3 venues; not in the policy at Demo and Lobby; no answer from Harbour',
    ]);
  });

  it('says each entry’s fate in Swedish, the venues listed with och', async () => {
    await speak('sv');
    try {
      expect(itemsAcross(cleanup).map((item) => itemSentence(item, 3))).toEqual([
        'erik.lund@demo.example borttagen på 2 av 3 platser; inget svar från Harbour',
        'anna.berg@demo.example borttagen på 1 av 3 platser; inte i policyn på Lobby; inget svar från Harbour',
        '*@gone.example borttagen på 0 av 3 platser; inte i policyn på Demo och Lobby; inget svar från Harbour',
      ]);
      const atOne = {
        item: 'erik.lund@demo.example',
        removedAt: ['Demo'],
        probablyEarlierAt: [],
        notInPolicyAt: [],
        unknownAt: [],
      };
      expect(itemSentence(atOne, 1)).toBe('erik.lund@demo.example borttagen på 1 av 1 plats');
      expect(venuesRemovalCsvHeader().slice(0, 4)).toEqual([
        'plats',
        'organisation',
        'kontext',
        'policy',
      ]);
    } finally {
      await speak('en');
    }
  });

  it('writes one CSV: every venue’s rows after its venue, organization, context and policy', () => {
    const rows = venuesRemovalCsvRows(cleanup);
    expect(venuesRemovalCsvHeader().slice(0, 6)).toEqual([
      'venue',
      'organization',
      'context',
      'policy',
      'status',
      'email',
    ]);
    expect(rows.filter((row) => row[0] === 'Demo').map((row) => [row[4], row[5]])).toEqual([
      ['removed', 'erik.lund@demo.example'],
      ['removed', 'anna.berg@demo.example'],
      ['ignored', '*@gone.example'],
    ]);
    const harbour = rows.filter((row) => row[0] === 'Harbour');
    expect(harbour.map((row) => [row[3], row[4], row[5], row.at(-1)])).toEqual(
      SENT.map((email) => [POLICY.harbour, 'not known', email, 'Forbidden']),
    );
  });
});
