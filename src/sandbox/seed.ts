// The demo data of docs/decisions.md "The sandbox's own demo data", seeded into an empty
// database: a venue's guest network where every counter of every result can be non-zero.
// Tests and the README read the values from SEED instead of retyping them.
import { todayIn } from '../api/rules.ts';
import type { NewSession, SessionModule, SessionState, Store } from './store.ts';

const POLICY_ID = '5f0c6d2e-8a41-4b7e-9c3d-1a2b3c4d5e6f';

/**
 * The other venues, each with its own key and access policy: lobby-context in demo-org, and a
 * second organization with two venues of its own. Some people are in several venues' policies
 * (erik.lund in three, anna.berg and kari.nord in two), so a cleanup sent to several venues has
 * something to remove at each and something that differs between them.
 */
const VENUES = {
  lobby: {
    policyId: '7c2e9a41-5d3b-4f6e-8a1c-2b9d0e4f6a73',
    policyEmails: [
      'lobby-admin@demo.example',
      'anna.berg@demo.example',
      'erik.lund@demo.example',
      'ines.dahl@demo.example',
    ],
    /** In the lobby's policy only: the front desk's Meeting Host sign-in. */
    frontDesk: { email: 'ines.dahl@demo.example', mac: 'DA:A1:19:3B:00:31' },
  },
  north: {
    organizationId: 'north-org',
    timeZone: 'Europe/Oslo',
    harbour: {
      name: 'Harbour office',
      contextId: 'harbour-context',
      key: 'harbour-key',
      caller: 'admin@north.example',
      policyId: '3e8b1f60-9c2d-4a57-b4e3-6d0a7c1f2e95',
      policyEmails: [
        'admin@north.example',
        'kari.nord@north.example',
        'ole.berg@north.example',
        'erik.lund@demo.example',
      ],
      entry: {
        id: '0b9d6a52-3c1e-4f7a-9d21-6e8c4b1a7f31',
        mac: '00:1B:63:84:45:E6',
        name: 'Harbour gate kiosk',
      },
    },
    campus: {
      name: 'Campus library',
      contextId: 'campus-context',
      key: 'campus-key',
      caller: 'campus-admin@north.example',
      policyId: 'c4d2a7e9-1f3b-4c68-9e50-8a7b6c5d4e31',
      policyEmails: [
        'campus-admin@north.example',
        'kari.nord@north.example',
        '*@students.north.example',
      ],
      entry: {
        id: '0b9d6a52-3c1e-4f7a-9d21-6e8c4b1a7f41',
        mac: '00:1E:C2:9F:30:07',
        name: 'Library printer',
      },
    },
    kari: {
      email: 'kari.nord@north.example',
      phone: '5E:0C:22:71:00:01',
      laptop: '5E:0C:22:71:00:02',
    },
    ole: { email: 'ole.berg@north.example', phone: '5E:0C:22:71:00:11' },
    student: { email: 'liv.strand@students.north.example', phone: '5E:0C:22:71:00:21' },
  },
} as const;

export const SEED = {
  organizationId: 'demo-org',
  timeZone: 'Europe/Stockholm',
  demo: { contextId: 'demo-context', key: 'demo-key', caller: 'admin@demo.example' },
  lobby: {
    contextId: 'lobby-context',
    key: 'lobby-key',
    caller: 'lobby-admin@demo.example',
    ...VENUES.lobby,
  },
  /** A second organization with two venues of its own (a key each, a policy each). */
  north: VENUES.north,
  policyId: POLICY_ID,
  /** The policy's entries, in order. */
  policyEmails: [
    'admin@demo.example',
    'anna.berg@demo.example',
    'erik.lund@demo.example',
    'maja.holm@demo.example',
    '*@partner.example',
    '*@*.contractor.example',
  ],
  /** Staff in the policy: active Self-Provisioning and Meeting Host sign-ins each. */
  staff: {
    /** Also has an active conference session and an old revoked sign-in. */
    anna: {
      email: 'anna.berg@demo.example',
      phone: 'DA:A1:19:3B:00:01',
      laptop: 'DA:A1:19:3B:00:02',
      conference: 'DA:A1:19:3B:00:03',
    },
    erik: {
      email: 'erik.lund@demo.example',
      phone: 'DA:A1:19:3B:00:11',
      laptop: 'DA:A1:19:3B:00:12',
    },
    /** Two Self-Provisioning sign-ins (phone and tablet). */
    maja: {
      email: 'maja.holm@demo.example',
      phone: 'DA:A1:19:3B:00:21',
      laptop: 'DA:A1:19:3B:00:22',
      tablet: 'DA:A1:19:3B:00:23',
    },
  },
  /** Covered by `*@partner.example`; `eu.partner.example` is a subdomain, so not covered. */
  partner: {
    selfProvisioning: { email: 'jonas.ek@partner.example', mac: '6E:4F:21:A0:10:01' },
    meetingHost: { email: 'lena.sund@partner.example', mac: '6E:4F:21:A0:10:02' },
    subdomain: { email: 'tom.berg@eu.partner.example', mac: '6E:4F:21:A0:10:03' },
  },
  /** Covered by `*@*.contractor.example`; the bare domain is not. */
  contractor: {
    selfProvisioning: { email: 'per.nilsson@north.contractor.example', mac: '7A:11:C4:52:00:01' },
    meetingHost: { email: 'sara.lind@east.contractor.example', mac: '7A:11:C4:52:00:02' },
    bareDomain: { email: 'ola.strand@contractor.example', mac: '7A:11:C4:52:00:03' },
  },
  /** Whitelist entries of demo-context (fixed ids so tests can update them); `session`: an active whitelist sign-in on the MAC. */
  entries: {
    receptionPrinter: {
      id: '0b9d6a52-3c1e-4f7a-9d21-6e8c4b1a7f01',
      mac: '00:1B:A9:4C:21:07',
      name: 'Reception printer',
      description: 'Laser printer behind the front desk',
      tags: [{ value: 'printer' }, { value: 'reception' }],
      creator: 'admin@demo.example',
      session: true,
    },
    boardroomTv: {
      id: '0b9d6a52-3c1e-4f7a-9d21-6e8c4b1a7f02',
      mac: '00:09:DF:6A:33:10',
      name: 'Boardroom TV',
      description: 'Screen casting, 3rd floor',
      tags: [{ value: 'tv' }, { value: 'floor 3' }],
      creator: 'admin@demo.example',
      session: true,
    },
    /** Expires 30 days after the seed, so the demo shows an expiring entry. */
    coffeeMachine: {
      id: '0b9d6a52-3c1e-4f7a-9d21-6e8c4b1a7f03',
      mac: '00:1D:C9:0E:77:42',
      name: 'Cafeteria coffee machine',
      description: 'On trial from the supplier',
      tags: [{ value: 'trial' }],
      creator: 'admin@demo.example',
      session: false,
    },
    lobbyScreen: {
      id: '0b9d6a52-3c1e-4f7a-9d21-6e8c4b1a7f04',
      mac: '00:1E:C2:7B:44:19',
      name: 'Lobby info screen',
      description: 'Shows the day programme',
      tags: [{ value: 'signage' }],
      creator: 'facilities@demo.example',
      session: true,
    },
    projector: {
      id: '0b9d6a52-3c1e-4f7a-9d21-6e8c4b1a7f05',
      mac: '00:0E:C6:88:12:AB',
      name: 'Conference room projector, Ljusgården',
      description: 'Ceiling mounted',
      tags: [{ value: 'projector' }, { value: 'room: Ljusgården' }],
      creator: 'facilities@demo.example',
      session: true,
    },
    soundSystem: {
      id: '0b9d6a52-3c1e-4f7a-9d21-6e8c4b1a7f06',
      mac: '00:12:F3:20:55:6C',
      name: 'Sound system, hall B',
      description: 'Installed and serviced by the AV partner',
      tags: [{ value: 'audio' }, { value: 'partner' }],
      creator: 'av.tech@partner.example',
      session: true,
    },
  },
  /** Devices waiting at the portal (pending, no email) on MACs not whitelisted, with how many sessions each. */
  waiting: [
    { mac: '3C:22:FB:7A:10:01', sessions: 1 },
    { mac: '3C:22:FB:7A:10:02', sessions: 2 },
    { mac: '3C:22:FB:7A:10:03', sessions: 1 },
  ],
  /** A lobby-context entry and its whitelist session. */
  lobbyEntry: { id: '0b9d6a52-3c1e-4f7a-9d21-6e8c4b1a7f21', mac: 'B8:27:EB:5D:90:0A' },
} as const;

/** Every seeded venue as a saved connection names it: the sandbox's health answer lists them. */
export const SEED_VENUES = [
  {
    name: 'Sandbox demo',
    organizationId: SEED.organizationId,
    contextId: SEED.demo.contextId,
    key: SEED.demo.key,
    timeZone: SEED.timeZone,
    policyId: SEED.policyId,
  },
  {
    name: 'Sandbox lobby',
    organizationId: SEED.organizationId,
    contextId: SEED.lobby.contextId,
    key: SEED.lobby.key,
    timeZone: SEED.timeZone,
    policyId: SEED.lobby.policyId,
  },
  ...[SEED.north.harbour, SEED.north.campus].map((venue) => ({
    name: venue.name,
    organizationId: SEED.north.organizationId,
    contextId: venue.contextId,
    key: venue.key,
    timeZone: SEED.north.timeZone,
    policyId: venue.policyId,
  })),
] as const;

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Writes the demo data; call inside a transaction on an empty database. */
export function seedDemoData(store: Store, now: Date): void {
  const { organizationId, demo, lobby } = SEED;
  store.insertOrganization(organizationId, SEED.timeZone);
  for (const ctx of [demo, lobby]) {
    store.insertContext(ctx.contextId, organizationId);
    store.insertKey(ctx.key, ctx.contextId, ctx.caller);
  }
  store.insertPolicy(POLICY_ID, demo.contextId, SEED.policyEmails);
  store.insertPolicy(lobby.policyId, lobby.contextId, lobby.policyEmails);
  const { north } = SEED;
  store.insertOrganization(north.organizationId, north.timeZone);
  for (const venue of [north.harbour, north.campus]) {
    store.insertContext(venue.contextId, north.organizationId);
    store.insertKey(venue.key, venue.contextId, venue.caller);
    store.insertPolicy(venue.policyId, venue.contextId, venue.policyEmails);
  }

  const stamp = now.toISOString();
  for (const seeded of Object.values(SEED.entries)) {
    store.insertEntry(demo.contextId, {
      id: seeded.id,
      mac: seeded.mac,
      name: seeded.name,
      description: seeded.description,
      tags: seeded.tags.map((tag) => ({ value: tag.value })),
      toDate:
        seeded.id === SEED.entries.coffeeMachine.id
          ? addDays(todayIn(SEED.timeZone, now), 30)
          : null,
      creator: seeded.creator,
      createdAt: stamp,
      updatedAt: stamp,
    });
  }
  store.insertEntry(lobby.contextId, {
    id: SEED.lobbyEntry.id,
    mac: SEED.lobbyEntry.mac,
    name: 'Lobby check-in kiosk',
    description: '',
    toDate: null,
    tags: [{ value: 'kiosk' }],
    creator: lobby.caller,
    createdAt: stamp,
    updatedAt: stamp,
  });
  for (const venue of [north.harbour, north.campus]) {
    store.insertEntry(venue.contextId, {
      ...venue.entry,
      description: '',
      toDate: null,
      tags: [],
      creator: venue.caller,
      createdAt: stamp,
      updatedAt: stamp,
    });
  }

  const policyOf = new Map<string, string>(
    SEED_VENUES.map((venue) => [venue.contextId, venue.policyId]),
  );
  const session = (
    contextId: string,
    mac: string,
    email: string | null,
    module: SessionModule,
    state: SessionState,
  ): NewSession => ({
    id: crypto.randomUUID(),
    contextId,
    mac,
    email,
    module,
    state,
    // Self-Provisioning and Meeting Host are gated by the venue's access policy.
    policyId:
      module === 'self-provisioning' || module === 'meeting-host'
        ? (policyOf.get(contextId) ?? null)
        : null,
  });
  const { anna, erik, maja } = SEED.staff;
  const { partner, contractor } = SEED;
  const d = demo.contextId;
  const sessions: NewSession[] = [
    session(d, anna.phone, anna.email, 'self-provisioning', 'active'),
    session(d, anna.laptop, anna.email, 'meeting-host', 'active'),
    session(d, anna.conference, anna.email, 'conference', 'active'),
    session(d, anna.phone, anna.email, 'self-provisioning', 'revoked'),
    session(d, erik.phone, erik.email, 'self-provisioning', 'active'),
    session(d, erik.laptop, erik.email, 'meeting-host', 'active'),
    session(d, maja.phone, maja.email, 'self-provisioning', 'active'),
    session(d, maja.tablet, maja.email, 'self-provisioning', 'active'),
    session(d, maja.laptop, maja.email, 'meeting-host', 'active'),
    session(
      d,
      partner.selfProvisioning.mac,
      partner.selfProvisioning.email,
      'self-provisioning',
      'active',
    ),
    session(d, partner.meetingHost.mac, partner.meetingHost.email, 'meeting-host', 'active'),
    session(d, partner.subdomain.mac, partner.subdomain.email, 'self-provisioning', 'active'),
    session(
      d,
      contractor.selfProvisioning.mac,
      contractor.selfProvisioning.email,
      'self-provisioning',
      'active',
    ),
    session(d, contractor.meetingHost.mac, contractor.meetingHost.email, 'meeting-host', 'active'),
    session(
      d,
      contractor.bareDomain.mac,
      contractor.bareDomain.email,
      'self-provisioning',
      'active',
    ),
    ...Object.values(SEED.entries)
      .filter((entry) => entry.session)
      .map((entry) => session(d, entry.mac, null, 'whitelist', 'whitelist-authorized')),
    ...SEED.waiting.flatMap(({ mac, sessions: count }) =>
      Array.from({ length: count }, () => session(d, mac, null, 'self-provisioning', 'pending')),
    ),
    // The same people and devices in the lobby: another context, never touched from demo-context.
    session(lobby.contextId, anna.phone, anna.email, 'self-provisioning', 'active'),
    session(lobby.contextId, erik.phone, erik.email, 'self-provisioning', 'active'),
    session(lobby.contextId, lobby.frontDesk.mac, lobby.frontDesk.email, 'meeting-host', 'active'),
    session(lobby.contextId, SEED.lobbyEntry.mac, null, 'whitelist', 'whitelist-authorized'),
    session(lobby.contextId, SEED.waiting[0].mac, null, 'self-provisioning', 'pending'),
    // The second organization: erik.lund visits the harbour, kari.nord works at both venues.
    ...northSessions(session),
  ];
  sessions.forEach((s) => store.insertSession(s));
}

/** The second organization's guest sessions: each policy entry has someone signed in. */
function northSessions(
  session: (
    contextId: string,
    mac: string,
    email: string | null,
    module: SessionModule,
    state: SessionState,
  ) => NewSession,
): NewSession[] {
  const { harbour, campus, kari, ole, student } = SEED.north;
  const { erik } = SEED.staff;
  const h = harbour.contextId;
  const c = campus.contextId;
  return [
    session(h, erik.laptop, erik.email, 'meeting-host', 'active'),
    session(h, kari.phone, kari.email, 'self-provisioning', 'active'),
    session(h, kari.laptop, kari.email, 'meeting-host', 'active'),
    session(h, ole.phone, ole.email, 'self-provisioning', 'active'),
    session(h, harbour.entry.mac, null, 'whitelist', 'whitelist-authorized'),
    session(h, SEED.waiting[1].mac, null, 'self-provisioning', 'pending'),
    session(c, kari.phone, kari.email, 'self-provisioning', 'active'),
    session(c, student.phone, student.email, 'self-provisioning', 'active'),
    session(c, campus.entry.mac, null, 'whitelist', 'whitelist-authorized'),
  ];
}
